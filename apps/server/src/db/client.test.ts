import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, testDbKind } from '../test/database.ts';
import { type Database, queryRows } from './client.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// PGlite is built without JIT; on PostgreSQL every connection of both pools turns it off.
test.runIf(testDbKind === 'postgres')('PostgreSQL connections never compile a query', async () => {
  for (const db of [database.db, database.readDb]) {
    const rows = await queryRows(
      db,
      sql`select current_setting('jit') as jit`,
      z.object({ jit: z.string() }),
    );
    expect(rows).toEqual([{ jit: 'off' }]);
  }
});
