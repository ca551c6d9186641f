import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { z } from 'zod';
import { admitPublicRead } from './admission.ts';
import { type PostgresProber, postgresProber } from './postgres-prober.ts';
import { withStatementName } from './prepared.ts';
import { type HandlePool, openPool } from './priority-pool.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Whether the current request's reads through `readDb` may come from a replica: decided once per
 * request (plugins/app/replica-reads.ts). Work outside any request reads the primary.
 */
export const replicaReads = new AsyncLocalStorage<boolean>();

/**
 * `up`: serving reads; `catching-up`: reachable, but has not yet replayed a write that reads
 * must see (normal for a moment after each staff write); `lagging`: further behind the primary
 * than MAX_REPLICA_LAG_MS; `down`: unreachable.
 */
export const REPLICA_STATES = ['up', 'catching-up', 'lagging', 'down'] as const;
export type ReplicaState = (typeof REPLICA_STATES)[number];

export interface ReplicaReport {
  /** Host, port and database: never the credentials. */
  name: string;
  state: ReplicaState;
  /** Why the last probe failed, while down. */
  error: unknown;
}

/** A replica further behind than this serves nothing, written since or not (decision 14). */
export const MAX_REPLICA_LAG_MS = 5_000;
/** A replica whose last successful probe is older than this counts as down, as the primary does. */
const STALE_AFTER_MS = 3_000;

/** WAL positions as numbers, which compare as bigints. */
const PRIMARY_POSITION = `select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as lsn`;
// A replica promoted to primary (failover) answers its own position.
const REPLAYED_POSITION = `select pg_wal_lsn_diff(case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end, '0/0')::text as lsn`;
const positionRows = z.array(z.object({ lsn: z.string().regex(/^\d+$/).nullable() })).length(1);
const position = (rows: unknown[]) => BigInt(positionRows.parse(rows)[0]?.lsn ?? 0);

// On a standby, 40001 is a query cancelled by a conflict with replay: the primary has no such conflict.
const RECOVERY_CONFLICT = '40001';
const recoveryConflict = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === RECOVERY_CONFLICT;

interface Replica {
  name: string;
  pool: pg.Pool;
  prober: PostgresProber;
  /** Replayed at the last probe: replay only moves forward, so any later read sees at least this. */
  replayed: bigint;
  /** When a probe last succeeded; 0 once a query finds the replica unreachable. */
  seenAt: number;
  error: unknown;
}

const replicaName = (url: string) => {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
};

/**
 * Routes `readDb`'s queries (public catalogue reads) to a read replica when the request may use
 * one and a replica has replayed everything those reads must see; otherwise, and for every
 * transaction, to the primary. What they must see is the fence: the primary's WAL position
 * read after the latest write that dropped a public cache (`fence()`), and the primary's
 * position MAX_REPLICA_LAG_MS ago. A replica that fails a query is passed over at once, and
 * used again when a probe finds it back. Drizzle treats it as a pool because its class name
 * says Pool (see HandlePool).
 */
export class ReadPool {
  readonly #primary: HandlePool;
  readonly #primaryProber: PostgresProber;
  readonly #replicas: Replica[];
  /**
   * Fences asked for, and how many of them `#fence` covers. The start counts as one, so nothing
   * older than the primary at start is served (a cache filled then would keep it).
   */
  #fencesAsked = 1;
  #fencesCovered = 0;
  #fence = 0n;
  /** The primary's positions, oldest first: the newest one older than MAX_REPLICA_LAG_MS, and since. */
  #positions: { at: number; lsn: bigint }[] = [];
  #turn = 0;

  constructor(
    primary: HandlePool,
    primaryUrl: string,
    replicaUrls: readonly string[],
    config: pg.PoolConfig,
  ) {
    this.#primary = primary;
    this.#primaryProber = postgresProber(primaryUrl);
    this.#replicas = replicaUrls.map((url) => ({
      name: replicaName(url),
      pool: openPool({ ...config, connectionString: url }),
      prober: postgresProber(url),
      replayed: 0n,
      seenAt: 0,
      error: null,
    }));
  }

  /**
   * Reads from now on see every write committed before this call: replicas serve again once
   * they have replayed the primary's position as the next probe reads it (after this call).
   */
  fence(): void {
    this.#fencesAsked += 1;
  }

  /** Reads the primary's position, then each replica's. Never rejects. */
  async probe(): Promise<void> {
    const asked = this.#fencesAsked;
    try {
      const lsn = position(await this.#primaryProber.query(PRIMARY_POSITION));
      const now = Date.now();
      this.#positions.push({ at: now, lsn });
      while ((this.#positions[1]?.at ?? now) <= now - MAX_REPLICA_LAG_MS) this.#positions.shift();
      if (this.#fencesCovered < asked) {
        if (lsn > this.#fence) this.#fence = lsn;
        this.#fencesCovered = asked;
      }
    } catch {
      // The primary's own probe reports it; until it answers, fences stay as they are.
    }
    await Promise.all(
      this.#replicas.map(async (replica) => {
        try {
          replica.replayed = position(await replica.prober.query(REPLAYED_POSITION));
          replica.seenAt = Date.now();
          replica.error = null;
        } catch (error) {
          replica.seenAt = 0;
          replica.error = error;
        }
      }),
    );
  }

  report(): ReplicaReport[] {
    const now = Date.now();
    return this.#replicas.map((replica) => ({
      name: replica.name,
      state: this.#state(replica, now),
      error: replica.error,
    }));
  }

  #state(replica: Replica, now: number): ReplicaState {
    if (now - replica.seenAt > STALE_AFTER_MS) return 'down';
    const old = this.#positions[0];
    if (old !== undefined && old.at <= now - MAX_REPLICA_LAG_MS && replica.replayed < old.lsn) {
      return 'lagging';
    }
    if (this.#fencesCovered < this.#fencesAsked || replica.replayed < this.#fence) {
      return 'catching-up';
    }
    return 'up';
  }

  /** A replica that may serve a read now, taking turns; null sends it to the primary. */
  #pick(): Replica | null {
    const now = Date.now();
    const usable = this.#replicas.filter((replica) => this.#state(replica, now) === 'up');
    this.#turn += 1;
    return usable[this.#turn % Math.max(usable.length, 1)] ?? null;
  }

  async query(...args: unknown[]): Promise<unknown> {
    const replica = replicaReads.getStore() === true ? this.#pick() : null;
    if (replica === null) return this.#primary.query(...args);
    admitPublicRead(replica.pool.waitingCount);
    try {
      return await (replica.pool.query as (...args: unknown[]) => Promise<unknown>)(
        ...withStatementName(args),
      );
    } catch (error) {
      const unreachable = isDatabaseUnavailable(error);
      if (!unreachable && !recoveryConflict(error)) throw error;
      if (unreachable) {
        replica.seenAt = 0;
        replica.error = error;
      }
      return this.#primary.query(...args);
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.#primary.connect();
  }

  /** Closes the replicas' pools and every prober; the primary's pool is its owner's to end. */
  async end(): Promise<void> {
    await Promise.all([
      this.#primaryProber.close(),
      ...this.#replicas.flatMap((replica) => [replica.pool.end(), replica.prober.close()]),
    ]);
  }
}
