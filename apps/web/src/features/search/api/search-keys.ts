import type { SearchInsightQuery } from '@app/contract/search-insight';
import type { Language } from '../../../lib/i18n/language';

/** Query keys of the search feature; a synonym written invalidates `all` (suggestions use them). */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (q: string, language: Language) => ['search', 'suggest', language, q] as const,
  synonyms: ['search', 'synonyms'] as const,
  insight: (query: SearchInsightQuery) => ['search', 'insight', query] as const,
  productChoices: (keyword: string) => ['search', 'product-choices', keyword] as const,
};
