import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle (or after `timeoutMs` at the latest).
 * Lets a page commit what the first screen shows, then the rest in a later, separate task: one
 * long commit of everything is what blocks the main thread (TBT) on a slow phone.
 */
export function useIdle(timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
