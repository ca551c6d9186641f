/**
 * The load generator of `bench/load.ts`, run as a process of its own (`node --import tsx
 * bench/lib/load-generator.ts`) so that neither the server nor the bench's own timers share an
 * event loop with it. Reads a `LoadPlan` as JSON on stdin, keeps `connections` requests in flight
 * for `seconds` with autocannon (each request takes the next path of the plan), and writes a
 * `LoadSummary` as JSON on stdout.
 *
 * autocannon's own result cannot tell a deliberate 503 from a failure (both are one 5xx count)
 * and its latency histogram leaves 3xx out. So each response is recorded here: the latencies of
 * served ones (2xx/3xx) apart, the shed ones (503 whose problem `code` is "overloaded") counted
 * apart from every other failure.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { z } from 'zod';

/** What every request sends, as browsers do: compression is offered. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export const loadPlanSchema = z.object({
  /** The server's origin, e.g. http://127.0.0.1:3300. */
  origin: z.url(),
  connections: z.number().int().positive(),
  seconds: z.number().positive(),
  /** Requested in turn, all connections sharing one cursor, so every path is used evenly. */
  paths: z.array(z.string().startsWith('/')).min(1),
  /** Sent with every request besides the browser's (a staff session's authorization, say). */
  headers: z.record(z.string(), z.string()).default({}),
});
export type LoadPlan = z.input<typeof loadPlanSchema>;

/** Written on stderr once the connections open, so the caller's timed work starts with the load. */
export const LOAD_STARTED = 'load started';

/** Without samples a figure is NaN, which JSON carries as null. */
const figure = z
  .number()
  .nullable()
  .transform((value) => value ?? Number.NaN);
const latencySchema = z.object({ p50: figure, p99: figure, max: figure });
export type Latency = z.output<typeof latencySchema>;

export const loadSummarySchema = z.object({
  seconds: z.number(),
  /** Responses by HTTP status. */
  statuses: z.record(z.string(), z.number()),
  served: z.number(),
  servedLatency: latencySchema,
  /** 503 with code "overloaded": refused on purpose by the load shedding. */
  shed: z.number(),
  shedLatency: latencySchema,
  /** Any other non-2xx/3xx response, plus connection errors and timeouts. */
  otherErrors: z.number(),
  /** Of `otherErrors`: connection errors and timeouts by code, e.g. { ECONNRESET: 2 }. */
  socketErrors: z.record(z.string(), z.number()),
  /** CPU this generator used, in cores (1 = one core busy throughout): it shares the machine. */
  cpuCores: z.number(),
});
export type LoadSummary = z.output<typeof loadSummarySchema>;

/** The value below which `p` (0..1) of the samples fall; `sorted` is ascending. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

export function latencyOf(samples: number[]): Latency {
  const sorted = samples.toSorted((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

function isOverloaded(body: string): boolean {
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 'overloaded';
  } catch {
    return false;
  }
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export async function generateLoad(plan: z.output<typeof loadPlanSchema>): Promise<LoadSummary> {
  const statuses: Record<string, number> = {};
  const socketErrors: Record<string, number> = {};
  const servedMs: number[] = [];
  const unavailableMs: number[] = [];
  let shed = 0;
  let cursor = 0;
  const nextPath = () => plan.paths[cursor++ % plan.paths.length] ?? '/';
  const cpuBefore = process.cpuUsage();
  const started = performance.now();

  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.origin,
        connections: plan.connections,
        duration: plan.seconds,
        headers: { ...BROWSER_HEADERS, ...plan.headers },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: nextPath() }),
            // Only this callback sees the body, which tells a deliberate 503 from another.
            onResponse: (status, body) => {
              if (status === 503 && isOverloaded(body)) shed += 1;
            },
          },
        ],
      },
      (error: unknown, done) => {
        if (error)
          reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
        else resolve(done);
      },
    );
    instance.once('start', () => {
      process.stderr.write(`${LOAD_STARTED}\n`);
    });
    // The time of each response, which autocannon measures from the request's write.
    instance.on('response', (_client, status, _bytes, ms) => {
      bump(statuses, String(status));
      if (status < 400) servedMs.push(ms);
      else if (status === 503) unavailableMs.push(ms);
    });
    // Connection errors carry a code (ECONNRESET…); autocannon's timeouts only a message.
    instance.on('reqError', (error: unknown) => {
      const { code, message } = error as { code?: string; message?: string };
      bump(socketErrors, code ?? message ?? 'unknown');
    });
  });

  const cpu = process.cpuUsage(cpuBefore);
  const cpuCores = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
  const responses = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    seconds: plan.seconds,
    statuses,
    served: servedMs.length,
    servedLatency: latencyOf(servedMs),
    shed,
    // Every 503 is timed; nearly all of them are the shed ones (others count as errors below).
    shedLatency: latencyOf(unavailableMs),
    // result.errors counts connection errors and timeouts.
    otherErrors: responses - servedMs.length - shed + result.errors,
    socketErrors,
    cpuCores,
  };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// Run as a script; imported (for its schemas and `latencyOf`) it does nothing.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const plan = loadPlanSchema.parse(JSON.parse(await readStdin()));
  process.stdout.write(`${JSON.stringify(await generateLoad(plan))}\n`);
}
