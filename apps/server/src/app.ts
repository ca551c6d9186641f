import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { auditTrail } from './modules/audit/audit-trail.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { adminBoardRoutes, publicBoardListRoutes } from './modules/board/board.routes.ts';
import { adminPostRoutes, publicPostRoutes } from './modules/board/post.routes.ts';
import { adminCategoryRoutes, publicCategoryRoutes } from './modules/category/category.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { challengeRoutes } from './modules/spam/challenge.routes.ts';
import { inquiryRetentionPlugin } from './modules/inquiry/inquiry-retention.ts';
import { adminInquiryRoutes, publicInquiryRoutes } from './modules/inquiry/inquiry.routes.ts';
import { imageUsagePlugin } from './modules/image/image-usage.ts';
import { adminImageRoutes, mediaRoutes } from './modules/image/image.routes.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { notificationPlugin } from './modules/notification/notification.plugin.ts';
import {
  adminNotificationRoutes,
  publicNotificationRoutes,
} from './modules/notification/notification.routes.ts';
import { textSettingsRoutes } from './modules/notification/text-settings.routes.ts';
import { adminPageRoutes, publicPageRoutes } from './modules/page/page.routes.ts';
import { adminProductImportRoutes } from './modules/product/import/product-import.routes.ts';
import { productViewsPlugin } from './modules/product/product-views.ts';
import { visitsPlugin } from './modules/visits/visits.plugin.ts';
import { statisticsAccessRoutes } from './modules/statistics-access/statistics-access.routes.ts';
import { adminVisitRoutes, publicVisitRoutes } from './modules/visits/visits.routes.ts';
import { adminSynonymRoutes, publicSearchRoutes } from './modules/search/search.routes.ts';
import { adminHomeSectionsRoutes } from './modules/home/home-sections.routes.ts';
import { adminMenuRoutes, publicMenuRoutes } from './modules/menu/menu.routes.ts';
import { siteAnalyticsRoutes } from './modules/site/analytics.routes.ts';
import { siteIconRoutes } from './modules/site/icon.routes.ts';
import { siteManifestRoutes } from './modules/site/manifest.routes.ts';
import {
  adminSiteDemoRoutes,
  adminSiteRoutes,
  publicSiteRoutes,
} from './modules/site/site.routes.ts';
import { adminSearchInsightRoutes } from './modules/search-insight/search-insight.routes.ts';
import { searchInsightPlugin } from './modules/search-insight/search-insight.plugin.ts';
import { searchPlugin } from './modules/search/search.plugin.ts';
import { siteFontPlugin } from './modules/site-font/site-font.plugin.ts';
import { siteFontRoutes } from './modules/site-font/site-font.routes.ts';
import { adminProductRoutes, publicProductRoutes } from './modules/product/product.routes.ts';
import { adminPlaceRoutes, publicPlaceRoutes } from './modules/place/place.routes.ts';
import { adminPopupRoutes, publicPopupRoutes } from './modules/popup/popup.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { indexNowPlugin } from './modules/indexnow/indexnow.plugin.ts';
import { policyPlugin } from './modules/policy/policy.plugin.ts';
import { adminPolicyRoutes, publicPolicyRoutes } from './modules/policy/policy.routes.ts';
import { adminIndexNowRoutes, indexNowKeyRoutes } from './modules/indexnow/indexnow.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { twoFactorLoginRoutes } from './modules/two-factor/two-factor-login.routes.ts';
import { twoFactorGate, twoFactorPlugin } from './modules/two-factor/two-factor.plugin.ts';
import {
  ownTwoFactorRoutes,
  twoFactorPolicyRoutes,
} from './modules/two-factor/two-factor.routes.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { statisticsAccessPlugin } from './plugins/app/statistics-access.ts';
import { cachePlugin } from './plugins/app/cache.ts';
import { compressionPlugin } from './plugins/app/compression.ts';
import { dbPlugin } from './plugins/app/db.ts';
import { docsPlugin } from './plugins/external/docs.ts';
import { drainingPlugin } from './plugins/app/draining.ts';
import { errorsPlugin, frameworkErrors } from './plugins/app/errors.ts';
import { loadSheddingPlugin } from './plugins/external/load-shedding.ts';
import { metricsPlugin } from './plugins/external/metrics.ts';
import { redisPlugin } from './plugins/external/redis.ts';
import { visitorPlugin } from './plugins/app/visitor.ts';
import { trustedProxies } from './lib/trusted-proxies.ts';
import { replicaReadsPlugin } from './plugins/app/replica-reads.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { storableTextPlugin } from './plugins/app/storable-text.ts';
import { storagePlugin } from './plugins/app/storage.ts';
import { type ThrottleOptions, throttlePlugin } from './plugins/external/throttle.ts';
import {
  type SpamGuardOptions,
  randomSpamSecret,
  spamGuardPlugin,
} from './plugins/app/spam-guard.ts';
import { earlyResponse } from './plugins/app/early-response.ts';
import { webAppPlugin } from './plugins/app/web-app.ts';
import { createStorage, mediaOrigin } from './storage/create-storage.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve, or null for the API alone. */
  webRoot?: string | null;
  /** Entries each in-memory cache keeps (2,000); 0 keeps none, so a benchmark measures the uncached work. */
  cacheEntries?: number;
  /** How often inquiries past their retention period are anonymised (hourly). */
  retentionIntervalMs?: number;
  /** How often the notification worker looks for due messages besides being woken (30 s). */
  notificationIntervalMs?: number;
  /** The notification worker's waits between attempts (1 min, 5, 30, 2 h). */
  notificationRetryDelaysMs?: readonly number[];
  /** Event-loop delay above which public reads are shed (250 ms); 0 turns that signal off. */
  maxEventLoopDelayMs?: number;
  /** The wait before a wrong password or code is answered (tests that count guesses skip it). */
  guessDelayMs?: ThrottleOptions['guessDelayMs'];
  /** The proof of work's difficulty (tests make it cheap). */
  spamGuard?: Pick<SpamGuardOptions, 'cost' | 'baseCounter'>;
}

