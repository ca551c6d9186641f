import pg from 'pg';

/** A probe that takes longer than this counts as failed. */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * Asks one PostgreSQL server small questions (`select 1`, its WAL position) over a connection
 * kept for that, outside the pool: a pool busy with the site's queries would make a healthy
 * server look dead. A broken connection is replaced on the next call.
 */
export function postgresProber(url: string) {
  let client: pg.Client | null = null;
  const drop = (broken: pg.Client) => {
    if (client === broken) client = null;
    void broken.end().catch(() => undefined);
  };
  return {
    /** The rows `text` answers, or a rejection within about a second. */
    async query(text: string): Promise<unknown[]> {
      let current = client;
      if (current === null) {
        const fresh = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: PROBE_TIMEOUT_MS,
          query_timeout: PROBE_TIMEOUT_MS,
        });
        fresh.on('error', () => {
          drop(fresh);
        });
        try {
          await fresh.connect();
        } catch (error) {
          drop(fresh);
          throw error;
        }
        client = current = fresh;
      }
      try {
        return (await current.query<Record<string, unknown>>(text)).rows;
      } catch (error) {
        drop(current);
        throw error;
      }
    },
    async close() {
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

export type PostgresProber = ReturnType<typeof postgresProber>;
