import type { AdminCategory } from '@app/contract/category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

export function getAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return requestJson<AdminCategory[]>('/admin/v1/category', { auth: true, signal });
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.admin,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });

const NO_CATEGORIES: AdminCategory[] = [];

/** The categories as staff edit them: both names. */
export function useAdminCategories(): { categories: AdminCategory[]; isPending: boolean } {
  const { data, isPending } = useQuery(adminCategoriesQueryOptions());
  return { categories: data ?? NO_CATEGORIES, isPending };
}
