/** Page numbers shown at a time (original §9). */
export const PAGE_WINDOW = 5;

export type PaginationView = {
  /** The current page, 0-based, clamped into range. */
  page: number;
  totalPages: number;
  /** The page numbers to show, 0-based, at most {@link PAGE_WINDOW}. */
  pages: number[];
  isFirstDisabled: boolean;
  isPrevDisabled: boolean;
  isNextDisabled: boolean;
  isLastDisabled: boolean;
};

/**
 * Pagination state for a page (0-based) among `totalPages`.
 *
 * The numbers move in fixed blocks of five, as in the original: pages 1–5, then 6–10, and so on.
 * The row stays put while the user pages inside a block, so the buttons do not jump under the
 * pointer; it changes only when the current page crosses into the next block.
 */
export function paginate({
  page,
  totalPages,
}: {
  page: number;
  totalPages: number;
}): PaginationView {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  const requested = Number.isFinite(page) ? Math.floor(page) : 0;
  const current = total === 0 ? 0 : Math.min(Math.max(0, requested), total - 1);
  const start = Math.floor(current / PAGE_WINDOW) * PAGE_WINDOW;
  const end = Math.min(start + PAGE_WINDOW, total);
  const pages = Array.from({ length: end - start }, (_, index) => start + index);
  const atStart = current === 0;
  const atEnd = total === 0 || current === total - 1;
  return {
    page: current,
    totalPages: total,
    pages,
    isFirstDisabled: atStart,
    isPrevDisabled: atStart,
    isNextDisabled: atEnd,
    isLastDisabled: atEnd,
  };
}

/** How many pages `totalItems` fill at `pageSize` a page. */
export function pageCount(totalItems: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalItems > 0)) return 0;
  return Math.ceil(totalItems / pageSize);
}
