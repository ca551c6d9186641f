import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every navigation starts at the top of the page (original §2), including a page change in a
 * list (`?page=`). A change of `#hash` alone is an in-page jump and is left to the browser.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
