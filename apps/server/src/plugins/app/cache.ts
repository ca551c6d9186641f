import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ReusedBody, encodedBody } from './compression.ts';

export interface CachedJson extends ReusedBody {
  /** The JSON encoded once as UTF-8: a hit is written to the socket as is. */
  body: Buffer;
  etag: string;
}

/** A value as `sendCached` serves it: encoded once, with a weak ETag of its bytes. */
export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** A typed in-process cache of one kind of value; entries can be dropped on any instance. */
export interface Memo<T> {
  /** The cached value for `key`, loading (and keeping, unless null) it when absent or stale. */
  get: (key: string, load: () => Promise<T | null>) => Promise<T | null>;
  set: (key: string, value: T) => void;
  /** The cached value for `key` when one is fresh, else null; nothing is loaded. */
  peek: (key: string) => T | null;
}

export interface MemoOptions {
  /** Dropped by every invalidation, whatever its prefix: for values built from many others (pages). */
  dropOnAnyInvalidation?: boolean;
}

export interface PublicCache {
  /** The cached JSON for `key`, loading (and keeping) it when absent. */
  get: (key: string, load: () => Promise<unknown>) => Promise<CachedJson>;
  /** A cache for other values under `namespace:`; keys expire after `ttlMs`. */
  memo: <T>(namespace: string, ttlMs: number, options?: MemoOptions) => Memo<T>;
  /** Drops every entry whose full key starts with `prefix`, on every instance when Redis is configured. */
  invalidate: (prefix: string) => Promise<void>;
  /** Calls `listener` with the prefix of each invalidation made on this instance (not those heard). */
  onInvalidate: (listener: (prefix: string) => void) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: PublicCache;
  }
}

const CHANNEL = 'cache:invalidate';

/**
 * While this instance cannot hear other instances' invalidations (Redis down), an entry is
 * trusted for this long only: a write elsewhere shows here within seconds, not at the next edit.
 */
const UNHEARD_FRESH_MS = 5_000;

/** Told of every lookup in a memo (metrics): its namespace and whether it was a hit. */
export type CacheLookupListener = (namespace: string, hit: boolean) => void;

interface Freshness {
  /** Bumped by every invalidation so a load that raced with a write is not kept. */
  generation: () => number;
  /** Whether invalidations from other instances reach this one right now. */
  hearing: () => boolean;
}

