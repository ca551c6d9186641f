import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../test/database.ts';
import { type Database, queryRows } from './client.ts';
import { prepared, preparedName } from './prepared.ts';

// Named prepared statements on the database the tests run on (PGlite or PostgreSQL). Drizzle
// wraps a database error: its fields are on the `cause`.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table note (id int primary key, body text, tags int[])`);
  await database.db.execute(sql`
    insert into note values (1, '하나', '{1,2}'), (2, null, '{}'), (3, 'three', '{3}')`);
});
afterAll(async () => {
  await database.close();
});

const noteRow = z.object({
  id: z.number(),
  body: z.string().nullable(),
  tags: z.array(z.number()),
});
const findNote = (id: number | null, body: string | null) =>
  queryRows(
    database.readDb,
    prepared(
      'find_note',
      sql`select id, body, tags from note
        where (${id}::int is null or id = ${id}) and (${body}::text is null or body = ${body})
        order by id`,
    ),
    noteRow,
  );

test('a prepared statement answers each call with its own parameters, again and again', async () => {
  // Past the fifth call PostgreSQL may switch to a generic plan: the answers must not change.
  for (let round = 0; round < 8; round += 1) {
    expect(await findNote(1, null)).toEqual([{ id: 1, body: '하나', tags: [1, 2] }]);
    expect(await findNote(null, 'three')).toEqual([{ id: 3, body: 'three', tags: [3] }]);
    expect((await findNote(null, null)).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(await findNote(4, null)).toEqual([]);
  }
});

test('the statement is prepared under its name', async () => {
  // Listed by the connection that runs it, whichever of the pool's that is.
  const names = await queryRows(
    database.db,
    prepared('list_prepared', sql`select name from pg_prepared_statements order by name`),
    z.object({ name: z.string() }),
  );
  expect(names.map((row) => row.name)).toContain('list_prepared');
});

test('a failing call rejects with the database error and leaves the statement usable', async () => {
  const divide = (by: number) =>
    queryRows(
      database.db,
      prepared('divide_note', sql`select id / ${by} as q from note where id = 3`),
      z.object({ q: z.number() }),
    );
  expect(await divide(3)).toEqual([{ q: 1 }]);
  await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } });
  expect(await divide(1)).toEqual([{ q: 3 }]);
  expect(await findNote(2, null)).toEqual([{ id: 2, body: null, tags: [] }]);
});

test('a statement that cannot be prepared rejects every time and harms nothing else', async () => {
  const broken = () =>
    database.db.execute(prepared('broken_note', sql`select nothing_here from note`));
  await expect(broken()).rejects.toMatchObject({ cause: { code: '42703' } });
  await expect(broken()).rejects.toMatchObject({ cause: { code: '42703' } });
  expect((await findNote(null, null)).length).toBe(3);
});

test('inside a transaction a prepared statement runs as any other', async () => {
  const inside = await database.db.transaction(async (tx) => {
    await tx.execute(sql`update note set body = '둘' where id = 2`);
    return queryRows(
      tx,
      prepared('find_note_in_tx', sql`select body from note where id = ${2}`),
      z.object({ body: z.string() }),
    );
  });
  expect(inside).toEqual([{ body: '둘' }]);
});

test('only names of lower-case letters and underscores are accepted', () => {
  expect(() => prepared('Robert"); drop table note; --', sql`select 1`)).toThrow();
  expect(preparedName('/* prepared: find_note */ select 1')).toBe('find_note');
  expect(preparedName('select 1 /* prepared: find_note */')).toBeUndefined();
});
