import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for the web app's build, there while the file's tests run: an index.html with the
 * head marker, and `entryServer` as the server entry (a module exporting `createPageRenderer`).
 * Answers the folder to pass as `webRoot`. Made in the file's hooks, not on import: a file whose
 * tests are all skipped on one database runs no hook, and would leave it behind.
 */
export function standInWebBuild(entryServer: string): string {
  const build = join(tmpdir(), `web-build-${randomUUID()}`);
  const webRoot = join(build, 'dist');
  beforeAll(() => {
    mkdirSync(webRoot, { recursive: true });
    mkdirSync(join(build, 'dist-server'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><!--app-head--><div id="root"></div>',
    );
    writeFileSync(join(build, 'dist-server', 'entry-server.js'), entryServer);
  });
  afterAll(() => {
    rmSync(build, { recursive: true, force: true });
  });
  return webRoot;
}
