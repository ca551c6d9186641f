import { SEARCH_INQUIRY_WINDOW_MINUTES, type SearchInsight } from '@app/contract/search-insight';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseBusyError } from '../../db/admission.ts';
import { isCrawler } from '../../lib/crawler.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import { causedBy, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { type Client, dayInKorea } from '../../plugins/app/visitor.ts';
import { normalizeQuery } from '../search/query-text.ts';
import { maskPersonalData } from './query-privacy.ts';
import {
  earlierSearch,
  forgetSearches,
  insertEvents,
  readSearchInsight,
  settledEvents,
  writeSearchLog,
} from './search-insight.repository.ts';
import type { SearchAsked, SearchOutcome, VisitorEvent } from './search-log-types.ts';
import { rollSearchWindows } from './search-windows.ts';
import { settleEvents } from './visitor-events.ts';

export type { SearchAsked } from './search-log-types.ts';

export interface SearchInsightService {
  /** A visitor searched: logged once settled, off the request path. */
  searched(client: Client, search: SearchAsked): void;
  /** A visitor opened a product: the click of their search, if it was among its results. */
  opened(client: Client, product: number): void;
  /** A visitor sent an inquiry: their last search, within the window, led to it. */
  inquired(client: Client, inquiry: number): void;
  /** How searches are answered (the product routes say). */
  answerWith(answer: (search: SearchAsked) => Promise<SearchOutcome>): void;
  /** Whether a query still finds nothing (a synonym or product added since may fix it). */
  findsNothing(searched: string): Promise<boolean>;
  /** Stores what was recorded, logs what has settled, rolls the report's windows to a new day; `all` settles even the latest. */
  flush(all?: boolean): Promise<void>;
  /** The retention job, now. */
  forget(now?: Date): Promise<void>;
  /** A range's digest: the queries that still find nothing, and those that led to inquiries. */
  digest(from: string, to: string): Promise<Pick<SearchInsight, 'empty' | 'inquiryQueries'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchInsight: SearchInsightService;
  }
}

/** Idle this long, a visitor's search is settled (a keyword typed on within it is the same). */
const INTENT_WINDOW_MS = 10_000;
const FOLLOW_UP_MS = SEARCH_INQUIRY_WINDOW_MINUTES * 60_000;
const STORE_INTERVAL_MS = 2_000;
const SETTLE_INTERVAL_MS = 5_000;
const FORGET_INTERVAL_MS = 60 * 60_000;
/** Distinct searches a person makes in a minute at most; a visitor making more is a bot. */
const BOT_SEARCHES_PER_MINUTE = 20;
/** Events taken in per settling: a backlog is worked off over several. */
const SETTLE_BATCH = 2_000;
/** Events kept in memory while the database is away; beyond, the oldest are dropped. */
const BACKLOG_MAX = 10_000;
/** Results a later click is looked for among: five pages. */
const CLICK_POSITIONS = 100;

/**
 * The search log (docs/decisions/0021-search-insight.md). On the request path an event (a
 * search, a product opened, an inquiry) is hashed and pushed; every 2 s they are stored, every
 * 5 s the events of visitors idle for 10 s are settled into the searches they meant and logged,
 * by whichever instance gets there first. Nothing a visitor asked waits on it or fails by it.
 */
