import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpProblem } from '../../../lib/problem.ts';

/** What a ZIP may hold, checked from its central directory before anything is inflated. */
export interface ZipLimits {
  maxEntries: number;
  /** Declared uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Declared uncompressed bytes of every entry together. */
  maxTotalBytes: number;
}

/**
 * Deflate packs at most about 1,000:1; real spreadsheets and photos stay far below 250:1. An
 * entry above this ratio (past its first megabyte) is a zip bomb, whatever its size says.
 */
const MAX_RATIO = 250;
const RATIO_FROM_BYTES = 1024 * 1024;

export const zipBomb = (detail: string) => new HttpProblem(422, 'zip_bomb', detail);

/**
 * A ZIP file on disk with its entries listed and checked against `limits`. Entries are read by
 * random access (yauzl), in any order, and yauzl stops an entry that inflates to more than it
 * declared: the declared sizes checked here bound what is actually read.
 */
export class ZipArchive {
  private constructor(
    private readonly zip: ZipFile,
    readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  /** Null when the file is not a ZIP at all; a problem when it is one we refuse. */
  static async open(path: string, limits: ZipLimits): Promise<ZipArchive | null> {
    const zip = await new Promise<ZipFile | null>((resolve) => {
      yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, file) => {
        resolve(error ? null : file);
      });
    });
    if (zip === null) return null;
    try {
      return new ZipArchive(zip, await listEntries(zip, limits));
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** The entry's inflated bytes as a stream; it errors if they exceed the declared size. */
  openStream(entry: Entry): Promise<Readable> {
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => {
        if (error) reject(zipBomb(`The entry ${entry.fileName} cannot be read: ${error.message}`));
        else resolve(stream);
      });
    });
  }

  async read(entry: Entry): Promise<Buffer> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await this.openStream(entry)) chunks.push(chunk as Buffer);
    } catch (error) {
      if (error instanceof HttpProblem) throw error;
      throw zipBomb(`The entry ${entry.fileName} does not unpack to its declared size.`);
    }
    return Buffer.concat(chunks);
  }

  close() {
    this.zip.close();
  }
}

function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  if (zip.entryCount > limits.maxEntries) {
    throw zipBomb(
      `The archive lists ${String(zip.entryCount)} files; at most ${String(limits.maxEntries)} are accepted.`,
    );
  }
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let total = 0;
    zip.on('error', (error: Error) => {
      reject(zipBomb(`The archive is damaged: ${error.message}`));
    });
    zip.on('end', () => {
      resolve(entries);
    });
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.isEncrypted()) {
        reject(new HttpProblem(422, 'encrypted_file', 'Encrypted archives cannot be read.'));
      } else if (entry.uncompressedSize > limits.maxEntryBytes || total > limits.maxTotalBytes) {
        reject(zipBomb('The archive unpacks to more than the import accepts.'));
      } else if (entry.uncompressedSize > RATIO_FROM_BYTES && ratio > MAX_RATIO) {
        reject(
          zipBomb(`The entry ${entry.fileName} is compressed ${String(Math.round(ratio))}:1.`),
        );
      } else {
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      }
    });
    zip.readEntry();
  });
}
