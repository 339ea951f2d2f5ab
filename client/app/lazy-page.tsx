import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props, can be a page.
type AnyComponent = ComponentType<any>;

/** React.lazy for a named export: lazyPage(() => import('#client/features/x/x-page.tsx'), 'XPage'). */
export function lazyPage<TName extends string, TModule extends Record<TName, AnyComponent>>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const ComingSoonPage = lazyPage(
  () => import('#client/features/coming-soon/coming-soon-page.tsx'),
  'ComingSoonPage',
);

/** A route page that only says "coming soon"; `standalone` for visitor pages outside the app shell. */
export function comingSoon(title: string, description: string, standalone = false): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, so its identity is stable.
  return function ComingSoonRoute() {
    return <ComingSoonPage title={title} description={description} standalone={standalone} />;
  };
}
