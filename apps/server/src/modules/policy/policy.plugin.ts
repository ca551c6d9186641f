import type { Policy } from '@app/contract/policy';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { currentEffectiveOn } from './policy.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    policies: {
      /** The 시행일 of the version in force today (none before the first version's). */
      inForce(policy: Policy): Promise<string | null>;
    };
  }
}

const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next midnight in Korea. */
export function untilKoreanMidnight(now: Date): number {
  const next = Date.parse(`${dayInKorea(new Date(now.getTime() + DAY_MS))}T00:00:00+09:00`);
  return next - now.getTime();
}

/**
 * The policies as the rest of the server needs them (decision 27): which version is in force, and
 * a new day in Korea, when an announced version comes into force, drops the cached policies and
 * every rendered page (the footer's links, the inquiry form's notice) on each instance.
 */
export const policyPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      dropAfterWrite(app.cache, 'policy')
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'policies not refreshed at midnight');
        })
        .finally(schedule);
    }, untilKoreanMidnight(new Date()));
    timer.unref();
  };
  schedule();
  app.addHook('onClose', () => {
    clearTimeout(timer);
  });

  app.decorate('policies', {
    inForce: (policy: Policy) => currentEffectiveOn(app.db, policy, dayInKorea(new Date())),
  });
});
