import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true in every render
 * after: what only the browser knows (the stored theme) is drawn once hydration is over, so the
 * first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
