import type { ImageUploadResult } from '@app/contract/image';
import { type UploadOptions, uploadForm } from '../../../lib/upload-request';

/** Uploads one file; one request per file gives each file its own progress bar. */
export async function uploadImage(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('file', file, file.name);
  const result = await uploadForm<ImageUploadResult>('/admin/v1/image', form, options);
  const [image] = result.items;
  if (image === undefined) throw new Error('the upload answered without an image');
  return image;
}
