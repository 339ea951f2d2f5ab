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
