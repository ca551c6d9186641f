import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  PRODUCT_IMPORT_IMAGES_MAX_BYTES,
  PRODUCT_IMPORT_SHEET_MAX_BYTES,
} from '@app/contract/product-import';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../../../plugins/problem.ts';

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
  const dir = await mkdtemp(join(tmpdir(), 'product-import-'));
  const remove = () => rm(dir, { recursive: true, force: true });
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
