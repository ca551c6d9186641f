import type { ProductExportParams } from '@app/contract/product';
import { useMutation } from '@tanstack/react-query';
import { requestFile } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';
import { searchParamsOf } from './product-keys';

/** A large catalogue streams for a while: 100,000 products take tens of seconds. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** `GET /admin/v1/product/export`: the table's filter as a spreadsheet, saved as a download. */
export async function exportProducts(params: ProductExportParams): Promise<void> {
  const file = await requestFile(`/admin/v1/product/export?${searchParamsOf(params)}`, {
    auth: true,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveDownload(file);
}

export const useExportProducts = () => useMutation({ mutationFn: exportProducts });
