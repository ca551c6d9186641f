import {
  PRODUCT_CODE_MAX,
  PRODUCT_IMAGES_MAX,
  type ProductStatus,
  type ProductValues,
  productInputSchema,
} from '@app/contract/product';
import {
  type ProductImportError,
  type ProductImportMapping,
  type ProductImportSimpleField,
  isSimpleField,
  specField,
} from '@app/contract/product-import';
import type { z } from 'zod';
import { productCodeKey } from '../product-code.ts';
import { IMAGE_NAME_SEPARATOR } from '../product-export.ts';
import { englishFollowingKorean } from '../product-specs.ts';
import type { CatalogueLookup, ExistingProduct } from './catalogue-lookup.ts';
import { type SheetRow, columnLetter } from './sheet-row.ts';

/** The columns of one spec's label and value; either may be unmapped. */
export interface SpecPair {
  /** The spec's number in the sheet (사양1, 사양2, …): a Korean and an English pair share it. */
  number: number;
  label: number | null;
  value: number | null;
}

/** Which column fills each field, from a mapping by column. */
export interface Columns {
  simple: Partial<Record<ProductImportSimpleField, number>>;
  /** Spec pairs in order of their number. */
  specs: SpecPair[];
  /** English spec pairs in order of their number; none mapped keeps the English specs. */
  specsEn: SpecPair[];
}

export function columnsOf(mapping: ProductImportMapping): Columns {
  const simple: Columns['simple'] = {};
  const specs = { ko: new Map<number, SpecPair>(), en: new Map<number, SpecPair>() };
  mapping.forEach((field, column) => {
    if (field === null) return;
    const spec = specField(field);
    if (spec === null) {
      if (isSimpleField(field)) simple[field] = column;
      return;
    }
    const pairs = spec.english ? specs.en : specs.ko;
    const pair = pairs.get(spec.index) ?? { number: spec.index, label: null, value: null };
    pair[spec.part] = column;
    pairs.set(spec.index, pair);
  });
  const inOrder = (pairs: Map<number, SpecPair>) =>
    [...pairs.entries()].sort(([a], [b]) => a - b).map(([, pair]) => pair);
  return { simple, specs: inOrder(specs.ko), specsEn: inOrder(specs.en) };
}

/** A cell's text, trimmed; '' when the field is not mapped or the row is short. */
export const cellOf = (row: SheetRow, column: number | undefined | null) =>
  column === undefined || column === null ? '' : (row.cells[column] ?? '').trim();

/**
 * The row's product code as matched (`productCodeKey`), or null without one. A code longer than a
 * product's can match none (the row is refused for it), so it is not looked up.
 */
export const codeKey = (row: SheetRow, columns: Columns) => {
  const code = cellOf(row, columns.simple.code);
  if (code === '' || code.length > PRODUCT_CODE_MAX) return null;
  return productCodeKey(code);
};

/** Fields whose text is stored as it is written: a leading sign there is a formula's. */
const PLAIN_TEXT: readonly ProductImportSimpleField[] = [
  'name',
  'nameEn',
  'summary',
  'summaryEn',
  'description',
  'descriptionEn',
];

/**
 * The first mapped cell that a spreadsheet program would run as a formula (OWASP "CSV
 * injection"), as `C7`, or null. Cells are judged trimmed, as they are stored (so a leading
 * space, tab or return hides nothing), and after the export's apostrophe is taken off: `=` or `@`
 * first is a formula in any column; `+` or `-` first is one in the names, summaries,
 * descriptions and spec labels. Spec values may start with a sign (-20°C, +5 V, or `-` for
 * none); the sort order is a number, and the code, status and featured columns have their own
 * formats, so a sign there is an invalid value of the row, not a formula. Unmapped columns are
 * never stored and are not judged.
 */
export function formulaCell(
  row: SheetRow,
  columns: Columns,
): { cell: string; start: string } | null {
  const judged: [number | null | undefined, boolean][] = [
    ...Object.entries(columns.simple).map(([field, column]): [number, boolean] => [
      column,
      PLAIN_TEXT.some((f) => f === field),
    ]),
    ...[...columns.specs, ...columns.specsEn].flatMap((pair): [number | null, boolean][] => [
      [pair.label, true],
      [pair.value, false],
    ]),
  ];
  judged.sort(([a], [b]) => (a ?? 0) - (b ?? 0));
  for (const [column, signs] of judged) {
    if (column === null || column === undefined) continue;
    const start = cellOf(row, column).charAt(0);
    if (start === '=' || start === '@' || (signs && (start === '+' || start === '-'))) {
      return { cell: `${columnLetter(column)}${String(row.row)}`, start };
    }
  }
  return null;
}

