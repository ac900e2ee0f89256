import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen of one element; failures are only logged (SPEC §8). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);

  const enter = useCallback(() => {
    ref.current?.requestFullscreen?.().catch((error: unknown) => console.error('Fullscreen failed', error));
  }, [ref]);
  const exit = useCallback(() => {
    if (document.fullscreenElement) document.exitFullscreen().catch((error: unknown) => console.error('Leaving fullscreen failed', error));
  }, []);

  return { fullscreen, enter, exit, toggle: fullscreen ? exit : enter };
}
