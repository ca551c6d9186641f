import type { App } from '../app.ts';

/** How many answers were kept pages, answered before Fastify (early-response.ts), by the metrics. */
export async function keptAnswers(app: App): Promise<number> {
  const text = await (await fetch(app.metrics?.url ?? '')).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('http_requests_total{') && l.includes('route="kept page"'))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
}
