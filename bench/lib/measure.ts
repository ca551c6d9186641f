import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface Measurement {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** The bare route's req/s measured just before this one, when it was (`measureBeside`). */
  bareRequestsPerSecond?: number;
}

/** What every request sends, as browsers do: compression is offered. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Load one URL for `seconds` with `connections` concurrent connections, from a worker thread
 * so the load generator does not share the server's event loop. With `paths`, each connection
 * requests them in turn (on the URL's origin) instead of the URL itself.
 */
export async function measure(
  label: string,
  url: string,
  options: {
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
    paths?: string[];
  } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.seconds ?? 5,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    workers: 1,
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: 'GET', path })) } : {}),
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Warms `url` up, then measures the bare route and `url` back to back, so the ratio between
 * them holds even when the machine's speed drifts during a run (shared machines vary by a third).
 */
export async function measureBeside(
  bareUrl: string,
  label: string,
  url: string,
  options: Parameters<typeof measure>[2] = {},
): Promise<Measurement> {
  await measure('warm-up', url, { ...options, seconds: 1 });
  const bare = await measure('bare', bareUrl, { seconds: options.seconds });
  const measured = await measure(label, url, options);
  return { ...measured, bareRequestsPerSecond: bare.requestsPerSecond };
}

/** The yardstick: a bare Fastify JSON route, measured in the same run as everything else. */
export async function startBareServer() {
  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true, items: [1, 2, 3] }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare`, close: () => bare.close() };
}

export function printTable(title: string, baseline: Measurement, rows: Measurement[]) {
  console.log(`\n${title}`);
  console.log(
    [
      'measurement'.padEnd(34),
      'req/s'.padStart(10),
      'p99 ms'.padStart(8),
      'ratio to bare'.padStart(14),
      'non-2xx'.padStart(8),
    ].join(''),
  );
  for (const row of [baseline, ...rows]) {
    console.log(
      [
        row.label.padEnd(34),
        row.requestsPerSecond.toFixed(0).padStart(10),
        row.p99Ms.toFixed(1).padStart(8),
        (row.requestsPerSecond / (row.bareRequestsPerSecond ?? baseline.requestsPerSecond))
          .toFixed(2)
          .padStart(14),
        String(row.non2xx).padStart(8),
      ].join(''),
    );
  }
}
