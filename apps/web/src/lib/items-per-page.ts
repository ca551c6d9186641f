import { WIDE_SCREEN_MIN_WIDTH } from '@app/contract/page-render';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export type ListKind = 'product' | 'default';

export function itemsPerPage(list: ListKind, width: number): number {
  return list === 'product' && width > WIDE_SCREEN_MIN_WIDTH ? 20 : 10;
}

/**
 * The window width a server render was made for: the one the browser hinted
 * (`VIEWPORT_WIDTH_HINT`), else 0, a narrow screen. The browser hydrates with the same.
 */
export const RenderedWidthContext = createContext(0);

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Items per page for the current window, following resizes. The snapshot is the count, not the
 * width, so a resize re-renders only when the count changes. On a server, and while hydrating,
 * it is the count for the width the page was rendered for.
 */
export function useItemsPerPage(list: ListKind): number {
  const renderedWidth = useContext(RenderedWidthContext);
  const snapshot = useCallback(() => itemsPerPage(list, window.innerWidth), [list]);
  const serverSnapshot = useCallback(
    () => itemsPerPage(list, renderedWidth),
    [list, renderedWidth],
  );
  return useSyncExternalStore(subscribeToResize, snapshot, serverSnapshot);
}