/**
 * The words a status or featured cell may hold, lowercase (cells are compared without case):
 * the export's words in both languages (SHEET_WORDS) and what staff commonly type. The import
 * template's instructions list them from here.
 */
export const STATUS_WORDS: Readonly<Record<string, ProductStatus>> = {
  published: 'published',
  공개: 'published',
  draft: 'draft',
  비공개: 'draft',
};
export const YES_WORDS: ReadonlySet<string> = new Set(['y', 'yes', 'true', '1', 'o', '예', '추천']);
export const NO_WORDS: ReadonlySet<string> = new Set([
  'n',
  'no',
  'false',
  '0',
  'x',
  '아니요',
  '아니오',
]);

/** A row checked against the catalogue: what it would write, or why it cannot. */
export interface CheckedRow {
  row: number;
  code: string | null;
  name: string;
  existing: ExistingProduct | null;
  /** Valid values (imageIds left empty: resolveImages fills them), or null when refused. */
  values: ProductValues | null;
  /** The image file names of the row, when the images column is mapped. */
  imageNames: string[] | null;
  errors: ProductImportError[];
}

/**
 * Builds the product a row describes: a mapped column sets its field (an empty cell clears an
 * optional one; an empty status, featured or sort order keeps what the product has), an
 * unmapped field keeps the existing product's value or takes the default. The values are then
 * validated by the same schema as the admin form's (`productInputSchema`).
 */
export function checkRow(
  row: SheetRow,
  columns: Columns,
  lookup: CatalogueLookup,
  existing: ExistingProduct | null,
): CheckedRow {
  const errors: ProductImportError[] = [];
  const fail = (
    field: ProductImportSimpleField | null,
    code: ProductImportError['code'],
    params: ProductImportError['params'] = {},
  ) => {
    const column = field === null ? undefined : columns.simple[field];
    errors.push({ column: column === undefined ? null : columnLetter(column), code, params });
  };
  const cell = (field: ProductImportSimpleField) => cellOf(row, columns.simple[field]);
  const mapped = (field: ProductImportSimpleField) => columns.simple[field] !== undefined;

  const status = cell('status');
  const featured = cell('featured').toLowerCase();
  const sortOrder = cell('sortOrder');
  const input: Record<string, unknown> = {
    name: cell('name'),
    code: mapped('code') ? cell('code') : (existing?.code ?? null),
    summary: mapped('summary') ? cell('summary') : (existing?.summary ?? null),
    description: mapped('description') ? cell('description') : (existing?.description ?? ''),
    categoryId: existing?.category_id,
    placeId: existing?.place_id ?? null,
    specs: existing?.specs ?? [],
    imageIds: [],
    status: existing?.status ?? 'draft',
    featured: existing?.featured ?? false,
    sortOrder: existing?.sort_order ?? 0,
  };

  // English is optional and kept when its column is not mapped (decision 17): a sheet without
  // it never wipes a translation. An empty mapped cell clears it.
  for (const field of ['nameEn', 'summaryEn', 'descriptionEn'] as const) {
    if (mapped(field)) input[field] = cell(field);
  }

  const category = cell('category');
  const foundCategory = category === '' ? 'not_found' : lookup.category(category);
  if (typeof foundCategory === 'object') input.categoryId = foundCategory.id;
  else if (category === '') fail('category', 'required');
  else fail('category', `category_${foundCategory}`, { value: category });

  if (mapped('place')) {
    const place = cell('place');
    const found = place === '' ? null : lookup.place(place);
    if (found === null) input.placeId = null;
    else if (typeof found === 'object') input.placeId = found.id;
    else fail('place', `place_${found}`, { value: place });
  }
  if (status !== '') {
    const value = STATUS_WORDS[status.toLowerCase()];
    if (value === undefined) fail('status', 'invalid_status', { value: status });
    else input.status = value;
  }
  if (featured !== '') {
    if (YES_WORDS.has(featured)) input.featured = true;
    else if (NO_WORDS.has(featured)) input.featured = false;
    else fail('featured', 'invalid_featured', { value: cell('featured') });
  }
  if (sortOrder !== '') {
    if (/^\d{1,7}(\.0+)?$/.test(sortOrder)) input.sortOrder = Number(sortOrder);
    else fail('sortOrder', 'invalid_number', { value: sortOrder });
  }

  // Spec n of a sheet is its Korean pair and, when mapped, its English pair, as the export
  // writes them. Mapped Korean columns set the spec table (none mapped keeps it); the English
  // parts of spec n translate the Korean row of spec n, an empty part showing the Korean
  // (decision 17). With no English column mapped, the stored English follows the Korean rows
  // the sheet moved.
  const specColumns: { specs: SpecPair[]; specsEn: SpecPair[] } = { specs: [], specsEn: [] };
  const englishByNumber = new Map(columns.specsEn.map((pair) => [pair.number, pair]));
  const englishOf = (pair: SpecPair | undefined) => ({
    label: cellOf(row, pair?.label) || null,
    value: cellOf(row, pair?.value) || null,
  });
  if (columns.specs.length > 0) {
    const korean = specsOf(row, columns.specs, errors);
    input.specs = korean.specs;
    specColumns.specs = korean.pairs;
    if (columns.specsEn.length > 0) {
      input.specsEn = korean.pairs.map((pair) => englishOf(englishByNumber.get(pair.number)));
      specColumns.specsEn = korean.pairs.map(
        (pair) =>
          englishByNumber.get(pair.number) ?? { number: pair.number, label: null, value: null },
      );
      // English with no Korean spec of its number has no row to translate.
      const kept = new Set(korean.pairs.map((pair) => pair.number));
      for (const pair of columns.specsEn) {
        const english = englishOf(pair);
        if (kept.has(pair.number) || (english.label === null && english.value === null)) continue;
        const column = english.label === null ? pair.value : pair.label;
        errors.push({
          column: column === null ? null : columnLetter(column),
          code: 'spec_incomplete',
          params: {},
        });
      }
    } else if (existing?.specs_en) {
      input.specsEn = englishFollowingKorean(existing.specs, existing.specs_en, korean.specs);
    }
  } else if (columns.specsEn.length > 0) {
    // English columns alone translate the stored Korean rows, spec n the n-th.
    input.specsEn = (existing?.specs ?? []).map((_, i) => englishOf(englishByNumber.get(i + 1)));
    specColumns.specsEn = (existing?.specs ?? []).map(
      (_, i) => englishByNumber.get(i + 1) ?? { number: i + 1, label: null, value: null },
    );
  }

  let imageNames: string[] | null = null;
  if (mapped('images')) {
    imageNames = cell('images')
      .split(IMAGE_NAME_SEPARATOR)
      .map((name) => name.trim().normalize('NFC'))
      .filter((name) => name !== '');
    if (imageNames.length > PRODUCT_IMAGES_MAX) {
      fail('images', 'too_many_images', { max: PRODUCT_IMAGES_MAX });
    }
    const duplicate = imageNames.find((name, i) => imageNames?.indexOf(name) !== i);
    if (duplicate !== undefined) fail('images', 'duplicate_image', { name: duplicate });
  }

  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    // The category's and place's own cells were reported by their lookups above.
    const looked = new Set<unknown>(['categoryId', 'placeId']);
    for (const issue of parsed.error.issues) {
      if (!looked.has(issue.path[0])) {
        errors.push(issueError(issue, columns, specColumns));
      }
    }
  }
  const code = typeof input.code === 'string' && input.code !== '' ? input.code : null;
  return {
    row: row.row,
    code,
    name: cell('name'),
    existing,
    values: errors.length === 0 && parsed.success ? parsed.data : null,
    imageNames,
    errors,
  };
}

