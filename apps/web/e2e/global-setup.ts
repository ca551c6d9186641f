import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { startSolapiStandIn } from '../../server/src/test/solapi-stand-in.ts';
import { ADMIN } from './admin-account.ts';

/** The text provider's credentials the e2e server signs with and its stand-in checks. */
const SOLAPI = { key: 'NCSE2ETESTKEY0001', secret: 'E2ETESTSECRETE2ETESTSECRET000001' };

/** One site under test: a server with its own data and the stand-ins it talks to. */
interface Site {
  baseURL: string;
  /** Where the site's mail arrives, one `.eml` file per message (`mailbox.ts`). */
  mailDir: string;
  /** Where the site's IndexNow notifications arrive, one `.json` body per request. */
  indexNowDir: string;
  /** Where the site's texts arrive (a Solapi stand-in), one `.json` message per file. */
  textDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site per test worker (`fixtures.ts` `site()`): files in a worker run one at a time. */
    sites: Site[];
  }
}

const root = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') fail(new Error('no port'));
        else done(address.port);
      });
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** A mail server on a loopback port writing each message it accepts into `dir`. */
async function startMailbox(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      received += 1;
      const file = join(dir, `${String(Date.now())}-${String(received)}.eml`);
      pipeline(stream, createWriteStream(file)).then(
        () => {
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => {
          done();
        });
      }),
  };
}

/**
 * A stand-in for the IndexNow endpoint (nothing leaves the machine): each request's body is
 * kept as a file, and answered 200 as the real one does.
 */
async function startIndexNow(dir: string) {
  let count = 0;
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      count += 1;
      writeFileSync(join(dir, `${String(count)}.json`), Buffer.concat(chunks));
      response.end();
    });
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${String(port)}/indexnow`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => {
          done();
        });
      }),
  };
}

/**
 * Starts the production server (built web app + API) on a free port with an empty data
 * directory, a mail server for the mail it sends and stand-ins for the IndexNow endpoint and the
 * text provider (nothing leaves the machine).
 */
async function startSite(): Promise<{ site: Site; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const indexNowDir = mkdtempSync(join(tmpdir(), 'e2e-indexnow-'));
  const indexNow = await startIndexNow(indexNowDir);
  const textDir = mkdtempSync(join(tmpdir(), 'e2e-text-'));
  const solapi = await startSolapiStandIn(SOLAPI.key, SOLAPI.secret, textDir);
  const port = await freePort();
  let log = '';
  const server = spawn(
    process.execPath,
    // The compiled server, as production runs it (`npm run build` made it).
    ['--conditions=compiled', join(root, 'apps/server/dist/server.js')],
    {
      cwd: join(root, 'apps/server'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every test's browser is its own visitor (fixtures.ts sends X-Forwarded-For).
        TRUST_PROXY: 'loopback',
        ADMIN_LOGIN: ADMIN.loginId,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        // Scripts fill a form in well under the 3 s a person needs; the server tests check it.
        SPAM_MIN_FILL_SECONDS: '0',
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: mailbox.url,
        INDEXNOW_ENDPOINT: indexNow.url,
        SOLAPI_API_KEY: SOLAPI.key,
        SOLAPI_API_SECRET: SOLAPI.secret,
        SOLAPI_URL: solapi.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, () => log);
  return {
    site: { baseURL, mailDir, indexNowDir, textDir },
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await mailbox.stop();
      await indexNow.stop();
      await solapi.stop();
      for (const dir of [textDir, indexNowDir, dataDir, mailDir]) {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * One site for each test worker, so that two spec files run at once without sharing a
 * database, a mailbox or a visitor's limits (decision 28): the suite waits mostly on the
 * browser and the network going quiet, and one file at a time left a core idle.
 */
export default async function setup(project: TestProject) {
  const starts = await Promise.allSettled(
    Array.from({ length: project.config.maxWorkers }, () => startSite()),
  );
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(({ stop }) => stop()));
    throw failed.reason;
  }
  project.provide(
    'sites',
    started.map(({ site }) => site),
  );
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}
