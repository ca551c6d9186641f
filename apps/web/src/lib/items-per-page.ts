import { useCallback, useSyncExternalStore } from 'react';

export type ListKind = 'product' | 'default';

/** Wider than this, the product list shows 20 items a page (original §9). */
export const WIDE_SCREEN_MIN_WIDTH = 1500;

export function itemsPerPage(list: ListKind, width: number): number {
  return list === 'product' && width > WIDE_SCREEN_MIN_WIDTH ? 20 : 10;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Items per page for the current window, following resizes. The snapshot is the count, not the
 * width, so a resize re-renders only when the count changes. On a server (no window) it is the
 * narrow-screen count.
 */
export function useItemsPerPage(list: ListKind): number {
  const snapshot = useCallback(() => itemsPerPage(list, window.innerWidth), [list]);
  const serverSnapshot = useCallback(() => itemsPerPage(list, 0), [list]);
  return useSyncExternalStore(subscribeToResize, snapshot, serverSnapshot);
}
