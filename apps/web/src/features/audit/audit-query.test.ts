import { expect, test } from 'vitest';
import { auditQueryFromUrl } from './audit-query';

test('days in the URL become a local-midnight range that includes the "to" day', () => {
  const query = auditQueryFromUrl(
    new URLSearchParams('memberId=3&entity=product&from=2026-03-01&to=2026-03-02&page=2'),
    10,
  );
  expect(query).toEqual({
    memberId: 3,
    entity: 'product',
    from: new Date('2026-03-01T00:00:00').toISOString(),
    to: new Date('2026-03-03T00:00:00').toISOString(),
    page: 1,
    size: 10,
  });
});

test.each([
  'memberId=abc',
  'entity=%27%20or%201%3D1',
  'from=2026-13-45',
  'from=2026-03-05&to=2026-03-01',
])('a hand-edited %s is dropped, not sent to fail', (search) => {
  expect(auditQueryFromUrl(new URLSearchParams(search), 10)).toEqual({ page: 0, size: 10 });
});
