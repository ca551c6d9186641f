import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

/** What the server knows of its database between queries. */
export interface DatabaseStatus {
  /** Whether the last probe succeeded, recently enough, and no request has found it gone since. */
  readonly up: boolean;
  /** A request found the database unreachable: reported at once, logged once per outage. */
  lost: (error: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    dbStatus: DatabaseStatus;
  }
}

export interface DbPluginOptions {
  database: Database;
  /** How often the database is probed in the background (500 ms). */
  probeEveryMs?: number;
  /** The database counts as down when its last successful probe is older than this (3 s). */
  staleAfterMs?: number;
}

/**
 * Hands the open database to every route, closes it when the app closes, and keeps its status
 * from a background probe: health answers from it instead of querying per request, so a load
 * balancer polling a busy embedded database (one query at a time) does not read it as dead. A
 * probe stuck behind a stalled database counts as down once it is `staleAfterMs` old.
 */
export const dbPlugin = fp(async (app: FastifyInstance, opts: DbPluginOptions) => {
  const { database } = opts;
  const probeEveryMs = opts.probeEveryMs ?? 500;
  const staleAfterMs = opts.staleAfterMs ?? 3_000;
  let lastSuccess = 0;
  let failed = false;
  let probing = false;

  const setFailed = (error: unknown) => {
    if (!failed)
      app.log.warn({ err: error }, 'database unreachable: answering 503 until it returns');
    failed = true;
  };
  const probe = async () => {
    if (probing) return;
    probing = true;
    try {
      await database.probe();
      if (failed) app.log.info('database reachable again');
      failed = false;
      lastSuccess = Date.now();
    } catch (error) {
      setFailed(error);
    } finally {
      probing = false;
    }
  };

  await probe();
  const timer = setInterval(() => void probe(), probeEveryMs);
  // The probe alone never keeps the process alive.
  timer.unref();

  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('dbStatus', {
    get up() {
      return !failed && Date.now() - lastSuccess <= staleAfterMs;
    },
    lost: setFailed,
  } satisfies DatabaseStatus);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await database.close();
  });
});
