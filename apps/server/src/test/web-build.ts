import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A stand-in for the web app's build, removed after the file's tests: an index.html with the
 * head marker, and `entryServer` as the server entry (a module exporting `createPageRenderer`).
 * Answers the folder to pass as `webRoot`.
 */
export function standInWebBuild(entryServer: string): string {
  const build = mkdtempSync(join(tmpdir(), 'web-build-'));
  const webRoot = join(build, 'dist');
  mkdirSync(webRoot);
  mkdirSync(join(build, 'dist-server'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><!--app-head--><div id="root"></div>');
  writeFileSync(join(build, 'dist-server', 'entry-server.js'), entryServer);
  afterAll(() => {
    rmSync(build, { recursive: true, force: true });
  });
  return webRoot;
}
