import type { Category } from '@app/contract/category';
import { expect, test } from 'vitest';
import { categoryTree } from './category-tree';

function category(overrides: Partial<Category> & Pick<Category, 'id'>): Category {
  return {
    name: `category ${String(overrides.id)}`,
    parentId: null,
    sortOrder: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

test('nests children under their parents, keeping the server order', () => {
  const tree = categoryTree([
    category({ id: 1 }),
    category({ id: 2 }),
    category({ id: 3, parentId: 1 }),
    category({ id: 4, parentId: 2 }),
    category({ id: 5, parentId: 1 }),
  ]);
  expect(tree.map((node) => [node.id, node.children.map((child) => child.id)])).toEqual([
    [1, [3, 5]],
    [2, [4]],
  ]);
});

test('shows a child whose parent is missing at the top level', () => {
  const tree = categoryTree([category({ id: 1 }), category({ id: 7, parentId: 99 })]);
  expect(tree.map((node) => node.id)).toEqual([1, 7]);
  expect(tree[1]?.children).toEqual([]);
});

test('is empty for no categories', () => {
  expect(categoryTree([])).toEqual([]);
});
