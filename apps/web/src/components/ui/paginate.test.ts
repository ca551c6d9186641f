import { expect, test } from 'vitest';
import { PAGE_WINDOW, pageCount, paginate } from './paginate';

test('shows five numbers at a time', () => {
  expect(PAGE_WINDOW).toBe(5);
  expect(paginate({ page: 0, totalPages: 12 }).pages).toEqual([0, 1, 2, 3, 4]);
});

test('keeps the current page inside its fixed block of five', () => {
  expect(paginate({ page: 4, totalPages: 12 }).pages).toEqual([0, 1, 2, 3, 4]);
  expect(paginate({ page: 5, totalPages: 12 }).pages).toEqual([5, 6, 7, 8, 9]);
  expect(paginate({ page: 9, totalPages: 12 }).pages).toEqual([5, 6, 7, 8, 9]);
});

test('shortens the last block to the pages that exist', () => {
  expect(paginate({ page: 10, totalPages: 12 }).pages).toEqual([10, 11]);
  expect(paginate({ page: 1, totalPages: 3 }).pages).toEqual([0, 1, 2]);
});

test('disables first and previous on the first page', () => {
  const view = paginate({ page: 0, totalPages: 3 });
  expect(view.isFirstDisabled).toBe(true);
  expect(view.isPrevDisabled).toBe(true);
  expect(view.isNextDisabled).toBe(false);
  expect(view.isLastDisabled).toBe(false);
});

test('disables next and last on the last page', () => {
  const view = paginate({ page: 2, totalPages: 3 });
  expect(view.isFirstDisabled).toBe(false);
  expect(view.isPrevDisabled).toBe(false);
  expect(view.isNextDisabled).toBe(true);
  expect(view.isLastDisabled).toBe(true);
});

test('enables every button in the middle', () => {
  const view = paginate({ page: 6, totalPages: 12 });
  expect([
    view.isFirstDisabled,
    view.isPrevDisabled,
    view.isNextDisabled,
    view.isLastDisabled,
  ]).toEqual([false, false, false, false]);
});

test('disables everything for a single page', () => {
  const view = paginate({ page: 0, totalPages: 1 });
  expect(view.pages).toEqual([0]);
  expect([
    view.isFirstDisabled,
    view.isPrevDisabled,
    view.isNextDisabled,
    view.isLastDisabled,
  ]).toEqual([true, true, true, true]);
});

test('has no numbers and nothing enabled without pages', () => {
  const view = paginate({ page: 0, totalPages: 0 });
  expect(view.pages).toEqual([]);
  expect(view.page).toBe(0);
  expect(view.isNextDisabled && view.isLastDisabled && view.isFirstDisabled).toBe(true);
});

test('clamps a page outside the range', () => {
  expect(paginate({ page: 99, totalPages: 12 })).toMatchObject({ page: 11, pages: [10, 11] });
  expect(paginate({ page: -3, totalPages: 12 })).toMatchObject({ page: 0, pages: [0, 1, 2, 3, 4] });
  expect(paginate({ page: Number.NaN, totalPages: 12 }).page).toBe(0);
});

test('counts pages from items and page size', () => {
  expect(pageCount(0, 10)).toBe(0);
  expect(pageCount(1, 10)).toBe(1);
  expect(pageCount(10, 10)).toBe(1);
  expect(pageCount(11, 10)).toBe(2);
  expect(pageCount(200, 20)).toBe(10);
  expect(pageCount(5, 0)).toBe(0);
});
