import pg from 'pg';
import { admitQuery, queryPriority } from './admission.ts';
import { withStatementName } from './prepared.ts';

/** Connections kept for requests that are never shed (staff work, sign-in, writes, health). */
const RESERVED_CONNECTIONS = 2;

/** A pg pool that outlives the connections it loses. */
export function openPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection that breaks (server restart, failover, a dropped test database) is
  // removed by pg and the next query reconnects; without a listener it would crash the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
  });
  return pool;
}

/**
 * Two PostgreSQL pools behind the interface drizzle uses (`query`, `connect`, `end`): public
 * reads share `shared`, and a request that must not wait behind them (its priority set by the
 * load-shedding plugin) takes a connection from `reserved`, so a staff save is not queued behind
 * visitors' searches. Work outside any request (probes, timers) uses `shared`. Drizzle treats it
 * as a pool (a transaction takes a client with `connect` and releases it) because its class name
 * says Pool.
 */
export class PriorityPool {
  readonly shared: pg.Pool;
  readonly reserved: pg.Pool;

  constructor(config: pg.PoolConfig) {
    this.shared = openPool(config);
    this.reserved = openPool({ ...config, max: RESERVED_CONNECTIONS });
  }

  #pool(): pg.Pool {
    return queryPriority.getStore()?.sheddable === false ? this.reserved : this.shared;
  }

  query(...args: unknown[]): unknown {
    const pool = this.#pool();
    if (pool === this.shared) admitQuery(pool.waitingCount);
    return (pool.query as (...args: unknown[]) => unknown)(...withStatementName(args));
  }

  connect(): Promise<pg.PoolClient> {
    return this.#pool().connect();
  }

  async end(): Promise<void> {
    await Promise.all([this.shared.end(), this.reserved.end()]);
  }
}
