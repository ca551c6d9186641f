import { expect, test } from 'vitest';
import { createMember, useTestApp } from '../../test/app.ts';

const api = useTestApp();

/** Every statistics read, and the one write of the search report. */
const statistics = [
  ['GET', '/api/admin/v1/search/insight'],
  ['GET', '/api/admin/v1/search/insight/export?format=csv'],
  ['GET', '/api/admin/v1/stats/visits'],
  ['POST', '/api/admin/v1/search/insight/dismissed'],
] as const;

const opens = async (token: string) =>
  Promise.all(
    statistics.map(async ([method, url]) => {
      const res = await api.call(
        method,
        url,
        token,
        method === 'POST' ? { searched: '없는말' } : undefined,
      );
      return `${method} ${url.split('?')[0] ?? url} ${String(res.statusCode)}`;
    }),
  );

test('the top administrator chooses the grade that reads the statistics; the server holds everyone else to it', async () => {
  const clerk = await createMember(api, { grade: 1 });
  const manager = await createMember(api, { grade: 5 });
  // Until chosen, every staff member reads them, as the admin home's counts.
  expect((await api.call('GET', '/api/admin/v1/statistics-access', clerk.token)).json()).toEqual({
    grade: 1,
  });
  expect(await opens(clerk.token)).toEqual(await opens(api.adminToken));

  // Only grade 10 chooses, and only a grade that exists.
  const set = (grade: unknown, token = api.adminToken) =>
    api.call('PUT', '/api/admin/v1/statistics-access', token, { grade });
  expect((await set(5, manager.token)).statusCode).toBe(403);
  for (const bad of [0, 11, 2.5, '5', null]) {
    expect((await set(bad)).statusCode).toBe(400);
  }
  expect((await api.admin('GET', '/statistics-access')).json()).toEqual({ grade: 1 });

  const chosen = await set(5);
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json()).toEqual({ grade: 5 });
  // Below the grade: 403 on every statistics route; at it and above, what it was.
  const refused = await opens(clerk.token);
  expect(refused.every((line) => line.endsWith(' 403'))).toBe(true);
  expect(await opens(manager.token)).toEqual(await opens(api.adminToken));
  expect((await opens(manager.token)).some((line) => line.endsWith(' 403'))).toBe(false);
  // Everyone may still ask which grade it is (the admin hides the sections by it).
  expect((await api.call('GET', '/api/admin/v1/statistics-access', clerk.token)).json()).toEqual({
    grade: 5,
  });
  expect((await api.call('GET', '/api/admin/v1/statistics-access', null)).statusCode).toBe(401);
});
