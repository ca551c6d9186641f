import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { deleteQuarantinedBefore, eraseExpiredPersonalData } from './inquiry.repository.ts';

const DAY_MS = 86_400_000;
/** Expiry is counted in days, so checking hourly erases within an hour of the due time. */
const DEFAULT_INTERVAL_MS = 3_600_000;
/** Rows per statement: a backlog (the first run on an old database) never holds locks long. */
const BATCH = 500;

/**
 * Erases the name, e-mail and phone of every inquiry whose retention period has ended,
 * counted from when it was answered (or received, if never answered), as the privacy page
 * states. Returns how many inquiries were anonymised.
 */
export async function erasePersonalDataOlderThan(
  db: Db,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - retentionDays * DAY_MS);
  let erased = 0;
  for (;;) {
    const batch = await eraseExpiredPersonalData(db, cutoff, BATCH);
    erased += batch;
    if (batch < BATCH) return erased;
  }
}

/** Days a quarantined inquiry (스팸 보관함) waits for staff before it is deleted. */
export const QUARANTINE_DAYS = 30;

/** Deletes quarantined inquiries older than QUARANTINE_DAYS; returns how many. */
export async function deleteExpiredQuarantine(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - QUARANTINE_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteQuarantinedBefore(db, cutoff, BATCH);
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}

/**
 * Runs the erasure when the app is ready and then every hour. Instances may overlap: a row
 * erased by one is no longer selected by another.
 */
export const inquiryRetentionPlugin = fp(
  (app: FastifyInstance, opts: { retentionDays: number; intervalMs?: number }) => {
    let running: Promise<void> | null = null;
    const run = () => {
      running ??= erasePersonalDataOlderThan(app.db, opts.retentionDays)
        .then(async (erased) => {
          const spamDeleted = await deleteExpiredQuarantine(app.db);
          if (spamDeleted > 0) app.log.info({ spamDeleted }, 'quarantined inquiries deleted');
          if (erased === 0) return;
          app.log.info({ erased }, 'inquiry personal data erased after the retention period');
          await dropAfterWrite(app.cache, 'inquiry');
        })
        .catch((error: unknown) => {
          // An outage is reported by the database status; the next run catches up.
          if (isDatabaseUnavailable(error)) app.dbStatus.lost(error);
          else app.log.error({ err: error }, 'erasing expired inquiry personal data failed');
        })
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      run();
      timer = setInterval(run, opts.intervalMs ?? DEFAULT_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
);
