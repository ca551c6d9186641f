import type { ContentLanguage } from '@app/contract/content-language';
import type { ImageRef } from '@app/contract/image';
import {
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductRow,
  type AdminProductSort,
  PRODUCT_RESULT_WINDOW,
  type ProductCard,
  type ProductDetail,
  type ProductSpecEn,
  type ProductListQuery,
  type ProductSort,
  type ProductStatus,
  type ProductValues,
  RELATED_PRODUCTS,
  productSpecEnSchema,
  productSpecSchema,
  productStatusSchema,
} from '@app/contract/product';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { integerLiteral, prepared } from '../../db/prepared.ts';
import { product } from '../../db/schema/index.ts';
import { inLanguage } from '../../lib/content-language.ts';
import { findImages, toImageRef } from '../image/image.repository.ts';
import { descriptionImageIds } from './product-description.ts';
import { specsInLanguage } from './product-specs.ts';
import { matchConditions } from '../search/match-sql.ts';
import { catalogueLookups, search, understoodSummary } from '../search/search.ts';
import type { SynonymMap } from '../search/synonyms.ts';
import { type Understanding, understandAsTyped } from '../search/understanding.ts';
import {
  type CardQuery,
  type Group,
  IN_GROUP_ORDER,
  SORT_COLUMNS,
  type SearchContext,
  allConditions,
  categoryTree,
  filters,
  placeCondition,
} from './product-query.ts';
import { type FoundIds, findMatchIds } from './product-search.ts';

/** A literal, not a parameter, so the planner matches the `where status = 'published'` partial indexes. */
const PUBLISHED = sql.raw(`p.status = 'published'`);

const variantRowSchema = z.object({
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  key: z.string(),
});

/** One product of a page with its category, place and main image, as the card query returns it. */
const cardRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string().nullable(),
  code: z.string().nullable(),
  summary: z.string().nullable(),
  summary_en: z.string().nullable(),
  featured: z.boolean(),
  status: productStatusSchema,
  sort_order: z.number(),
  view_count: z.number(),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  category_name_en: z.string().nullable(),
  place_id: z.number().nullable(),
  place_name: z.string().nullable(),
  place_name_en: z.string().nullable(),
  image_id: z.number().nullable(),
  image_alt: z.string().nullable(),
  image_width: z.number().nullable(),
  image_height: z.number().nullable(),
  image_variants: z.array(variantRowSchema).nullable(),
});
type CardRow = z.infer<typeof cardRowSchema>;
const countedCardRowSchema = cardRowSchema.extend({ total: z.number() });
const countRowSchema = z.object({ count: z.number() });

/** A product's category or place, named in `lang`. */
const named = (
  lang: ContentLanguage,
  id: number | null,
  name: string | null,
  nameEn: string | null,
) => (id === null || name === null ? null : inLanguage(lang, { id, name }, { name: nameEn }));

function mainImage(row: CardRow): ImageRef | null {
  const { image_id: id, image_width: width, image_height: height, image_variants: variants } = row;
  if (id === null || width === null || height === null || variants === null) return null;
  return toImageRef({ id, alt: row.image_alt ?? '', width, height, variants });
}

const toCard =
  (lang: ContentLanguage) =>
  (row: CardRow): ProductCard =>
    inLanguage(
      lang,
      {
        id: row.id,
        name: row.name,
        code: row.code,
        summary: row.summary,
        category: named(lang, row.category_id, row.category_name, row.category_name_en),
        place: named(lang, row.place_id, row.place_name, row.place_name_en),
        image: mainImage(row),
        featured: row.featured,
        createdAt: row.created_at.toISOString(),
      },
      { name: row.name_en, summary: row.summary_en },
    );

/** Staff see the Korean texts in their table (the form shows both). */
const toAdminRow = (row: CardRow): AdminProductRow => ({
  ...toCard('ko')(row),
  status: row.status,
  sortOrder: row.sort_order,
  viewCount: row.view_count,
  updatedAt: row.updated_at.toISOString(),
});

/**
 * A plain list's page ids, in order: its sort index walked (an index-only scan passes the
 * offset), or for a place that place's own index in the same order. A category's list merges
 * its categories (the parent and its children), each read in order through its index up to the
 * rows the page can need: as `category_id in (…)` no index gives one order, so the planner would
 * sort every product of the tree.
 */
