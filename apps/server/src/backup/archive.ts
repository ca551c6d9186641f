import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** One file of an archive as the manifest records it. */
export interface ArchivedFile {
  /** Its path inside the archive. */
  name: string;
  bytes: number;
  sha256: string;
}

/** Counts and hashes what flows through it. */
export class Sha256Tap extends Transform {
  readonly #hash = createHash('sha256');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.#hash.update(chunk);
    this.bytes += chunk.length;
    this.push(chunk);
    callback();
  }

  /** The hash of everything that went through, once it has all gone through. */
  digest(): string {
    return this.#hash.digest('hex');
  }
}

/**
 * Writes a gzipped tar archive one entry at a time, each streamed from its source: nothing
 * holds a whole file, let alone the whole archive, in memory. A tar entry states its size
 * before its bytes, so every file is added with a size known in advance.
 */
export class ArchiveWriter {
  readonly #pack = tar.pack();
  readonly #written: Promise<void>;
  /** Rejects as soon as the archive cannot be written (disk full, gone), so no write waits forever. */
  readonly #failed: Promise<never>;

  constructor(path: string) {
    // Only this user may read it: the archive holds password hashes and visitors' inquiries.
    const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    this.#written = pipeline(this.#pack, createGzip(), file);
    this.#failed = this.#written.then(() => new Promise<never>(() => undefined));
    // Reported by the write that was waiting, or by `close`.
    this.#failed.catch(() => undefined);
  }

  async #guard<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.#failed]);
  }

  /** Adds a file of `size` bytes from `source`; answers its size and sha256 as written. */
  async addFile(name: string, size: number, source: AsyncIterable<Buffer>): Promise<ArchivedFile> {
    const tap = new Sha256Tap();
    const done = new Promise<void>((resolve, reject) => {
      const entry = this.#pack.entry({ name, size, mode: 0o600 }, (error) => {
        if (error) reject(error);
        else resolve();
      });
      pipeline(source, tap, entry).catch(reject);
    });
    await this.#guard(done);
    return { name, bytes: tap.bytes, sha256: tap.digest() };
  }

  /** Adds an empty folder (PostgreSQL needs its empty folders to exist). */
  async addDirectory(name: string): Promise<void> {
    await this.#guard(
      new Promise<void>((resolve, reject) => {
        this.#pack.entry({ name, type: 'directory', mode: 0o700 }, (error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
    );
  }

  async addText(name: string, text: string): Promise<void> {
    await this.#guard(
      new Promise<void>((resolve, reject) => {
        this.#pack.entry({ name, mode: 0o600 }, text, (error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
    );
  }

  /** Ends the archive and waits until it is on disk. */
  async close(): Promise<void> {
    this.#pack.finalize();
    await this.#written;
  }

  /** Stops writing; the caller removes the partial file. */
  async abort(): Promise<void> {
    this.#pack.destroy(new Error('backup abandoned'));
    await this.#written.catch(() => undefined);
  }
}

export interface ArchiveEntry {
  name: string;
  type: 'file' | 'directory';
  /** The entry's bytes; left unread, they are skipped. */
  stream: AsyncIterable<Buffer>;
}

/** An entry's chunks, which tar-stream types loosely, as the Buffers they are on Node. */
async function* bytesOf(source: AsyncIterable<unknown>): AsyncIterable<Buffer> {
  for await (const chunk of source) {
    if (!Buffer.isBuffer(chunk)) throw new Error('tar-stream gave a chunk that is not bytes');
    yield chunk;
  }
}

/**
 * Reads an archive written by ArchiveWriter entry by entry, in order, handing each to `visit`
 * and waiting for it before the next. A damaged, cut short or foreign file rejects.
 */
export async function readArchive(
  path: string,
  visit: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(path), createGunzip(), extract);
  // A failure while feeding also ends the loop below with the same error; reported there.
  feeding.catch(() => undefined);
  for await (const entry of extract) {
    const { name, type } = entry.header;
    if (type !== 'file' && type !== 'directory') {
      throw new Error(`unexpected ${type} entry ${name}`);
    }
    await visit({ name, type, stream: bytesOf(entry) });
    // Whatever `visit` left unread is skipped: the next entry comes once this one is drained.
    entry.resume();
  }
  await feeding;
}
