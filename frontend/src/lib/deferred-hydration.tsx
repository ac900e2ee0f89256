import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

export interface DeferredComponent<P extends object> {
  (props: P): ReactNode;
  /** The server renderer's copy, bundled with it: renderToString cannot wait for a chunk. */
  provide(component: ComponentType<P>): void;
}

/**
 * A part of a server-rendered page whose code is not among the JavaScript the page needs before it
 * is interactive (below the first screen, or not shown at all): in the browser it loads as its own
 * chunk, and until that is in, React keeps the server's HTML of it in place (a Suspense boundary
 * waiting to hydrate), so there is no flash; rendered without the server (a client-side visit), it
 * shows `fallback` meanwhile. memo: a re-render of the page with the same props does not reach the
 * waiting boundary (an update there would make React drop the server's HTML and render it anew).
 * The server renderer gives the same component through `provide` and renders it in the same
 * Suspense boundary, so the markup matches.
 */
export function deferredHydration<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): DeferredComponent<P> {
  let provided: ComponentType<P> | null = null;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Deferred = memo(function Deferred(props: P) {
    const Component = (provided ?? Lazy) as ComponentType<P>;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  });
  return Object.assign((props: P) => <Deferred {...props} />, {
    provide(component: ComponentType<P>) {
      provided = component;
    },
  });
}
