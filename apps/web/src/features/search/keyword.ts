import { productListHref } from '../../lib/product-list-url';

/**
 * The search keyword lives in the URL (`?keyword=`), not in a store: a search survives a reload
 * and can be shared (DESIGN §5). The header box writes it; the product list reads it.
 */
export const KEYWORD_PARAM = 'keyword';

/** The API accepts keywords up to this length. */
export const KEYWORD_MAX_LENGTH = 100;

/** Trimmed, inner whitespace collapsed, cut to the maximum length. */
export function normalizeKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX_LENGTH).trim();
}

export function keywordFromSearchParams(params: URLSearchParams): string {
  return normalizeKeyword(params.get(KEYWORD_PARAM) ?? '');
}

/** Where a search for `raw` goes: the product list, first page; no keyword lists everything. */
export function searchHref(raw: string): string {
  const keyword = normalizeKeyword(raw);
  return productListHref(keyword === '' ? {} : { keyword });
}
