import pg from 'pg';
import { admitPublicRead } from './admission.ts';
import { withStatementName } from './prepared.ts';

/**
 * Connections for everything but public reads: staff work, sign-in, writes, health, background
 * jobs (an import holds one for a batch at a time). Four, so a job and a staff save in a
 * transaction each still leave one for the queries they send beside it.
 */
const RESERVED_CONNECTIONS = 4;

/** A pg pool that outlives the connections it loses. */
export function openPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection that breaks (server restart, failover, a dropped test database) is
  // removed by pg and the next query reconnects; without a listener it would crash the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
  });
  // pg listens only to idle connections: one lost while checked out between two queries of a
  // transaction would emit an unheard error and crash the process. Its next query fails
  // instead, and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/**
 * One of PriorityPool's pools behind the interface drizzle uses (`query`, `connect`, `end`).
 * Drizzle treats it as a pool (a transaction takes a client with `connect` and releases it)
 * because its class name says Pool. Ending it is its PriorityPool's job.
 */
export class HandlePool {
  readonly #pool: pg.Pool;
  readonly #sheddable: boolean;

  constructor(pool: pg.Pool, sheddable: boolean) {
    this.#pool = pool;
    this.#sheddable = sheddable;
  }

  query(...args: unknown[]): unknown {
    if (this.#sheddable) admitPublicRead(this.#pool.waitingCount);
    return (this.#pool.query as (...args: unknown[]) => unknown)(...withStatementName(args));
  }

  connect(): Promise<pg.PoolClient> {
    return this.#pool.connect();
  }

  async end(): Promise<void> {
    // The pool is its PriorityPool's to end.
  }
}

/**
 * Two PostgreSQL pools: public reads (`readDb`, through `visitors`) share `shared` and are
 * refused when too many wait (admission.ts); everything else (`db`, through `staff`) takes a
 * connection from `reserved`, so a staff save is never queued behind visitors' searches.
 */
export class PriorityPool {
  readonly shared: pg.Pool;
  readonly reserved: pg.Pool;
  readonly visitors: HandlePool;
  readonly staff: HandlePool;

  constructor(config: pg.PoolConfig) {
    this.shared = openPool(config);
    this.reserved = openPool({ ...config, max: RESERVED_CONNECTIONS });
    this.visitors = new HandlePool(this.shared, true);
    this.staff = new HandlePool(this.reserved, false);
  }

  async end(): Promise<void> {
    await Promise.all([this.shared.end(), this.reserved.end()]);
  }
}
