import type { Suggestion } from '@app/contract/search';
import { productListHref } from '../../lib/product-list-url';
import { productDetailPath } from '../../lib/product-paths';
import { searchHref } from './keyword';

/** Where choosing a suggestion goes: a word's search, a product's page, a category's list. */
export function suggestionHref(suggestion: Suggestion): string {
  if (suggestion.kind === 'product' && suggestion.id !== null) {
    return productDetailPath(suggestion.id);
  }
  if (suggestion.kind === 'category' && suggestion.id !== null) {
    return productListHref({ category: suggestion.id });
  }
  return searchHref(suggestion.text);
}

/** Tells suggestions apart across answers, so the one chosen with the arrows stays chosen. */
export const suggestionKey = (suggestion: Suggestion) =>
  `${suggestion.kind}:${String(suggestion.id)}:${suggestion.text}`;

/**
 * The option the arrow keys move to among `count` (-1: none, the focus stays in the box), as
 * the WAI-ARIA combobox pattern has it: down from the box to the first, up to the last, and
 * round from one end to the other.
 */
export function movedActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 || active >= count ? count - 1 : active - 1;
}
