import { useEffect, useRef } from 'react';

/**
 * Moves focus to the step's heading when the step appears, so keyboard and screen-reader users
 * land on the new step instead of the button they just pressed (which is gone).
 */
export function useStepFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
