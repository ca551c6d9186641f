import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** What the server's thread asks of the PGlite thread (pglite-worker.js). */
export type Request =
  | {
      type: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types the caller parses itself: returned as the server's text. */
      textTypes: number[];
      tx?: number;
    }
  | { type: 'begin'; tx: number }
  | { type: 'end'; tx: number; commit: boolean }
  | { type: 'close' };

type Reply = { id: number; result: unknown } | { id: number; error: Record<string, unknown> };

/** The part of PGlite's interface drizzle-orm/pglite uses: `query` and `transaction`. */
interface Queryable {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
}

/** A PostgreSQL error rebuilt on this side, with its fields (code, detail, constraint…). */
function toError(fields: Record<string, unknown>): Error {
  const message = typeof fields.message === 'string' ? fields.message : 'PGlite query failed';
  return Object.assign(new Error(message), fields);
}

/**
 * PGlite on a worker thread, behind the part of its interface drizzle uses. PGlite runs each
 * query synchronously on the thread that owns it; here that thread is not the server's, so a
 * slow search no longer holds up other requests (cached pages, static files, /api/health).
 * Queries still run one at a time, in the order they are sent, as PGlite runs them.
 */
export class PGliteThread implements Queryable {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if ('error' in reply) waiting.reject(toError(reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`the PGlite thread stopped (exit code ${code})`));
    });
  }

  /** Starts the thread and opens the database (`dataDir: null`: in memory). */
  static async start(dataDir: string | null): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dataDir },
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => {
        resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        reject(
          new Error(`the PGlite thread stopped while opening the database (exit code ${code})`),
        );
      });
    });
    return new PGliteThread(worker);
  }

  /** Drizzle's handle: it calls only `query` and `transaction`. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }

  #send(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async #query<T>(sql: string, params: unknown[], options: QueryOptions | undefined, tx?: number) {
    // Parsers are functions, which cannot cross threads: their types come back as text and
    // are parsed here.
    const parsers = options?.parsers ?? {};
    const result = (await this.#send({
      type: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      textTypes: Object.keys(parsers).map(Number),
      ...(tx === undefined ? {} : { tx }),
    })) as Results<Record<string, unknown> | unknown[]>;
    result.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID];
      if (!parse) return;
      for (const row of result.rows) {
        if (Array.isArray(row)) row[index] = parse(row[index] as string);
        else row[field.name] = parse(row[field.name] as string);
      }
    });
    return result as Results<T>;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  /** Runs `callback` in a transaction, committed when it resolves and rolled back when it throws. */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = this.#nextId++;
    await this.#send({ type: 'begin', tx });
    let result: T;
    try {
      result = await callback({
        query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
          this.#query<R>(sql, params, options, tx),
      });
    } catch (error) {
      await this.#send({ type: 'end', tx, commit: false });
      throw error;
    }
    await this.#send({ type: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    await this.#send({ type: 'close' });
    await this.#worker.terminate();
  }
}
