import type { Attachment } from '@app/contract/board';
import { type UploadOptions, uploadForm } from '../../../lib/upload-request';

/** Uploads one file; the post claims it when saved (unclaimed uploads are removed after a day). */
export function uploadAttachment(file: File, options: UploadOptions = {}): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<Attachment>('/admin/v1/post-attachment', form, options);
}
