import type { ContentLanguage } from '@app/contract/content-language';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { Env } from '../../env.ts';
import { addDays, weekOf } from '../../lib/calendar-days.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { UNNAMED_SITE, findSiteSettings, publicSite } from '../site/site.repository.ts';
import {
  type MailMessage,
  type MessageFacts,
  type SearchDigest,
  mailMessage,
} from './mail-message.ts';
import {
  type NotificationInsert,
  claimDue,
  findAnswerTexting,
  findAnswerWatcher,
  findDigestToken,
  findInquiryTitle,
  findWatchers,
  insertNotifications,
  settleAttempt,
} from './notification.repository.ts';
import { textNotBefore } from './quiet-hours.ts';
import { type TextDriver, solapiDriver } from './text-driver.ts';
import { answerText, newInquiryText } from './text-message.ts';
import { readTextSettings } from './text-settings.repository.ts';

/**
 * The outbox's service: queueing is done inside the caller's transaction (`tx`), so a message
 * exists exactly when what caused it was committed; `wake` after the commit sends it at once.
 */
export interface Notifications {
  /** Whether mail is configured (`SMTP_URL`); without it nothing is queued. */
  readonly emailConfigured: boolean;
  /** Whether texts can be sent (the provider's credentials); without them none is queued. */
  readonly textConfigured: boolean;
  /** Whether texts are sent: credentials and a sender number (the inquiry form offers them). */
  textsSent: () => Promise<boolean>;
  /**
   * Queues the new-inquiry notice for the staff who asked for it (and NOTIFY_EMAIL), and a text
   * for each number the text settings name.
   */
  queueNewInquiry: (tx: Db, inquiryId: number) => Promise<number>;
  /** Queues the answer's notice for the inquiry's writer, if they asked for it. */
  queueAnswer: (tx: Db, inquiryId: number) => Promise<number>;
  /**
   * From Monday 09:00 in Korea, queues the week before's search digest for the staff who asked
   * for it (once per address and week, whichever instance gets there first); the worker's timer
   * calls it.
   */
  queueSearchDigests: (now?: Date) => Promise<number>;
  /** Runs the worker now (after a commit that queued mail). */
  wake: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export interface NotificationOptions {
  env: Pick<
    Env,
    | 'SMTP_URL'
    | 'NOTIFY_EMAIL'
    | 'MAIL_FROM'
    | 'PUBLIC_URL'
    | 'SOLAPI_API_KEY'
    | 'SOLAPI_API_SECRET'
    | 'SOLAPI_URL'
  >;
  /** How often the worker looks for due messages besides being woken (30 s). */
  intervalMs?: number;
  /** Waits before the 2nd, 3rd, … attempt; after the last the message fails (1 min, 5, 30, 2 h). */
  retryDelaysMs?: readonly number[];
}

/** What messages name the site by. */
interface SiteIdentity {
  names: Record<ContentLanguage, string>;
  logo: MessageFacts['logo'];
}

export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;
/** The digest goes out on Mondays from this hour in Korea, about the week that just ended. */
const DIGEST_HOUR = 9;
/** Queries each list of the digest names. */
const DIGEST_ROWS = 10;
const DEFAULT_INTERVAL_MS = 30_000;
const BATCH = 10;
/**
 * A claimed row is this worker's for this long; the transport's timeouts end every attempt
 * well before, so another instance takes a row over only when its worker died.
 */
export const LEASE_MS = 120_000;
const TRANSPORT_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** The mail server's answer or the error, as the admin shows it. */
function describeFailure(error: unknown): { text: string; permanent: boolean } {
  if (!(error instanceof Error)) return { text: String(error), permanent: false };
  const code: unknown = Reflect.get(error, 'responseCode');
  const response: unknown = Reflect.get(error, 'response');
  // A 5xx answer (no such mailbox, refused) will not change by trying again.
  const permanent = typeof code === 'number' && code >= 500 && code < 600;
  return { text: typeof response === 'string' ? response : error.message, permanent };
}

export const notificationPlugin = fp((app: FastifyInstance, opts: NotificationOptions) => {
  const { env } = opts;
  const delays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const transport =
    env.SMTP_URL === undefined
      ? null
      : nodemailer.createTransport({ url: env.SMTP_URL, ...TRANSPORT_TIMEOUTS });
  const texter: TextDriver | null =
    env.SOLAPI_API_KEY === undefined || env.SOLAPI_API_SECRET === undefined
      ? null
      : solapiDriver({
          url: env.SOLAPI_URL,
          apiKey: env.SOLAPI_API_KEY,
          apiSecret: env.SOLAPI_API_SECRET,
        });
  const origin = env.PUBLIC_URL;
  const from = env.MAIL_FROM ?? env.NOTIFY_EMAIL ?? `no-reply@${new URL(origin).hostname}`;

  /**
   * Texts to these numbers about an inquiry, due when the quiet hours allow; none where texts
   * are not sent (no credentials, no sender number).
   */
  async function texts(
    tx: Db,
    kind: NotificationInsert['kind'],
    inquiryId: number,
    to: { phone: string; language: ContentLanguage }[],
  ): Promise<NotificationInsert[]> {
    if (texter === null || to.length === 0) return [];
    const settings = await readTextSettings(tx);
    if (settings.sender === null) return [];
    const due = textNotBefore(new Date(), settings.quietHours);
    return to.map(({ phone, language }) => ({
      kind,
      channel: 'text' as const,
      recipient: phone,
      language,
      inquiryId,
      nextAttemptAt: due,
    }));
  }

  async function queueNewInquiry(tx: Db, inquiryId: number): Promise<number> {
    const staff = texter === null ? [] : (await readTextSettings(tx)).recipients;
    const rows = await texts(
      tx,
      'inquiry_received',
      inquiryId,
      [...new Set(staff)].map((phone) => ({ phone, language: 'ko' as const })),
    );
    if (transport === null) return insertNotifications(tx, rows);
    const seen = new Set<string>();
    const add = (email: string, language: ContentLanguage) => {
      const key = email.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      rows.push({ kind: 'inquiry_received', recipient: email, language, inquiryId });
    };
    for (const watcher of await findWatchers(tx, 'newInquiries')) {
      if (watcher.email !== null) add(watcher.email, watcher.language);
    }
    if (env.NOTIFY_EMAIL !== undefined) add(env.NOTIFY_EMAIL, 'ko');
    return insertNotifications(tx, rows);
  }

  async function queueAnswer(tx: Db, inquiryId: number): Promise<number> {
    const texting = texter === null ? null : await findAnswerTexting(tx, inquiryId);
    const rows = await texts(tx, 'inquiry_answered', inquiryId, texting === null ? [] : [texting]);
    const watcher = transport === null ? null : await findAnswerWatcher(tx, inquiryId);
    if (watcher !== null) {
      rows.push({
        kind: 'inquiry_answered',
        recipient: watcher.email,
        language: watcher.language,
        inquiryId,
      });
    }
    return insertNotifications(tx, rows);
  }

  // The week last queued by this instance: the rest of the week costs no query.
  let digestQueued: string | null = null;
  async function queueSearchDigests(now = new Date()): Promise<number> {
    if (transport === null) return 0;
    // Korea's wall clock: the day, and the hour of a date shifted by its nine hours.
    const today = dayInKorea(now);
    const hour = new Date(now.getTime() + 9 * 3_600_000).getUTCHours();
    const period = addDays(weekOf(today), -7);
    if (today !== weekOf(today) || hour < DIGEST_HOUR || digestQueued === period) return 0;
    const rows: NotificationInsert[] = [];
    const grade = await app.statisticsAccess.grade();
    for (const watcher of await findWatchers(app.db, 'searchDigest', grade)) {
      if (watcher.email === null) continue;
      rows.push({
        kind: 'search_digest',
        recipient: watcher.email,
        language: watcher.language,
        period,
      });
    }
    const queued = await insertNotifications(app.db, rows);
    digestQueued = period;
    return queued;
  }

  /** The digest of the week from Monday `period`, read once per run of the worker. */
  const digestOf = async (period: string): Promise<SearchDigest> => {
    const { empty, inquiryQueries } = await app.searchInsight.digest(period, addDays(period, 6));
    return {
      from: period,
      to: addDays(period, 6),
      empty: empty.slice(0, DIGEST_ROWS).map((q) => ({ searched: q.searched, count: q.empty })),
      inquiries: inquiryQueries
        .slice(0, DIGEST_ROWS)
        .map((q) => ({ searched: q.searched, count: q.inquiries })),
    };
  };

  type Claimed = Awaited<ReturnType<typeof claimDue>>[number];
  /**
   * A row's message, with the headers it needs; a sentence saying why it cannot be sent when
   * what it names is gone (the inquiry deleted, the digest no longer wanted).
   */
  async function compose(
    row: Claimed,
    site: SiteIdentity,
    digests: Map<string, Promise<SearchDigest>>,
  ): Promise<{ message: MailMessage; headers: Record<string, string> } | string> {
    const common = {
      language: row.language,
      siteName: site.names[row.language],
      origin,
      logo: site.logo,
    };
    if (row.kind === 'search_digest') {
      const token = await findDigestToken(app.db, row.recipient);
      if (token === null || row.period === null)
        return 'the recipient no longer asks for the digest';
      const unsubscribe = `${origin}/api/data/v1/notification/digest/unsubscribe?token=${token}`;
      if (!digests.has(row.period)) digests.set(row.period, digestOf(row.period));
      const digest = await (digests.get(row.period) as Promise<SearchDigest>);
      return {
        message: mailMessage({ ...common, kind: row.kind, digest, unsubscribe }),
        // One-click unsubscribe from the mail program itself (RFC 8058).
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    }
    const inquiry = row.inquiryId === null ? null : await findInquiryTitle(app.db, row.inquiryId);
    if (inquiry === null) return 'the inquiry no longer exists';
    return { message: mailMessage({ ...common, kind: row.kind, inquiry }), headers: {} };
  }

  /** The site's name in each language and its logo's smallest rendition, as messages show them. */
  const siteIdentity = async (): Promise<SiteIdentity> => {
    const settings = await findSiteSettings(app.db);
    const korean = publicSite(settings, 'ko');
    return {
      names: {
        ko: korean.name ?? UNNAMED_SITE.ko,
        en: publicSite(settings, 'en').name ?? UNNAMED_SITE.en,
      },
      logo: korean.logo?.variants[0] ?? null,
    };
  };

  /** Sends one claimed text and records the outcome; one in the quiet hours waits for their end. */
  async function deliverText(row: Claimed, siteName: string) {
    if (texter === null) return;
    const texts = await readTextSettings(app.db);
    const now = new Date();
    const due = textNotBefore(now, texts.quietHours);
    if (due > now) {
      await settleAttempt(app.db, row.id, row.attempts, {
        status: 'pending',
        response: 'waiting for the end of the quiet hours',
        retryInMs: due.getTime() - now.getTime(),
      });
      return;
    }
    const inquiry = row.inquiryId === null ? null : await findInquiryTitle(app.db, row.inquiryId);
    if (inquiry === null || texts.sender === null) {
      const response = texts.sender === null ? 'no sender number' : 'the inquiry no longer exists';
      await settleAttempt(app.db, row.id, row.attempts, { status: 'failed', response });
      return;
    }
    const received = row.kind === 'inquiry_received';
    const { text, variables } = received
      ? newInquiryText({ siteName, origin, inquiry })
      : answerText({ siteName, origin, inquiryId: inquiry.id, language: row.language });
    // The templates are Korean: an English writer's notice, or one without a template, is a text.
    const templateId = received ? texts.alimtalk?.templateId : texts.alimtalk?.answerTemplateId;
    const alimtalk =
      texts.alimtalk === null || templateId == null || row.language !== 'ko'
        ? null
        : { pfId: texts.alimtalk.pfId, templateId, variables };
    const outcome = await texter.send({ to: row.recipient, from: texts.sender, text, alimtalk });
    const delay = delays[row.attempts - 1];
    if (outcome.ok) {
      await settleAttempt(app.db, row.id, row.attempts, {
        status: 'sent',
        response: outcome.response,
      });
    } else if (outcome.permanent || delay === undefined) {
      await settleAttempt(app.db, row.id, row.attempts, {
        status: 'failed',
        response: outcome.response,
      });
    } else {
      // The next try, past the quiet hours if it would fall in them.
      const next = textNotBefore(new Date(now.getTime() + delay), texts.quietHours);
      await settleAttempt(app.db, row.id, row.attempts, {
        status: 'retrying',
        response: outcome.response,
        retryInMs: next.getTime() - now.getTime(),
      });
    }
    if (!outcome.ok) {
      app.log.warn(
        { notificationId: row.id, attempt: row.attempts, response: outcome.response },
        'text not sent',
      );
    }
  }

  /** Sends one claimed row and records the outcome. */
  async function deliver(
    row: Claimed,
    site: SiteIdentity,
    digests: Map<string, Promise<SearchDigest>>,
  ) {
    if (row.channel === 'text') {
      await deliverText(row, site.names.ko);
      return;
    }
    if (transport === null) return;
    const { names } = site;
    const composed = await compose(row, site, digests);
    if (typeof composed === 'string') {
      await settleAttempt(app.db, row.id, row.attempts, { status: 'failed', response: composed });
      return;
    }
    const { message, headers } = composed;
    try {
      const info = await transport.sendMail({
        from: { name: names[row.language], address: from },
        to: row.recipient,
        ...message,
        headers: {
          'Auto-Submitted': 'auto-generated',
          'Content-Language': row.language,
          ...headers,
        },
      });
      const response: unknown = Reflect.get(info, 'response');
      await settleAttempt(app.db, row.id, row.attempts, {
        status: 'sent',
        response: typeof response === 'string' ? response : 'sent',
      });
    } catch (error) {
      const failure = describeFailure(error);
      const delay = delays[row.attempts - 1];
      await settleAttempt(
        app.db,
        row.id,
        row.attempts,
        failure.permanent || delay === undefined
          ? { status: 'failed', response: failure.text }
          : { status: 'retrying', response: failure.text, retryInMs: delay },
      );
      app.log.warn(
        { notificationId: row.id, attempt: row.attempts, response: failure.text },
        'notification not sent',
      );
    }
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  // An object, since a wake while a drain runs changes it between the drain's awaits.
  const woken = { again: false };
  const wokenAgain = () => woken.again;

  async function drain() {
    for (;;) {
      woken.again = false;
      const claimed = await claimDue(app.db, BATCH, LEASE_MS);
      if (claimed.length > 0) {
        const site = await siteIdentity();
        const digests = new Map<string, Promise<SearchDigest>>();
        for (const row of claimed) await deliver(row, site, digests);
      }
      if (stopped || (claimed.length < BATCH && !wokenAgain())) return;
    }
  }

  const wake = () => {
    if ((transport === null && texter === null) || stopped) return;
    if (running !== null) {
      woken.again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        // An outage is reported by the database status; the next run catches up.
        if (isDatabaseUnavailable(error)) app.dbStatus.lost(error);
        else app.log.error({ err: error }, 'notification worker failed');
      })
      .finally(() => {
        running = null;
        // Woken after the last claim found nothing: that commit's mail is due now.
        if (woken.again) wake();
      });
  };

  app.decorate('notifications', {
    emailConfigured: transport !== null,
    textConfigured: texter !== null,
    async textsSent() {
      return texter !== null && (await readTextSettings(app.readDb)).sender !== null;
    },
    queueNewInquiry,
    queueAnswer,
    queueSearchDigests,
    wake,
  } satisfies Notifications);

  let timer: NodeJS.Timeout | undefined;
  let queueing: Promise<unknown> | undefined;
  app.addHook('onReady', () => {
    if (transport === null && texter === null) return;
    const tick = () => {
      queueing = queueSearchDigests()
        .catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) app.log.error({ err: error }, 'digest not queued');
        })
        .finally(wake);
    };
    tick();
    timer = setInterval(tick, opts.intervalMs ?? DEFAULT_INTERVAL_MS);
    timer.unref();
  });
  // The attempt under way ends (its timeouts bound it) and is recorded; nothing new begins.
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await queueing;
    await running;
    transport?.close();
  });
});
