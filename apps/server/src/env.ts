import { isIP } from 'node:net';
import { z } from 'zod';

/** An address, a CIDR, or one of proxy-addr's names for private ranges (as Fastify accepts). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A 32-byte key written as 64 hex characters or as base64 (standard or URL-safe), or null. */
function parseKey32(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(POSTGRES_URL, 'must start with postgres:// or postgresql://').optional(),
  ),
  /**
   * Streaming replicas of DATABASE_URL, comma separated: visitors' catalogue reads go to one
   * that has replayed the latest staff write, everything else to DATABASE_URL (decision 14).
   */
  DATABASE_REPLICA_URL: optionalString.transform((value, ctx) => {
    const urls = value?.split(',').map((url) => url.trim()) ?? [];
    if (urls.length === 0) return undefined;
    // Named by position, never quoted: a URL may hold a password.
    const invalid = urls.flatMap((url, i) => (POSTGRES_URL.test(url) ? [] : [i + 1]));
    if (invalid.length === 0) return urls;
    const which =
      invalid.length === 1
        ? `entry ${invalid.join()} is not`
        : `entries ${invalid.join(', ')} are not`;
    ctx.addIssue({
      code: 'custom',
      message: `must be postgres:// or postgresql:// URLs, comma separated (${which})`,
    });
    return z.NEVER;
  }),
  /** PostgreSQL connections kept open (default: twice this machine's cores). */
  DATABASE_POOL_SIZE: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(200).optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Starts every Redis key and channel, so several sites (or test runs) can share one Redis. */
  /**
   * Entries each public cache store keeps (least recently used out first); 0 turns the caches
   * off, so every read reaches the database (the benchmarks measure uncached reads so).
   */
  CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'letters, digits and _ : . - only')
    .max(64)
    .default(''),
  ADMIN_LOGIN: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(10, 'must be at least 10 characters').optional(),
  ),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(12),
  /** Serve the built web app from this folder in production (default: apps/web/dist). */
  WEB_DIST: optionalString,
  /**
   * The site's public address (`https://www.example.co.kr`), used for canonical links, the
   * sitemap, Open Graph and the keys of kept pages. Required in production; elsewhere
   * `http://localhost:$PORT`. Never taken from a request: Host and X-Forwarded-Host are the
   * client's to write.
   */
  PUBLIC_URL: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://www.example.co.kr',
      })
      .transform((value) => new URL(value))
      .refine((url) => url.pathname === '/' && url.search === '' && url.hash === '', {
        error: 'must be an origin without a path, query or fragment',
      })
      .transform((url) => url.origin)
      .optional(),
  ),
  /** Fill an empty database with demo content on start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Bring the database schema up to date on start (the default). `false` only checks it, for
   * deploy pipelines that run `npm run migrate` as a step of their own.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Where uploaded files go: `local` (a folder on this machine) or `s3` (a bucket, S3_*). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Folder of the `local` driver (default: `DATA_DIR/files`); `storage:migrate` copies from it. */
  STORAGE_DIR: optionalString,
  /** The S3-compatible service's address; unset means AWS itself (from S3_REGION). */
  S3_ENDPOINT: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://s3.ap-northeast-2.amazonaws.com',
      })
      .transform((value) => new URL(value))
      .refine((url) => url.pathname === '/' && url.search === '' && url.hash === '', {
        error: "must be the service's address without a path (the bucket goes in S3_BUCKET)",
      })
      .transform((url) => url.origin)
      .optional(),
  ),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as ap-northeast-2')
    .default('us-east-1'),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), not a URL',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `true` for services that address buckets as `endpoint/bucket` (MinIO, most self-hosted). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Where browsers may fetch image variants straight from the bucket or its CDN
   * (`https://cdn.example.co.kr/media`); without it the server streams them from the bucket.
   */
  S3_PUBLIC_URL: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://cdn.example.co.kr',
      })
      .transform((value) => new URL(value))
      .refine((url) => url.search === '' && url.hash === '', {
        error: 'must be a base URL without a query or fragment',
      })
      .transform((url) => url.href.replace(/\/+$/, ''))
      .optional(),
  ),
  /**
   * Signs inquiry unlock tokens. Without it each start picks a random one (tokens then die
   * with the process), so several instances behind one load balancer must share a value.
   */
  INQUIRY_TOKEN_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * Signs the spam defence's proof-of-work challenges (and keys the hash of a network's
   * prefix). Without it each start picks a random one, as INQUIRY_TOKEN_SECRET does: several
   * instances must share a value, or a challenge issued by one is refused by another.
   */
  SPAM_CHALLENGE_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Seconds between a form's challenge and its submission below which it is quarantined. */
  SPAM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  /**
   * Days an inquiry keeps its writer's name, e-mail and phone after it was answered (or
   * received, if never answered); then they are erased. The privacy page states this period.
   */
  INQUIRY_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365 * 100)
    .default(365 * 3),
  /**
   * Months the statistics keep their detail: each search of the search log (what was typed, what
   * followed), and each day's visitor breakdown (pages, referrers, devices, languages); then only
   * the daily counts remain (decisions 21 and 22).
   */
  STATISTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  /**
   * Encrypts staff TOTP secrets (AES-256-GCM): 32 bytes as 64 hex characters or base64. Without
   * it the embedded database keeps a generated key in DATA_DIR; PostgreSQL cannot enrol 2FA.
   */
  TOTP_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .transform((value, ctx) => {
        const key = parseKey32(value);
        if (key === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be 32 bytes as 64 hex characters or base64 (openssl rand -hex 32)',
          });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
  ),
  /**
   * Mail server of the notification outbox (decision 19), e.g. smtps://user:pass@mail.example.com;
   * without it nothing is queued or sent.
   */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /**
   * Text messages through Solapi (decision 24): the API key and secret of its console; without
   * both no text is queued or sent. `SOLAPI_URL` is its API's origin (tests point it elsewhere).
   */
  SOLAPI_API_KEY: optionalString,
  SOLAPI_API_SECRET: optionalString,
  SOLAPI_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.solapi.com'),
  /**
   * Where IndexNow notifications go (decision 23): the shared endpoint, which passes them on to
   * Naver, Bing and the other engines that take part. Sent only once staff turn them on.
   */
  INDEXNOW_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.indexnow.org/indexnow'),
  /** An address told of every new inquiry, beside the staff who asked for it on their account page. */
  NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  /** The sender of notices; by default NOTIFY_EMAIL, else no-reply@ the PUBLIC_URL's host. */
  MAIL_FROM: optionalString.pipe(z.email().optional()),
  /**
   * Behind a reverse proxy: which X-Forwarded-For hops to trust for the client address (rate
   * limits). A hop count (`1` for one nginx) or the proxies' addresses and CIDRs, comma
   * separated; `false` (the default) uses the connection's address. `true` is refused: it would
   * take the left-most entry, which the client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): number | string[] | false => {
      if (value === 'false' || value === '' || value === '0') return false;
      if (/^[1-9]\d?$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const invalid =
        value === 'true' ? [value] : entries.filter((entry) => !isProxyAddress(entry));
      if (invalid.length === 0) return entries;
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'true would trust any X-Forwarded-For a client sends: give the number of proxies in front (1 for one nginx) or their addresses'
            : `not a hop count, an IP address or a CIDR: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }),
  /**
   * Serve Prometheus metrics on a listener of their own at this port (unset: no metrics), never
   * on the public port: nothing in front of the site has to hide them (decision 11).
   */
  METRICS_PORT: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(65_535).optional(),
  ),
  /** Address of the metrics listener: loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Path of the metrics on their listener. */
  METRICS_PATH: z
    .string()
    .trim()
    .regex(/^\/[\w./-]*$/, 'must be a path such as /metrics')
    .default('/metrics'),
  /**
   * Seconds the event loop may stand still before the process kills itself so that its
   * supervisor restarts it (watchdog.ts); 0 turns the watchdog off. Default 10, and off in
   * development, where a debugger's breakpoint stops the loop too.
   */
  WATCHDOG_SECONDS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(3_600).optional(),
  ),
});

/** The S3 settings `STORAGE_DRIVER=s3` cannot start without. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Rules that involve several variables. */
const configSchema = envSchema
  .refine(
    (env) =>
      env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT,
    {
      path: ['METRICS_PORT'],
      error: 'must differ from PORT: metrics are never served on the public port',
    },
  )
  .refine((env) => env.DATABASE_REPLICA_URL === undefined || env.DATABASE_URL !== undefined, {
    path: ['DATABASE_REPLICA_URL'],
    error:
      'needs DATABASE_URL: replicas copy a PostgreSQL primary, which the embedded database is not',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    error:
      'required in production: the origin visitors use, such as https://www.example.co.kr (npm start sets http://localhost:$PORT)',
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER !== 's3') return;
    for (const name of S3_REQUIRED) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE_DRIVER=s3' });
      }
    }
  })
  // Last: a transform would stop the checks above from naming every bad variable at once.
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.output<typeof configSchema>;

/** Every variable the server reads (deploy/env.example lists each). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** Parse configuration; a bad value throws an error naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}
