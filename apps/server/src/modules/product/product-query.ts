import { type SQL, and, sql } from 'drizzle-orm';
import type { Audience } from '../search/search-words.ts';
import type { SynonymMap } from '../search/synonyms.ts';

/** What a search needs besides its keyword: the synonyms, who searches, and whether as typed only. */
export interface SearchContext {
  synonyms: SynonymMap;
  audience: Audience;
  literal?: boolean | undefined;
}

/** A page of a list or a search, public or staff, as the reads take it. */
export interface CardQuery {
  /** Every condition but the keyword's and the category's and place's. */
  where: SQL[];
  category?: number | undefined;
  place?: number | undefined;
  /** A keyword, searched on names, code, summaries and specs as modules/search understands it. */
  search: { keyword: string; context: SearchContext } | null;
  /** ORDER BY items over `p` (product), within each ranking tier. */
  order: SQL;
  /**
   * Set when `order` sorts by the name of the product's category or place, which no index of
   * product holds: a plain list then takes the groups in name order and reads each through its
   * `(column, updated_at, id)` index.
   */
  byGroup?: Group;
  /** Set when `order` is the name ascending (`p.name, p.id`): a search may walk it from its word. */
  nameOrder?: boolean;
  limit: number;
  offset: number;
}

/** A table products point to, by the column that points. */
export interface Group {
  table: 'category' | 'place';
  column: SQL;
  direction: 'asc' | 'desc';
}

/** The ids of a category and its sub-categories (a parent includes its children). */
export const categoryTree = (categoryId: number) =>
  sql`select id from category where id = ${categoryId} or parent_id = ${categoryId}`;
const inCategoryTree = (categoryId: number) => sql`p.category_id in (${categoryTree(categoryId)})`;

/** The back-office filters of a category (with its sub-categories) and a place, as conditions. */
export function filters(query: { category?: number | undefined; place?: number | undefined }) {
  const where: SQL[] = [];
  if (query.category !== undefined) where.push(inCategoryTree(query.category));
  if (query.place !== undefined) where.push(sql`p.place_id = ${query.place}`);
  return where;
}

export const categoryCondition = (q: CardQuery) =>
  q.category === undefined ? [] : [inCategoryTree(q.category)];
export const placeCondition = (q: CardQuery) =>
  q.place === undefined ? [] : [sql`p.place_id = ${q.place}`];
export const allConditions = (q: CardQuery, extra: SQL[] = []) =>
  and(...q.where, ...categoryCondition(q), ...placeCondition(q), ...extra) ?? sql`true`;

/**
 * Columns any public or admin order or the search ranking reads, carried through a search's
 * subqueries so its ORDER BY can name them.
 */
export const SORT_COLUMNS = sql`p.id, p.name, p.name_en, p.code, p.status, p.featured,
  p.sort_order, p.view_count, p.created_at, p.updated_at, p.category_id, p.place_id`;
/** What a search's subqueries carry: the sort columns and what matching and ranking read. */
export const SEARCH_COLUMNS = sql`${SORT_COLUMNS}, p.search_text, p.search_key, p.summary,
  p.summary_en`;

/** Within a group, most recently updated first (`product_category_idx`, `product_place_idx`). */
export const IN_GROUP_ORDER = sql`p.updated_at desc, p.id desc`;
