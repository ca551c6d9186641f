import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
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
  /** Fill an empty database with demo content on start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where uploaded files go: `local` (a folder on this machine) is the only driver for now. */
  STORAGE_DRIVER: z.enum(['local']).default('local'),
  /** Folder of the `local` storage driver (default: `DATA_DIR/files`). */
  STORAGE_DIR: optionalString,
  /**
   * Signs inquiry unlock tokens. Without it each start picks a random one (tokens then die
   * with the process), so several instances behind one load balancer must share a value.
   */
  INQUIRY_TOKEN_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
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
  /** Mail server for staff notices of new inquiries, e.g. smtps://user:pass@mail.example.com. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Who receives (and sends) the new-inquiry notice; needed with SMTP_URL. */
  NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  /** Behind a reverse proxy, trust X-Forwarded-For for the client address (rate limits). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

/** Parse configuration; a bad value throws an error naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}
