// @ts-check
/**
 * Cuts Pretendard Variable down to the site font's characters (see site-font-build.ts) on a
 * thread of its own: harfbuzz takes about a second of CPU per cut, which on the server's thread
 * would stall every request (and make load shedding turn visitors away). JavaScript, not
 * TypeScript, so it starts without a loader.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import subsetFont from 'subset-font';

/** @typedef {import('./site-font-build.ts').SubsetRequest} SubsetRequest */

if (!parentPort) throw new Error('subset-worker.js runs as a worker thread');
/** @type {unknown} */
const data = workerData;
// Sent by site-font-build.ts, in this process: no outside data.
const request = /** @type {SubsetRequest} */ (data);
/** Cuts that overshoot the budget before the last is taken as it is. */
const ATTEMPTS = 5;

const source = await readFile(
  createRequire(import.meta.url).resolve('pretendard/dist/public/variable/PretendardVariable.ttf'),
);
let count = request.ranked.length;
for (let attempt = 1; ; attempt += 1) {
  const characters = [...request.always, ...request.ranked.slice(0, count)];
  /** @type {Buffer} */
  const font = await subsetFont(source, characters.join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: request.weights },
  });
  if (font.length <= request.budgetBytes || attempt === ATTEMPTS || count === 0) {
    parentPort.postMessage({ font, drawn: count });
    break;
  }
  // Bytes grow about linearly with glyphs: aim a little under the budget.
  count = Math.floor((count * request.budgetBytes * 0.97) / font.length);
}
