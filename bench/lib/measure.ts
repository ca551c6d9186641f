/**
 * How the benchmarks measure a figure honestly on a shared, noisy machine: the load comes from
 * a process of its own (load-generator.ts), and each figure is measured right after a bare
 * Fastify route (bare-server.ts, a process too) with the same connections for the same time,
 * printed as a ratio to it, with the CPU per request of both from /proc.
 */
import { type LoadSummary } from './load-generator.ts';
import { cpuSeconds, postgresCpuSeconds, runLoad } from './processes.ts';
import { runWrk } from './wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Figure {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  /** To the bare route's requests per second, measured just before. */
  ratio: number;
  /** CPU per request, ms: the server's, then the bare route's. */
  cpuMs: number;
  bareCpuMs: number;
  /** PostgreSQL's CPU per request, ms (0 on PGlite, which runs inside the server). */
  databaseCpuMs: number;
  failed: number;
}

/** A process a figure is measured against. */
interface Origin {
  origin: string;
  pid: number | undefined;
}

const perSecond = (summary: LoadSummary) => summary.served / summary.seconds;

/**
 * A warm-up second, then the bare route and `paths` on the server, back to back. `wrk` (one
 * path only) measures what the Node generator cannot keep up with: large bodies at full speed.
 */
export async function beside(
  bare: Origin,
  server: Origin,
  label: string,
  paths: string[],
  options: {
    connections: number;
    headers?: Record<string, string>;
    seconds?: number;
    generator?: 'autocannon' | 'wrk';
    /** Requested in the warm-up second instead of `paths` (which an uncached shape must not see). */
    warmUp?: string[];
  },
): Promise<Figure> {
  const load = (origin: string, list: string[], seconds: number) => {
    const plan = { origin, connections: options.connections, seconds };
    if (options.generator !== 'wrk') {
      return runLoad({ ...plan, paths: list, headers: options.headers ?? {} });
    }
    const [path, ...more] = list;
    if (path === undefined || more.length > 0) throw new Error('wrk measures one path');
    return runWrk({ ...plan, path, headers: options.headers ?? {} });
  };
  const timed = async (pid: number | undefined, run: () => Promise<LoadSummary>) => {
    const before = cpuSeconds(pid);
    const databaseBefore = postgresCpuSeconds();
    const summary = await run();
    const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, summary.served);
    return {
      summary,
      cpuMs: perRequest(cpuSeconds(pid) - before),
      databaseCpuMs: perRequest(postgresCpuSeconds() - databaseBefore),
    };
  };
  await load(server.origin, options.warmUp ?? paths, 1);
  const seconds = options.seconds ?? SECONDS;
  const base = await timed(bare.pid, () => load(bare.origin, ['/bare'], seconds));
  const measured = await timed(server.pid, () => load(server.origin, paths, seconds));
  const { summary } = measured;
  return {
    label,
    perSecond: perSecond(summary),
    p50: summary.servedLatency.p50,
    p99: summary.servedLatency.p99,
    ratio: perSecond(summary) / perSecond(base.summary),
    cpuMs: measured.cpuMs,
    bareCpuMs: base.cpuMs,
    databaseCpuMs: measured.databaseCpuMs,
    failed: summary.otherErrors + summary.shed,
  };
}

/** A table of figures; with `targetMs`, a p99 at or over it is marked. */
export function printFigures(title: string, figures: Figure[], targetMs: number | null) {
  console.log(`\n${title}`);
  console.log(
    [
      'shape'.padEnd(38),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'to bare'.padStart(8),
      'CPU ms/req'.padStart(11),
      '(bare)'.padStart(8),
      'DB ms/req'.padStart(10),
      'failed'.padStart(7),
    ].join(''),
  );
  for (const f of figures) {
    const missed = targetMs !== null && !(f.p99 < targetMs) ? '  over target' : '';
    console.log(
      [
        f.label.padEnd(38),
        f.perSecond.toFixed(0).padStart(8),
        f.p50.toFixed(1).padStart(8),
        f.p99.toFixed(1).padStart(8),
        f.ratio.toFixed(3).padStart(8),
        f.cpuMs.toFixed(2).padStart(11),
        f.bareCpuMs.toFixed(2).padStart(8),
        f.databaseCpuMs.toFixed(2).padStart(10),
        String(f.failed).padStart(7),
      ].join('') + missed,
    );
  }
}
