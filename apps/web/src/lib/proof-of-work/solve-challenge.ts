import type { Challenge } from '@app/contract/spam';
import { solveChallengeWorkers } from 'altcha/lib';
// ALTCHA's own PBKDF2 worker, emitted by Vite as a same-origin file: the CSP's `script-src
// 'self'` covers it (no blob: worker, no eval), and nothing is fetched from another host.
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/**
 * Solves a proof-of-work challenge in background workers and returns the form's `altcha`
 * field (base64 JSON of the challenge and its solution), or null when it could not be solved.
 * Loaded only when a form starts its check, so other pages never download it.
 */
export async function solveChallenge(challenge: Challenge, signal: AbortSignal) {
  const controller = new AbortController();
  signal.addEventListener('abort', () => {
    controller.abort();
  });
  const solution = await solveChallengeWorkers({
    challenge,
    // Two workers keep a phone responsive while typing goes on.
    concurrency: Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1)),
    createWorker: () => new Pbkdf2Worker(),
    controller,
  });
  if (solution === null) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
