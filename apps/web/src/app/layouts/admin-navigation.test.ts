import { GRADE_TOP } from '@app/contract/auth-constants';
import { expect, test } from 'vitest';
import { adminNavigationFor } from './admin-navigation';

const paths = (grade: number) => adminNavigationFor(grade).map((item) => item.to);

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
