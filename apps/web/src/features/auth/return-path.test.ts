import { expect, test } from 'vitest';
import { adminReturnPath, loginPathFor } from './return-path';

test('returns to an admin page with its query and fragment', () => {
  expect(adminReturnPath('/admin/product?keyword=x&page=2')).toBe(
    '/admin/product?keyword=x&page=2',
  );
  expect(adminReturnPath('/admin')).toBe('/admin');
  expect(adminReturnPath('/admin/inquiries/view/3#answer')).toBe('/admin/inquiries/view/3#answer');
});

test('goes to the admin home without a target or with one outside the admin', () => {
  for (const next of [null, '', '/', '/product/list', '/administrator', '/admin/../login']) {
    expect(adminReturnPath(next)).toBe('/admin');
  }
});

test('never leaves the site', () => {
  for (const next of [
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/\t/evil.example/admin',
    'javascript:alert(1)',
    'admin/product',
    '//',
  ]) {
    expect(adminReturnPath(next)).toBe('/admin');
  }
});

test('the login URL carries the page asked for, except the admin home', () => {
  const login = loginPathFor('/admin/product?keyword=x&edit=new');
  expect(login).toBe('/login?next=%2Fadmin%2Fproduct%3Fkeyword%3Dx%26edit%3Dnew');
  expect(adminReturnPath(new URL(login, 'http://localhost').searchParams.get('next'))).toBe(
    '/admin/product?keyword=x&edit=new',
  );
  expect(loginPathFor('/admin')).toBe('/login');
});
