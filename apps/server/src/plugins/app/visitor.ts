import { hash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { visitorSalt } from '../../db/schema/index.ts';
import { type TrustRule, clientAddress } from '../../lib/trusted-proxies.ts';

/** What a visitor is told apart by: a Fastify request is one. */
export interface Client {
  ip: string;
  headers: IncomingHttpHeaders;
}

/** A visitor as the statistics know one: a hash that means something for one day only. */
export interface Visitor {
  /** The day in Korea, `YYYY-MM-DD`. */
  day: string;
  /** The day's salted hash of the address and browser: counts people without naming them. */
  hash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This client's visitor, or null when the day's salt cannot be read (never throws). */
    visitorOf(client: Client, now?: Date): Promise<Visitor | null>;
    /** A request Fastify never saw (a kept page, served early) as a client. */
    clientOf(request: IncomingMessage): Client;
  }
}

/** Korea keeps UTC+9 all year (no daylight saving since 1988): no time-zone lookup per view. */
const KOREA_OFFSET_MS = 9 * 3_600_000;
/** The day in Korea, where the company and its visitors are. */
export const dayInKorea = (now: Date) =>
  new Date(now.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Distinct visitors without tracking: a random salt per day, shared by every instance through
 * the database and deleted with the day, hashes the address and user agent. Within a day the
 * same browser is the same visitor; across days, and once the salt is gone, nothing links a hash
 * to a person or to the next day's hash. No cookie, nothing stored in the browser.
 */
export const visitorPlugin = fp(async (app: FastifyInstance, opts: { trust: TrustRule }) => {
  const salts = new Map<string, Promise<string>>();

  const saltOf = (day: string) => {
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = (async () => {
        await app.db.delete(visitorSalt).where(lt(visitorSalt.day, day));
        await app.db
          .insert(visitorSalt)
          .values({ day, salt: randomBytes(32) })
          .onConflictDoNothing();
        const [row] = await app.db
          .select({ salt: visitorSalt.salt })
          .from(visitorSalt)
          .where(eq(visitorSalt.day, day));
        if (!row) throw new Error(`no visitor salt for ${day}`);
        return row.salt.toString('base64');
      })();
      // One day's salt in memory; a failed read is tried again by the next request.
      salts.clear();
      salts.set(day, salt);
      salt.catch(() => salts.delete(day));
    }
    return salt;
  };

  app.decorate('clientOf', (request: IncomingMessage) => ({
    ip: clientAddress(request, opts.trust),
    headers: request.headers,
  }));
  app.decorate('visitorOf', async (client: Client, now = new Date()) => {
    const day = dayInKorea(now);
    try {
      const salt = await saltOf(day);
      // The secret salt of fixed length first, then what names the browser: as unguessable
      // without the salt as an HMAC, and a one-shot hash costs ~1 µs where an HMAC object
      // costs ~25 (OpenSSL 3), on every page view and search.
      const digest = hash(
        'sha256',
        `${salt}\n${client.ip}\n${client.headers['user-agent'] ?? ''}`,
        'base64url',
      );
      return { day, hash: digest.slice(0, 22) };
    } catch (error) {
      app.log.warn({ err: error }, 'visitor salt unavailable: not counted');
      return null;
    }
  });
});
