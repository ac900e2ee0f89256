import { useCallback, useEffect, useState } from 'react';

export const AUTOPLAY_MS = 5000;
export const SWIPE_THRESHOLD_PX = 100;

/**
 * Index and autoplay of a slideshow (SPEC §4, §9): autoplay is on by default, advances every 5 s,
 * and waits while the guest drags, resuming once the drag ends.
 */
export function useSlideshow(count: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [dragging, setDragging] = useState(false);

  const next = useCallback(() => setIndex((current) => (count ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((current) => (count ? (current - 1 + count) % count : 0)), [count]);
  const goTo = useCallback((target: number) => setIndex(Math.max(0, Math.min(target, count - 1))), [count]);
  const togglePlaying = useCallback(() => setPlaying((value) => !value), []);

  // A shrinking list (the admin removed photos) must not leave the index past the end.
  useEffect(() => {
    if (index >= count && count > 0) setIndex(count - 1);
  }, [count, index]);

  // Restarting the timer on every change of index gives each photo its full 5 s.
  useEffect(() => {
    if (!playing || dragging || count < 2) return;
    const timer = window.setTimeout(next, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, dragging, count, index, next]);

  return { index, playing, dragging, next, previous, goTo, togglePlaying, setDragging };
}

/** Which way a finished horizontal drag goes: only beyond 100 px counts as a swipe. */
export function swipeDirection(deltaX: number): 'next' | 'previous' | null {
  if (deltaX <= -SWIPE_THRESHOLD_PX) return 'next';
  if (deltaX >= SWIPE_THRESHOLD_PX) return 'previous';
  return null;
}
