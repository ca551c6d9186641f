import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where each history entry was last scrolled to, by its location key (this tab, this visit). */
const positions = new Map<string, number>();

/**
 * Every new navigation starts at the top of the page (original §2), including a page change in a
 * list (`?page=`); Back and Forward return to where the visitor was. A change of `#hash` alone
 * is an in-page jump and is left to the browser.
 */
export function ScrollRestoration() {
  const { key, pathname, search } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    // The app restores positions itself: the browser's own attempt comes before the page is
    // rendered and jumps. A reload or a return from another site is the browser's again.
    window.history.scrollRestoration = 'manual';
    const handBack = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', handBack);
    return () => {
      window.removeEventListener('pagehide', handBack);
    };
  }, []);

  // The entry scroll events belong to, switched in the layout effect before it scrolls: a
  // listener re-attached after paint would file that scroll under the entry left behind.
  const current = useRef(key);
  useEffect(() => {
    // Saved as the visitor scrolls, not on leaving: by then the next page may have replaced
    // this one and the browser clamped the position to its height.
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const page = pathname + search;
    const previous = shown.current;
    shown.current = page;
    // The page the app started on is where the browser put it (a reload keeps its place).
    if (previous === null) return;
    if (type === NavigationType.Pop) window.scrollTo(0, positions.get(key) ?? 0);
    else if (previous !== page) window.scrollTo(0, 0);
  }, [key, pathname, search, type]);
  return null;
}
