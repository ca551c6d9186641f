/**
 * Debian's wrk as a load generator, for one path at full speed. The Node generator
 * (load-generator.ts) records every response and reads each body in JavaScript: for a 9 KB
 * page it saturates its own core near 10,000 req/s, so the server would be measured against
 * the generator. wrk, written in C, keeps up with both the bare route and the page.
 */
import { spawn } from 'node:child_process';
import type { LoadSummary } from './load-generator.ts';

export interface WrkPlan {
  origin: string;
  path: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** wrk prints durations as `812.00us`, `1.25ms` or `2.01s`. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (match === null) return Number.NaN;
  const value = Number(match[1]);
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return value * scale;
}

/** The figures of wrk's `--latency` report, in the Node generator's shape. */
export function parseWrk(output: string, seconds: number): LoadSummary {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const percentile = (p: number) =>
    milliseconds(new RegExp(`^\\s+${String(p)}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const requests = number(/^\s*(\d+) requests in/m);
  if (!Number.isFinite(requests)) throw new Error(`wrk printed no request count:\n${output}`);
  const failedStatus = number(/Non-2xx or 3xx responses: (\d+)/) || 0;
  const socketErrors = Object.fromEntries(
    [...(/Socket errors: (.*)/.exec(output)?.[1] ?? '').matchAll(/(\w+) (\d+)/g)].map(
      ([, kind, count]) => [kind ?? '', Number(count)],
    ),
  );
  const socketFailures = Object.values(socketErrors).reduce((sum, n) => sum + n, 0);
  const served = requests - failedStatus;
  return {
    seconds,
    statuses: { '2xx/3xx': served, other: failedStatus },
    served,
    servedLatency: {
      p50: percentile(50),
      p99: percentile(99),
      max: milliseconds(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m.exec(output)?.[1] ?? ''),
    },
    shed: 0,
    shedLatency: { p50: Number.NaN, p99: Number.NaN, max: Number.NaN },
    otherErrors: failedStatus + socketFailures,
    socketErrors,
    cpuCores: Number.NaN,
  };
}

/** One wrk run (one thread, the browser's Accept-Encoding): its figures once it ends. */
export function runWrk(plan: WrkPlan): Promise<LoadSummary> {
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', ...plan.headers };
  const args = [
    ...['-t1', `-c${String(plan.connections)}`, `-d${String(plan.seconds)}s`, '--latency'],
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    `${plan.origin}${plan.path}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${String(code)}`));
      else resolve(parseWrk(output, plan.seconds));
    });
  });
}
