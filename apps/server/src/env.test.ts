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
  ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '0' }],
  ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: 'many' }],
  ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
  ['SESSION_TTL_HOURS', { SESSION_TTL_HOURS: '-1' }],
  ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
  ['SEED_DEMO', { SEED_DEMO: 'yes' }],
])('a bad %s stops the start with a message naming it', (name, source) => {
  expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
});
