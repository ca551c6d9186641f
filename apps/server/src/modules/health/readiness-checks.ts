import type { Redis } from 'ioredis';
import type { Storage } from '../../storage/storage.ts';

/**
 * A dependency that takes longer than this counts as down: a load balancer polls readiness
 * every few seconds and must get an answer well within its own timeout.
 */
export const CHECK_TIMEOUT_MS = 1_000;

/** Resolves as `check` does, or rejects once `ms` have passed. */
async function within<T>(check: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `off` without REDIS_URL; otherwise whether Redis answers a PING now. */
export async function redisState(redis: Redis | null): Promise<'up' | 'down' | 'off'> {
  if (redis === null) return 'off';
  // Commands fail at once while disconnected (no offline queue): no need to wait for one.
  if (redis.status !== 'ready') return 'down';
  return within(redis.ping(), CHECK_TIMEOUT_MS).then(
    () => 'up',
    () => 'down',
  );
}

/** Whether uploaded files can be written now. */
export async function storageState(storage: Storage): Promise<'up' | 'down'> {
  return within(storage.probe(), CHECK_TIMEOUT_MS).then(
    () => 'up',
    () => 'down',
  );
}
