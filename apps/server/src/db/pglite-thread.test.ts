import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { PGliteThread } from './pglite-thread.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

let pglite: PGliteThread;

beforeAll(async () => {
  pglite = await PGliteThread.start(null);
  await pglite.query('create table note (id int primary key, body text not null)');
});
afterAll(async () => {
  await pglite.close();
});

const count = async () =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from note')).rows[0]?.n;

test('a query runs with its parameters and answers rows, fields and affected rows', async () => {
  const inserted = await pglite.query('insert into note values ($1, $2), ($3, $4)', [
    1,
    'one',
    2,
    'two',
  ]);
  expect(inserted.affectedRows).toBe(2);
  const result = await pglite.query<unknown[]>('select id, body from note order by id', [], {
    rowMode: 'array',
  });
  expect(result.rows).toEqual([
    [1, 'one'],
    [2, 'two'],
  ]);
  expect(result.fields.map((field) => field.name)).toEqual(['id', 'body']);
  await pglite.query('delete from note');
});

test('types the caller parses itself come back as text and go through its parser', async () => {
  const { rows } = await pglite.query<{ at: string }>(
    `select timestamptz '2026-11-21 08:00:00+00' as at`,
    [],
    { parsers: { 1184: (text) => `parsed ${text}` } },
  );
  expect(rows[0]?.at).toBe('parsed 2026-11-21 08:00:00+00');
});

test('a failed query rejects with PostgreSQL’s error fields', async () => {
  await pglite.query('insert into note values (1, $1)', ['first']);
  await expect(pglite.query('insert into note values (1, $1)', ['again'])).rejects.toMatchObject({
    code: '23505',
    constraint: 'note_pkey',
  });
  await pglite.query('delete from note');
});

test('a transaction commits when its callback resolves and rolls back when it throws', async () => {
  await pglite.transaction(async (tx) => {
    await tx.query('insert into note values (10, $1)', ['kept']);
  });
  await expect(
    pglite.transaction(async (tx) => {
      await tx.query('insert into note values (11, $1)', ['dropped']);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await count()).toBe(1);
  await pglite.query('delete from note');
});

test('a query sent during a transaction waits for it to end', async () => {
  const { seen } = await pglite.transaction(async (tx) => {
    await tx.query('insert into note values (20, $1)', ['in a transaction']);
    // Queued behind the open transaction: it sees both rows, never the first alone.
    const queued = count();
    await tx.query('insert into note values (21, $1)', ['also']);
    return { seen: queued };
  });
  expect(await seen).toBe(2);
  await pglite.query('delete from note');
});

test('the calling thread keeps serving while a slow query runs', async () => {
  const slow = pglite.query('select count(*) from generate_series(1, 3000000)');
  const started = performance.now();
  const slowDone = slow.then(() => performance.now() - started);
  // A timer due in 10 ms fires on time: on the calling thread PGlite would hold it until the
  // query ends.
  await new Promise((resolve) => setTimeout(resolve, 10));
  const timerFiredAfter = performance.now() - started;
  const queryTook = await slowDone;
  expect(queryTook).toBeGreaterThan(100);
  expect(timerFiredAfter).toBeLessThan(queryTook / 2);
});

test('a failed query whose options carry parsers leaves the thread serving', async () => {
  // PGlite attaches the query's options, parser functions included, to its error; copying them
  // back across threads used to fail and end the thread, taking the database down.
  await expect(
    pglite.query('select $1::text as x', ['\u0000'], { parsers: { 25: (text) => text } }),
  ).rejects.toMatchObject({ code: '22021' });
  expect((await pglite.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
});

test('a thread that stops fails its waiting queries as unavailable and starts again on the same data', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-restart-'));
  const thread = await PGliteThread.start(dir);
  try {
    await thread.query('create table kept (id int)');
    await thread.query('insert into kept values (1)');
    const waiting = thread.query('select pg_sleep(0.2)');
    await thread.worker?.terminate();
    await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(thread.available).toBe(false);
    // Refused at once while it restarts: nothing hangs.
    await expect(thread.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);

    await vi.waitFor(
      () => {
        expect(thread.available).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect((await thread.query<{ id: number }>('select id from kept')).rows).toEqual([{ id: 1 }]);
  } finally {
    await thread.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a query that is never shed goes before queued public reads, and a transaction stays whole', async () => {
  const finished: string[] = [];
  const publicReads = pglite.asPGlite('sheddable');
  const reads = Array.from({ length: 8 }, (_, i) =>
    publicReads.query('select pg_sleep(0.02)').then(() => finished.push(`read ${i}`)),
  );
  const save = pglite.transaction(async (tx) => {
    await tx.query('insert into note values (30, $1)', ['saved']);
    await tx.query('update note set body = $1 where id = 30', ['saved twice']);
  });
  await save.then(() => finished.push('save'));
  await Promise.all(reads);
  // At most the two reads already handed to the thread ran before it.
  expect(finished.indexOf('save')).toBeLessThanOrEqual(2);
  const { rows } = await pglite.query<{ body: string }>('select body from note where id = 30');
  expect(rows).toEqual([{ body: 'saved twice' }]);
  await pglite.query('delete from note');
});
