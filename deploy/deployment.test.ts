/**
 * The reference deployment, run for real: Debian's nginx with deploy/nginx/*.conf in front of
 * two compiled instances on one PostgreSQL, Redis and S3 server, checked through nginx as a
 * visitor and staff would use it, then through an instance killed and a rolling restart under a
 * small read load. Needs `npm run build` first (npm test builds before it) and nginx.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  type IncomingMessage,
  type ServerResponse,
  createServer as createHttpServer,
  get as httpGet,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LoadPlan, loadSummarySchema } from '../bench/lib/load-generator.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { CONFIG_VARIABLES } from '../apps/server/src/env.ts';
import { testPostgresUrl, testRedisUrl } from '../apps/server/src/test/database.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';
import { type S3Server, startS3Server } from '../apps/server/src/test/s3-server.ts';
import { uniqueRedisPrefix } from '../apps/server/src/test/redis-prefix.ts';
import { STOPS_ANSWERING_ON_SIGWINCH } from '../apps/server/src/test/server-process.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEPLOY = join(ROOT, 'deploy');
const SERVER = join(ROOT, 'apps/server/dist/server.js');
const LOAD_GENERATOR = join(ROOT, 'bench/lib/load-generator.ts');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
const STAFF = { loginId: 'deploy-admin', password: 'deploy-test-password-42' };

if (NGINX === undefined) {
  console.warn(
    '\n  nginx is not installed (apt-get install nginx): the deployment test is skipped.\n',
  );
}

test('deploy/env.example lists every variable the server reads', () => {
  const example = readFileSync(join(DEPLOY, 'env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  expect([...listed].filter((name) => name && !CONFIG_VARIABLES.includes(name))).toEqual([]);
});

interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | string | null>;
  log: () => string;
}

async function waitUntil(check: () => Promise<boolean>, what: string, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${limitMs / 1000} s`);
}

interface Nginx {
  site: string;
  /** The end of nginx's error log: the upstream it tried for a failed request, and why. */
  log: () => string;
  stop: () => Promise<void>;
}

