import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { admitPublicRead } from './admission.ts';
import { preparedName } from './prepared.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

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
      /** Run as this named prepared statement (prepared.ts); only outside transactions. */
      prepared?: string;
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

/** Delays between attempts to restart a thread that stopped: quick at first, then every 5 s. */
const RESTART_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * Requests handed to the thread at once. Two, so the thread never idles while the server's
 * thread gets round to sending the next; few, so an urgent query waits behind at most two.
 */
const MAX_SENT = 2;

/** A request waiting its turn, or sent and not yet answered. */
interface Queued {
  message: Request & { id: number };
  /** Served before any sheddable (public read) request, whatever their order. */
  urgent: boolean;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Starts a worker and resolves once its database is open. */
async function startWorker(dataDir: string | null, template: string | null): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir, template },
  });
  await new Promise<void>((resolve, reject) => {
    const opened = () => {
      worker.off('error', reject).off('exit', stopped);
      resolve();
    };
    const stopped = (code: number) => {
      reject(new Error(`the PGlite thread stopped while opening the database (exit code ${code})`));
    };
    worker.once('message', opened).once('error', reject).once('exit', stopped);
  });
  return worker;
}

/**
 * PGlite on a worker thread, behind the part of its interface drizzle uses. PGlite runs each
 * query synchronously on the thread that owns it; here that thread is not the server's, so a
 * slow search no longer holds up other requests (cached pages, static files, /api/health).
 * Queries run one at a time, as PGlite runs them, and the order is ours: requests that are
 * never shed (staff work, sign-in, writes, health) go before queued public reads, so a save does
 * not wait behind visitors' searches; while a transaction is open, only its queries are sent.
 *
 * Should the thread stop (a crash in PGlite), the queries waiting on it fail with
 * `DatabaseUnavailableError`, new ones fail the same way at once, and the thread is started
 * again on the same data directory until it opens: committed data is in the directory's files.
 * A database in memory (tests) comes back empty, or as its template.
 */
export class PGliteThread implements Queryable {
  #worker: Worker | null;
  readonly #dataDir: string | null;
  readonly #template: string | null;
  /** Not yet sent to the thread. */
  #queue: Queued[] = [];
  /** Sent and not yet answered, by message id. */
  readonly #sent = new Map<number, Queued>();
  /** The transaction that holds PGlite now: only its requests may be sent. */
  #openTx: number | null = null;
  #nextId = 1;
  #closed = false;
  #restarts = 0;

  private constructor(worker: Worker, dataDir: string | null, template: string | null) {
    this.#dataDir = dataDir;
    this.#template = template;
    this.#worker = null;
    this.#attach(worker);
  }

  /**
   * Starts the thread and opens the database (`dataDir: null`: in memory). `template`, a file
   * of PGlite's `dumpDataDir`, is the new database's first content (tests: already migrated).
   */
  static async start(
    dataDir: string | null,
    template: string | null = null,
  ): Promise<PGliteThread> {
    return new PGliteThread(await startWorker(dataDir, template), dataDir, template);
  }

  /** Whether the thread is running; false between a crash and its restart. */
  get available(): boolean {
    return this.#worker !== null;
  }

  /** Requests waiting or running: how far behind the database is. */
  get queueDepth(): number {
    return this.#queue.length + this.#sent.size;
  }

  /** The thread now serving queries, if any (a test ends it to play a crash). */
  get worker(): Worker | null {
    return this.#worker;
  }

