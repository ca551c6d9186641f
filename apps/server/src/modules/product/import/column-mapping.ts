import {
  PRODUCT_IMPORT_FIELDS,
  type ProductImportMapping,
  type ProductImportSimpleField,
  specField,
} from '@app/contract/product-import';
import { SHEET_HEADERS } from '../product-export.ts';

/** Headers compared without case, spaces or punctuation: "Sort order" = "sortorder" = "정렬순서". */
const key = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_\-.()]/g, '');

/** Both languages' export headers, and the names staff commonly give the same columns. */
const KNOWN = new Map<string, ProductImportSimpleField | 'id'>();
for (const headers of Object.values(SHEET_HEADERS)) {
  KNOWN.set(key(headers.id), 'id');
  for (const field of PRODUCT_IMPORT_FIELDS) {
    KNOWN.set(key(headers[field]), field);
  }
}
for (const [alias, field] of [
  ['품명', 'name'],
  ['제품명', 'name'],
  ['상품명', 'name'],
  ['모델명', 'code'],
  ['sku', 'code'],
  ['분류', 'category'],
  ['공개', 'status'],
  ['이미지', 'images'],
  ['images', 'images'],
] as const) {
  KNOWN.set(key(alias), field);
}

/**
 * "사양3 항목", "Spec 3 label" → spec3Label; "사양3 내용 (영문)", "Spec 3 value (English)" →
 * spec3ValueEn (the export's spec headers in either language, keyed as above).
 */
const SPEC_HEADER = [
  { pattern: /^사양(\d+)(항목|내용)(영문)?$/, label: '항목' },
  { pattern: /^spec(\d+)(label|value)(english)?$/, label: 'label' },
];

function fieldOf(header: string): string | null {
  const k = key(header);
  const known = KNOWN.get(k);
  if (known !== undefined) return known;
  for (const { pattern, label } of SPEC_HEADER) {
    const match = pattern.exec(k);
    if (match) {
      const english = match[3] === undefined ? '' : 'En';
      const field = `spec${match[1] ?? ''}${match[2] === label ? 'Label' : 'Value'}${english}`;
      if (specField(field) !== null) return field;
    }
  }
  return null;
}

/**
 * The mapping proposed for a header row: each column whose header names a field fills it (the
 * first such column, if several do); the export's ID column and unknown headers are left out,
 * since products are matched by code, never by an id from another database.
 */
export function proposeMapping(headers: string[]): ProductImportMapping {
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = fieldOf(header);
    if (field === null || field === 'id' || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
