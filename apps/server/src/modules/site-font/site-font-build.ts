import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';

/** What subset-worker.js is given. */
export interface SubsetRequest {
  /** Drawn whatever the budget. */
  always: readonly string[];
  /** Drawn from the first on, as many as fit the budget. */
  ranked: readonly string[];
  budgetBytes: number;
  /** The weights the font keeps (of Pretendard's 45–930). */
  weights: { min: number; max: number };
}

export interface BuiltFont {
  font: Buffer;
  /** Names its URL: a hash of its bytes. */
  hash: string;
  /** How many of the ranked characters it draws. */
  drawn: number;
}

const answerSchema = z.object({ font: z.instanceof(Uint8Array), drawn: z.number().int() });

/** Cuts the font on a worker thread (subset-worker.js); `signal` ends the worker. */
export function buildSiteFont(request: SubsetRequest, signal?: AbortSignal): Promise<BuiltFont> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./subset-worker.js', import.meta.url), {
      workerData: request,
    });
    const abort = () => {
      void worker.terminate();
      reject(new Error('the site font build was stopped'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.once('message', (message: unknown) => {
      const { font, drawn } = answerSchema.parse(message);
      const bytes = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
      resolve({ font: bytes, hash: fontHash(bytes), drawn });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', abort);
      reject(new Error(`the site font worker exited with ${String(code)}`));
    });
  });
}

/** 16 characters of base64url: 96 bits, plenty for a handful of versions. */
export const fontHash = (font: Buffer) =>
  createHash('sha256').update(font).digest('base64url').slice(0, 16);
