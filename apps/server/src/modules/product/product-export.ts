import type { PassThrough, Readable } from 'node:stream';
import {
  type ProductExportQuery,
  productSpecEnSchema,
  productSpecSchema,
} from '@app/contract/product';
import { type SQL, and, sql } from 'drizzle-orm';
import type { stream } from 'exceljs';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import {
  type Cell,
  headedSheet,
  streamed,
  textWidth,
  writeSpreadsheet,
} from '../../lib/spreadsheet.ts';
import type { SynonymMap } from '../search/synonyms.ts';
import { adminListFilters } from './product.repository.ts';

/** Rows read per statement: a keyset step along the primary key, so memory stays flat. */
const BATCH = 1_000;

const exportRowSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
  summary: z.string().nullable(),
  summary_en: z.string().nullable(),
  description: z.string(),
  description_en: z.string().nullable(),
  category_path: z.string(),
  place_name: z.string().nullable(),
  status: z.string(),
  featured: z.boolean(),
  sort_order: z.number(),
  specs: z.array(productSpecSchema),
  // A part without English is null: its cell stays empty, and the import reads it back so.
  specs_en: z.array(productSpecEnSchema),
  image_names: z.string().nullable(),
});
export type ExportRow = z.infer<typeof exportRowSchema>;

/** Column headers in each language; the import maps them back to fields (import/column-mapping.ts). */
export const SHEET_HEADERS = {
  ko: {
    id: '번호',
    code: '품번',
    name: '이름',
    nameEn: '이름 (영문)',
    summary: '요약',
    summaryEn: '요약 (영문)',
    description: '설명',
    descriptionEn: '설명 (영문)',
    category: '카테고리',
    place: '장소',
    status: '상태',
    featured: '추천',
    sortOrder: '정렬 순서',
    images: '사진 파일',
    specLabel: (n: number) => `사양${String(n)} 항목`,
    specValue: (n: number) => `사양${String(n)} 내용`,
    specLabelEn: (n: number) => `사양${String(n)} 항목 (영문)`,
    specValueEn: (n: number) => `사양${String(n)} 내용 (영문)`,
  },
  en: {
    id: 'ID',
    code: 'Code',
    name: 'Name',
    nameEn: 'Name (English)',
    summary: 'Summary',
    summaryEn: 'Summary (English)',
    description: 'Description',
    descriptionEn: 'Description (English)',
    category: 'Category',
    place: 'Place',
    status: 'Status',
    featured: 'Featured',
    sortOrder: 'Sort order',
    images: 'Image files',
    specLabel: (n: number) => `Spec ${String(n)} label`,
    specValue: (n: number) => `Spec ${String(n)} value`,
    specLabelEn: (n: number) => `Spec ${String(n)} label (English)`,
    specValueEn: (n: number) => `Spec ${String(n)} value (English)`,
  },
} as const;

/** An export's filters, with the synonyms its keyword is searched with. */
export type ExportQuery = ProductExportQuery & { synonyms: SynonymMap };

/** Separates a product's image file names, in gallery order, in one cell. */
export const IMAGE_NAME_SEPARATOR = ';';

/**
 * Joins a child category to its parent in a cell (`parent > child`): names repeat under
 * different parents, so the path tells them apart. The import splits on its `>`.
 */
export const CATEGORY_PATH_SEPARATOR = ' > ';

/** Label/value column pairs: as many as the most specs, Korean and English, of any product. */
export interface SpecColumns {
  ko: number;
  en: number;
}

function where(query: ExportQuery, extra: SQL[] = []): SQL {
  return and(...adminListFilters(query, query.synonyms), ...extra) ?? sql`true`;
}

/** The most specs, and English specs, any exported product has. */
async function specColumns(db: Db, query: ExportQuery): Promise<SpecColumns> {
  const [row] = await queryRows(
    db,
    sql`select coalesce(max(jsonb_array_length(p.specs)), 0)::int as ko,
        coalesce(max(jsonb_array_length(p.specs_en)), 0)::int as en
      from product p where ${where(query)}`,
    z.object({ ko: z.number(), en: z.number() }),
  );
  return row ?? { ko: 0, en: 0 };
}

