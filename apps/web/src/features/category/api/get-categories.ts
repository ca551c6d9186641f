import type { Category } from '@app/contract/category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return requestJson<Category[]>('/data/v1/category', { signal });
}

/**
 * Loaded once and kept for the visit (original §7). A failure is only logged and the list stays
 * empty (original §8): pages that show categories work without them.
 */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorReport: 'log' },
  });

const NO_CATEGORIES: Category[] = [];

export function useCategories(): { categories: Category[]; isPending: boolean } {
  const { data, isPending } = useQuery(categoriesQueryOptions());
  return { categories: data ?? NO_CATEGORIES, isPending };
}
