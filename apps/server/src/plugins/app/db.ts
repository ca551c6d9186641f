import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import type { ReplicaState } from '../../db/read-replicas.ts';

/** What the server knows of its database between queries. */
export interface DatabaseStatus {
  /** Whether the last probe succeeded, recently enough, and no request has found it gone since. */
  readonly up: boolean;
  /** Each read replica's state, in DATABASE_REPLICA_URL's order; empty without replicas. */
  readonly replicas: ReplicaState[];
  /** A request found the database unreachable: reported at once, logged once per outage. */
  lost: (error: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** For public catalogue reads: a read replica when one may serve them (decision 14), else `db`. */
    readDb: Db;
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

/** Runs `task` every `ms`, never two at once; the timer alone never keeps the process alive. */
function every(ms: number, task: () => Promise<void>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void task().finally(() => {
      running = false;
    });
  }, ms);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

/**
 * Hands the open database to every route, closes it when the app closes, and keeps its status
 * from a background probe: health answers from it instead of querying per request, so a load
 * balancer polling a busy embedded database (one query at a time) does not read it as dead. A
 * probe stuck behind a stalled database counts as down once it is `staleAfterMs` old. Read
 * replicas are probed alongside, so one that fails is left out and taken back by itself.
 */
export const dbPlugin = fp(async (app: FastifyInstance, opts: DbPluginOptions) => {
  const { database } = opts;
  const { replicas } = database;
  const probeEveryMs = opts.probeEveryMs ?? 500;
  const staleAfterMs = opts.staleAfterMs ?? 3_000;
  let lastSuccess = 0;
  let failed = false;

  const setFailed = (error: unknown) => {
    if (!failed)
      app.log.warn({ err: error }, 'database unreachable: answering 503 until it returns');
    failed = true;
  };
  const probe = async () => {
    try {
      await database.probe();
      if (failed) app.log.info('database reachable again');
      failed = false;
      lastSuccess = Date.now();
    } catch (error) {
      setFailed(error);
    }
  };
  // Logged when a replica stops or starts serving; catching up after each write is routine.
  let serving = replicas?.report().map(() => true) ?? [];
  const probeReplicas = async () => {
    if (replicas === null) return;
    await replicas.probe();
    serving = replicas.report().map(({ name, state, error }, i) => {
      const now = state === 'up' || state === 'catching-up';
      if (now && serving[i] === false)
        app.log.info({ replica: name }, 'read replica serving again');
      if (!now && serving[i] !== false) {
        app.log.warn(
          { replica: name, state, err: error },
          'read replica left out: its public reads go to the primary or another replica',
        );
      }
      return now;
    });
  };

  await Promise.all([probe(), probeReplicas()]);
  const stops = [every(probeEveryMs, probe)];
  if (replicas !== null) stops.push(every(probeEveryMs, probeReplicas));

  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('dbKind', database.kind);
  app.decorate('dbStatus', {
    get up() {
      return !failed && Date.now() - lastSuccess <= staleAfterMs;
    },
    get replicas() {
      return replicas?.report().map((replica) => replica.state) ?? [];
    },
    lost: setFailed,
  } satisfies DatabaseStatus);
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    await database.close();
  });
});
