// @ts-check
/**
 * Runs npm scripts at once and fails if any fails: `node scripts/run-parallel.js typecheck lint`.
 * Each one's output is held back and printed whole when it ends, under its name, so the outputs
 * do not interleave. All of them run to the end, so every failure is reported, not just the first.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-parallel.js <npm script>...');
  process.exit(2);
}

/** @param {string} script */
function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = ok ? 'ok' : `failed (${signal ?? `exit code ${String(code)}`})`;
      process.stdout.write(`\n── ${script}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
