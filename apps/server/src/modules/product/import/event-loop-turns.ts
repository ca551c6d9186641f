import { setImmediate } from 'node:timers/promises';

/**
 * A function to await between the steps of a long loop: once `everyMs` of work have passed
 * since the last turn, it lets the event loop serve other requests. Awaiting a promise that is
 * already settled does not: a loop of such steps holds the server for its whole length.
 */
export function eventLoopTurns(everyMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < everyMs) return;
    await setImmediate();
    since = performance.now();
  };
}