class MemoStore<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number; expiresAt: number }>();
  /** Loads under way, so concurrent misses of one key share one (a stampede runs it once). */
  private readonly loading = new Map<string, { generation: number; value: Promise<T | null> }>();
  constructor(
    private readonly namespace: string,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly freshness: Freshness,
    private readonly onLookup: CacheLookupListener,
    private readonly dropsAll = false,
  ) {}

  /** A fresh entry, counted as a hit and made the most recently used; else undefined. */
  private fresh(full: string): { value: T } | undefined {
    const hit = this.entries.get(full);
    const now = Date.now();
    if (
      !hit ||
      hit.expiresAt <= now ||
      (!this.freshness.hearing() && now - hit.storedAt >= UNHEARD_FRESH_MS)
    ) {
      return undefined;
    }
    // Re-inserted so the Map's order is least recently used first.
    this.entries.delete(full);
    this.entries.set(full, hit);
    this.onLookup(this.namespace, true);
    return hit;
  }

  peek(key: string): T | null {
    return this.fresh(this.fullKey(key))?.value ?? null;
  }

  async get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const full = this.fullKey(key);
    const hit = this.fresh(full);
    if (hit) return hit.value;
    // Joining a load under way is a miss too: the caller waits for the database.
    this.onLookup(this.namespace, false);
    const started = this.freshness.generation();
    // A load begun before the latest invalidation may return stale data: it is not joined.
    const running = this.loading.get(full);
    if (running?.generation === started) return running.value;
    const value = this.load(full, started, load);
    // Without storage (a benchmark of uncached work) every request does its own work.
    if (this.maxEntries > 0) this.loading.set(full, { generation: started, value });
    return value;
  }

  private async load(full: string, started: number, load: () => Promise<T | null>) {
    try {
      const value = await load();
      if (value !== null && started === this.freshness.generation()) this.put(full, value);
      return value;
    } finally {
      if (this.loading.get(full)?.generation === started) this.loading.delete(full);
    }
  }

  set(key: string, value: T) {
    this.put(this.fullKey(key), value);
  }

  drop(prefix: string) {
    if (this.dropsAll) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private fullKey(key: string) {
    return this.namespace === '' ? key : `${this.namespace}:${key}`;
  }

  private put(full: string, value: T) {
    this.entries.delete(full);
    if (this.maxEntries === 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const now = Date.now();
    this.entries.set(full, { value, storedAt: now, expiresAt: now + this.ttlMs });
  }
}

/**
 * In-memory caches for public reads and sessions, invalidated by writes. With Redis, an
 * invalidation is published so every instance drops its copy. Redis may fail at any time: a
 * write still succeeds (its publish is best effort), an instance that cannot hear the channel
 * trusts its entries for a few seconds only, and on reconnecting it drops them all, since it
 * may have missed invalidations meanwhile.
 */
export const cachePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      /** Entries kept per store (`CACHE_ENTRIES`); the least recently used goes first. */
      maxEntries: number;
      onLookup?: CacheLookupListener | undefined;
      /**
       * Called before entries are dropped, here or on word from another instance: the reads
       * that refill them must see the write behind the drop (read replicas, decision 14).
       */
      beforeDrop?: (() => void) | undefined;
    },
  ) => {
    const { maxEntries } = opts;
    const onLookup = opts.onLookup ?? (() => undefined);
    const channel = `${app.redisPrefix}${CHANNEL}`;
    let generation = 0;
    let hearing = app.redis === null;
    const stores: MemoStore<unknown>[] = [];
    const listeners: ((prefix: string) => void)[] = [];
    const dropLocal = (prefix: string) => {
      opts.beforeDrop?.();
      generation += 1;
      for (const store of stores) store.drop(prefix);
    };
    const freshness: Freshness = { generation: () => generation, hearing: () => hearing };
    const memo = <T>(namespace: string, ttlMs: number, options: MemoOptions = {}): Memo<T> => {
      const store = new MemoStore<T>(
        namespace,
        ttlMs,
        maxEntries,
        freshness,
        onLookup,
        options.dropOnAnyInvalidation,
      );
      stores.push(store);
      return store;
    };

    const publisher = app.redis;
    if (publisher) {
      const subscriber = publisher.duplicate({ autoResubscribe: false });
      subscriber.on('message', (_channel: string, prefix: string) => {
        dropLocal(prefix);
      });
      let subscribed: Promise<void> = Promise.resolve();
      subscriber.on('ready', () => {
        subscribed = subscriber.subscribe(channel).then(
          () => {
            hearing = true;
            dropLocal('');
          },
          () => {
            // The connection failed again; the next 'ready' subscribes.
          },
        );
      });
      subscriber.on('close', () => {
        hearing = false;
      });
      // Errors are the publisher's to report (one warning per outage); this one only retries.
      subscriber.on('error', () => undefined);
      await subscriber.connect().catch(() => undefined);
      await subscribed;
      app.addHook('onClose', () => {
        subscriber.disconnect();
      });
    }

    // Public JSON lives under its own keys ("category:list", …) until a write invalidates it.
    const json = memo<CachedJson>('', Number.POSITIVE_INFINITY);
    app.decorate('cache', {
      async get(key, load) {
        const entry = await json.get(key, async () => toCachedJson(await load()));
        if (entry === null) throw new Error('cache load returned nothing');
        return entry;
      },
      memo,
      async invalidate(prefix) {
        dropLocal(prefix);
        for (const listener of listeners) listener(prefix);
        // Best effort: an instance that misses it drops everything when it hears Redis again.
        await publisher?.publish(channel, prefix).catch(() => undefined);
      },
      onInvalidate(listener) {
        listeners.push(listener);
      },
    } satisfies PublicCache);
  },
);

/**
 * Sends a cached JSON body with its ETag, or 304 when the browser already has it. Compressed
 * once per entry and encoding (`encodedBody`), never per send: the list page of 20 products
 * goes out as 1.6 KB of brotli instead of 11.8 KB.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  void reply
    .header('etag', entry.etag)
    .header('cache-control', 'public, no-cache')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  const encoded = encodedBody(request.headers['accept-encoding'], entry);
  if (encoded) void reply.header('content-encoding', encoded.encoding);
  const body = encoded?.body ?? entry.body;
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', body.length)
    .send(body);
}
