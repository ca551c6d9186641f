import { expect, test } from 'vitest';
import { parseEnv } from './env.ts';

test('defaults fill every optional variable', () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    PORT: 3000,
    DATA_DIR: './data',
    SESSION_TTL_HOURS: 12,
    SEED_DEMO: false,
  });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.DATABASE_POOL_SIZE).toBeUndefined();
  expect(parseEnv({ DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBeUndefined();
  expect(parseEnv({ DATABASE_POOL_SIZE: '16' }).DATABASE_POOL_SIZE).toBe(16);
});

test.each([
  ['PORT', { PORT: 'eighty' }],
  ['PORT', { PORT: '70000' }],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
  ['DATABASE_REPLICA_URL', { DATABASE_REPLICA_URL: 'postgres://replica/db' }],
  [
    'DATABASE_REPLICA_URL',
    { DATABASE_URL: 'postgres://primary/db', DATABASE_REPLICA_URL: 'postgres://r1/db,r2:5432' },
  ],
  ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '0' }],
  ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: 'many' }],
  ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
  ['SESSION_TTL_HOURS', { SESSION_TTL_HOURS: '-1' }],
  ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
  ['SEED_DEMO', { SEED_DEMO: 'yes' }],
  ['INQUIRY_RETENTION_DAYS', { INQUIRY_RETENTION_DAYS: '0' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'www.example.co.kr' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'https://www.example.co.kr/shop' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.co.kr' }],
  ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
  ['TRUST_PROXY', { TRUST_PROXY: 'nginx' }],
  ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, 10.0.0.0/33' }],
  ['TRUST_PROXY', { TRUST_PROXY: '-1' }],
  ['METRICS_PORT', { METRICS_PORT: 'ninety' }],
  ['METRICS_PORT', { METRICS_PORT: '3000' }],
  ['METRICS_PORT', { PORT: '8080', METRICS_PORT: '8080' }],
  ['METRICS_PATH', { METRICS_PATH: 'metrics' }],
  ['METRICS_PATH', { METRICS_PATH: '/metrics?token=1' }],
  ['STORAGE_DRIVER', { STORAGE_DRIVER: 'gcs' }],
  ['S3_BUCKET', { STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }],
  [
    'S3_ACCESS_KEY_ID',
    { STORAGE_DRIVER: 's3', S3_BUCKET: 'site-files', S3_SECRET_ACCESS_KEY: 's' },
  ],
  [
    'S3_SECRET_ACCESS_KEY',
    { STORAGE_DRIVER: 's3', S3_BUCKET: 'site-files', S3_ACCESS_KEY_ID: 'i' },
  ],
  ['S3_BUCKET', { S3_BUCKET: 'https://site-files.s3.amazonaws.com' }],
  ['S3_ENDPOINT', { S3_ENDPOINT: 'localhost:9000' }],
  ['S3_ENDPOINT', { S3_ENDPOINT: 'http://minio:9000/site-files' }],
  ['S3_REGION', { S3_REGION: 'Seoul Region' }],
  ['S3_FORCE_PATH_STYLE', { S3_FORCE_PATH_STYLE: 'yes' }],
  ['S3_PUBLIC_URL', { S3_PUBLIC_URL: 'cdn.example.co.kr' }],
  ['S3_PUBLIC_URL', { S3_PUBLIC_URL: 'https://cdn.example.co.kr/media?sig=1' }],
])('a bad %s stops the start with a message naming it', (name, source) => {
  expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
});

test('DATABASE_REPLICA_URL takes one or more PostgreSQL URLs beside DATABASE_URL', () => {
  const primary = { DATABASE_URL: 'postgres://app@primary/site' };
  expect(parseEnv(primary).DATABASE_REPLICA_URL).toBeUndefined();
  expect(
    parseEnv({
      ...primary,
      DATABASE_REPLICA_URL: ' postgres://app@replica-1/site , postgresql://app@replica-2/site',
    }).DATABASE_REPLICA_URL,
  ).toEqual(['postgres://app@replica-1/site', 'postgresql://app@replica-2/site']);
  // Without a primary there is nothing to replicate; a bad entry is named, its text never shown.
  expect(() => parseEnv({ DATABASE_REPLICA_URL: 'postgres://app@replica-1/site' })).toThrow(
    /DATABASE_REPLICA_URL: needs DATABASE_URL/,
  );
  expect(() =>
    parseEnv({ ...primary, DATABASE_REPLICA_URL: 'postgres://a@r1/site,secret@r2' }),
  ).toThrow(/DATABASE_REPLICA_URL: .*\(entry 2 is not\)$/);
});

test('TRUST_PROXY takes a hop count or proxy addresses, never a blanket true', () => {
  expect(parseEnv({}).TRUST_PROXY).toBe(false);
  expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual([
    '127.0.0.1',
    '10.0.0.0/8',
    '::1',
    'loopback',
  ]);
  expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/left-most|any X-Forwarded-For/);
});

test('PUBLIC_URL is kept as an origin, required in production and localhost elsewhere', () => {
  expect(parseEnv({ PUBLIC_URL: 'https://www.example.co.kr/' }).PUBLIC_URL).toBe(
    'https://www.example.co.kr',
  );
  expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
  expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
  expect(
    parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.co.kr' }).PUBLIC_URL,
  ).toBe('https://www.example.co.kr');
});

test('metrics are off unless METRICS_PORT is set, then on loopback at /metrics', () => {
  expect(parseEnv({})).toMatchObject({ METRICS_HOST: '127.0.0.1', METRICS_PATH: '/metrics' });
  expect(parseEnv({}).METRICS_PORT).toBeUndefined();
  expect(parseEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
  expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  expect(() => parseEnv({ METRICS_PORT: '3000' })).toThrow(/must differ from PORT/);
});

test('STORAGE_DRIVER=s3 takes the bucket settings; addresses are normalised', () => {
  const env = parseEnv({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'https://s3.ap-northeast-2.amazonaws.com/',
    S3_BUCKET: 'site-files',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: 'https://cdn.example.co.kr/media/',
  });
  expect(env).toMatchObject({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'https://s3.ap-northeast-2.amazonaws.com',
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: true,
    S3_PUBLIC_URL: 'https://cdn.example.co.kr/media',
  });
  // The local driver needs none of them.
  expect(parseEnv({}).STORAGE_DRIVER).toBe('local');
});
