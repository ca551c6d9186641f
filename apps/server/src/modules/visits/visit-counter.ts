import type { IncomingHttpHeaders } from 'node:http';
import type { VisitDevice } from '@app/contract/visits';
import type { ContentLanguage } from '@app/contract/content-language';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isCrawler } from '../../lib/crawler.ts';
import type { VisitDimension } from '../../db/schema/index.ts';
import { type Client, type Visitor, dayInKorea } from '../../plugins/app/visitor.ts';
import { deviceClass, pageLanguage, pagePath, referrerReader } from './page-view.ts';
import { type DayBatch, deleteVisitorsBefore, writeVisitBatch } from './visits.repository.ts';

/** How often the counts gathered in memory are written: what a crash may lose. */
export const VISIT_FLUSH_INTERVAL_MS = 10_000;
/**
 * More pages than this within a minute and a visitor counts as a bot for the rest of the day:
 * a person reading the site loads a page every few seconds at most (and the web app moves
 * between pages without loading one); a scraper with a browser's user agent loads many more.
 */
export const BOT_PAGES_PER_MINUTE = 60;
/**
 * Distinct pages and referrers counted per day and instance; beyond, views count under
 * `(other)`. Real pages are bounded by the catalogue, but anyone can send any referrer.
 */
const MAX_KEYS_PER_DAY = 5_000;
/** Visitors held in memory between flushes; past it (a long outage) new views are dropped. */
const MAX_PENDING_VISITORS = 200_000;
/** Visitors whose pace is watched per day and instance; past it new ones are not watched. */
const MAX_WATCHED = 200_000;
/** Past days' visitor hashes are kept this long into the next day, for other instances' batches. */
const LATE_BATCH_MS = 60_000;

/** A page served, as the counter reads it: nothing of it is kept but what it is counted by. */
export interface PageRequest {
  /** Path and query as requested. */
  url: string;
  /** The client's address, as `request.ip` gives it: hashed, never kept. */
  ip: string;
  headers: IncomingHttpHeaders;
}

interface Details {
  path: string;
  referrer: string | null;
  device: VisitDevice;
  language: ContentLanguage;
}

/** A visitor's pages in the current minute, and whether they already count as a bot. */
interface Pace {
  since: number;
  pages: number;
  bot: boolean;
}

export interface VisitCounterOptions {
  db: Db;
  visitorOf: (client: Client, now?: Date) => Promise<Visitor | null>;
  log: FastifyBaseLogger;
  /** The site's origin (PUBLIC_URL): referrers from it are internal, not counted. */
  siteOrigin: string;
  botPagesPerMinute?: number;
  onError: (error: unknown) => void;
}

const emptyBatch = (): DayBatch => ({
  views: 0,
  botViews: 0,
  visitors: new Map(),
  counts: new Map(),
});

function addCount(batch: DayBatch, kind: VisitDimension, key: string, views = 1) {
  let keys = batch.counts.get(kind);
  if (keys === undefined) batch.counts.set(kind, (keys = new Map<string, number>()));
  keys.set(key, (keys.get(key) ?? 0) + views);
}

/** Adds `from` into `into` (a batch that failed to be written, into the pending one). */
function mergeBatch(into: DayBatch, from: DayBatch) {
  into.views += from.views;
  into.botViews += from.botViews;
  for (const [hash, bot] of from.visitors) {
    into.visitors.set(hash, bot || (into.visitors.get(hash) ?? false));
  }
  for (const [kind, keys] of from.counts) {
    for (const [key, views] of keys) addCount(into, kind, key, views);
  }
}

/**
 * Counts page views in memory and writes them every few seconds in one transaction per day
 * (visits.repository.ts): recording a view is a few map updates and a hash on the request path,
 * never a query, never an error. A failed write keeps the counts for the next flush.
 */
