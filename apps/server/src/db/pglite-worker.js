// @ts-check
/**
 * Hosts PGlite on a thread of its own (see pglite-thread.ts): PGlite runs every query
 * synchronously, so on the server's thread one slow query would stall every request, cached
 * pages and /api/health included. JavaScript, not TypeScript, so it starts without a loader.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {import('./pglite-thread.ts').Request} Request */
/** @typedef {{ tx: Transaction, commit: () => void, rollback: () => void, done: Promise<unknown> }} OpenTransaction */

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread');
const port = parentPort;

/** @type {unknown} */
const data = workerData;
/** Where the database lives; in memory when none is given. */
const dataDir =
  typeof data === 'object' && data !== null && 'dataDir' in data && typeof data.dataDir === 'string'
    ? data.dataDir
    : null;
/** A dump (PGlite's dumpDataDir) the new database starts from, as tests' migrated template. */
const template =
  typeof data === 'object' &&
  data !== null &&
  'template' in data &&
  typeof data.template === 'string'
    ? data.template
    : null;
const db = await PGlite.create({
  ...(dataDir === null ? {} : { dataDir }),
  ...(template === null ? {} : { loadDataDir: new Blob([await readFile(template)]) }),
  extensions: { pg_trgm },
});

/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
/** @param {string} value */
const asText = (value) => value;

/** PostgreSQL's `text` type. */
const TEXT = 25;
/** The parameter types of each named statement prepared on this database. */
/** @type {Map<string, number[]>} */
const statements = new Map();

/**
 * Runs a named prepared statement (prepared.ts) the way PGlite's `query` runs an unnamed one,
 * except that parsing and describing it happen once: then bind, describe, execute and sync.
 * PGlite has no named statements of its own; its wire protocol does.
 * @param {string} name
 * @param {string} text
 * @param {unknown[]} params
 * @param {import('@electric-sql/pglite').QueryOptions} options
 */
function queryPrepared(name, text, params, options) {
  const { serialize } = protocol;
  /** @param {Uint8Array} message */
  const run = async (message) => (await db.execProtocol(message, { syncToFs: false })).messages;
  return db.runExclusive(async () => {
    const messages = [];
    try {
      let types = statements.get(name);
      if (types === undefined) {
        // A preparation that failed half way may have left the name taken.
        await run(serialize.close({ type: 'S', name }));
        await run(serialize.parse({ name, text }));
        const described = await run(serialize.describe({ type: 'S', name }));
        types = parse.parseDescribeStatementResults(described);
        statements.set(name, types);
      }
      const parameterTypes = types;
      // As PGlite's `query` does: a type it has no serializer for goes as text.
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[parameterTypes[index] ?? TEXT] ?? db.serializers[TEXT];
        if (!serializer) throw new Error('PGlite has no text serializer');
        return serializer(value);
      });
      messages.push(
        ...(await run(serialize.bind({ statement: name, values }))),
        ...(await run(serialize.describe({ type: 'P' }))),
        ...(await run(serialize.execute({}))),
      );
    } finally {
      await run(serialize.sync());
    }
    const [result] = parse.parseResults(messages, db.parsers, options);
    if (!result) throw new Error(`statement ${name} returned no result`);
    return result;
  });
}

/**
 * Opens a transaction and answers once it holds PGlite's transaction lock; it lasts until an
 * `end` request settles `done`.
 * @param {number} id
 */
function begin(id) {
  return new Promise((opened) => {
    /** @type {Promise<unknown>} */
    const done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, {
            tx,
            commit: () => {
              commit(undefined);
            },
            rollback: () => {
              rollback(new Error('rolled back by the server'));
            },
            done,
          });
          opened(undefined);
        }),
    );
    // A rollback rejects `done` on purpose; `end` reports only a failed commit.
    done.catch(() => undefined);
  });
}

/** @param {Request} request */
async function handle(request) {
  switch (request.type) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`transaction ${String(request.tx)} is not open`);
      // Types the caller parses itself arrive as the server's text.
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, asText]));
      const options = { rowMode: request.rowMode, parsers };
      const { rows, fields, affectedRows } =
        request.prepared === undefined || request.tx !== undefined
          ? await target.query(request.sql, request.params, options)
          : await queryPrepared(request.prepared, request.sql, request.params, options);
      return { rows, fields, affectedRows };
    }
    case 'begin':
      await begin(request.tx);
      return null;
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${String(request.tx)} is not open`);
      transactions.delete(request.tx);
      if (!request.commit) {
        open.rollback();
        await open.done.catch(() => undefined);
        return null;
      }
      open.commit();
      await open.done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

/**
 * An error as a plain object: PostgreSQL's fields (code, detail, constraint…) survive the copy.
 * Only strings and numbers: PGlite also attaches the query's options, whose parser functions
 * cannot be copied to another thread (the copy used to throw and end this thread), and its
 * parameters, which are the visitor's data and stay here.
 */
function describe(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(
    ([key, value]) =>
      key !== 'params' &&
      key !== 'query' &&
      (typeof value === 'string' || typeof value === 'number'),
  );
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

port.on('message', (/** @type {Request & { id: number }} */ message) => {
  handle(message).then(
    (result) => {
      port.postMessage({ id: message.id, result });
    },
    (/** @type {unknown} */ error) => {
      port.postMessage({ id: message.id, error: describe(error) });
    },
  );
});
port.postMessage({ ready: true });
