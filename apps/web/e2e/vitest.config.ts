import { defineConfig } from 'vitest/config';

// End-to-end tests: a production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a person waits for (a dialog closing after a save that hashes a password, a list
    // refreshing) takes about a second on a busy machine: polls give it ten, not vitest's one.
    expect: { poll: { timeout: 10_000 } },
  },
});
