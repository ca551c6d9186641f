import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { testDbKind } from '../test/database.ts';
import { libpqConnection } from './postgres-dump.ts';

// pg_dump, pg_restore and psql get DATABASE_URL without its password, which would show in
// every user's `ps`; libpq reads it from a passfile only this user can read.

test.runIf(testDbKind === 'pglite')(
  "DATABASE_URL's password goes into a passfile of mode 0600, removed afterwards",
  async () => {
    const { conninfo, dispose } = await libpqConnection(
      'postgres://app:p%3Ass%5Cw@db.example:5433/site?sslmode=require',
    );
    const url = new URL(conninfo);
    expect(url.password).toBe('');
    expect(`${url.username}@${url.host}${url.pathname}`).toBe('app@db.example:5433/site');
    expect(url.searchParams.get('sslmode')).toBe('require');
    const passfile = url.searchParams.get('passfile') ?? '';
    // `:` and `\` are escaped as the passfile format asks.
    expect(await readFile(passfile, 'utf8')).toBe('*:*:*:*:p\\:ss\\\\w\n');
    expect((await stat(passfile)).mode & 0o777).toBe(0o600);
    await dispose();
    expect(existsSync(passfile)).toBe(false);

    const plain = await libpqConnection('postgres://postgres@127.0.0.1:5432/site');
    expect(plain.conninfo).toBe('postgres://postgres@127.0.0.1:5432/site');
  },
);
