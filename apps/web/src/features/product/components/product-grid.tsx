import type { ProductCard as ProductCardData } from '@app/contract/product';
import type { ListReturn } from '../list-return';
import { ProductCard } from './product-card';
import classes from './product-grid.module.css';

/**
 * Cards in a responsive grid: five across on the wide screens that show 20 a page. On a page that
 * opens with the grid, `eagerCount` cards (the first row on a phone) load their pictures at once:
 * the first is what a visitor waits for. `highlight`: the words a search found, marked in each card.
 * `listReturn`: the list each product page's 목록으로 leads back to.
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  highlight,
  listReturn,
}: {
  products: ProductCardData[];
  eagerCount?: number;
  highlight?: readonly string[];
  listReturn?: ListReturn | undefined;
}) {
  return (
    <div className={classes.grid}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          eager={index < eagerCount}
          highlight={highlight}
          listReturn={listReturn}
        />
      ))}
    </div>
  );
}
