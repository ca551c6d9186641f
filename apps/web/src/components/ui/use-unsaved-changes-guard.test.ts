import { expect, test } from 'vitest';
import { leavesForm } from './use-unsaved-changes-guard';

const at = (pathname: string, search = '') => ({ pathname, search });

test('another path or other query values leave the form', () => {
  expect(leavesForm(at('/admin/editPage/about'), at('/admin/product'))).toBe(true);
  expect(leavesForm(at('/admin/product', '?edit=new'), at('/admin/product'))).toBe(true);
  expect(leavesForm(at('/admin/product', '?edit=3'), at('/admin/product', '?edit=4'))).toBe(true);
});

test('the same page, in another language or at an anchor, keeps the form', () => {
  expect(leavesForm(at('/admin/editPage/about'), at('/admin/editPage/about'))).toBe(false);
  expect(leavesForm(at('/admin/product', '?edit=3'), at('/admin/product', '?edit=3&lang=en'))).toBe(
    false,
  );
  expect(leavesForm(at('/admin/product', '?lang=en&edit=3'), at('/admin/product', '?edit=3'))).toBe(
    false,
  );
});
