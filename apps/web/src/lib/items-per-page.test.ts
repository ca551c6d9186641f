import { expect, test } from 'vitest';
import { itemsPerPage } from './items-per-page';

test('shows 20 products a page on screens wider than 1500 px', () => {
  expect(itemsPerPage('product', 1501)).toBe(20);
  expect(itemsPerPage('product', 1920)).toBe(20);
});

test('shows 10 products a page at 1500 px and below', () => {
  expect(itemsPerPage('product', 1500)).toBe(10);
  expect(itemsPerPage('product', 360)).toBe(10);
  expect(itemsPerPage('product', 0)).toBe(10);
});

test('shows 10 items a page on other lists at any width', () => {
  expect(itemsPerPage('default', 360)).toBe(10);
  expect(itemsPerPage('default', 2560)).toBe(10);
});
