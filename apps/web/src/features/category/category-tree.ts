import type { Category } from '@app/contract/category';

export type CategoryNode<C extends Category = Category> = C & { children: C[] };

/**
 * The two-level tree from the flat list (DESIGN §3), keeping the server's `sortOrder` order.
 * A child whose parent is missing is shown at the top level rather than lost. The nodes are
 * the categories given (staff's carry their English names too).
 */
export function categoryTree<C extends Category>(categories: readonly C[]): CategoryNode<C>[] {
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