function listedIds(q: CardQuery): SQL {
  if (q.byGroup) return groupedIds(q.byGroup, allConditions(q), q);
  // Literals, not parameters: a prepared statement's generic plan (the product page's related
  // products) then knows it reads four rows, not a tenth of the table.
  const limit = integerLiteral(q.limit);
  const offset = integerLiteral(q.offset);
  if (q.category === undefined) {
    return sql`select p.id from product p where ${allConditions(q)}
      order by ${q.order} limit ${limit} offset ${offset}`;
  }
  const where = and(...q.where, ...placeCondition(q)) ?? sql`true`;
  return sql`select p.id
    from (${categoryTree(q.category)}) c
    cross join lateral (
      select ${SORT_COLUMNS} from product p where p.category_id = c.id and ${where}
      order by ${q.order} limit ${integerLiteral(q.offset + q.limit)}
    ) p
    order by ${q.order} limit ${limit} offset ${offset}`;
}

/**
 * A plain list sorted by category or place name: the groups ranked by name, each read through
 * its index up to the rows the page can need, then merged (products without a place last).
 */
function groupedIds(group: Group, where: SQL, q: CardQuery): SQL {
  const table = sql.identifier(group.table);
  const direction = sql.raw(group.direction);
  const upTo = q.offset + q.limit;
  const members = (match: SQL) =>
    sql`(select p.id, p.updated_at from product p where ${match} and ${where}
      order by ${IN_GROUP_ORDER} limit ${upTo})`;
  const ungrouped =
    group.table === 'place'
      ? sql`union all select p.id, p.updated_at, 2147483647 as rank from ${members(sql`${group.column} is null`)} p`
      : sql``;
  return sql`select p.id from (
      select p.id, p.updated_at, g.rank from (
        select g.id, row_number() over (order by g.name ${direction}, g.id ${direction}) as rank
        from ${table} g
      ) g
      cross join lateral ${members(sql`${group.column} = g.id`)} p
      ${ungrouped}
    ) p
    order by p.rank, ${IN_GROUP_ORDER} limit ${q.limit} offset ${q.offset}`;
}

const CARD_COLUMNS = sql`p.id, p.name, p.name_en, p.code, p.summary, p.summary_en, p.featured,
  p.status, p.sort_order, p.view_count, p.created_at, p.updated_at,
  c.id as category_id, c.name as category_name, c.name_en as category_name_en,
  pl.id as place_id, pl.name as place_name, pl.name_en as place_name_en,
  i.id as image_id, i.alt as image_alt, i.width as image_width, i.height as image_height,
  i.variants as image_variants`;
const CARD_JOINS = sql`left join category c on c.id = p.category_id
  left join place pl on pl.id = p.place_id
  left join image i on i.id = p.image_ids[1]`;

/**
 * A plain list's page of products with their category, place and main image in one statement:
 * the page is picked as ids (`listedIds`), then only those rows are read and joined. With
 * `countUpTo`, every row also carries the number of rows counted up to that cap (one round
 * trip). Exported so the EXPLAIN tests check the statement the API runs.
 */
export function cardsSql(q: CardQuery, countUpTo: number | null) {
  const total = countUpTo === null ? sql`0` : countSql(q, countUpTo);
  return sql`select (${total}) as total, ${CARD_COLUMNS}
    from (${listedIds(q)}) picked
    join product p on p.id = picked.id
    ${CARD_JOINS}
    order by ${q.order}`;
}

/** The number of a plain list's rows, counted up to `upTo` through its indexes. */
export function countSql(q: CardQuery, upTo: number): SQL {
  return sql`select count(*)::int from (select 1 from product p where ${allConditions(q)} limit ${upTo}) m`;
}

const queryCards = (db: Db, q: CardQuery, countUpTo: number | null) =>
  queryRows(db, cardsSql(q, countUpTo), countedCardRowSchema);

/** Cards of these products, in the order given. */
async function cardsOfIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows(
    db,
    sql`select ${CARD_COLUMNS}
      from unnest(${intArray(ids)}) with ordinality as picked(id, position)
      join product p on p.id = picked.id
      ${CARD_JOINS}
      order by picked.position`,
    cardRowSchema,
  );
}

