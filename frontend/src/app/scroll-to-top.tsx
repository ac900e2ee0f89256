import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top (issue 31): the browser keeps the old scroll position across a
 * client-side navigation, so a footer link opened the next page scrolled down with its title under
 * the sticky header. Back and forward (POP) keep what the browser restores; a link to `#section`
 * scrolls to it as links do.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a change of page counts: a hash or search change on the same page keeps the position.
  }, [pathname]);
  return null;
}
