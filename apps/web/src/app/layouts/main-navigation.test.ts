import { expect, test } from 'vitest';
import { boardLink, isNavGroup, mainNavigation } from './main-navigation';

test('the menu lists the boards that exist, as a group of their own', () => {
  const boards = mainNavigation.find((item) => isNavGroup(item) && item.children === 'boards');
  expect(boards).toEqual({ label: 'nav.boards', children: 'boards' });
  expect(boardLink({ id: 4, name: '보도자료' })).toEqual({ to: '/board/4', name: '보도자료' });
});

test('문의하기 opens the write form', () => {
  expect(mainNavigation).toContainEqual({ to: '/inquiries', label: 'nav.inquiries' });
});
