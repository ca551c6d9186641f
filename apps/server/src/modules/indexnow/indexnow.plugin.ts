import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import { readIndexNowSettings, recordPing, writeIndexNowSettings } from './indexnow.repository.ts';

export interface IndexNowService {
  /** The site's origin, the addresses' and the key file's. */
  publicUrl: string;
  /**
   * Staff published, changed or removed these products, posts or pages (by slug): search
   * engines are told of their addresses, Korean and English, within seconds, if the site tells
   * them. Never throws, never waits.
   */
  changed(what: Changed): void;
  settings(): Promise<{ enabled: boolean; key: string }>;
  setEnabled(enabled: boolean): Promise<void>;
  /** Sends what is waiting now, after any sending under way. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    indexNow: IndexNowService;
  }
}

export interface Changed {
  products?: readonly number[];
  posts?: readonly number[];
  pages?: readonly string[];
}

/** A page's addresses: its own and its English one (`?lang=en`, decision 17). */
const bothLanguages = (path: string) => [path, `${path}?lang=en`];

/** The public addresses of what changed, as the sitemap lists them. */
const pathsOf = ({ products = [], posts = [], pages = [] }: Changed) => [
  ...products.flatMap((id) => bothLanguages(`/product/detail/${String(id)}`)),
  ...posts.flatMap((id) => bothLanguages(`/board/view/${String(id)}`)),
  ...pages.flatMap((slug) => bothLanguages(slug === 'home' ? '/' : `/${slug}`)),
];

const CACHE = 'indexnow';
/** Read at every send and key-file request; a change drops it on every instance. */
const CACHE_MS = 60_000;
/** Changes are gathered this long, so a burst of edits is one notification. */
const SEND_INTERVAL_MS = 10_000;
/** The protocol's limit of addresses per notification. */
const URLS_PER_REQUEST = 10_000;
/** Addresses waiting at most (an endpoint away for long); past it new ones are dropped. */
const PENDING_MAX = 50_000;
/** Tries of a notification the endpoint could not take (unreachable, 429, 5xx). */
const TRIES = 3;
const TIMEOUT_MS = 10_000;

export interface IndexNowOptions {
  /** `PUBLIC_URL`: the host the addresses and the key file are on. */
  publicUrl: string;
  /** `INDEXNOW_ENDPOINT`. */
  endpoint: string;
}

/**
 * IndexNow notifications (decision 23). Writes name the pages they changed; every 10 s the
 * instance that took them sends them in one request, with the site's key, whose file
 * `/<key>.txt` proves the site sent it. Nothing is sent while the site has it off.
 */
export const indexNowPlugin = fp(async (app: FastifyInstance, opts: IndexNowOptions) => {
  const origin = opts.publicUrl.replace(/\/$/, '');
  const host = new URL(origin).host;
  const memo = app.cache.memo<{ enabled: boolean; key: string }>(CACHE, CACHE_MS);
  let pending = new Set<string>();
  let retries: { paths: string[]; tries: number }[] = [];
  const sendings = oneAtATime();

  const settings = async () => {
    const found = await memo.get('site', () =>
      readIndexNowSettings(app.db, () => randomBytes(16).toString('hex')),
    );
    if (found === null) throw new Error('IndexNow settings could not be read');
    return found;
  };

  /** One request; answers whether to try it again. */
  const send = async (paths: string[], key: string, tries: number) => {
    let status: number | null = null;
    let detail: string | null = null;
    try {
      const response = await fetch(opts.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          host,
          key,
          keyLocation: `${origin}/${key}.txt`,
          urlList: paths.map((path) => `${origin}${path}`),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      const text = (await response.text()).slice(0, 500);
      if (!response.ok) detail = text || response.statusText;
    } catch (error) {
      detail = error instanceof Error ? error.message : String(error);
    }
    // 429 and 5xx say "later"; 400, 403 (key not valid) and 422 (not this host) will not change.
    const passing = status === null || status === 429 || status >= 500;
    const again = passing && tries + 1 < TRIES;
    const accepted = status !== null && status >= 200 && status < 300;
    await recordPing(app.db, {
      urlCount: paths.length,
      urls: paths.map((path) => `${origin}${path}`),
      status,
      outcome: accepted ? 'sent' : again ? 'retrying' : 'failed',
      detail,
    });
    if (!accepted && !again) {
      app.log.warn({ status, detail, urls: paths.length }, 'IndexNow notification refused');
    }
    return again;
  };

  const sendWaiting = async () => {
    const { enabled, key } = await settings();
    const fresh = [...pending];
    pending = new Set();
    const batches = retries;
    retries = [];
    if (!enabled) return;
    for (let at = 0; at < fresh.length; at += URLS_PER_REQUEST) {
      batches.push({ paths: fresh.slice(at, at + URLS_PER_REQUEST), tries: 0 });
    }
    for (const batch of batches) {
      if (await send(batch.paths, key, batch.tries)) {
        retries.push({ paths: batch.paths, tries: batch.tries + 1 });
      }
    }
  };

  // One sending at a time, each after the one before.
  const flush = () => sendings.run(sendWaiting);

  const timer = setInterval(() => {
    if (sendings.busy() || (pending.size === 0 && retries.length === 0)) return;
    flush().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) app.log.error({ err: error }, 'IndexNow not sent');
    });
  }, SEND_INTERVAL_MS);
  timer.unref();
  // What waits at shutdown is dropped: the sitemap's dates still tell the engines.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sendings.idle();
  });

  app.decorate('indexNow', {
    publicUrl: origin,
    changed(what) {
      for (const path of pathsOf(what)) {
        if (pending.size >= PENDING_MAX) return;
        pending.add(path);
      }
    },
    settings,
    async setEnabled(enabled) {
      const { key } = await settings();
      await writeIndexNowSettings(app.db, { enabled, key });
      await app.cache.invalidate(`${CACHE}:`);
    },
    flush,
  } satisfies IndexNowService);
});