/**
 * A row's specs from their column pairs, as the export writes them: both cells empty is no
 * spec, one alone is a mistake. `pairs` are the columns of each spec kept, in order.
 */
function specsOf(row: SheetRow, columns: SpecPair[], errors: ProductImportError[]) {
  const specs: { label: string; value: string }[] = [];
  const pairs: SpecPair[] = [];
  for (const pair of columns) {
    const label = cellOf(row, pair.label);
    const value = cellOf(row, pair.value);
    if (label === '' && value === '') continue;
    if (label === '' || value === '') {
      const column = label === '' ? pair.label : pair.value;
      errors.push({
        column: column === null ? null : columnLetter(column),
        code: 'spec_incomplete',
        params: {},
      });
      continue;
    }
    specs.push({ label, value });
    pairs.push(pair);
  }
  return { specs, pairs };
}

/** A schema issue as the column it came from and a code the interface translates. */
function issueError(
  issue: z.core.$ZodIssue,
  columns: Columns,
  specColumns: { specs: SpecPair[]; specsEn: SpecPair[] },
): ProductImportError {
  const [field, index, part] = issue.path;
  let column: number | null | undefined;
  if ((field === 'specs' || field === 'specsEn') && typeof index === 'number') {
    const pair = specColumns[field][index];
    column = part === 'value' ? pair?.value : pair?.label;
  } else if (typeof field === 'string' && isSimpleField(field)) {
    column = columns.simple[field];
  }
  const letter = column === undefined || column === null ? null : columnLetter(column);
  if (issue.code === 'too_big') {
    return { column: letter, code: 'too_long', params: { max: Number(issue.maximum) } };
  }
  if (issue.code === 'too_small') return { column: letter, code: 'required', params: {} };
  if (field === 'code') return { column: letter, code: 'invalid_code', params: {} };
  return { column: letter, code: 'invalid', params: { message: issue.message } };
}
