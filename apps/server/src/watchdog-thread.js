// @ts-check
/**
 * The event-loop watchdog's thread (see watchdog.ts): it runs beside the server's thread, so it
 * still runs when that one is stuck. JavaScript, not TypeScript, so it starts without a loader.
 */
import { writeSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

/** @type {unknown} */
const data = workerData;
if (
  typeof data !== 'object' ||
  data === null ||
  !('beats' in data && data.beats instanceof Int32Array) ||
  !('timeoutMs' in data && typeof data.timeoutMs === 'number') ||
  !('checkEveryMs' in data && typeof data.checkEveryMs === 'number')
) {
  throw new Error('watchdog-thread.js runs as startWatchdog() starts it');
}
const { beats, timeoutMs, checkEveryMs } = data;

let lastBeat = Atomics.load(beats, 0);
let lastBeatAt = performance.now();
let lastCheckAt = lastBeatAt;

setInterval(() => {
  const now = performance.now();
  const beat = Atomics.load(beats, 0);
  // This thread stood still too (the machine suspended, or starved): the server's thread has
  // had no chance to beat either, so its time starts again.
  const paused = now - lastCheckAt > Math.max(timeoutMs / 2, 4 * checkEveryMs);
  lastCheckAt = now;
  if (beat !== lastBeat || paused) {
    lastBeat = beat;
    lastBeatAt = now;
    return;
  }
  if (now - lastBeatAt < timeoutMs) return;
  // Straight to the file descriptor: a worker's process.stderr goes through the stuck thread.
  writeSync(
    2,
    `Watchdog: the event loop has not turned for ${String(Math.round((now - lastBeatAt) / 1000))} s; killing the process so that its supervisor starts a new one.\n`,
  );
  process.kill(process.pid, 'SIGKILL');
}, checkEveryMs);
