import { afterEach, expect, test } from 'vitest';
import { type TestContext, bearer, createTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import { testDbKind } from '../../test/database.ts';

// Metrics are served on a listener of their own (METRICS_PORT), never on the public port, and
// label requests by route pattern: no id, query or personal data ever becomes a label.

const contexts: TestContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((ctx) => ctx.close()));
});

async function appWithMetrics(env: Record<string, string> = {}) {
  const ctx = await createTestApp({ METRICS_PORT: '0', ...env });
  contexts.push(ctx);
  await ctx.app.ready();
  const url = ctx.app.metrics?.url;
  if (url === undefined || url === null) throw new Error('the metrics listener did not start');
  return { ...ctx, metricsUrl: url };
}

const scrape = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of one sample (`name{labels}`), or 0 when it is absent. */
function sample(metrics: string, series: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

test('without METRICS_PORT there are no metrics, and the public port never serves them', async () => {
  const ctx = await createTestApp();
  contexts.push(ctx);
  expect(ctx.app.metrics).toBeNull();
  expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
});

test('requests are counted and timed by route pattern and status class, with no ids, queries or personal data', async () => {
  const ctx = await appWithMetrics();
  const category = await createCategory(ctx);
  const product = await createProduct(ctx, { categoryId: category.id, name: '비밀 상품명' });
  await ctx.app.inject({ url: `/api/data/v1/product/${product.id}` });
  await ctx.app.inject({ url: '/api/data/v1/product/987654' });
  await ctx.app.inject({ url: '/api/data/v1/product?keyword=hong%40example.com' });
  await ctx.app.inject({ url: '/api/no/such/route/4242' });
  await ctx.app.inject({ url: '/api/admin/v1/place', headers: bearer('not-a-token') });

  const metrics = await scrape(ctx.metricsUrl);
  const byRoute = (route: string, statusClass: string) =>
    sample(
      metrics,
      `http_requests_total{method="GET",route="${route}",status_class="${statusClass}"}`,
    );
  expect(byRoute('/api/data/v1/product/:id', '2xx')).toBe(1);
  expect(byRoute('/api/data/v1/product/:id', '4xx')).toBe(1);
  expect(byRoute('/api/data/v1/product', '2xx')).toBe(1);
  expect(byRoute('unmatched', '4xx')).toBe(1);
  expect(byRoute('/api/admin/v1/place', '4xx')).toBe(1);
  expect(
    sample(
      metrics,
      'http_request_duration_seconds_count{method="GET",route="/api/data/v1/product/:id"}',
    ),
  ).toBe(2);
  expect(metrics).toContain(
    'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/data/v1/product/:id"}',
  );
  // The public port has no metrics route, whatever is configured.
  expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  // Every label of every series: route patterns only, nothing a client sent.
  const labels = metrics.match(/\{[^}]*\}/g) ?? [];
  const routes = new Set(labels.flatMap((set) => /route="([^"]*)"/.exec(set)?.[1] ?? []));
  expect(
    [...routes].filter((route) => route !== 'unmatched' && !route.startsWith('/api/')),
  ).toEqual([]);
  expect([...routes].filter((route) => /\/\d+(\/|$)|[?@]/.test(route))).toEqual([]);
  for (const leak of ['987654', '4242', 'example.com', '비밀', 'keyword', 'not-a-token']) {
    expect(labels.filter((set) => set.includes(leak))).toEqual([]);
  }
});

test('cache hits and misses are counted per cache', async () => {
  const ctx = await appWithMetrics();
  const before = await scrape(ctx.metricsUrl);
  for (let i = 0; i < 3; i += 1) await ctx.app.inject({ url: '/api/data/v1/place' });
  await ctx.app.inject({ url: '/api/authCheck', headers: bearer(ctx.adminToken) });
  const after = await scrape(ctx.metricsUrl);
  const delta = (result: string) =>
    sample(after, `cache_lookups_total{cache="json",result="${result}"}`) -
    sample(before, `cache_lookups_total{cache="json",result="${result}"}`);
  expect({ miss: delta('miss'), hit: delta('hit') }).toEqual({ miss: 1, hit: 2 });
  // Session lookups of the administrator's token are their own cache.
  expect(after).toMatch(/^cache_lookups_total\{cache="session",result="(hit|miss)"\} \d+$/m);
});

test('the database shows its load: the PGlite queue, or the PostgreSQL pools', async () => {
  const ctx = await appWithMetrics();
  await ctx.app.inject({ url: '/api/data/v1/place' });
  const metrics = await scrape(ctx.metricsUrl);
  if (testDbKind === 'pglite') {
    expect(metrics).toMatch(/^pglite_queue_depth \d+$/m);
    expect(metrics).not.toContain('db_pool_connections');
  } else {
    expect(metrics).toMatch(/^db_pool_connections\{pool="shared"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^db_pool_idle_connections\{pool="reserved"\} \d+$/m);
    expect(metrics).toMatch(/^db_pool_waiting_requests\{pool="shared"\} \d+$/m);
    expect(metrics).not.toContain('pglite_queue_depth');
  }
  // Node's own, for memory and event-loop lag.
  expect(metrics).toContain('nodejs_eventloop_lag_seconds');
});

test('the metrics listener answers its path alone, to GET and HEAD, and closes with the app', async () => {
  const ctx = await appWithMetrics({ METRICS_PATH: '/internal/prometheus' });
  expect(ctx.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/internal\/prometheus$/);
  const origin = new URL(ctx.metricsUrl).origin;
  expect((await fetch(`${origin}/metrics`)).status).toBe(404);
  expect((await fetch(`${origin}/`)).status).toBe(404);
  const post = await fetch(ctx.metricsUrl, { method: 'POST', body: 'x' });
  expect(post.status).toBe(405);
  expect(post.headers.get('allow')).toBe('GET, HEAD');
  const head = await fetch(ctx.metricsUrl, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe('');
  expect(await scrape(`${ctx.metricsUrl}?name[]=x`)).toContain('http_requests_total');

  await ctx.close();
  contexts.splice(contexts.indexOf(ctx), 1);
  await expect(fetch(ctx.metricsUrl)).rejects.toThrow();
});
