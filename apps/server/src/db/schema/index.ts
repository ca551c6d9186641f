// Every table of the one schema; drizzle-kit reads this file to generate migrations.
export * from './member.ts';
export * from './place.ts';
export * from './category.ts';
export * from './image.ts';
export * from './audit.ts';
export * from './board.ts';
export * from './page.ts';
export * from './product.ts';
export * from './product-view.ts';
export * from './inquiry.ts';
export * from './two-factor.ts';
export * from './status-count.ts';
export * from './product-import.ts';
export * from './search.ts';
export * from './site.ts';
