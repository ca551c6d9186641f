import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

test('a second server on the same DATA_DIR is refused until the first releases it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  try {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/Another server is already running on DATA_DIR/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
