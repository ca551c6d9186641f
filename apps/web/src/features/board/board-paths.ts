/** The board routes of the original (§2), in one place. */
export const boardPaths = {
  list: (boardId: number) => `/board/${String(boardId)}`,
  view: (postId: number) => `/board/view/${String(postId)}`,
  admin: (boardId: number) => `/admin/board/${String(boardId)}`,
};

/** A route's `:id` as a database id, or null when it cannot be one (the page shows 404). */
export function parseRouteId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The list a post was opened from travels in the link's state, so "back to the list" returns to
 * the same page and search; a post opened directly falls back to the board's first page.
 */
export type FromListState = { fromList?: string };

export function listPathFromState(state: unknown, boardId: number): string {
  if (typeof state === 'object' && state !== null && 'fromList' in state) {
    const from = state.fromList;
    const list = boardPaths.list(boardId);
    if (typeof from === 'string' && (from === list || from.startsWith(`${list}?`))) return from;
  }
  return boardPaths.list(boardId);
}
