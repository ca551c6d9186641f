import type {
  SearchDismissInput,
  SearchInsight,
  SearchInsightExportParams,
  SearchInsightQuery,
} from '@app/contract/search-insight';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { requestFile, requestJson, requestNoContent } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';
import { searchKeys } from './search-keys';

/** `GET /admin/v1/search/insight`: what visitors searched over a range of days. */
export function getSearchInsight(
  query: SearchInsightQuery,
  signal?: AbortSignal,
): Promise<SearchInsight> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.lang !== undefined) params.set('lang', query.lang);
  return requestJson<SearchInsight>(`/admin/v1/search/insight?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const searchInsightQueryOptions = (query: SearchInsightQuery) =>
  queryOptions({
    queryKey: searchKeys.insight(query),
    queryFn: ({ signal }) => getSearchInsight(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchInsight = (query: SearchInsightQuery) =>
  useQuery(searchInsightQueryOptions(query));

/** `POST /admin/v1/search/insight/dismissed`: off the to-do list until it fails again. */
export function useDismissSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SearchDismissInput) =>
      requestNoContent('/admin/v1/search/insight/dismissed', {
        method: 'POST',
        body: input,
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  });
}

/** `GET /admin/v1/search/insight/export`: every query of the range, saved as a download. */
export async function exportSearchInsight(params: SearchInsightExportParams): Promise<void> {
  const search = new URLSearchParams(Object.entries(params));
  saveDownload(
    await requestFile(`/admin/v1/search/insight/export?${search.toString()}`, { auth: true }),
  );
}

export const useExportSearchInsight = () => useMutation({ mutationFn: exportSearchInsight });
