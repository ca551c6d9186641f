import '../../../lib/zod-config';
import {
  type Attachment,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_POST,
} from '@app/contract/board';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { uploadAttachment } from '../api/upload-attachment';

export type AttachmentEntry = {
  /** Local key: stable while a file uploads, before the server gives it an id. */
  key: string;
  name: string;
  bytes: number;
  /** 0–1 while uploading. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error: string | null;
  attachment: Attachment | null;
};

const fromAttachment = (attachment: Attachment): AttachmentEntry => ({
  key: `saved-${String(attachment.id)}`,
  name: attachment.originalName,
  bytes: attachment.bytes,
  progress: 1,
  status: 'done',
  error: null,
  attachment,
});

let sequence = 0;

/**
 * A post's attachments while its form is open: the saved ones, plus files that upload as soon
 * as they are picked (with progress), so saving the post only has to name their ids.
 */
export function useAttachmentUploads(initial: Attachment[]) {
  const { t } = useTranslation('adminBoard');
  const { t: tErrors } = useTranslation('errors');
  const [entries, setEntries] = useState<AttachmentEntry[]>(() => initial.map(fromAttachment));
  const controllers = useRef(new Map<string, AbortController>());

  // Closing the form cancels uploads still running.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<AttachmentEntry>) => {
    setEntries((current) => current.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const room = MAX_ATTACHMENTS_PER_POST - entries.filter((e) => e.status !== 'failed').length;
      const picked = files.map((file) => {
        sequence += 1;
        const tooMany = files.indexOf(file) >= room;
        const tooLarge = file.size > MAX_ATTACHMENT_BYTES;
        const error = tooMany
          ? t('errors.tooManyFiles', { count: MAX_ATTACHMENTS_PER_POST })
          : tooLarge
            ? t('errors.fileTooLarge')
            : null;
        const entry: AttachmentEntry = {
          key: `new-${String(sequence)}`,
          name: file.name,
          bytes: file.size,
          progress: 0,
          status: error === null ? 'uploading' : 'failed',
          error,
          attachment: null,
        };
        return { entry, file };
      });
      setEntries((current) => [...current, ...picked.map((p) => p.entry)]);
      for (const { entry, file } of picked) {
        if (entry.status !== 'uploading') continue;
        const controller = new AbortController();
        controllers.current.set(entry.key, controller);
        uploadAttachment(file, {
          signal: controller.signal,
          onProgress: (progress) => {
            patch(entry.key, { progress });
          },
        })
          .then((attachment) => {
            patch(entry.key, {
              status: 'done',
              progress: 1,
              attachment,
              name: attachment.originalName,
            });
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            const message = !isApiError(error)
              ? tErrors('status.unexpected')
              : error.code === 'unsupported_file_type'
                ? t('errors.fileType')
                : error.code === 'file_too_large'
                  ? t('errors.fileTooLarge')
                  : apiErrorMessage(error, tErrors);
            patch(entry.key, { status: 'failed', error: message });
          })
          .finally(() => {
            controllers.current.delete(entry.key);
          });
      }
    },
    [entries, patch, t, tErrors],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setEntries((current) => current.filter((e) => e.key !== key));
  }, []);

  return {
    entries,
    add,
    remove,
    uploading: entries.some((e) => e.status === 'uploading'),
    /** The uploaded files, in the order shown. */
    attachmentIds: entries.flatMap((e) => (e.attachment === null ? [] : [e.attachment.id])),
  };
}