/** Total rows of a plain list, counted up to just past the result window. */
async function countCapped(db: Db, q: CardQuery): Promise<number> {
  const [row] = await queryRows(db, countSql(q, PRODUCT_RESULT_WINDOW + 1), countRowSchema);
  return row?.count ?? 0;
}

const capped = (counted: number) => ({
  total: Math.min(counted, PRODUCT_RESULT_WINDOW),
  totalCapped: counted > PRODUCT_RESULT_WINDOW,
  totalEstimated: false,
});

/** A search's matches (`FoundIds`) and how its keyword was understood. */
export interface Matches extends FoundIds {
  understanding: Understanding | null;
}

/**
 * A keyword's first `upTo` matches and their total: understood, searched, and rewritten when it
 * found nothing (modules/search).
 */
async function searchMatches(
  db: Db,
  q: CardQuery,
  { keyword, context }: { keyword: string; context: SearchContext },
  upTo: number,
): Promise<Matches> {
  const result = await search({
    keyword,
    synonyms: context.synonyms,
    lookups: catalogueLookups(db, context.audience),
    literal: context.literal,
    find: (understanding) => findMatchIds(db, { ...q, understanding }, upTo),
  });
  return result
    ? { ...result.found, understanding: result.understanding }
    : { ids: [], total: 0, estimated: false, understanding: null };
}

/**
 * Runs a paged card query and answers `{ rows, total, totalCapped }`. A plain list counts in the
 * same statement (`known.count`, a count the caller keeps cached, spares it); a search finds its
 * matches' ids first (`known.matches` spares that), then reads the page's cards.
 */
async function pageOfCards(
  db: Db,
  q: CardQuery,
  known: { count?: number | undefined; matches?: Matches | undefined } = {},
) {
  if (q.search !== null) {
    const matches = known.matches ?? (await searchMatches(db, q, q.search, q.offset + q.limit));
    return {
      rows: await cardsOfIds(db, matches.ids.slice(q.offset, q.offset + q.limit)),
      total: matches.total,
      totalCapped: false,
      totalEstimated: matches.estimated,
      ...(matches.understanding ? { understood: understoodSummary(matches.understanding) } : {}),
    };
  }
  if (known.count !== undefined) {
    return { rows: await queryCards(db, q, null), ...capped(known.count) };
  }
  const rows = await queryCards(db, q, PRODUCT_RESULT_WINDOW + 1);
  // An empty page carries no count: only then (a page past the end) is it asked separately.
  const counted = rows[0]?.total ?? (q.offset === 0 ? 0 : await countCapped(db, q));
  return { rows, ...capped(counted) };
}

// `desc nulls last` matches the public partial indexes exactly (drizzle writes them that way).
const PUBLIC_ORDER: Record<ProductSort, SQL> = {
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
  name: sql`p.name, p.id`,
  popular: sql`p.view_count desc nulls last, p.id desc nulls last`,
};
const FEATURED_ORDER = sql`p.sort_order, p.created_at desc nulls last, p.id desc nulls last`;

/** The public catalogue's page query: published products only. */
export function publicListQuery(query: ProductListQuery, synonyms: SynonymMap): CardQuery {
  const where = [PUBLISHED];
  if (query.featured !== undefined) where.push(sql`p.featured = ${query.featured}`);
  return {
    where,
    category: query.category,
    place: query.place,
    order: PUBLIC_ORDER[query.sort],
    nameOrder: query.sort === 'name',
    search: query.keyword
      ? {
          keyword: query.keyword,
          context: { synonyms, audience: 'public', literal: query.literal },
        }
      : null,
    limit: query.size,
    offset: query.page * query.size,
  };
}

/**
 * A page of the public list or search. `known` spares work the caller keeps cached: a plain
 * list's count (`countPublicProducts`), a search's matches (`findPublicMatches`).
 */
export async function listPublicProducts(
  db: Db,
  query: ProductListQuery,
  synonyms: SynonymMap,
  known?: { count?: number | undefined; matches?: Matches | undefined },
) {
  const { rows, ...page } = await pageOfCards(db, publicListQuery(query, synonyms), known);
  return { items: rows.map(toCard(query.lang)), ...page };
}

/** How many published products a plain list shows, counted up to just past the window. */
export function countPublicProducts(db: Db, query: ProductListQuery): Promise<number> {
  return countCapped(db, publicListQuery(query, new Map()));
}