/** Debian's nginx with the shipped upstream and locations, pointed at this checkout and ports. */
async function startNginx(ports: number[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-nginx-'));
  const render = (file: string) =>
    readFileSync(join(DEPLOY, 'nginx', file), 'utf8')
      .replaceAll('127.0.0.1:3001', `127.0.0.1:${String(ports[0])}`)
      .replaceAll('127.0.0.1:3002', `127.0.0.1:${String(ports[1])}`)
      .replaceAll('/srv/product-search', ROOT.replace(/\/$/, ''));
  writeFileSync(join(dir, 'upstream.conf'), render('upstream.conf'));
  writeFileSync(join(dir, 'locations.conf'), render('locations.conf'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/upstream.conf;
  server {
    listen 127.0.0.1:${String(port)};
    include ${dir}/locations.conf;
  }
}
`,
  );
  const nginx = spawn(
    NGINX ?? 'nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const site = `http://127.0.0.1:${String(port)}`;
  // Any answer at all (a 502 included) means nginx is listening.
  await waitUntil(async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    await fetch(site);
    return true;
  }, 'nginx listening');
  const logPath = join(dir, 'error.log');
  return {
    site,
    log: () =>
      existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n') : '',
    stop: async () => {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A stand-in instance: answers 200, or as `answer` says; counts the requests it got by path. */
async function standIn(
  answer: (request: IncomingMessage, response: ServerResponse) => boolean = () => false,
) {
  const seen = new Map<string, number>();
  const server = createHttpServer((request, response) => {
    const path = request.url ?? '';
    seen.set(path, (seen.get(path) ?? 0) + 1);
    if (!answer(request, response)) response.end('ok');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    seen: (path: string) => seen.get(path) ?? 0,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Sheds `/shed` as an overloaded instance does. */
const shedding = (request: IncomingMessage, response: ServerResponse) => {
  if (request.url !== '/shed') return false;
  response.writeHead(503, { 'retry-after': '2', 'content-type': 'application/problem+json' });
  response.end('{"type":"overloaded"}');
  return true;
};

describe.skipIf(NGINX === undefined)('the shipped upstream', () => {
  test('one failure on the last live instance does not turn everyone away', async () => {
    // One instance is down (nothing on its port); the other resets one connection.
    const live = await standIn((request) => {
      if (request.url !== '/reset') return false;
      request.socket.destroy();
      return true;
    });
    const nginx = await startNginx([live.port, await freePort()]);
    try {
      const status = async (path: string) => (await fetch(`${nginx.site}${path}`)).status;
      expect(await status('/')).toBe(200);
      await status('/reset');
      // Both instances are marked failed now; the backups still send requests to the live one.
      const after = [];
      for (let i = 0; i < 6; i += 1) after.push(await status('/'));
      expect(after, nginx.log()).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await nginx.stop();
      await live.close();
    }
  });

  test("an instance's 503 reaches the client with its Retry-After, and the instance stays in use", async () => {
    const instances = [await standIn(shedding), await standIn(shedding)];
    const nginx = await startNginx(instances.map((instance) => instance.port));
    try {
      const shed = await fetch(`${nginx.site}/shed`);
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe('2');
      // Not tried again elsewhere: a shed request is an answer.
      expect(instances.map((instance) => instance.seen('/shed'))).toEqual(
        expect.arrayContaining([0, 1]),
      );
      // Nor counted as a failure (nginx logs one as disabling the instance).
      for (let i = 0; i < 6; i += 1) expect((await fetch(`${nginx.site}/`)).status).toBe(200);
      expect(nginx.log()).not.toMatch(/temporarily disabled/);
    } finally {
      await nginx.stop();
      for (const instance of instances) await instance.close();
    }
  });

  test('nginx sets X-Forwarded-Host to the host asked for, never to what a client sent', async () => {
    let forwardedHost: string | undefined;
    const instance = await standIn((request) => {
      forwardedHost = String(request.headers['x-forwarded-host']);
      return false;
    });
    const nginx = await startNginx([instance.port, instance.port]);
    try {
      await new Promise<void>((resolve, reject) => {
        httpGet(
          `${nginx.site}/`,
          { headers: { host: 'www.example.test', 'x-forwarded-host': 'attacker.example' } },
          (response) => {
            response.resume().on('end', resolve);
          },
        ).on('error', reject);
      });
      expect(forwardedHost).toBe('www.example.test');
    } finally {
      await nginx.stop();
      await instance.close();
    }
  });
});

describe.skipIf(NGINX === undefined)('nginx in front of two instances', () => {
  const cleanups: (() => unknown)[] = [];
  const instances: Instance[] = [];
  let env: Record<string, string>;
  let s3: S3Server;
  let site = '';
  let nginxLog = () => '';

  function startInstance(port: number): Instance {
    let output = '';
    // The preload only acts on SIGWINCH (the hung-instance test).
    const nodeArgs = ['--conditions=compiled', '--import', STOPS_ANSWERING_ON_SIGWINCH.spin];
    const child = spawn(process.execPath, [...nodeArgs, SERVER], {
      cwd: join(ROOT, 'apps/server'),
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A signal's name when one ended it (not the graceful exit a SIGTERM should give).
    const exited = new Promise<number | string | null>((resolve) =>
      child.once('exit', (code, signal) => {
        resolve(code ?? signal);
      }),
    );
    return { port, url: `http://127.0.0.1:${port}`, child, exited, log: () => output };
  }

  async function ready(instance: Instance) {
    await waitUntil(async () => {
      if (instance.child.exitCode !== null) throw new Error(`exited:\n${instance.log()}`);
      return (await fetch(`${instance.url}/api/health/ready`)).status === 200;
    }, `instance ${instance.port} ready:\n${instance.log()}`);
  }

  async function stop(instance: Instance, signal: NodeJS.Signals) {
    instance.child.kill(signal);
    return instance.exited;
  }

  beforeAll(async () => {
    if (!existsSync(SERVER)) throw new Error('No compiled server: run `npm run build` first.');
    const database = await createScratchDatabase(testPostgresUrl, 'deploy');
    cleanups.push(database.drop);
    s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const { prefix, remove } = uniqueRedisPrefix('test:deploy');
    cleanups.push(remove);
    const dataDir = mkdtempSync(join(tmpdir(), 'deploy-data-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    env = {
      ...s3.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: '1',
      // Short, for the hung-instance test; long beside this busy machine's loop turns.
      WATCHDOG_SECONDS: '5',
      PUBLIC_URL: 'http://www.example.test',
      SEED_DEMO: 'false',
      ADMIN_LOGIN: STAFF.loginId,
      ADMIN_PASSWORD: STAFF.password,
      INQUIRY_TOKEN_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };

    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(startInstance(port));
    cleanups.push(async () => {
      for (const instance of instances) await stop(instance, 'SIGKILL');
    });
    for (const instance of instances) await ready(instance);

    const nginx = await startNginx(ports);
    cleanups.push(nginx.stop);
    site = nginx.site;
    nginxLog = nginx.log;
    await waitUntil(async () => (await fetch(`${site}/api/health`)).ok, 'nginx answering');
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  }, 60_000);

  const [first, second] = [() => instances[0], () => instances[1]] as const;
  const at = (instance: Instance | undefined) => {
    if (instance === undefined) throw new Error('no instance');
    return instance.url;
  };
  let token = '';
  const staff = () => ({ authorization: `Bearer ${token}` });

  test('staff signed in on one instance are signed in on the other', async () => {
    const res = await fetch(`${at(first())}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    expect(res.status).toBe(200);
    token = ((await res.json()) as { token: string }).token;
    expect((await fetch(`${at(second())}/api/authCheck`, { headers: staff() })).status).toBe(200);
    // And through nginx, whichever instance answers.
    for (let i = 0; i < 4; i += 1) {
      expect((await fetch(`${site}/api/authCheck`, { headers: staff() })).status).toBe(200);
    }
  });

  test('the client address the server records is the one nginx saw, not one a client sent', async () => {
    const res = await fetch(`${site}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify(STAFF),
    });
    expect(res.status).toBe(200);
    const audit = await fetch(`${site}/api/admin/v1/audit`, { headers: staff() });
    const { items } = (await audit.json()) as { items: { action: string; ip: string | null }[] };
    const logins = items.filter((item) => item.action === 'login');
    expect(logins.map((login) => login.ip)).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  let productId = 0;
  let imageUrl = '';

  test('an image uploaded through one instance is served by the other and by nginx', async () => {
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#3a6' },
    })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'photo.png', data: png, type: 'image/png' }]);
    const upload = await fetch(`${at(first())}/api/admin/v1/image`, {
      method: 'POST',
      headers: { ...body.headers, ...staff() },
      body: body.payload,
    });
    expect(upload.status).toBe(201);
    const { items } = (await upload.json()) as {
      items: { id: number; variants: { url: string }[] }[];
    };
    imageUrl = items[0]?.variants[0]?.url ?? '';
    expect(imageUrl).not.toBe('');
    for (const origin of [at(second()), site]) {
      const res = await fetch(`${origin}${imageUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }

    const category = await fetch(`${at(first())}/api/admin/v1/category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staff() },
      body: JSON.stringify({ name: '배포 분류' }),
    });
    const categoryId = ((await category.json()) as { id: number }).id;
    const product = await fetch(`${at(first())}/api/admin/v1/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staff() },
      body: JSON.stringify({
        name: '배포 시험 제품',
        categoryId,
        imageIds: [items[0]?.id],
        status: 'published',
      }),
    });
    expect(product.status).toBe(201);
    productId = ((await product.json()) as { id: number }).id;
  });

  test("a product edit on one instance shows on the other's next public read", async () => {
    const read = async () => {
      const res = await fetch(`${at(second())}/api/data/v1/product/${String(productId)}`);
      return ((await res.json()) as { name: string }).name;
    };
    // The second instance has it cached now.
    expect(await read()).toBe('배포 시험 제품');
    const product = await fetch(`${at(first())}/api/admin/v1/product/${String(productId)}`, {
      headers: staff(),
    });
    const current = (await product.json()) as { categoryId: number; imageIds: number[] };
    const edit = await fetch(`${at(first())}/api/admin/v1/product/${String(productId)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...staff() },
      body: JSON.stringify({
        name: '배포 시험 제품 (개정)',
        categoryId: current.categoryId,
        imageIds: current.imageIds,
        status: 'published',
      }),
    });
    expect(edit.status).toBe(200);
    // Invalidation travels through Redis: the next read, not a later one, is the new name.
    expect(await read()).toBe('배포 시험 제품 (개정)');
  });

  function expectNone(failures: string[]) {
    const shown = failures.slice(0, 10).join('\n');
    expect(failures.length, `${shown}\n\nnginx error.log:\n${nginxLog()}`).toBe(0);
  }

  /**
   * Visitors' reads through nginx on `connections` connections at once, until stopped, with
   * searches no cache answers. An answer is a 200, or a 503 with Retry-After (a search shed
   * under load); anything else fails.
   */
  function readLoad(connections = 100) {
    const paths = [
      '/api/data/v1/product?page=1',
      `/api/data/v1/product/${String(productId)}`,
      `/product/detail/${String(productId)}`,
      '/',
      imageUrl,
      '/api/data/v1/product?keyword=',
    ];
    let running = true;
    const failures: string[] = [];
    let answered = 0;
    let shed = 0;
    const reader = async (offset: number) => {
      for (let i = offset; running; i += 1) {
        let path = paths[i % paths.length] ?? '/';
        if (path.endsWith('=')) path += String(Math.random());
        try {
          const res = await fetch(`${site}${path}`);
          await res.arrayBuffer();
          if (res.status === 200) answered += 1;
          else if (res.status === 503 && res.headers.has('retry-after')) shed += 1;
          else failures.push(`${String(res.status)} ${path}`);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
      }
    };
    const readers = Array.from({ length: connections }, (_, offset) => reader(offset));
    return async () => {
      running = false;
      await Promise.all(readers);
      return { answered, shed, failures };
    };
  }

  test('100 connections at full speed through nginx: no 502, no error; shed reads reach the client', async () => {
    // A load generator of its own (bench/lib/load-generator.ts, autocannon), as fast as the
    // instances answer: enough for them to shed public reads with 503s, which pass through.
    const keywords = Array.from(
      { length: 500 },
      (_, i) => `/api/data/v1/product?keyword=k${String(i)}`,
    );
    const plan: LoadPlan = {
      origin: site,
      connections: 100,
      seconds: 8,
      paths: [
        ...keywords,
        '/',
        `/product/detail/${String(productId)}`,
        '/api/data/v1/product?page=1',
      ],
    };
    const generator = spawn(process.execPath, ['--import', 'tsx', LOAD_GENERATOR], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    generator.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    generator.stdin.end(JSON.stringify(plan));
    await new Promise((resolve) => generator.once('exit', resolve));
    const summary = loadSummarySchema.parse(JSON.parse(output));
    console.info(
      `100 connections: ${JSON.stringify(summary.statuses)}, ${String(summary.shed)} shed`,
    );
    expect(summary.served).toBeGreaterThan(100);
    // Every answer served or shed (a 503 is an instance's): no 502 or 504 from nginx, and no
    // connection error.
    const shown = `${JSON.stringify(summary)}\n\nnginx error.log:\n${nginxLog()}`;
    const statuses = Object.keys(summary.statuses);
    expect(
      statuses.filter((status) => status !== '200' && status !== '503'),
      shown,
    ).toEqual([]);
    expect(summary.socketErrors, shown).toEqual({});
  }, 120_000);

  test('one instance killed under load: every request is answered by the other', async () => {
    const stopLoad = readLoad();
    await sleep(1_000);
    const victim = second();
    if (victim === undefined) throw new Error('no instance');
    await stop(victim, 'SIGKILL');
    await sleep(3_000);
    const { answered, failures } = await stopLoad();
    // GETs in flight on the killed instance are tried again on the other.
    console.info(`failover: ${String(answered)} answered, ${String(failures.length)} failed`);
    expectNone(failures);
    expect(answered).toBeGreaterThan(20);

    const revived = startInstance(victim.port);
    instances[1] = revived;
    await ready(revived);
  }, 120_000);

  test('a rolling restart of both instances under load: no request fails', async () => {
    const stopLoad = readLoad();
    await sleep(1_000);
    for (const index of [0, 1]) {
      const old = instances[index];
      if (old === undefined) throw new Error('no instance');
      expect(await stop(old, 'SIGTERM'), old.log()).toBe(0);
      const fresh = startInstance(old.port);
      instances[index] = fresh;
      await ready(fresh);
      // As deploy/rolling-restart.sh: longer than nginx's fail_timeout before the next one.
      await sleep(3_000);
    }
    const { answered, failures } = await stopLoad();
    console.info(
      `rolling restart: ${String(answered)} answered, ${String(failures.length)} failed`,
    );
    expectNone(failures);
    expect(answered).toBeGreaterThan(20);
  }, 180_000);

  test('an instance that stops answering is killed by its watchdog; the other answers for it', async () => {
    const stopLoad = readLoad();
    await sleep(1_000);
    const hung = second();
    if (hung === undefined) throw new Error('no instance');
    hung.child.kill('SIGWINCH');
    const ended = await Promise.race([hung.exited, sleep(60_000, 'still running after 60 s')]);
    await sleep(1_000);
    const { answered, failures } = await stopLoad();
    console.info(`hung instance: ${String(answered)} answered, ${String(failures.length)} failed`);
    expect(ended, hung.log()).toBe('SIGKILL');
    expect(hung.log()).toMatch(/Watchdog: the event loop has not turned/);
    // Requests it held are tried again on the other instance once it is gone.
    expectNone(failures);

    // systemd restarts it (Restart=on-failure); here the test does.
    const revived = startInstance(hung.port);
    instances[1] = revived;
    await ready(revived);
  }, 180_000);
});
