import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * "Has this visitor already been counted for this post today?" Visitors are known only by a
 * salted hash of their address and browser, and the salt changes every day, so nothing stored
 * can be traced back to a person or linked across days. With Redis the salt and the marks are
 * shared by every instance; otherwise they live in this process's memory.
 */
export interface ViewCounter {
  /** True the first time a visitor reads a post on a given (Korean) day, false afterwards. */
  firstView: (postId: number, ip: string, userAgent: string) => Promise<boolean>;
}

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
/** Bounds memory use; beyond it, the day's marks start over (a few double counts at worst). */
const MEMORY_MAX_MARKS = 200_000;

function today(now: number) {
  const dayNumber = Math.floor((now + KST_OFFSET_MS) / DAY_MS);
  const secondsLeft = Math.ceil(((dayNumber + 1) * DAY_MS - KST_OFFSET_MS - now) / 1000);
  return { day: String(dayNumber), secondsLeft: Math.max(1, secondsLeft) };
}

const visitorHash = (salt: string, postId: number, ip: string, userAgent: string) =>
  createHash('sha256').update(`${salt}\n${postId}\n${ip}\n${userAgent}`).digest('base64url');

/** Marks kept in this process's memory: one instance's view of who read what today. */
function localViewCounter(now: () => number): ViewCounter {
  let current = { day: '', salt: '', seen: new Set<string>() };
  return {
    firstView(postId, ip, userAgent) {
      const { day } = today(now());
      if (current.day !== day || current.seen.size >= MEMORY_MAX_MARKS) {
        current = { day, salt: randomBytes(16).toString('hex'), seen: new Set() };
      }
      const hash = visitorHash(current.salt, postId, ip, userAgent);
      if (current.seen.has(hash)) return Promise.resolve(false);
      current.seen.add(hash);
      return Promise.resolve(true);
    },
  };
}

/**
 * `prefix` starts every Redis key. While Redis is unreachable the marks live in memory: a
 * reader may be counted twice across instances, and reading a post never fails for it.
 */
export function createViewCounter(
  redis: Redis | null,
  prefix = '',
  now = () => Date.now(),
): ViewCounter {
  const local = localViewCounter(now);
  if (!redis) return local;
  const salts = new Map<string, string>();
  const saltOf = async (day: string, secondsLeft: number) => {
    const known = salts.get(day);
    if (known !== undefined) return known;
    // The first instance to ask picks the day's salt; the others read it.
    const key = `${prefix}views:salt:${day}`;
    await redis.set(key, randomBytes(16).toString('hex'), 'EX', secondsLeft + 60, 'NX');
    const salt = (await redis.get(key)) ?? randomBytes(16).toString('hex');
    salts.clear();
    salts.set(day, salt);
    return salt;
  };
  const shared = async (postId: number, ip: string, userAgent: string) => {
    const { day, secondsLeft } = today(now());
    const hash = visitorHash(await saltOf(day, secondsLeft), postId, ip, userAgent);
    const set = await redis.set(`${prefix}views:seen:${hash}`, '1', 'EX', secondsLeft, 'NX');
    return set === 'OK';
  };
  return {
    firstView: (postId, ip, userAgent) =>
      shared(postId, ip, userAgent).catch(() => local.firstView(postId, ip, userAgent)),
  };
}
