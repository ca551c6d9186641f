import { GRADE_TOP } from '@app/contract/auth-constants';
import { expect, test } from 'vitest';
import { adminNavigationFor } from './admin-navigation';

const paths = (grade: number, statisticsGrade = 1) =>
  adminNavigationFor(grade, statisticsGrade).map((item) => item.to);
const statistics = ['/admin/search-insight', '/admin/visits'];

test('staff below grade 10 see no member or audit section, which the server would refuse', () => {
  for (const grade of [1, 5, 9]) {
    expect(paths(grade)).not.toContain('/admin/member');
    expect(paths(grade)).not.toContain('/admin/audit');
    expect(paths(grade)).toContain('/admin/product');
    expect(paths(grade)).toContain('/admin/account');
  }
});

test('grade 10 sees every section', () => {
  const topOnly = ['/admin/member', '/admin/site', '/admin/audit'];
  expect(paths(GRADE_TOP)).toEqual(expect.arrayContaining(topOnly));
  expect(paths(GRADE_TOP).length).toBe(paths(5).length + topOnly.length);
});

test('the statistics show from the grade the top administrator chose, and not before it is known', () => {
  expect(paths(4, 5)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/insight|visits/)]),
  );
  expect(paths(5, 5)).toEqual(expect.arrayContaining(statistics));
  expect(paths(1, 1)).toEqual(expect.arrayContaining(statistics));
  const unknown = adminNavigationFor(GRADE_TOP).map((item) => item.to);
  for (const path of statistics) expect(unknown).not.toContain(path);
});
