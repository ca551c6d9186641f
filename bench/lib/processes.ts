/**
 * The processes a benchmark runs beside itself, so that no measurement shares an event loop with
 * what it measures: the server under test (`src/server.ts`, or compiled as deployed), scripts
 * such as the seed, and the load generator (load-generator.ts). Whatever a run starts or creates is undone
 * by `cleanUp`, however the run ends (normally, by an error, or by Ctrl-C).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { LOAD_STARTED, type LoadPlan, loadSummarySchema } from './load-generator.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCRIPTS = {
  seed: 'apps/server/src/scripts/seed.ts',
  server: 'apps/server/src/server.ts',
  /** The server as production runs it, after `npm run build`. */
  compiledServer: 'apps/server/dist/server.js',
  generator: 'bench/lib/load-generator.ts',
};
const PORTS = { first: 3300, last: 3399 };
/** The server's own grace period is 10 s (close-with-grace); past this it is killed. */
const SHUTDOWN_LIMIT_MS = 20_000;

// ---------------------------------------------------------------------------------------------
// Clean-up: whatever a run creates (folders, a database, processes) is undone, newest first,
// however the run ends: normally, by an error, or by Ctrl-C.

const cleanupSteps: (() => unknown)[] = [];
export const onCleanup = (step: () => unknown) => cleanupSteps.push(step);

let cleaning: Promise<void> | null = null;

/** One clean-up at a time: a Ctrl-C during the run's own clean-up waits for the same one. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let step = cleanupSteps.pop(); step; step = cleanupSteps.pop()) {
      try {
        await step();
      } catch (error) {
        console.error('  clean-up step failed:', error);
      }
    }
  })().finally(() => {
    cleaning = null;
  });
  return cleaning;
}

// `on`, not `once`: a second signal (tsx relays Ctrl-C once more when it misses our answer)
// must wait for the same clean-up, not end the process half-way through it.
let signalled = false;
/** A function, so each check reads the flag afresh (a signal handler sets it). */
export const interrupted = () => signalled;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!signalled) console.error(`\n${signal}: cleaning up`);
    signalled = true;
    void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
  });
}

// ---------------------------------------------------------------------------------------------
// Child processes: TypeScript run by Node itself (`node --import tsx`), or compiled JavaScript
// (`node --conditions=compiled`), not through npx, so the pid is the script's own (its RSS is
// the server's) and a kill reaches it.

export interface Script {
  child: ChildProcess;
  /** Resolves when the process has exited and its output is closed. */
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Node's flags as production runs it (no memory reducer: decision 10), for the yardstick too. */
export const PRODUCTION_NODE_FLAGS = ['--no-memory-reducer'];

export function spawnScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[] = PRODUCTION_NODE_FLAGS,
): Script {
  const runner = [
    ...nodeFlags,
    ...(script.endsWith('.js') ? ['--conditions=compiled'] : ['--import', 'tsx']),
  ];
  const child = spawn(process.execPath, [...runner, script, ...args], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => {
        resolve({ code, signal });
      });
    },
  );
  onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    // Gone before its folder is removed, so nothing it still writes survives the removal.
    await closed;
  });
  return { child, closed };
}

/** Runs a script to its end and answers its stdout; a failure carries its stderr. */
export async function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { input?: string; onStderr?: (text: string) => void } = {},
): Promise<string> {
  const { child, closed } = spawnScript(script, args, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    options.onStderr?.(chunk);
  });
  child.stdin?.end(options.input ?? '');
  const { code, signal } = await closed;
  if (code !== 0) throw new Error(`${script} failed (${code ?? signal}):\n${stderr.slice(-2000)}`);
  return stdout;
}

