import { generate } from 'otplib';
import { afterEach, expect, vi } from 'vitest';
import type { App } from '../app.ts';
import { bearer } from './app.ts';

const STEP_MS = 30_000;

/**
 * Freezes `Date` (timers keep running) in the middle of a 30-second step, so a test decides
 * which step every code belongs to; `advance` moves the clock on. Real time after each test.
 */
export function useFrozenClock() {
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    start() {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2);
    },
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}

/** What an authenticator app shows `steps` time steps from now (negative: earlier). */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

/** Sets up and confirms 2FA for a signed-in member, as the account page does. */
export async function enrolTwoFactor(
  app: App,
  { token, password }: { token: string; password: string },
) {
  const post = (path: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/v1/me/two-factor/${path}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const setup = await post('setup', { password });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await post('enable', { code: await codeAt(secret) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
