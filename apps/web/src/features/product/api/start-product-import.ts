import type { ProductImportJob } from '@app/contract/product-import';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload-request';
import { type ImportFiles, importForm } from './import-form';

/** `POST /admin/v1/product/import`: checks the file again and imports it in the background. */
export const startProductImport = (files: ImportFiles) =>
  uploadForm<ProductImportJob>('/admin/v1/product/import', importForm(files));

export const useStartProductImport = () =>
  useMutation({ mutationFn: startProductImport, meta: { errorReport: 'none' } });
