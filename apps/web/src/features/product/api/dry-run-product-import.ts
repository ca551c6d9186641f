import type { ProductImportDryRun } from '@app/contract/product-import';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload-request';
import { type ImportFiles, importForm } from './import-form';

/** `POST /admin/v1/product/import/dry-run`: what importing would do, row by row; nothing changes. */
export const dryRunProductImport = (files: ImportFiles) =>
  uploadForm<ProductImportDryRun>('/admin/v1/product/import/dry-run', importForm(files));

export const useDryRunProductImport = () =>
  useMutation({ mutationFn: dryRunProductImport, meta: { errorReport: 'none' } });
