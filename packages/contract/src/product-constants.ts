/*
 * The product contract's plain values, without zod: the web app's first download reads them
 * (the list's sorts and result window) and must not construct schemas to do so (decision 12).
 */

export const PRODUCT_KEYWORD_MAX = 100;
/**
 * Lists answer at most this many results (100 pages of 20); totals are counted up to it.
 * Counting and skipping rows costs time on every request (and PGlite serves one query at a
 * time), while nobody pages past the hundredth page: they narrow the search instead.
 */
export const PRODUCT_RESULT_WINDOW = 2_000;
/**
 * A search counts its matches exactly up to this many; above, its total is an estimate within
 * about 10% (`totalEstimated`), shown as 약 N건.
 */
export const PRODUCT_EXACT_TOTAL = 10_000;

export const PRODUCT_SORTS = ['newest', 'name', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
