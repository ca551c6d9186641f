import { type Challenge, type SpamForm, challengeSchema } from '@app/contract/spam';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestJson } from '../api-client';

/** A solution is not used within this margin of its challenge's expiry: a fresh one is made. */
const EXPIRY_MARGIN_MS = 60_000;

interface Attempt {
  expiresAt: number;
  proof: Promise<string | null>;
}

async function solveFor(form: SpamForm, signal: AbortSignal): Promise<Attempt> {
  const challenge: Challenge = challengeSchema.parse(
    await requestJson<unknown>(`/data/v1/challenge?form=${form}`),
  );
  const { solveChallenge } = await import('./solve-challenge');
  return {
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
    proof: solveChallenge(challenge, signal),
  };
}

/**
 * The proof of work of a public form (the spam defence, decision 0020): `start` (on the first
 * keystroke) fetches a challenge bound to `form` and solves it in background workers while
 * the visitor types; `proof` (on submit) waits for it, making a fresh one if it has expired.
 * Resolves to null when it could not be made: the form is then sent without it, and the server
 * treats it as a post without JavaScript (kept for staff to release). `withProof` sends a
 * form's input with its proof, `checking` while it waits. No cookie, no storage.
 */
export function useProofOfWork(form: SpamForm) {
  const [checking, setChecking] = useState(false);
  const attempt = useRef<Promise<Attempt | null> | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    if (attempt.current !== null) return attempt.current;
    abort.current = new AbortController();
    attempt.current = solveFor(form, abort.current.signal).catch(() => null);
    return attempt.current;
  }, [form]);

  const proof = useCallback(async (): Promise<string | null> => {
    let current = await start();
    if (current !== null && current.expiresAt - EXPIRY_MARGIN_MS < Date.now()) {
      attempt.current = null;
      current = await start();
    }
    if (current === null) return null;
    // Single-use: the next submission (an error shown, then sent again) needs a fresh one.
    attempt.current = null;
    return current.proof.catch(() => null);
  }, [start]);

  /** Sends `input` with its proof, waiting for the check only if it has not finished yet. */
  const withProof = useCallback(
    <T extends object>(input: T, send: (input: T & { altcha?: string }) => void) => {
      setChecking(true);
      void proof().then((altcha) => {
        setChecking(false);
        send(altcha === null ? input : { ...input, altcha });
        // The next attempt (after a refusal) starts its own check at once.
        void start();
      });
    },
    [proof, start],
  );

  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );
  return { start, withProof, checking };
}
