import { Worker } from 'node:worker_threads';

/**
 * Kills this process (SIGKILL) once its event loop has not turned for `timeoutMs`, so that its
 * supervisor (systemd's `Restart=`, `npm start`'s caller) starts a new one. A process that
 * spins or waits forever on its main thread still holds its port and answers nothing: a proxy
 * waits on it, and nothing else notices, since it has not exited.
 *
 * The server's thread adds to a shared counter every `timeoutMs / 8` (at most every second);
 * a thread of its own (watchdog-thread.js) checks the counter moves, and still runs when the
 * server's thread is stuck. In-process rather than systemd's WatchdogSec: Node cannot send
 * systemd's datagram itself, and it works the same under `npm start` and in the tests.
 */
export function startWatchdog(timeoutMs: number): void {
  const beats = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const beatEveryMs = Math.min(1_000, timeoutMs / 8);
  const worker = new Worker(new URL('./watchdog-thread.js', import.meta.url), {
    workerData: { beats, timeoutMs, checkEveryMs: beatEveryMs },
  });
  // Neither keeps the process alive: it exits as it would without them.
  worker.unref();
  worker.on('error', (error: Error) => {
    process.stderr.write(`The watchdog stopped: ${error.message}\n`);
  });
  setInterval(() => Atomics.add(beats, 0, 1), beatEveryMs).unref();
}