/** The first port of PORTS nothing listens on. */
export async function freePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => {
        resolve(false);
      });
      probe.listen(port, '127.0.0.1', () => {
        probe.close(() => {
          resolve(true);
        });
      });
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORTS.first}–${PORTS.last}`);
}

// ---------------------------------------------------------------------------------------------
// The server under test.

export interface Server extends Script {
  origin: string;
  /** Log lines by pino level name; only the first few error lines are kept. */
  logLevels: Record<string, number>;
  errorLines: string[];
}

const PINO_LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** Counts the server's log lines by level, so errors it logs during the load are reported. */
function watchLog(server: Server, stream: NodeJS.ReadableStream | null) {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines.filter((l) => l.trim() !== '')) {
      let level = 'other';
      try {
        const parsed = JSON.parse(line) as { level?: unknown };
        level = PINO_LEVELS[Number(parsed.level)] ?? 'other';
      } catch {
        // Not a log line (e.g. a crash's stack trace): counted as "other", shown if an error.
      }
      server.logLevels[level] = (server.logLevels[level] ?? 0) + 1;
      if (level !== 'warn' && server.errorLines.length < 5) server.errorLines.push(line);
    }
  });
}

export async function startServer(
  env: NodeJS.ProcessEnv,
  entry: string = SCRIPTS.server,
  nodeFlags?: readonly string[],
): Promise<Server> {
  // A PORT given is kept: PUBLIC_URL may name it.
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT);
  const origin = `http://127.0.0.1:${port}`;
  // Production needs PUBLIC_URL; the benchmarks reach the server at its own address.
  const script = spawnScript(
    entry,
    [],
    { PUBLIC_URL: origin, ...env, PORT: String(port) },
    nodeFlags,
  );
  const server: Server = {
    ...script,
    origin,
    logLevels: {},
    errorLines: [],
  };
  watchLog(server, script.child.stdout);
  watchLog(server, script.child.stderr);
  script.child.stdin?.end();
  await waitForHealth(server);
  return server;
}

/** Until /api/health answers 200 (migrations and the first admin come first). */
async function waitForHealth(server: Server) {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited at start:\n${server.errorLines.join('\n')}`);
    }
    const { status } = await timedFetch(`${server.origin}/api/health`);
    if (status === 200) return;
    // Often enough that a start-up time measured through it is off by little (bench/start.ts).
    await sleep(10);
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

/** The yardstick, a bare Fastify JSON route (bare-server.ts) in a process of its own. */
export async function startBareProcess(
  env: NodeJS.ProcessEnv = {},
): Promise<{ origin: string; pid: number | undefined }> {
  const { child } = spawnScript('bench/lib/bare-server.ts', [], { ...process.env, ...env });
  child.stdin?.end();
  return new Promise((resolve, reject) => {
    child.stdout?.setEncoding('utf8').once('data', (line: string) => {
      resolve({ origin: line.trim(), pid: child.pid });
    });
    child.once('exit', () => {
      reject(new Error('the bare server exited'));
    });
  });
}

/** Resident and peak resident memory of a process, in MB, from /proc (Linux). */
export function memoryMb(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid ?? 0}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

/** CPU time a process (all its threads) has used, in seconds, from /proc (Linux). */
export function cpuSeconds(pid: number | undefined): number {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks
    // (USER_HZ, 100 on Linux).
    const fields =
      readFileSync(`/proc/${pid ?? 0}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds of every PostgreSQL process on this machine (backends, and the writers and
 * checkpointer their work causes), from /proc: the database's share of a request. Exited
 * backends' time is lost, so connections are kept open while measuring (the server's pool).
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      total += cpuSeconds(Number(entry));
    } catch {
      // The process exited between the listing and the read.
    }
  }
  return total;
}

export interface Shutdown {
  ms: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  killed: boolean;
}

/** SIGTERM, as an orchestrator stops it: how long until it exits, and with which code. */
export async function stopServer(server: Server): Promise<Shutdown> {
  const started = performance.now();
  server.child.kill('SIGTERM');
  const limit = sleep(SHUTDOWN_LIMIT_MS).then(() => null);
  const exit = await Promise.race([server.closed, limit]);
  const ms = performance.now() - started;
  if (exit) return { ms, ...exit, killed: false };
  server.child.kill('SIGKILL');
  const { code, signal } = await server.closed;
  return { ms, code, signal, killed: true };
}

// ---------------------------------------------------------------------------------------------
// Requests from this process: setup reads, staff writes, health polls.

export interface Timed {
  ms: number;
  /** 0: no answer (connection error or timeout). */
  status: number;
}

export async function timedFetch(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

/** Runs the load generator to its end; `onStart` is called when its connections open. */
export async function runLoad(plan: LoadPlan, onStart: () => void = () => undefined) {
  const output = await runScript(SCRIPTS.generator, [], process.env, {
    input: JSON.stringify(plan),
    onStderr: (text) => {
      if (text.includes(LOAD_STARTED)) onStart();
    },
  });
  return loadSummarySchema.parse(JSON.parse(output));
}
