import {
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props, can be a page.
type AnyComponent = ComponentType<any>;

/** React.lazy for a named export: lazyPage(() => import('#client/features/x/x-page.tsx'), 'XPage'). */
export function lazyPage<TName extends string, TModule extends Record<TName, AnyComponent>>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * A part of a page whose code loads when it first renders: the named export of `load`, drawn in its own Suspense
 * boundary with `fallback` (nothing by default) until the code arrives.
 */
export function lazyPart<TName extends string, TModule extends Record<TName, AnyComponent>>(
  load: () => Promise<TModule>,
  name: TName,
  fallback: ReactNode = null,
): (props: ComponentProps<TModule[TName]>) => ReactNode {
  const Lazy: AnyComponent = lazyPage(load, name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy is.
  return function LazyPart(props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