/** JSON bodies above this are refused with 413 (uploads have their own limits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Slow clients: a socket that has not sent its whole header within 10 s is closed (checked
 * every second), and a request, upload included, must arrive within 2 minutes (20 MB at about
 * 1.3 Mbit/s). Idle keep-alive connections stay open 72 s (Fastify's default), longer than a
 * reverse proxy's usual 60 s, so the proxy, not the server, closes them.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 120_000;

export async function buildApp(options: AppOptions) {
  const { env, database } = options;
  const door = earlyResponse();
  const app = Fastify({
    serverFactory: door.serverFactory,
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    // While closing, requests already on a connection are served (with `Connection: close`,
    // see drainingPlugin) rather than refused with a bare 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessionTtlMs = env.SESSION_TTL_HOURS * 3_600_000;

  await app.register(dbPlugin, { database });
  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  await app.register(loadSheddingPlugin, { maxEventLoopDelayMs: options.maxEventLoopDelayMs });
  await app.register(storableTextPlugin);
  await app.register(securityPlugin, { mediaOrigin: mediaOrigin(env) });
  // Before every route, API and web app alike: it hooks into each route as it is declared.
  await app.register(compressionPlugin);
  await app.register(redisPlugin, { url: env.REDIS_URL, prefix: env.REDIS_PREFIX });
  await app.register(metricsPlugin, {
    listen:
      env.METRICS_PORT === undefined
        ? null
        : { host: env.METRICS_HOST, port: env.METRICS_PORT, path: env.METRICS_PATH },
    database,
  });
  await app.register(cachePlugin, {
    maxEntries: options.cacheEntries ?? env.CACHE_ENTRIES,
    onLookup: app.metrics?.countCacheLookup,
    beforeDrop: () => database.replicas?.fence(),
  });
  await app.register(throttlePlugin, { guessDelayMs: options.guessDelayMs });
  await app.register(spamGuardPlugin, {
    secret: env.SPAM_CHALLENGE_SECRET ?? randomSpamSecret(),
    minFillMs: env.SPAM_MIN_FILL_SECONDS * 1000,
    ...options.spamGuard,
  });
  await app.register(authPlugin, { sessionTtlMs });
  await app.register(statisticsAccessPlugin);
  await app.register(replicaReadsPlugin);
  await app.register(visitorPlugin, { trust: trustedProxies(env.TRUST_PROXY) });
  await app.register(twoFactorPlugin, { key: env.TOTP_ENCRYPTION_KEY ?? null });
  await app.register(docsPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(storagePlugin, { storage: createStorage(env) });
  await app.register(imageUsagePlugin);
  await app.register(productViewsPlugin);
  await app.register(visitsPlugin, { env });
  await app.register(searchPlugin);
  await app.register(searchInsightPlugin, { retentionMonths: env.STATISTICS_RETENTION_MONTHS });
  await app.register(indexNowPlugin, {
    publicUrl: env.PUBLIC_URL,
    endpoint: env.INDEXNOW_ENDPOINT,
  });
  await app.register(siteFontPlugin);
  await app.register(policyPlugin);
  await app.register(notificationPlugin, {
    env,
    intervalMs: options.notificationIntervalMs,
    retryDelaysMs: options.notificationRetryDelaysMs,
  });
  await app.register(inquiryRetentionPlugin, {
    retentionDays: env.INQUIRY_RETENTION_DAYS,
    intervalMs: options.retentionIntervalMs,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(mediaRoutes);
      await api.register(authRoutes, { sessionTtlMs });
      await api.register(twoFactorLoginRoutes, { sessionTtlMs });
      await api.register(
        async (data) => {
          await data.register(publicPlaceRoutes);
          await data.register(publicCategoryRoutes);
          await data.register(publicBoardListRoutes);
          await data.register(publicPostRoutes);
          await data.register(publicPageRoutes);
          await data.register(publicPolicyRoutes);
          await data.register(homeRoutes);
          await data.register(publicProductRoutes);
          await data.register(publicSearchRoutes);
          await data.register(publicSiteRoutes);
          await data.register(publicPopupRoutes);
          await data.register(publicMenuRoutes);
          await data.register(publicInquiryRoutes, { env });
          await data.register(challengeRoutes);
          await data.register(publicNotificationRoutes);
          await data.register(publicVisitRoutes);
        },
        { prefix: '/data/v1' },
      );
      await api.register(
        async (admin) => {
          // Secure by default: every route in this scope needs a staff session.
          admin.addHook('onRequest', app.requireStaff);
          await admin.register(twoFactorGate);
          // First, so its hooks see every admin route registered after it.
          await admin.register(auditTrail);
          await admin.register(adminPlaceRoutes);
          await admin.register(adminCategoryRoutes);
          await admin.register(adminBoardRoutes);
          await admin.register(adminPostRoutes);
          await admin.register(adminPageRoutes);
          await admin.register(adminPolicyRoutes);
          await admin.register(adminHomeSectionsRoutes);
          await admin.register(adminMenuRoutes);
          await admin.register(adminProductRoutes);
          await admin.register(adminProductImportRoutes);
          await admin.register(adminSynonymRoutes);
          await admin.register(adminSearchInsightRoutes);
          await admin.register(adminSiteRoutes);
          await admin.register(adminSiteDemoRoutes);
          await admin.register(adminPopupRoutes);
          await admin.register(adminInquiryRoutes);
          await admin.register(adminNotificationRoutes);
          await admin.register(textSettingsRoutes);
          await admin.register(memberRoutes);
          await admin.register(adminImageRoutes);
          await admin.register(accountRoutes);
          await admin.register(ownTwoFactorRoutes, { publicUrl: env.PUBLIC_URL });
          await admin.register(twoFactorPolicyRoutes);
          await admin.register(statsRoutes);
          await admin.register(adminVisitRoutes);
          await admin.register(statisticsAccessRoutes);
          await admin.register(adminIndexNowRoutes);
        },
        { prefix: '/admin/v1' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { publicUrl: env.PUBLIC_URL });
  await app.register(indexNowKeyRoutes);
  await app.register(siteManifestRoutes);
  await app.register(siteIconRoutes);
  await app.register(siteAnalyticsRoutes);
  await app.register(siteFontRoutes);
  await app.register(webAppPlugin, {
    root: options.webRoot ?? null,
    publicUrl: env.PUBLIC_URL,
    respondEarly: door.respondWith,
    siteFont: app.siteFont,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
