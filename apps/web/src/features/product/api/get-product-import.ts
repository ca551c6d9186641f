import type { ProductImportJob } from '@app/contract/product-import';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestJson } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** How often a running import's progress is asked for. */
const POLL_MS = 1_000;

/** `GET /admin/v1/product/import/{id}`: a job's status and progress, polled while it runs. */
export const productImportQuery = (id: number) =>
  queryOptions({
    queryKey: [...productKeys.all, 'import', id] as const,
    queryFn: () =>
      requestJson<ProductImportJob>(`/admin/v1/product/import/${String(id)}`, { auth: true }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });

/** The job; once it has ended, the product lists are read again (the import changed them). */
export function useProductImport(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(productImportQuery(id));
  const status = query.data?.status;
  useEffect(() => {
    if (status === 'done' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'admin'] });
    }
  }, [status, queryClient]);
  return query;
}
