// @ts-check
/**
 * `npm test`: the test passes one after another (decision 28), stopping at the first that fails,
 * with the time of each printed at the end, as it went or as far as it got.
 */
import { spawn } from 'node:child_process';

/** @type {[name: string, command: string][]} */
const STAGES = [
  [
    'type check, ESLint, OpenAPI lint and build',
    'node scripts/run-parallel.js typecheck lint lint:api build',
  ],
  [
    `unit, API (PostgreSQL) and deployment tests, Node ${process.versions.node}`,
    "vitest run --project '!server'",
  ],
  ['API tests, PGlite, Node 26', 'npm run --silent test:pglite'],
  ['end-to-end tests', 'vitest run --config apps/web/e2e/vitest.config.ts'],
];

/**
 * @param {string} command
 * @returns {Promise<number>} its exit code
 */
function run(command) {
  return new Promise((resolve) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('close', (code) => {
      resolve(code ?? 1);
    });
  });
}

/** @type {string[]} */
const lines = [];
let failed = 0;
for (const [name, command] of STAGES) {
  const started = Date.now();
  const code = await run(command);
  const seconds = Math.round((Date.now() - started) / 1000);
  lines.push(
    `  ${name.padEnd(58)} ${String(seconds).padStart(4)} s${code === 0 ? '' : '  FAILED'}`,
  );
  if (code !== 0) {
    failed = code;
    break;
  }
}
console.log(`\nnpm test stages:\n${lines.join('\n')}`);
process.exit(failed);
