/**
 * `npm run lint:api`: lints the OpenAPI document the server serves at /api/docs/json with
 * Redocly's recommended rules (redocly.yaml at the root says which are off, and why). The app is
 * built on an empty in-memory database with a fixed configuration, so the document depends on
 * the code alone; it is written to a temporary file for the linter and removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { parseEnv } from '../env.ts';

const CONFIG = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));
const REDOCLY = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

async function openApiDocument(): Promise<string> {
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.co.kr' }),
    database: await openDatabase({ kind: 'pglite', dataDir: null }),
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
let status: number;
try {
  const file = join(dir, 'openapi.json');
  await writeFile(file, await openApiDocument());
  const lint = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--config', CONFIG], {
    stdio: 'inherit',
  });
  status = lint.status ?? 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(status);
