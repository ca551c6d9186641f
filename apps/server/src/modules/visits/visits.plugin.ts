import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { Env } from '../../env.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { type VisitCounter, createVisitCounter } from './visit-counter.ts';
import { deleteVisitDetailsBefore } from './visits.repository.ts';

/** Expiry is counted in days: checking hourly deletes within an hour of the due time. */
const RETENTION_INTERVAL_MS = 3_600_000;

/** The first day still kept `months` months before `today` (both `YYYY-MM-DD`, Korea). */
export function retentionStart(today: string, months: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  // A day the earlier month lacks (31 May → 31 Feb) rolls into the next: keeps a day more.
  return new Date(Date.UTC(year, month - 1 - months, day)).toISOString().slice(0, 10);
}

/** Deletes the breakdowns of days older than the retention period; answers how many rows. */
export function deleteExpiredVisitDetails(db: Db, months: number, now = new Date()) {
  return deleteVisitDetailsBefore(db, retentionStart(dayInKorea(now), months));
}

declare module 'fastify' {
  interface FastifyInstance {
    visits: VisitCounter;
  }
}

/**
 * The visit counter of this instance (written out when the app closes, so no view is lost on
 * shutdown) and the hourly deletion of breakdowns past STATISTICS_RETENTION_MONTHS.
 */
export const visitsPlugin = fp(
  (app: FastifyInstance, opts: { env: Env; retentionIntervalMs?: number | undefined }) => {
    const onError = (error: unknown) => {
      // An outage is reported once by the database status; anything else is a bug worth a line.
      if (isDatabaseUnavailable(error)) app.dbStatus.lost(error);
      else app.log.error({ err: error }, 'writing visit statistics failed');
    };
    const counter = createVisitCounter({
      db: app.db,
      visitorOf: (request, now) => app.visitorOf(request, now),
      log: app.log,
      siteOrigin: opts.env.PUBLIC_URL,
      onError,
    });
    app.decorate('visits', counter);

    let running: Promise<void> | null = null;
    const expire = () => {
      running ??= deleteExpiredVisitDetails(app.db, opts.env.STATISTICS_RETENTION_MONTHS)
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'visit statistics past retention deleted');
        })
        .catch(onError)
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      expire();
      timer = setInterval(expire, opts.retentionIntervalMs ?? RETENTION_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await counter.stop();
    });
  },
);
