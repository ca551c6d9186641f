/**
 * `npm start`: the newcomer's one command. Builds when the sources are newer than the last
 * build, then runs the compiled server with demo content on the embedded database. A
 * production host runs the compiled server directly instead (README, "Production").
 * Plain JavaScript: it runs before anything is compiled.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Written last by `npm run build`, so it is older than any source changed since. */
const BUILD_OUTPUT = 'apps/web/dist-server/entry-server.js';
const SOURCES = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];

/** @param {string} path */
function modifiedAt(path) {
  try {
    return statSync(join(root, path)).mtimeMs;
  } catch {
    return 0;
  }
}

/** @param {string} path the newest modification time of a file or of any file under a folder */
function newestUnder(path) {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return modifiedAt(path);
  return Math.max(
    0,
    ...readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

const built = modifiedAt(BUILD_OUTPUT);
if (built === 0 || SOURCES.some((path) => newestUnder(path) > built)) {
  process.stdout.write(built === 0 ? 'Building the site…\n' : 'Sources changed: rebuilding…\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {NodeJS.ProcessEnv} */
const env = { NODE_ENV: 'production', ...process.env };
// Demo content only ever goes into the embedded database by default, never into PostgreSQL.
if (env.SEED_DEMO === undefined && !env.DATABASE_URL) env.SEED_DEMO = 'true';
// Production needs the site's address; on a newcomer's machine it is this one.
env.PUBLIC_URL ||= `http://localhost:${env.PORT || '3000'}`;

const server = spawn(
  process.execPath,
  ['--conditions=compiled', '--no-memory-reducer', join(root, 'apps/server/dist/server.js')],
  { cwd: join(root, 'apps/server'), env, stdio: 'inherit' },
);

/** Once the server answers, one plain line says where to go (its own log is JSON). */
async function announce() {
  const health = `http://127.0.0.1:${env.PORT || '3000'}/api/health`;
  for (let tries = 0; tries < 600 && server.exitCode === null; tries += 1) {
    const ok = await fetch(health).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) {
      process.stdout.write(
        `\n  The site is running: ${env.PUBLIC_URL}  (staff: ${env.PUBLIC_URL}/login)\n\n`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
void announce();

let stopping = false;
// Passed on as SIGTERM, which the server takes for the same request when its process group
// (Ctrl-C in a terminal, `timeout`, systemd) has sent it one already.
function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Whoever started us is gone (a shell that npm signalled and that died without passing the
// signal on, or a killed npm): nobody is left to stop the server, so stop it now.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1_000).unref();

// A server that ends unasked is a failure, whatever its code: a supervisor should restart it.
server.on('exit', (code, signal) => {
  if (signal) process.exit(128 + constants.signals[signal]);
  process.exit(code !== 0 ? (code ?? 1) : stopping ? 0 : 1);
});
