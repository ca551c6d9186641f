import { mkdtempSync, rmSync } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { HEADERS_TIMEOUT_MS } from './app.ts';
import { ADMIN, createTestApp } from './test/app.ts';
import { testDbKind } from './test/database.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

// The real server process (server.ts) on PGlite: how it stops, restarts and treats slow
// clients. One database kind is enough for the process's own behaviour.
const runsHere = testDbKind === 'pglite';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'server-test-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** Starts server.ts on `dir`, killed when the test ends. */
async function startServer(dir: string): Promise<ServerProcess> {
  const server = startServerProcess(dir, {
    ADMIN_LOGIN: ADMIN.loginId,
    ADMIN_PASSWORD: ADMIN.password,
  });
  cleanups.push(() => server.process.kill('SIGKILL'));
  return server.listening;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

test.runIf(runsHere)(
  'SIGTERM under load: in-flight requests finish, the process exits 0, nothing acknowledged is lost',
  async () => {
    const dir = dataDir();
    const server = await startServer(dir);
    const token = await signIn(server.url);
    const acknowledged: string[] = [];
    let running = true;

    // Every answer a reader gets is a page or a problem document (shed under load), never a
    // bare refusal from a closing server.
    const answers = new Set<string>();
    const reader = async () => {
      while (running) {
        const res = await fetch(`${server.url}/api/data/v1/product?keyword=${Math.random()}`).catch(
          () => null,
        );
        if (res === null) continue;
        answers.add(`${res.status} ${res.headers.get('content-type')?.split(';')[0] ?? ''}`);
        await res.arrayBuffer();
      }
    };
    const writer = async (n: number) => {
      for (let i = 0; running; i += 1) {
        const name = `장소 ${n}-${i}`;
        const res = await fetch(`${server.url}/api/admin/v1/place`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        }).catch(() => null);
        if (res?.status === 201) acknowledged.push(name);
      }
    };
    const load = Promise.all([
      ...Array.from({ length: 40 }, reader),
      ...Array.from({ length: 3 }, (_, n) => writer(n)),
    ]);
    // Under way: some writes acknowledged, the readers busy.
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);

    const stoppingAt = Date.now();
    server.process.kill('SIGTERM');
    const code = await server.exited;
    const tookMs = Date.now() - stoppingAt;
    running = false;
    await load;

    expect(code).toBe(0);
    // Within the 10 s grace period (with room for a busy machine it is far below).
    expect(tookMs).toBeLessThan(10_000);
    const expected = new Set(['200 application/json', '503 application/problem+json']);
    expect([...answers].filter((answer) => !expected.has(answer))).toEqual([]);
    expect(answers.has('200 application/json')).toBe(true);

    // The lock was released: a new server starts on the same data at once and has every write.
    const again = await startServer(dir);
    const places = (await (
      await fetch(`${again.url}/api/admin/v1/place`, {
        headers: { authorization: `Bearer ${await signIn(again.url)}` },
      })
    ).json()) as { name: string }[];
    const stored = new Set(places.map((place) => place.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  },
  90_000,
);

test.runIf(runsHere)(
  'a server killed with SIGKILL restarts at once on its data, and a second live one is refused',
  async () => {
    const dir = dataDir();
    const first = await startServer(dir);
    first.process.kill('SIGKILL');
    await first.exited;

    const restarted = await startServer(dir);
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    await expect(startServer(dir)).rejects.toThrow(/exited with 1: .*Another server \(pid \d+\)/s);
  },
  90_000,
);

test.runIf(runsHere)(
  'sockets that never finish their headers are closed after the header timeout',
  async () => {
    const { app, close } = await createTestApp();
    cleanups.push(close);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const opened = Date.now();
    const sockets = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(Number(port), '127.0.0.1', () => {
              socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
              resolve(socket);
            });
            socket.on('error', () => undefined);
            // Read what the server answers (a 408), so the socket sees the server close it.
            socket.resume();
          }),
      ),
    );
    const closedAfter = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<number>((resolve) =>
            socket.once('close', () => {
              resolve(Date.now() - opened);
            }),
          ),
      ),
    );
    // Not before the timeout, and after it (checked every second) rather than never: they
    // used to stay open for over a minute.
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
    expect(Math.max(...closedAfter)).toBeLessThan(3 * HEADERS_TIMEOUT_MS);
  },
  90_000,
);