export const searchInsightPlugin = fp(
  async (app: FastifyInstance, opts: { retentionMonths: number }) => {
    let buffer: VisitorEvent[] = [];
    let answer: ((search: SearchAsked) => Promise<SearchOutcome>) | null = null;
    const flushes = oneAtATime();
    /** The day this instance last rolled the report's windows to (any instance may have). */
    let rolledTo = '';

    const push = (
      client: Client,
      make: (base: Pick<VisitorEvent, 'at' | 'day' | 'visitor'>) => VisitorEvent,
    ) => {
      // Crawlers' searches and clicks say nothing of what people look for.
      if (isCrawler(client.headers['user-agent'])) return;
      const now = new Date();
      void app.visitorOf(client, now).then((visitor) => {
        buffer.push(
          make({
            at: now.getTime(),
            day: visitor?.day ?? dayInKorea(now),
            visitor: visitor?.hash ?? null,
          }),
        );
      });
    };

    const answered = async (search: SearchAsked): Promise<SearchOutcome> => {
      if (answer === null) throw new Error('no search answers registered');
      const outcome = await answer(search);
      return {
        ...outcome,
        searched: maskPersonalData(outcome.searched),
        ids: outcome.ids.slice(0, CLICK_POSITIONS),
      };
    };

    const store = async () => {
      const taken = buffer;
      buffer = [];
      try {
        await insertEvents(app.db, taken);
      } catch (error) {
        buffer = [...taken, ...buffer].slice(-BACKLOG_MAX);
        throw error;
      }
    };

    const settle = async (all: boolean) => {
      const before = new Date(all ? Date.now() + 1 : Date.now() - INTENT_WINDOW_MS);
      for (;;) {
        const { ids, events } = await settledEvents(app.db, before, SETTLE_BATCH);
        if (ids.length === 0) return;
        const { searches, followUps } = await settleEvents(
          events,
          {
            windowMs: INTENT_WINDOW_MS,
            followUpMs: FOLLOW_UP_MS,
            searchesPerMinute: BOT_SEARCHES_PER_MINUTE,
          },
          {
            answer: answered,
            earlier: (visitor, since) => earlierSearch(app.db, visitor, new Date(since)),
          },
        );
        const written = await writeSearchLog(
          app.db,
          ids,
          searches,
          followUps,
          dayInKorea(new Date()),
        );
        // Another instance logged these first: it has them all, nothing is counted twice.
        if (!written) return;
        if (ids.length < SETTLE_BATCH) return;
      }
    };

    // One flush at a time, each after the one before: a test's or a report's `flush(true)` must
    // not be answered by a timer's flush under way, which leaves the latest events unsettled.
    const flush = (all = false) =>
      flushes.run(async () => {
        await store();
        await settle(all);
        const today = dayInKorea(new Date());
        if (rolledTo !== today) {
          await rollSearchWindows(app.db, today);
          rolledTo = today;
        }
      });

    const forget = async (now = new Date()) => {
      const cutoff = new Date(now);
      cutoff.setMonth(cutoff.getMonth() - opts.retentionMonths);
      await forgetSearches(app.db, dayInKorea(now), dayInKorea(cutoff));
    };

    const logError = (what: string) => (error: unknown) => {
      // An outage, or visitors' reads filling the pool (settling searches yields to them): the
      // events wait for the next try.
      if (isDatabaseUnavailable(error) || causedBy(error, DatabaseBusyError)) return;
      app.log.error({ err: error }, what);
    };
    const timers = [
      setInterval(() => {
        if (flushes.busy()) return;
        store().catch(logError('search events not stored; kept for the next try'));
      }, STORE_INTERVAL_MS),
      setInterval(() => {
        if (flushes.busy()) return;
        flush().catch(logError('search log not written; the events wait for the next try'));
      }, SETTLE_INTERVAL_MS),
      setInterval(() => {
        forget().catch(logError('search log retention failed'));
      }, FORGET_INTERVAL_MS),
    ];
    for (const timer of timers) timer.unref();
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await flushes.idle();
      // Stored, not settled: whichever instance runs next logs them.
      await store().catch(logError('search events not stored at shutdown'));
    });

    const findsNothing = async (searched: string) => {
      if (answer === null) return true;
      const { results } = await answer({
        keyword: searched,
        lang: 'ko',
        category: null,
        place: null,
        sort: 'newest',
      });
      return results === 0;
    };

    app.decorate('searchInsight', {
      searched(client, search) {
        const keyword = maskPersonalData(normalizeQuery(search.keyword));
        if (keyword === '') return;
        push(client, (base) => ({ ...base, kind: 'search', ...search, keyword }));
      },
      opened(client, product) {
        push(client, (base) => ({ ...base, kind: 'open', product }));
      },
      inquired(client, inquiry) {
        push(client, (base) => ({ ...base, kind: 'inquiry', inquiry }));
      },
      answerWith(given) {
        answer = given;
      },
      findsNothing,
      flush,
      forget,
      async digest(from, to) {
        const { empty, inquiryQueries } = await readSearchInsight(
          app.db,
          { from, to },
          dayInKorea(new Date()),
          findsNothing,
        );
        return { empty, inquiryQueries };
      },
    } satisfies SearchInsightService);
  },
);
