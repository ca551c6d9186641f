import { type Attachment, attachmentSchema } from '@app/contract/board';
import { type UploadOptions, uploadForm } from '../../../lib/upload-request';

/** Uploads one file; the post claims it when saved (unclaimed uploads are removed after a day). */
export function uploadAttachment(file: File, options: UploadOptions = {}): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm('/admin/v1/post-attachment', attachmentSchema, form, options);
}
