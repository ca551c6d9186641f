import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  PRODUCT_IMPORT_IMAGES_MAX_BYTES,
  PRODUCT_IMPORT_SHEET_MAX_BYTES,
} from '@app/contract/product-import';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../../../lib/problem.ts';

const MB = 1024 * 1024;

/** The multipart form of the import routes, with the limits `@fastify/multipart` enforces. */
export const IMPORT_MULTIPART_LIMITS = {
  // Per file; the sheet's own, smaller limit is counted while it is written (`toFile`).
  fileSize: PRODUCT_IMPORT_IMAGES_MAX_BYTES,
  files: 2,
  fields: 1,
  parts: 3,
  fieldSize: 64 * 1024,
  headerPairs: 100,
};

export const tooLarge = (what: 'sheet' | 'images', max: number) =>
  new HttpProblem(
    413,
    'file_too_large',
    what === 'sheet'
      ? `The spreadsheet may be at most ${String(max / MB)} MB.`
      : `The image ZIP may be at most ${String(max / MB)} MB.`,
  );

/** An upload saved in a private temporary folder, removed by `remove`. */
export interface ImportUpload {
  sheet: { path: string; name: string };
  images: string | null;
  /** The `mapping` field, as JSON, or undefined without one. */
  mapping: unknown;
  remove: () => Promise<void>;
}

/** Writes a part to disk, refusing it as soon as it passes `max` bytes. */
async function toFile(file: NodeJS.ReadableStream, path: string, what: 'sheet' | 'images') {
  const max = what === 'sheet' ? PRODUCT_IMPORT_SHEET_MAX_BYTES : PRODUCT_IMPORT_IMAGES_MAX_BYTES;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > max ? tooLarge(what, max) : null, chunk);
    },
  });
  try {
    await pipeline(file, counter, createWriteStream(path));
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(what, max);
    }
    throw new HttpProblem(400, 'malformed_body', 'The multipart body could not be read.');
  }
}

/**
 * Uploads wait in `product-import-<pid>-<random>` folders of the system's temporary folder,
 * removed when their request or job ends. A process that dies leaves its folders behind:
 * `removeStaleUploads` removes them at the next start, telling them by the process id.
 */
const FOLDER = /^product-import-(?:(\d+)-)?[^/]+$/;
/** Folders of this process not yet removed: the only ones of its process id still in use. */
const inUse = new Set<string>();
/** Folders named before the process id was part of the name, kept until surely unused. */
const UNNAMED_STALE_MS = 24 * 60 * 60 * 1000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Removes the upload folders left by processes that have stopped (a crash, a kill): those of a
 * process id no longer running, or of ours that this process did not make (a restart that was
 * given the same id, as in a container). Answers how many it removed.
 */
export async function removeStaleUploads(): Promise<number> {
  const root = tmpdir();
  let removed = 0;
  for (const name of await readdir(root)) {
    const match = FOLDER.exec(name);
    if (match === null) continue;
    const path = join(root, name);
    const pid = match[1] === undefined ? null : Number(match[1]);
    try {
      const stale =
        pid === null
          ? Date.now() - (await stat(path)).mtimeMs > UNNAMED_STALE_MS
          : pid === process.pid
            ? !inUse.has(path)
            : !processAlive(pid);
      if (stale) {
        await rm(path, { recursive: true, force: true });
        removed += 1;
      }
    } catch {
      // Gone meanwhile, or not ours to remove (another user's): left as it is.
    }
  }
  return removed;
}

/**
 * Reads the import form (`file`, optional `images`, optional `mapping`) to temporary files, so
 * the sheet can be read twice (dry run, then apply) and the ZIP by random access.
 */
export async function receiveImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) {
    throw new HttpProblem(
      415,
      'multipart_required',
      'Send the spreadsheet as multipart/form-data in the field "file".',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), `product-import-${String(process.pid)}-`));
  inUse.add(dir);
  const remove = async () => {
    await rm(dir, { recursive: true, force: true });
    inUse.delete(dir);
  };
  try {
    let sheet: ImportUpload['sheet'] | null = null;
    let images: string | null = null;
    let mapping: unknown = undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'mapping') {
        try {
          mapping = JSON.parse(String(part.value));
        } catch {
          throw new HttpProblem(400, 'validation_failed', 'The mapping is not JSON.', {
            errors: [{ field: 'body.mapping', message: 'not JSON' }],
          });
        }
      } else if (part.type === 'file' && part.fieldname === 'file' && sheet === null) {
        sheet = { path: join(dir, 'sheet'), name: part.filename };
        await toFile(part.file, sheet.path, 'sheet');
      } else if (part.type === 'file' && part.fieldname === 'images' && images === null) {
        images = join(dir, 'images.zip');
        await toFile(part.file, images, 'images');
      } else {
        throw new HttpProblem(400, 'validation_failed', `Unexpected field "${part.fieldname}".`, {
          errors: [{ field: `body.${part.fieldname}`, message: 'unexpected' }],
        });
      }
    }
    if (sheet === null) {
      throw new HttpProblem(
        400,
        'validation_failed',
        'Attach the spreadsheet in the field "file".',
        {
          errors: [{ field: 'body.file', message: 'required' }],
        },
      );
    }
    return { sheet, images, mapping, remove };
  } catch (error) {
    await remove();
    if (error instanceof HttpProblem || !(error instanceof Error)) throw error;
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge('images', PRODUCT_IMPORT_IMAGES_MAX_BYTES);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpProblem(413, 'too_many_files', 'Send one sheet and at most one image ZIP.');
    }
    throw new HttpProblem(400, 'malformed_body', 'The multipart body could not be read.');
  }
}
