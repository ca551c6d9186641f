import { readSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { damaged } from './sheet-row.ts';

/**
 * What a workbook's shared strings may hold: as much text as the largest CSV (100 MB), in at
 * most five million strings: 100 distinct cells in each of 50,000 rows. An export has at most
 * 134 columns, but the spec labels, categories, places and status words in them repeat from row
 * to row, and shared strings are kept once.
 */
export const SHARED_STRINGS_MAX_BYTES = 100 * 1024 * 1024;
export const SHARED_STRINGS_MAX_COUNT = 5_000_000;

/** Text written to the file at once. */
const WRITE_BYTES = 1024 * 1024;

const tooMuch = () =>
  damaged(
    `The workbook's shared strings hold more than ${String(SHARED_STRINGS_MAX_BYTES / 1024 / 1024)} MB or ${SHARED_STRINGS_MAX_COUNT.toLocaleString('en')} strings.`,
  );

/**
 * A workbook's shared strings, written one after another as UTF-8 to a file beside the upload
 * (removed with it) and read back by position. Held in memory they would cost up to their
 * whole 100 MB; kept as JavaScript strings, far more, each being a slice of the parser's whole
 * chunk (1 GB of strings took the process to 3.2 GB). Here memory holds eight bytes a string;
 * the text stays in the file and the system's cache, and a read costs a few microseconds.
 */
export class SharedStrings {
  readonly #file: FileHandle;
  /** Text not yet written. */
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  /** Where each string ends in the file; it starts where the one before ends. */
  #ends = new Uint32Array(1024);
  /** Each string's length in characters, known without reading it. */
  #lengths = new Uint32Array(1024);
  #count = 0;
  #bytes = 0;

  private constructor(file: FileHandle) {
    this.#file = file;
  }

  static async create(path: string): Promise<SharedStrings> {
    return new SharedStrings(await open(path, 'w+'));
  }

  async add(text: string): Promise<void> {
    const encoded = Buffer.from(text, 'utf8');
    if (
      this.#count === SHARED_STRINGS_MAX_COUNT ||
      this.#bytes + encoded.length > SHARED_STRINGS_MAX_BYTES
    ) {
      throw tooMuch();
    }
    if (this.#count === this.#ends.length) {
      this.#ends = grown(this.#ends);
      this.#lengths = grown(this.#lengths);
    }
    this.#bytes += encoded.length;
    this.#ends[this.#count] = this.#bytes;
    this.#lengths[this.#count] = text.length;
    this.#count += 1;
    this.#pending.push(encoded);
    this.#pendingBytes += encoded.length;
    if (this.#pendingBytes >= WRITE_BYTES) await this.finish();
  }

  /** Writes what is pending: call it once every string is added, before reading any. */
  async finish(): Promise<void> {
    const text = Buffer.concat(this.#pending);
    this.#pending = [];
    this.#pendingBytes = 0;
    if (text.length > 0) await this.#file.write(text, 0, text.length, this.#bytes - text.length);
  }

  /** The length in characters of the string at `index` (0 for one the table does not have). */
  length(index: number): number {
    return Number.isInteger(index) ? (this.#lengths[index] ?? 0) : 0;
  }

  /**
   * The string at `index`; '' for one the table does not have (as Excel shows it). Read
   * synchronously: the file was just written and is in the system's cache, where an
   * asynchronous read would cost ten times as much in the thread pool's round trip.
   */
  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.#count) return '';
    const start = index === 0 ? 0 : (this.#ends[index - 1] ?? 0);
    const text = Buffer.allocUnsafe((this.#ends[index] ?? 0) - start);
    for (let read = 0; read < text.length;) {
      const n = readSync(this.#file.fd, text, read, text.length - read, start + read);
      if (n === 0) break;
      read += n;
    }
    return text.toString('utf8');
  }

  close(): Promise<void> {
    return this.#file.close();
  }
}

/** Twice as large, up to the most strings a table may hold. */
function grown(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const larger = new Uint32Array(Math.min(array.length * 2, SHARED_STRINGS_MAX_COUNT));
  larger.set(array);
  return larger;
}
