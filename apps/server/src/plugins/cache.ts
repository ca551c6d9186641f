import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface CachedJson {
  body: string;
  etag: string;
}

export interface PublicCache {
  /** The cached JSON for `key`, loading (and keeping) it when absent. */
  get: (key: string, load: () => Promise<unknown>) => Promise<CachedJson>;
  /** Drops every entry whose key starts with `prefix`, on every instance when Redis is configured. */
  invalidate: (prefix: string) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: PublicCache;
  }
}

const CHANNEL = 'cache:invalidate';
const MAX_ENTRIES = 2_000;

export const cachePlugin = fp(async (app: FastifyInstance) => {
  const entries = new Map<string, CachedJson>();
  // Bumped by every invalidation so a load that raced with a write is not kept.
  let generation = 0;

  const dropLocal = (prefix: string) => {
    generation += 1;
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
  };

  const publisher = app.redis;
  if (publisher) {
    const subscriber = publisher.duplicate();
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (_channel: string, prefix: string) => {
      dropLocal(prefix);
    });
    app.addHook('onClose', async () => {
      await subscriber.quit();
    });
  }

  app.decorate('cache', {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const started = generation;
      const body = JSON.stringify(await load());
      const entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, entry);
      }
      return entry;
    },
    async invalidate(prefix) {
      dropLocal(prefix);
      if (publisher) await publisher.publish(CHANNEL, prefix);
    },
  } satisfies PublicCache);
});

/** Sends a cached JSON body with its ETag, or 304 when the browser already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  void reply.header('etag', entry.etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
