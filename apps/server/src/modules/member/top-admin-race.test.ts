import { GRADE_TOP } from '@app/contract/auth';
import { and, count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { member } from '../../db/schema/index.ts';
import { ADMIN, useTestApp } from '../../test/app.ts';
import { hashPassword } from '../auth/password.ts';
import { createSession } from '../auth/session.repository.ts';

/**
 * Two grade-10 administrators, each change fired at the same moment, many times over: the
 * site must never end up with no active grade-10 member. Without the locked check, both
 * changes of a pair succeeded most of the time on either database.
 */
const ctx = useTestApp();
const ROUNDS = 40;

const activeTopAdmins = async () => {
  const [row] = await ctx.app.db
    .select({ n: count() })
    .from(member)
    .where(and(eq(member.grade, GRADE_TOP), eq(member.active, true)));
  return row?.n ?? 0;
};

type Change = (
  ids: { a: number; b: number },
  tokens: { a: string; b: string },
) => {
  method: 'PUT' | 'DELETE';
  id: number;
  token: string;
  payload?: object;
}[];

const pairs: [string, Change][] = [
  [
    'each demotes the other',
    ({ a, b }, t) => [
      { method: 'PUT', id: b, token: t.a, payload: { grade: 5 } },
      { method: 'PUT', id: a, token: t.b, payload: { grade: 5 } },
    ],
  ],
  [
    'one demotes the other and deactivates itself',
    ({ a, b }, t) => [
      { method: 'PUT', id: b, token: t.a, payload: { grade: 5 } },
      { method: 'PUT', id: a, token: t.a, payload: { active: false } },
    ],
  ],
  [
    'each deactivates the other',
    ({ a, b }, t) => [
      { method: 'PUT', id: b, token: t.a, payload: { active: false } },
      { method: 'PUT', id: a, token: t.b, payload: { active: false } },
    ],
  ],
  [
    'one deletes the other while being demoted by it',
    ({ a, b }, t) => [
      { method: 'DELETE', id: b, token: t.a },
      { method: 'PUT', id: a, token: t.b, payload: { grade: 5 } },
    ],
  ],
];

const newSession = async (memberId: number) =>
  (await createSession(ctx.app.db, { memberId, ttlMs: 600_000, ip: null, userAgent: null })).token;

test.each(pairs)(
  'concurrent changes never leave zero grade-10 members: %s',
  async (name, change) => {
    const passwordHash = await hashPassword('not-used-to-sign-in');
    for (let round = 0; round < ROUNDS; round += 1) {
      // The first administrator, restored each round (a round may demote or deactivate it),
      // and a second one made for the round; sessions are made directly, without the slow
      // password check, so many rounds stay cheap.
      const [first] = await ctx.app.db
        .update(member)
        .set({ grade: GRADE_TOP, active: true })
        .where(eq(member.loginId, ADMIN.loginId))
        .returning({ id: member.id });
      const [second] = await ctx.app.db
        .insert(member)
        .values({
          loginId: `${name}-${String(round)}`,
          name: '둘째',
          grade: GRADE_TOP,
          passwordHash,
        })
        .returning({ id: member.id });
      if (!first || !second) throw new Error('no administrators');
      const tokens = { a: await newSession(first.id), b: await newSession(second.id) };
      expect(await activeTopAdmins()).toBe(2);

      const responses = await Promise.all(
        change({ a: first.id, b: second.id }, tokens).map((c) =>
          ctx.app.inject({
            method: c.method,
            url: `/api/admin/v1/member/${String(c.id)}`,
            headers: { authorization: `Bearer ${c.token}` },
            ...(c.payload ? { payload: c.payload } : {}),
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(await activeTopAdmins(), `round ${String(round)}: ${statuses.join(', ')}`).toBe(1);
      // Exactly one change lands. The other is refused by the invariant, or, when it had not
      // started yet, by its sender's lost grade (403) or ended session (401).
      expect(statuses.filter((s) => s < 300)).toHaveLength(1);
      for (const refused of responses.filter((r) => r.statusCode >= 300)) {
        expect([401, 403, 409]).toContain(refused.statusCode);
        if (refused.statusCode === 409) expect(refused.json().code).toBe('last_top_admin');
      }
      // The next round starts from the first administrator alone at grade 10.
      await ctx.app.db.update(member).set({ grade: 5 }).where(eq(member.id, second.id));
    }
  },
);