/** The products the admin table's filter matches, in id order, a batch at a time. */
async function* batches(db: Db, query: ExportQuery): AsyncGenerator<ExportRow[]> {
  for (let after = 0; ;) {
    const rows = await queryRows(
      db,
      sql`select p.id, p.code, p.name, p.name_en, p.summary, p.summary_en, p.description,
          p.description_en, p.status, p.featured,
          p.sort_order, p.specs, coalesce(p.specs_en, '[]') as specs_en, pl.name as place_name,
          coalesce(parent.name || ${CATEGORY_PATH_SEPARATOR}, '') || c.name as category_path,
          (select string_agg(i.original_name, ${IMAGE_NAME_SEPARATOR} order by u.n)
            from unnest(p.image_ids) with ordinality u(id, n) join image i on i.id = u.id
          ) as image_names
        from product p
        join category c on c.id = p.category_id
        left join category parent on parent.id = c.parent_id
        left join place pl on pl.id = p.place_id
        where ${where(query, [sql`p.id > ${after}`])}
        order by p.id limit ${BATCH}`,
      exportRowSchema,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (last === undefined || rows.length < BATCH) return;
    after = last.id;
  }
}

/** `count` column pairs, numbered from 1. */
const pairs = <T>(count: number, pair: (n: number) => [T, T]) =>
  Array.from({ length: count }, (_, i) => pair(i + 1)).flat();

export function headerRow(lang: ProductExportQuery['lang'], specs: SpecColumns): string[] {
  const h = SHEET_HEADERS[lang];
  return [
    h.id,
    h.code,
    h.name,
    h.nameEn,
    h.summary,
    h.summaryEn,
    h.category,
    h.place,
    h.status,
    h.featured,
    h.sortOrder,
    h.images,
    h.description,
    h.descriptionEn,
    ...pairs(specs.ko, (n) => [h.specLabel(n), h.specValue(n)]),
    ...pairs(specs.en, (n) => [h.specLabelEn(n), h.specValueEn(n)]),
  ];
}

/** Status and yes/no as words in the sheet's language; the import reads them back (row-values.ts). */
export const SHEET_WORDS = {
  ko: { published: '공개', draft: '비공개', yes: '예', no: '아니요' },
  en: { published: 'Published', draft: 'Draft', yes: 'Yes', no: 'No' },
} as const;

export function cells(
  row: ExportRow,
  specs: SpecColumns,
  lang: ProductExportQuery['lang'],
): Cell[] {
  const words = SHEET_WORDS[lang];
  const spec = (list: ExportRow['specs_en'], n: number): [string, string] => [
    list[n - 1]?.label ?? '',
    list[n - 1]?.value ?? '',
  ];
  return [
    row.id,
    row.code ?? '',
    row.name,
    row.name_en ?? '',
    row.summary ?? '',
    row.summary_en ?? '',
    row.category_path,
    row.place_name ?? '',
    row.status === 'published' ? words.published : words.draft,
    row.featured ? words.yes : words.no,
    row.sort_order,
    row.image_names ?? '',
    row.description,
    row.description_en ?? '',
    ...pairs(specs.ko, (n) => spec(row.specs, n)),
    ...pairs(specs.en, (n) => spec(row.specs_en, n)),
  ];
}

/** A column's width in characters: wide for names, summaries and descriptions (either language). */
function columnWidth(title: string): number {
  const all = [SHEET_HEADERS.ko, SHEET_HEADERS.en];
  const is = (key: 'name' | 'nameEn' | 'summary' | 'summaryEn' | 'description' | 'descriptionEn') =>
    all.some((h) => h[key] === title);
  if (is('description') || is('descriptionEn') || is('summary') || is('summaryEn')) return 50;
  if (is('name') || is('nameEn')) return 32;
  return textWidth(title);
}

const sheetName = (lang: ProductExportQuery['lang']) => (lang === 'ko' ? '제품' : 'Products');

/**
 * The products sheet, first in the workbook (the import reads the first sheet), with its header
 * row written: the export and the import template both start here, so their columns agree.
 */
export function productSheet(
  workbook: stream.xlsx.WorkbookWriter,
  lang: ProductExportQuery['lang'],
  specs: SpecColumns,
) {
  return headedSheet(workbook, sheetName(lang), headerRow(lang, specs), columnWidth);
}

/**
 * Writes the export into `out` as CSV or as an .xlsx workbook streamed row by row (the
 * products sheet). Resolves once everything is written.
 */
export async function writeProductExport(db: Db, query: ExportQuery, out: PassThrough) {
  const specs = await specColumns(db, query);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of batches(db, query)) {
      yield batch.map((row) => cells(row, specs, query.lang));
    }
  }
  await writeSpreadsheet(
    out,
    query.format,
    { name: sheetName(query.lang), header: headerRow(query.lang, specs), width: columnWidth },
    rows(),
  );
}

/** A stream the route sends at once; a failure part-way ends it, and is logged by the caller. */
export function productExportStream(
  db: Db,
  query: ExportQuery,
  onError: (error: unknown) => void,
): Readable {
  return streamed((out) => writeProductExport(db, query, out), onError);
}
