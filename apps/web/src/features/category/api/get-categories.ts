import type { Category } from '@app/contract/category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';
import { categoryKeys } from './category-keys';

export function getCategories(language: Language, signal?: AbortSignal): Promise<Category[]> {
  return requestJson<Category[]>(`/data/v1/category${withLanguage('', language)}`, { signal });
}

/**
 * Loaded once and kept for the visit (original §7), named in the page's language. A failure is
 * only logged and the list stays empty (original §8): pages that show categories work without them.
 */
export const categoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: categoryKeys.list(language),
    queryFn: ({ signal }) => getCategories(language, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorReport: 'log' },
  });

const NO_CATEGORIES: Category[] = [];

export function useCategories(language: Language): { categories: Category[]; isPending: boolean } {
  const { data, isPending } = useQuery(categoriesQueryOptions(language));
  return { categories: data ?? NO_CATEGORIES, isPending };
}
