import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

function tempDir() {
  return mkdtempSync(join(tmpdir(), 'lock-'));
}

test('a second server on the same DATA_DIR is refused until the first releases it', async () => {
  const dir = tempDir();
  try {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      /Another server \(pid \d+\) is already running on DATA_DIR/,
    );
    await release();
    const again = await lockDataDir(dir);
    await again();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the lock of a killed server is taken over at once, while a live one is still refused', async () => {
  const dir = tempDir();
  // Another process takes the lock and says so; it is then refused to us while it lives.
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)});
       await lockDataDir(${JSON.stringify(dir)});
       process.stdout.write('locked\\n');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve();
      });
      holder.once('exit', (code) => {
        reject(new Error(`the holder exited early (${code})`));
      });
    });
    await expect(lockDataDir(dir)).rejects.toThrow(/Another server/);

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const release = await lockDataDir(dir);
    await release();
  } finally {
    holder.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
