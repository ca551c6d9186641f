import { randomBytes } from 'node:crypto';
import type { Attachment } from '@app/contract/board';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { insertAttachment } from './attachment.repository.ts';

/**
 * Attachment files: what a file is (decided by its bytes, never its name or the request's
 * content type), what it may be called, and how it is handed back.
 */

export interface FileType {
  mime: string;
  /** Extensions a file of this type may carry; the first is added when the name has none of them. */
  extensions: string[];
}

const PDF: FileType = { mime: 'application/pdf', extensions: ['pdf'] };
const PNG: FileType = { mime: 'image/png', extensions: ['png'] };
const JPEG: FileType = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
const GIF: FileType = { mime: 'image/gif', extensions: ['gif'] };
const WEBP: FileType = { mime: 'image/webp', extensions: ['webp'] };
const ZIP: FileType = { mime: 'application/zip', extensions: ['zip'] };

/** Office formats that are ZIP containers (OOXML, and Hangul's HWPX). */
const ZIP_DOCUMENTS: Record<string, FileType> = {
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  hwpx: { mime: 'application/hwp+zip', extensions: ['hwpx'] },
};

/**
 * Office formats in the OLE2 compound-file container. The container also holds installers
 * (.msi), so only these names are accepted for it.
 */
const OLE_DOCUMENTS: Record<string, FileType> = {
  doc: { mime: 'application/msword', extensions: ['doc'] },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  hwp: { mime: 'application/x-hwp', extensions: ['hwp'] },
};

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
const ascii = (text: string) => Array.from(Buffer.from(text, 'latin1'));

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase();

/** The allowed type of these bytes, or null (HTML, SVG, scripts, executables, anything else). */
export function detectAttachmentType(buffer: Buffer, name: string): FileType | null {
  const extension = extensionOf(name) ?? '';
  if (startsWith(buffer, ascii('%PDF-'))) return PDF;
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return GIF;
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return WEBP;
  // A ZIP archive starts with a local file header, or is an empty archive's end record.
  if (
    startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(buffer, [0x50, 0x4b, 0x05, 0x06])
  ) {
    return ZIP_DOCUMENTS[extension] ?? ZIP;
  }
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return OLE_DOCUMENTS[extension] ?? null;
  }
  return null;
}

const NAME_MAX = 200;

/**
 * A safe display name: the last path segment only, no control or bidi-override characters,
 * bounded, and ending in an extension that matches the detected type (so `a.html` holding a
 * PNG is saved as `a.html.png` and never opens as a web page on the visitor's computer).
 */
export function safeAttachmentName(requested: string, type: FileType): string {
  const base =
    (requested.split(/[/\\]/).pop() ?? '')
      // C0/C1 controls (newlines included) and Unicode direction overrides that disguise extensions.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .normalize('NFC')
      .trim()
      .replace(/^\.+/, '') || 'file';
  const extension = extensionOf(base);
  const withExtension =
    extension !== undefined && type.extensions.includes(extension)
      ? base
      : `${base}.${type.extensions[0] ?? 'bin'}`;
  if (withExtension.length <= NAME_MAX) return withExtension;
  const suffix = withExtension.slice(withExtension.lastIndexOf('.'));
  return `${withExtension.slice(0, NAME_MAX - suffix.length)}${suffix}`;
}

/** RFC 5987 `attr-char`s pass; everything else is percent-encoded from UTF-8. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` with the original name: an ASCII fallback for old
 * clients and the exact UTF-8 name in `filename*` (RFC 6266 / RFC 5987).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/**
 * Stores a file of an allowed `type` (detectAttachmentType) and its record, not yet claimed
 * by any post, under a safe version of `name`. The file is removed again when the record fails.
 */
export async function storeAttachment(
  db: Db,
  storage: Storage,
  file: { buffer: Buffer; name: string; type: FileType },
  createdBy: number | null,
): Promise<Attachment> {
  const storageKey = `attachment/${randomBytes(16).toString('hex')}`;
  await storage.put(storageKey, file.buffer, file.type.mime);
  return insertAttachment(db, {
    originalName: safeAttachmentName(file.name, file.type),
    storageKey,
    bytes: file.buffer.length,
    mime: file.type.mime,
    createdBy,
  }).catch(async (error: unknown) => {
    await storage.delete(storageKey);
    throw error;
  });
}

/**
 * Deletes stored attachment files after their rows are gone. A failure is logged, not thrown:
 * the database is already consistent, and an orphaned file is harmless (its key is random).
 */
export async function removeStoredFiles(app: FastifyInstance, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => app.storage.delete(key)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      app.log.warn({ err: result.reason, key: keys[index] }, 'could not delete an attachment file');
    }
  }
}
