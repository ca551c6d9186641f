/**
 * `npm start` as a process manager, `timeout` or CI runs it: stopped with SIGTERM, it stops the
 * server; when its server dies, it exits non-zero so that a supervisor restarts it. It runs
 * scripts/start.js and package.json's start script as shipped, on the compiled server (needs
 * `npm run build` first), from a folder of its own: there nothing looks newer than the build,
 * so start.js never rebuilds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { freePort } from '../apps/server/src/test/free-port.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A checkout that holds start.js, the start script and the compiled server, and no sources. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const { scripts } = z
    .object({ scripts: z.object({ start: z.string() }) })
    .parse(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'npm-start-test', private: true, type: 'module', scripts }),
  );
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(ROOT, 'scripts/start.js'), join(dir, 'scripts/start.js'));
  mkdirSync(join(dir, 'apps/server'), { recursive: true });
  symlinkSync(join(ROOT, 'apps/server/dist'), join(dir, 'apps/server/dist'));
  // What start.js takes for the build's last output, newer than every (absent) source.
  mkdirSync(join(dir, 'apps/web/dist-server'), { recursive: true });
  writeFileSync(join(dir, 'apps/web/dist-server/entry-server.js'), '');
  return dir;
}

interface Started {
  npm: ChildProcess;
  port: number;
  /** The server's pid, from its log. */
  serverPid: number;
  exited: Promise<number | string | null>;
}

/** `npm start` in its own process group, once its server listens. */
async function npmStart(): Promise<Started> {
  const dir = checkout();
  const port = await freePort();
  const data = join(dir, 'data');
  const npm = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'npm-start-password',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whatever is left of its process group (start.js and the server share it).
  cleanups.push(() => {
    try {
      if (npm.pid !== undefined) process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // Nothing left.
    }
  });
  const exited = new Promise<number | string | null>((resolve) =>
    npm.once('exit', (code, signal) => {
      resolve(code ?? signal);
    }),
  );
  let output = '';
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const serverPid = await new Promise<number>((resolve, reject) => {
    npm.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"pid":(\d+)[^\n]*Server listening at/.exec(output);
      if (listening?.[1]) resolve(Number(listening[1]));
    });
    void exited.then((code) => {
      reject(new Error(`npm start exited with ${String(code)}:\n${output}`));
    });
  });
  return { npm, port, serverPid, exited };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether anything accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });

async function within<T>(ms: number, promise: Promise<T>): Promise<T | 'still running'> {
  return Promise.race([promise, sleep(ms, 'still running' as const)]);
}

test('SIGTERM to npm start stops its server: it exits 0 and nothing listens', async () => {
  const { npm, port, serverPid, exited } = await npmStart();
  expect(await listening(port)).toBe(true);
  npm.kill('SIGTERM');
  expect(await within(30_000, exited)).toBe(0);
  expect(isRunning(serverPid)).toBe(false);
  expect(await listening(port)).toBe(false);
}, 120_000);

test('SIGTERM to its whole process group (as `timeout` sends it) also stops it gracefully', async () => {
  const { npm, port, serverPid, exited } = await npmStart();
  if (npm.pid === undefined) throw new Error('no pid');
  process.kill(-npm.pid, 'SIGTERM');
  expect(await within(30_000, exited)).toBe(0);
  expect(isRunning(serverPid)).toBe(false);
  expect(await listening(port)).toBe(false);
}, 120_000);

// Killed, or stopped by someone other than npm start (its own exit is then 0): either way a
// supervisor must see a failure and start it again.
test.each(['SIGKILL', 'SIGTERM'] as const)(
  'npm start exits non-zero when its server ends unasked (%s to the server)',
  async (signal) => {
    const { serverPid, exited } = await npmStart();
    process.kill(serverPid, signal);
    const code = await within(30_000, exited);
    expect(code).not.toBe('still running');
    expect(code).not.toBe(0);
  },
  120_000,
);
