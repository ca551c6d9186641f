import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { openTestDatabase } from '../../test/database.ts';
import { decryptSecret, embeddedDatabaseKey, encryptSecret } from './secret-box.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const key = randomBytes(32);

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'totp-key-'));
  folders.push(dir);
  return dir;
};

test('a secret round-trips, and each encryption differs', () => {
  const a = encryptSecret(key, 7, SECRET);
  const b = encryptSecret(key, 7, SECRET);
  expect(a).not.toBe(b);
  expect(a).not.toContain(SECRET);
  expect(decryptSecret(key, 7, a)).toBe(SECRET);
});

test('another key, another member or a changed byte does not decrypt', () => {
  const stored = encryptSecret(key, 7, SECRET);
  expect(decryptSecret(randomBytes(32), 7, stored)).toBeNull();
  expect(decryptSecret(key, 8, stored)).toBeNull();
  const [version, iv, tag, body = ''] = stored.split('.');
  const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
  expect(decryptSecret(key, 7, [version, iv, tag, flipped].join('.'))).toBeNull();
  expect(decryptSecret(key, 7, 'v2.x.y.z')).toBeNull();
  expect(decryptSecret(key, 7, `${stored}.extra`)).toBeNull();
  expect(decryptSecret(key, 7, '')).toBeNull();
});

test('the embedded database’s key is created once, readable by its owner only, and reused', async () => {
  const dir = await tempDir();
  const first = await embeddedDatabaseKey(dir);
  expect(first).toHaveLength(32);
  const file = join(dir, 'totp-encryption.key');
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
  expect((await embeddedDatabaseKey(dir)).equals(first)).toBe(true);
});

test('a damaged key file stops the start with a message saying what to do', async () => {
  const dir = await tempDir();
  await writeFile(join(dir, 'totp-encryption.key'), 'not a key\n');
  await expect(embeddedDatabaseKey(dir)).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
});

test.each([
  ['64 hex characters', key.toString('hex')],
  ['base64', key.toString('base64')],
  ['base64url', key.toString('base64url')],
])('TOTP_ENCRYPTION_KEY is read from %s', (_name, value) => {
  expect(parseEnv({ TOTP_ENCRYPTION_KEY: value }).TOTP_ENCRYPTION_KEY?.equals(key)).toBe(true);
});

test.each(['', '  '])('an empty TOTP_ENCRYPTION_KEY (%j) is unset', (value) => {
  expect(parseEnv({ TOTP_ENCRYPTION_KEY: value }).TOTP_ENCRYPTION_KEY).toBeUndefined();
});

test.each([
  ['too short', 'ab'.repeat(16)],
  ['not hex nor base64', 'z'.repeat(64)],
  ['a passphrase', 'correct horse battery staple and some more words'],
  ['24 bytes of base64', randomBytes(24).toString('base64')],
])('TOTP_ENCRYPTION_KEY that is %s is refused by name', (_name, value) => {
  expect(() => parseEnv({ TOTP_ENCRYPTION_KEY: value })).toThrow(
    /TOTP_ENCRYPTION_KEY: must be 32 bytes/,
  );
});

test('an app without a key warns once at start', async () => {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test' }),
    database: await openTestDatabase(),
    logger: { level: 'warn', stream },
  });
  await app.close();
  const warnings = output.split('\n').filter((line) => line.includes('TOTP_ENCRYPTION_KEY'));
  expect(warnings).toHaveLength(1);
  expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40 });
});
