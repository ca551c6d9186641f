import { expect, test } from 'vitest';
import { testDbKind, testPostgresUrl } from '../test/database.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { openPool } from './priority-pool.ts';

// A connection lost while a transaction holds it, between two of its queries, must fail that
// transaction, not the process (an unheard 'error' event would end the server). The link is
// cut with a TCP proxy of the test's own, never by stopping the shared PostgreSQL.

test.runIf(testDbKind === 'postgres')(
  'a connection lost between two queries of a transaction fails its next query, and the pool recovers',
  async () => {
    const target = new URL(testPostgresUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(testPostgresUrl);
    viaProxy.host = proxy.address;
    const pool = openPool({ connectionString: viaProxy.toString(), max: 2 });
    try {
      const client = await pool.connect();
      await client.query('begin');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await proxy.cut();
      await ended;
      await expect(client.query('select 1')).rejects.toThrow();
      client.release();

      await proxy.restore();
      const { rows } = await pool.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
      await proxy.close();
    }
  },
);
