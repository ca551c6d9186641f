import '../../lib/zod-config';
import { IMAGE_MAX_BYTES, type Image } from '@app/contract/image';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { apiErrorMessage } from '../../lib/api-error-message';
import { imageKeys } from './api/image-keys';
import { uploadImage } from './api/upload-image';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export type UploadEntry = {
  id: number;
  name: string;
  /** 0–1, bytes sent so far. */
  progress: number;
  status: UploadStatus;
  error: string | null;
  image: Image | null;
};

/** Two at a time: each file shows steady progress and the server (2 cores) is not flooded. */
const CONCURRENT_UPLOADS = 2;
const MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;

type UploadJob = { id: number; file: File };

/** Runs jobs at most {@link CONCURRENT_UPLOADS} at a time, in the order they were added. */
function createUploadQueue() {
  const waiting: UploadJob[] = [];
  let running = 0;
  let runJob: ((job: UploadJob) => Promise<void>) | null = null;
  const pump = () => {
    while (runJob !== null && running < CONCURRENT_UPLOADS) {
      const job = waiting.shift();
      if (job === undefined) return;
      running += 1;
      void runJob(job).finally(() => {
        running -= 1;
        pump();
      });
    }
  };
  return {
    /** The component's current upload function (it closes over the latest translations). */
    setRunner(runner: (job: UploadJob) => Promise<void>) {
      runJob = runner;
      pump();
    },
    push(jobs: UploadJob[]) {
      waiting.push(...jobs);
      pump();
    },
  };
}

/** The server's refusal in words a person can act on. */
function uploadErrorMessage(
  error: unknown,
  t: TFunction<'adminMedia'>,
  tErrors: TFunction<'errors'>,
): string {
  if (!isApiError(error)) return t('upload.errors.unexpected');
  switch (error.code) {
    case 'unsupported_image_type':
    case 'empty_file':
      return t('upload.errors.unsupported');
    case 'file_too_large':
      return t('upload.errors.tooLarge', { max: MAX_MB });
    case 'image_too_large':
      return t('upload.errors.tooManyPixels');
    case 'image_unreadable':
      return t('upload.errors.unreadable');
    default:
      return apiErrorMessage(error, tErrors);
  }
}

/**
 * A queue of image uploads, one request per file, each with its own progress. Files over the
 * size limit fail at once without being sent; everything else is judged by the server.
 */
export function useImageUploads(onUploaded?: (image: Image) => void) {
  const { t } = useTranslation('adminMedia');
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextId = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const onUploadedRef = useRef(onUploaded);
  const [queue] = useState(createUploadQueue);

  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  // Leaving the screen cancels what is still being sent.
  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active) controller.abort();
    };
  }, []);

  const update = useCallback((id: number, patch: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);

  const run = useCallback(
    async ({ id, file }: UploadJob) => {
      const controller = new AbortController();
      controllers.current.add(controller);
      update(id, { status: 'uploading' });
      try {
        const image = await uploadImage(file, {
          signal: controller.signal,
          onProgress: (progress) => {
            update(id, { progress });
          },
        });
        update(id, { status: 'done', progress: 1, image });
        onUploadedRef.current?.(image);
        await queryClient.invalidateQueries({ queryKey: imageKeys.all });
      } catch (error) {
        if (controller.signal.aborted) return;
        update(id, { status: 'failed', error: uploadErrorMessage(error, t, tErrors) });
      } finally {
        controllers.current.delete(controller);
      }
    },
    [queryClient, t, tErrors, update],
  );

  useEffect(() => {
    queue.setRunner(run);
  }, [queue, run]);

  const add = useCallback(
    (files: File[]) => {
      const jobs: UploadJob[] = [];
      const added: UploadEntry[] = files.map((file) => {
        nextId.current += 1;
        const id = nextId.current;
        const tooLarge = file.size > IMAGE_MAX_BYTES;
        if (!tooLarge) jobs.push({ id, file });
        return {
          id,
          name: file.name,
          progress: 0,
          status: tooLarge ? 'failed' : 'queued',
          error: tooLarge ? t('upload.errors.tooLarge', { max: MAX_MB }) : null,
          image: null,
        };
      });
      setEntries((list) => [...list, ...added]);
      queue.push(jobs);
    },
    [queue, t],
  );

  const clearFinished = useCallback(() => {
    setEntries((list) => list.filter((e) => e.status === 'queued' || e.status === 'uploading'));
  }, []);

  const busy = entries.some((e) => e.status === 'queued' || e.status === 'uploading');
  return { entries, add, clearFinished, busy };
}
