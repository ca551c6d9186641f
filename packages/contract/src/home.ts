import { z } from 'zod';
import { boardSchema, postSummarySchema } from './board.ts';
import { categorySchema } from './category.ts';
import { publicHomeSectionsSchema } from './home-sections.ts';
import { pageSchema } from './page.ts';
import { placeSchema } from './place.ts';
import { productCardSchema } from './product.ts';

export const HOME_FEATURED_PRODUCTS = 8;
export const HOME_LATEST_POSTS = 5;

/** Everything the home page shows, in one response. */
export const homeSchema = z.object({
  /** The `home` page: hero title, text, image and call to action. */
  hero: pageSchema,
  /** The sections below the hero that staff write (figures, business areas, strengths). */
  sections: publicHomeSectionsSchema,
  featuredProducts: z.array(productCardSchema),
  categories: z.array(categorySchema),
  places: z.array(placeSchema),
  /** The newest published posts of the first board (the notices). */
  latestPosts: z.object({ board: boardSchema.nullable(), posts: z.array(postSummarySchema) }),
});
export type Home = z.infer<typeof homeSchema>;
