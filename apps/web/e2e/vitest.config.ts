import { defineConfig } from 'vitest/config';

// End-to-end tests: a production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two spec files at once, each worker on a site of its own (global-setup.ts): one file
    // alone, waiting on its browser and on the network going quiet, kept about one core busy.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a person waits for (a dialog closing after a save that hashes a password, a list
    // refreshing) takes about a second on a busy machine: polls give it ten, not vitest's one.
    expect: { poll: { timeout: 10_000 } },
  },
});