/** A public search's first `upTo` matches and their total (the query's keyword must be set). */
export function findPublicMatches(
  db: Db,
  query: ProductListQuery & { keyword: string },
  synonyms: SynonymMap,
  upTo: number,
) {
  const q = publicListQuery(query, synonyms);
  return q.search ? searchMatches(db, q, q.search, upTo) : Promise.resolve(null);
}

/** Featured published products in their sortOrder, for the home page. */
export async function listFeaturedProducts(
  db: Db,
  limit: number,
  lang: ContentLanguage,
): Promise<ProductCard[]> {
  const rows = await queryCards(
    db,
    { where: [PUBLISHED, sql`p.featured`], order: FEATURED_ORDER, search: null, limit, offset: 0 },
    null,
  );
  return rows.map(toCard(lang));
}

const ADMIN_COLUMNS: Record<AdminProductSort, SQL> = {
  id: sql`p.id`,
  name: sql`p.name`,
  status: sql`p.status`,
  featured: sql`p.featured`,
  sortOrder: sql`p.sort_order`,
  viewCount: sql`p.view_count`,
  createdAt: sql`p.created_at`,
  updatedAt: sql`p.updated_at`,
  category: sql`p.category_id`,
  place: sql`p.place_id`,
};

/** The back-office table's filters as conditions: category, place, status and keyword. */
export function adminListFilters(
  query: {
    keyword?: string | undefined;
    category?: number | undefined;
    place?: number | undefined;
    status?: ProductStatus | undefined;
  },
  synonyms: SynonymMap,
): SQL[] {
  const where = filters(query);
  if (query.status !== undefined) where.push(sql`p.status = ${query.status}`);
  const understanding = query.keyword ? understandAsTyped(query.keyword, synonyms) : null;
  if (understanding) where.push(...matchConditions(understanding, 'filter'));
  return where;
}

/** The back-office table's page query: every status, any column in either direction (each backed by a `(column, id)` index). */
export function adminListQuery(query: AdminProductListQuery, synonyms: SynonymMap): CardQuery {
  const where: SQL[] = [];
  if (query.status !== undefined) where.push(sql`p.status = ${query.status}`);
  const direction = sql.raw(query.order);
  const column = ADMIN_COLUMNS[query.sort];
  const group =
    query.sort === 'category' || query.sort === 'place'
      ? { table: query.sort, column, direction: query.order }
      : undefined;
  return {
    where,
    order: group
      ? // The same order as groupedIds: name, then the group's id, then within the group.
        sql`(select g.name from ${sql.identifier(group.table)} g where g.id = ${column})
          ${direction} nulls last, ${column} ${direction} nulls last, ${IN_GROUP_ORDER}`
      : query.sort === 'id'
        ? sql`p.id ${direction}`
        : sql`${column} ${direction}, p.id ${direction}`,
    ...(group ? { byGroup: group } : {}),
    nameOrder: query.sort === 'name' && query.order === 'asc',
    category: query.category,
    place: query.place,
    search: query.keyword
      ? { keyword: query.keyword, context: { synonyms, audience: 'staff' } }
      : null,
    limit: query.size,
    offset: query.page * query.size,
  };
}

export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
  synonyms: SynonymMap,
) {
  const { rows, ...page } = await pageOfCards(db, adminListQuery(query, synonyms));
  return { items: rows.map(toAdminRow), ...page };
}

const detailRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string().nullable(),
  code: z.string().nullable(),
  summary: z.string().nullable(),
  summary_en: z.string().nullable(),
  description: z.string(),
  description_en: z.string().nullable(),
  category_id: z.number(),
  category_name: z.string(),
  category_name_en: z.string().nullable(),
  place_id: z.number().nullable(),
  place_name: z.string().nullable(),
  place_name_en: z.string().nullable(),
  specs: z.array(productSpecSchema),
  specs_en: z.array(productSpecEnSchema).nullable(),
  image_ids: z.array(z.number()),
  status: productStatusSchema,
  featured: z.boolean(),
  sort_order: z.number(),
  view_count: z.number(),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
});
/** An image as the gallery's JSON carries it (`GALLERY`). */
const imageRefRowSchema = z.object({
  id: z.number(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(variantRowSchema),
});

/** The product's gallery in its stored order, as JSON; an id whose image is gone is skipped. */
const GALLERY = sql`coalesce((
  select json_agg(json_build_object('id', i.id, 'alt', i.alt, 'width', i.width, 'height', i.height,
    'variants', i.variants) order by g.position)
  from unnest(d.image_ids) with ordinality g(id, position) join image i on i.id = g.id), '[]')`;

/** Newest published products of the same category, as the card query reads them, as JSON. */
const RELATED = sql`coalesce((
  select json_agg(p order by ${PUBLIC_ORDER.newest})
  from (${cardsSql(
    {
      where: [PUBLISHED, sql`p.category_id = d.category_id`, sql`p.id <> d.id`],
      order: PUBLIC_ORDER.newest,
      search: null,
      limit: RELATED_PRODUCTS,
      offset: 0,
    },
    null,
  )}) p), '[]')`;

/**
 * A product with its category, place and gallery (and for the public page its related
 * products) in one statement: a page of its own is read often, and each round trip costs more
 * than the subqueries (PGlite plans and answers each statement on one thread). Prepared: its
 * plan is the same for every id, and planning it cost more than running it.
 */
/** Built once: zod compiles a schema on its first parse, so one built per call recompiles. */
const detailWithGallerySchema = detailRowSchema.extend({
  images: z.array(imageRefRowSchema),
  related: z.array(cardRowSchema),
});

async function findDetail(db: Db, id: number, publicPage: boolean) {
  const [row] = await queryRows(
    db,
    prepared(
      publicPage ? 'product_detail_public' : 'product_detail_admin',
      sql`
      select d.id, d.name, d.name_en, d.code, d.summary, d.summary_en, d.description,
        d.description_en, d.specs, d.specs_en, d.image_ids, d.status, d.featured, d.sort_order,
        d.view_count, d.created_at, d.updated_at,
        dc.id as category_id, dc.name as category_name, dc.name_en as category_name_en,
        dp.id as place_id, dp.name as place_name, dp.name_en as place_name_en,
        ${GALLERY} as images, ${publicPage ? RELATED : sql`'[]'::json`} as related
      from product d
      join category dc on dc.id = d.category_id
      left join place dp on dp.id = d.place_id
      where d.id = ${id} ${publicPage ? sql`and d.status = 'published'` : sql``}`,
    ),
    detailWithGallerySchema,
  );
  return row ?? null;
}

/**
 * A published product with its gallery and related products (same category) in `lang`, or
 * null. Its specs fall back part by part: every Korean row is shown (`specsInLanguage`).
 */
export async function findPublicProduct(
  db: Db,
  id: number,
  lang: ContentLanguage,
): Promise<ProductDetail | null> {
  const row = await findDetail(db, id, true);
  if (!row) return null;
  const images = row.images.map(toImageRef);
  return inLanguage(
    lang,
    {
      id: row.id,
      name: row.name,
      code: row.code,
      summary: row.summary,
      description: row.description,
      category: named(lang, row.category_id, row.category_name, row.category_name_en),
      place: named(lang, row.place_id, row.place_name, row.place_name_en),
      image: images[0] ?? null,
      images,
      specs: specsInLanguage(lang, row.specs, row.specs_en),
      featured: row.featured,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      related: row.related.map(toCard(lang)),
      hasEnglish: row.name_en !== null,
    },
    {
      name: row.name_en,
      summary: row.summary_en,
      description: row.description_en,
    },
  );
}

/** Any product, as the admin form edits it, or null. */
export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const row = await findDetail(db, id, false);
  if (!row) return null;
  const images = row.images.map(toImageRef);
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    code: row.code,
    summary: row.summary,
    summaryEn: row.summary_en,
    description: row.description,
    descriptionEn: row.description_en,
    categoryId: row.category_id,
    placeId: row.place_id,
    category: { id: row.category_id, name: row.category_name },
    place: named('ko', row.place_id, row.place_name, row.place_name_en),
    specs: row.specs,
    specsEn: row.specs_en ?? [],
    imageIds: row.image_ids,
    image: images[0] ?? null,
    images,
    status: row.status,
    featured: row.featured,
    sortOrder: row.sort_order,
    viewCount: row.view_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The product holding a code, compared as the unique index compares (`productCodeKey`), or null. */
export async function findProductByCode(db: Db, code: string) {
  const [row] = await queryRows(
    db,
    sql`select p.id, p.name from product p where product_code_key(p.code) = product_code_key(${code})`,
    z.object({ id: z.number(), name: z.string() }),
  );
  return row ?? null;
}

/**
 * What the repository stores: validated input with sanitised descriptions and their image ids.
 * An English version left undefined stays as stored; null is none.
 */
export type ProductWrite = Omit<ProductValues, 'descriptionEn' | 'specsEn'> & {
  descriptionEn?: string | null | undefined;
  specsEn?: ProductSpecEn[] | null | undefined;
  descriptionImageIds: number[];
};

export async function insertProduct(db: Db, values: ProductWrite): Promise<number> {
  const [row] = await db.insert(product).values(values).returning({ id: product.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The library images of a product's stored English description: a write that leaves that
 * description as it is (an import) must still count them as used.
 */
async function storedEnglishDescriptionImages(db: Db, id: number): Promise<number[]> {
  const [row] = await db
    .select({ html: product.descriptionEn })
    .from(product)
    .where(eq(product.id, id));
  return row?.html ? descriptionImageIds(db, row.html) : [];
}

export async function updateProduct(db: Db, id: number, values: ProductWrite): Promise<boolean> {
  const keptImages =
    values.descriptionEn === undefined ? await storedEnglishDescriptionImages(db, id) : [];
  const rows = await db
    .update(product)
    .set({
      ...values,
      descriptionImageIds: [...new Set([...values.descriptionImageIds, ...keptImages])],
    })
    .where(eq(product.id, id))
    .returning({ id: product.id });
  return rows.length > 0;
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(product).where(eq(product.id, id)).returning({ id: product.id });
  return rows.length > 0;
}

/** Publishes, unpublishes or deletes many products at once; answers how many existed. */
export async function bulkProducts(
  db: Db,
  ids: number[],
  action: 'publish' | 'unpublish' | 'delete',
): Promise<number> {
  if (action === 'delete') {
    const rows = await db
      .delete(product)
      .where(inArray(product.id, ids))
      .returning({ id: product.id });
    return rows.length;
  }
  const status: ProductStatus = action === 'publish' ? 'published' : 'draft';
  const rows = await db
    .update(product)
    .set({ status })
    .where(inArray(product.id, ids))
    .returning({ id: product.id });
  return rows.length;
}

/**
 * Merges the entries waiting in the search indexes' pending lists into the indexes. A GIN index
 * takes new rows into an unsorted list that every search reads whole until it is merged (by
 * autovacuum on PostgreSQL, on PGlite only once it holds 4 MB). View counts fill it: a count is
 * indexed (the popular orders), so each update enters its product in every index again. With
 * 1,500 viewed products waiting, a gram search at 10,000 products took 154 ms instead of 8; the
 * merge took 38 ms for 400, off the request path. Answers the pages merged.
 */
export async function mergePendingSearchEntries(db: Db): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select gin_clean_pending_list('product_search_grams_idx'::regclass)
      + gin_clean_pending_list('product_search_trgm_idx'::regclass)
      + gin_clean_pending_list('product_search_key_trgm_idx'::regclass) as pages`,
    z.object({ pages: z.coerce.number() }),
  );
  return row?.pages ?? 0;
}

const usageRowSchema = z.object({ id: z.number(), name: z.string(), image_id: z.number() });

/** Products whose gallery or description shows any of these images (for the image library). */
export async function findProductImageUsage(db: Db, imageIds: number[]) {
  if (imageIds.length === 0) return [];
  const ids = intArray(imageIds);
  return queryRows(
    db,
    sql`
      select p.id, p.name, u.image_id
      from product p
      cross join lateral (
        select unnest(p.image_ids || p.description_image_ids) as image_id
      ) u
      where (p.image_ids && ${ids} or p.description_image_ids && ${ids})
        and u.image_id = any(${ids})`,
    usageRowSchema,
  );
}

/** Which of these image ids exist in the library (to refuse a gallery naming a missing image). */
export async function existingImageIds(db: Db, ids: number[]): Promise<Set<number>> {
  return new Set((await findImages(db, ids)).map((row) => row.id));
}
