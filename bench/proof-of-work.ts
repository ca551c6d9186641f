/**
 * Proof-of-work bench: how long the inquiry form's spam check takes a slow phone. Run with
 * `npm run bench:pow` after `npm run build`.
 *
 * Starts the compiled server (embedded database, production mode) and Debian's Chromium with
 * its CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile),
 * opens the inquiry form and, BENCH_POW_RUNS (30) times, fetches a challenge and solves it with
 * the site's own lazy-loaded solver, timing each solve. A quiet network's challenges and a busy
 * one's (after 30 challenges in ten minutes: 8× the work) are measured apart; each run comes
 * from its own address (X-Forwarded-For, trusted from loopback) so the quiet ones stay quiet.
 * Prints p50 and p95 of each. CHROME_PATH (default /usr/bin/chromium) names the browser.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, SCRIPTS, cleanUp, onCleanup, startServer, stopServer } from './lib/processes.ts';
import { prepareSite } from './lib/site.ts';

const RUNS = Number(process.env.BENCH_POW_RUNS ?? 30);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const THROTTLE = 4;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main() {
  const solver = readdirSync(join(ROOT, 'apps/web/dist/assets')).find((name) =>
    /^solve-challenge-.*\.js$/.test(name),
  );
  if (solver === undefined) throw new Error('no built solver: run `npm run build` first');
  const env = await prepareSite('pglite', 'bench-pow');
  const server = await startServer(
    { ...env, NODE_ENV: 'production', TRUST_PROXY: 'loopback' },
    SCRIPTS.compiledServer,
  );
  onCleanup(() => stopServer(server));
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  onCleanup(() => browser.close());
  const page = await browser.newPage();
  await page.goto(`${server.origin}/inquiries`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

  const solve = (address: string) =>
    page.evaluate(
      async ({ url, address }) => {
        const challenge: unknown = await (
          await fetch('/api/data/v1/challenge?form=inquiry-create', {
            headers: { 'x-forwarded-for': address },
          })
        ).json();
        const { solveChallenge } = (await import(url)) as {
          solveChallenge: (challenge: unknown, signal: AbortSignal) => Promise<string | null>;
        };
        const started = performance.now();
        const proof = await solveChallenge(challenge, new AbortController().signal);
        if (proof === null) throw new Error('not solved');
        return performance.now() - started;
      },
      { url: `/assets/${solver}`, address },
    );

  await solve('198.18.0.1'); // loads the solver and its worker once
  const quiet: number[] = [];
  for (let i = 0; i < RUNS; i += 1) quiet.push(await solve(`198.18.${String(i + 1)}.1`));
  // One network that asked 30 times in the window: its challenges carry 8× the work.
  for (let i = 0; i < 30; i += 1) {
    await fetch(`${server.origin}/api/data/v1/challenge?form=inquiry-create`, {
      headers: { 'x-forwarded-for': '198.19.0.1' },
    });
  }
  const busy: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 10); i += 1) busy.push(await solve('198.19.0.1'));

  console.log(`\nProof-of-work solve time, Chromium at ${String(THROTTLE)}× CPU throttling`);
  for (const [name, times] of [
    ['quiet network', quiet],
    ['busy network (8× work)', busy],
  ] as const) {
    console.log(
      `  ${name.padEnd(24)} runs ${String(times.length).padStart(3)}  p50 ${percentile(times, 50).toFixed(0).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(0).padStart(6)} ms`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