export function createVisitCounter(options: VisitCounterOptions) {
  const { db, log } = options;
  const botPagesPerMinute = options.botPagesPerMinute ?? BOT_PAGES_PER_MINUTE;
  const readReferrer = referrerReader(options.siteOrigin);
  let pending = new Map<string, DayBatch>();
  let pendingVisitors = 0;
  let dropped = 0;
  // Per day in Korea and per instance: whose pace is watched, which keys are counted.
  let watchedDay = '';
  let paces = new Map<string, Pace>();
  let keysToday = new Map<VisitDimension, Set<string>>();
  let cleanedBefore = '';
  // Views waiting for their visitor's hash (only the day's first, which reads the salt, waits).
  const hashing = new Set<Promise<void>>();

  const startDay = (day: string) => {
    if (day === watchedDay) return;
    watchedDay = day;
    paces = new Map();
    keysToday = new Map();
  };

  /** Whether this view makes (or already made) the visitor a bot by pace. */
  const tooFast = (hash: string, now: number) => {
    let pace = paces.get(hash);
    if (pace === undefined) {
      if (paces.size >= MAX_WATCHED) return false;
      pace = { since: now, pages: 0, bot: false };
      paces.set(hash, pace);
    }
    if (pace.bot) return true;
    if (now - pace.since >= 60_000) {
      pace.since = now;
      pace.pages = 0;
    }
    pace.pages += 1;
    pace.bot = pace.pages > botPagesPerMinute;
    return pace.bot;
  };

  /** The key a view counts under: itself, or `(other)` once the day has too many. */
  const boundedKey = (kind: VisitDimension, key: string) => {
    let keys = keysToday.get(kind);
    if (keys === undefined) keysToday.set(kind, (keys = new Set()));
    if (keys.has(key)) return key;
    if (keys.size >= MAX_KEYS_PER_DAY) return '(other)';
    keys.add(key);
    return key;
  };

  const add = (visitor: Visitor, crawler: boolean, details: Details | null, now: number) => {
    startDay(visitor.day);
    let batch = pending.get(visitor.day);
    if (batch === undefined) pending.set(visitor.day, (batch = emptyBatch()));
    const known = batch.visitors.get(visitor.hash);
    if (known === undefined && pendingVisitors >= MAX_PENDING_VISITORS) {
      dropped += 1;
      return;
    }
    if (known === undefined) pendingVisitors += 1;
    const bot = crawler || tooFast(visitor.hash, now);
    batch.visitors.set(visitor.hash, bot || (known ?? false));
    if (bot || details === null) {
      batch.botViews += 1;
      return;
    }
    batch.views += 1;
    addCount(batch, 'page', boundedKey('page', details.path));
    if (details.referrer !== null) {
      addCount(batch, 'referrer', boundedKey('referrer', details.referrer));
    }
    addCount(batch, 'device', details.device);
    addCount(batch, 'language', details.language);
  };

  const flush = async () => {
    await Promise.all(hashing);
    const batches = pending;
    pending = new Map();
    pendingVisitors = 0;
    if (dropped > 0) {
      log.warn({ dropped }, 'page views dropped: too many waiting to be written');
      dropped = 0;
    }
    try {
      for (const [day, batch] of batches) {
        await writeVisitBatch(db, day, batch);
        batches.delete(day);
      }
    } catch (error) {
      // Kept for the next flush: an outage delays the counts, it does not lose them.
      for (const [day, batch] of batches) {
        const current = pending.get(day);
        if (current === undefined) pending.set(day, batch);
        else mergeBatch(current, batch);
      }
      pendingVisitors = [...pending.values()].reduce((n, b) => n + b.visitors.size, 0);
      throw error;
    }
    // Yesterday's hashes go once the day has begun: their counts are in the day's totals.
    const before = dayInKorea(new Date(Date.now() - LATE_BATCH_MS));
    if (before !== cleanedBefore) {
      await deleteVisitorsBefore(db, before);
      cleanedBefore = before;
    }
  };

  const timer = setInterval(() => {
    flush().catch(options.onError);
  }, VISIT_FLUSH_INTERVAL_MS);
  // A pending flush must not keep the process alive on its own.
  timer.unref();

  return {
    /** Counts a page served to `request` (never throws, never waits). */
    record(request: PageRequest, now = new Date()) {
      const userAgent = request.headers['user-agent'] ?? '';
      const crawler = isCrawler(userAgent);
      const { url } = request;
      // A bot's views are counted, not what they are of.
      const details: Details | null = crawler
        ? null
        : {
            path: pagePath(url),
            referrer: readReferrer(request.headers.referer),
            device: deviceClass(userAgent),
            language: pageLanguage(url),
          };
      const counted = options
        .visitorOf({ ip: request.ip, headers: request.headers }, now)
        .then((visitor) => {
          if (visitor !== null) add(visitor, crawler, details, now.getTime());
        })
        .catch(options.onError)
        .finally(() => hashing.delete(counted));
      hashing.add(counted);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
