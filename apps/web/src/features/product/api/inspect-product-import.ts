import type { ProductImportInspection } from '@app/contract/product-import';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload-request';

/** `POST /admin/v1/product/import/inspect`: the sheet's columns, first rows and a proposed mapping. */
export function inspectProductImport(sheet: File): Promise<ProductImportInspection> {
  const form = new FormData();
  form.append('file', sheet, sheet.name);
  return uploadForm<ProductImportInspection>('/admin/v1/product/import/inspect', form);
}

export const useInspectProductImport = () =>
  useMutation({ mutationFn: inspectProductImport, meta: { errorReport: 'none' } });