  #attach(worker: Worker) {
    this.#worker = worker;
    this.#restarts = 0;
    worker.on('message', (reply: Reply) => {
      const answered = this.#sent.get(reply.id);
      if (!answered) return;
      this.#sent.delete(reply.id);
      const { type } = answered.message;
      if (type === 'end' || (type === 'begin' && 'error' in reply)) this.#openTx = null;
      if ('error' in reply) answered.reject(toError(reply.error));
      else answered.resolve(reply.result);
      this.#dispatch();
    });
    worker.on('error', (error: Error) => {
      this.#lost(worker, error.message);
    });
    worker.on('exit', (code) => {
      this.#lost(worker, `exit code ${code}`);
    });
  }

  /** The thread stopped: fail what waited on it and start another unless we are closing. */
  #lost(worker: Worker, reason: string) {
    if (this.#worker !== worker) return;
    this.#worker = null;
    const error = new DatabaseUnavailableError(`the PGlite thread stopped (${reason})`);
    for (const waiting of [...this.#sent.values(), ...this.#queue]) waiting.reject(error);
    this.#sent.clear();
    this.#queue = [];
    this.#openTx = null;
    if (!this.#closed) this.#scheduleRestart();
  }

  #scheduleRestart() {
    const delay = RESTART_DELAYS_MS[Math.min(this.#restarts, RESTART_DELAYS_MS.length - 1)];
    this.#restarts += 1;
    setTimeout(() => {
      if (this.#closed) return;
      startWorker(this.#dataDir, this.#template).then(
        (worker) => {
          if (this.#closed) void worker.terminate();
          else this.#attach(worker);
        },
        () => {
          this.#scheduleRestart();
        },
      );
    }, delay).unref();
  }

  /**
   * Drizzle's handle: it calls only `query` and `transaction`. `sheddable` is the handle of
   * public reads (`readDb`): its queries wait behind everyone else's and are refused while
   * SHED_QUEUE_DEPTH requests wait (admission.ts). The other is for everything else.
   */
  asPGlite(priority: 'urgent' | 'sheddable' = 'urgent'): PGlite {
    if (priority === 'urgent') return this as unknown as PGlite;
    const sheddable: Queryable & Pick<PGliteThread, 'transaction'> = {
      query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        admitPublicRead(this.queueDepth);
        return this.#query<T>(sql, params, options, { urgent: false });
      },
      transaction: (callback) => this.#transaction(callback, false),
    };
    return sheddable as unknown as PGlite;
  }

  #send(request: Request, urgent: boolean): Promise<unknown> {
    if (this.#worker === null) {
      return Promise.reject(new DatabaseUnavailableError('the PGlite thread is restarting'));
    }
    const message = { ...request, id: this.#nextId++ };
    return new Promise((resolve, reject) => {
      this.#queue.push({ message, urgent, resolve, reject });
      this.#dispatch();
    });
  }

  /** The next request to send: the open transaction's, else the first urgent, else the first. */
  #nextIndex(): number {
    const openTx = this.#openTx;
    if (openTx !== null) {
      return this.#queue.findIndex((q) => 'tx' in q.message && q.message.tx === openTx);
    }
    const urgent = this.#queue.findIndex((q) => q.urgent);
    if (urgent !== -1) return urgent;
    return this.#queue.length > 0 ? 0 : -1;
  }

  #dispatch() {
    const worker = this.#worker;
    while (worker !== null && this.#sent.size < MAX_SENT) {
      const index = this.#nextIndex();
      const [next] = index === -1 ? [] : this.#queue.splice(index, 1);
      if (!next) return;
      if (next.message.type === 'begin') this.#openTx = next.message.tx;
      this.#sent.set(next.message.id, next);
      worker.postMessage(next.message);
    }
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    { urgent, tx }: { urgent: boolean; tx?: number },
  ) {
    // Parsers are functions, which cannot cross threads: their types come back as text and
    // are parsed here.
    const parsers = options?.parsers ?? {};
    const prepared = tx === undefined ? preparedName(sql) : undefined;
    const result = (await this.#send(
      {
        type: 'query',
        sql,
        params,
        rowMode: options?.rowMode ?? 'object',
        textTypes: Object.keys(parsers).map(Number),
        ...(tx === undefined ? {} : { tx }),
        ...(prepared === undefined ? {} : { prepared }),
      },
      urgent,
    )) as Results<Record<string, unknown> | unknown[]>;
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

  /** A query that is never shed: staff work, writes, health, background work. */
  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, { urgent: true });
  }

  /** Runs `callback` in a transaction, committed when it resolves and rolled back when it throws. */
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.#transaction(callback, true);
  }

  async #transaction<T>(callback: (tx: Queryable) => Promise<T>, urgent: boolean): Promise<T> {
    const tx = this.#nextId++;
    await this.#send({ type: 'begin', tx }, urgent);
    let result: T;
    try {
      result = await callback({
        query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
          this.#query<R>(sql, params, options, { urgent, tx }),
      });
    } catch (error) {
      await this.#send({ type: 'end', tx, commit: false }, urgent);
      throw error;
    }
    await this.#send({ type: 'end', tx, commit: true }, urgent);
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const worker = this.#worker;
    if (worker === null) return;
    await this.#send({ type: 'close' }, true);
    this.#worker = null;
    await worker.terminate();
  }
}
