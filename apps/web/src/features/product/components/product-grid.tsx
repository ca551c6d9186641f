import type { ProductCard as ProductCardData } from '@app/contract/product';
import { SimpleGrid } from '@mantine/core';
import { ProductCard } from './product-card';

/** Cards in a responsive grid: five across on the wide screens that show 20 a page. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }} spacing="lg" verticalSpacing="lg">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}
