import type { Category } from '@app/contract/category';

export type CategoryNode = Category & { children: Category[] };

/**
 * The two-level tree from the flat list (DESIGN §3), keeping the server's `sortOrder` order.
 * A child whose parent is missing is shown at the top level rather than lost.
 */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const ids = new Set(categories.map((category) => category.id));
  const roots = categories.filter(
    (category) => category.parentId === null || !ids.has(category.parentId),
  );
  return roots.map((root) => ({
    ...root,
    children: categories.filter(
      (category) => category.parentId === root.id && root.parentId === null,
    ),
  }));
}
