import type { ProductSpec, ProductSpecEn } from '@app/contract/product';
import type { z } from 'zod';

/*
 * A product's specs as staff edit them (decision 17): one list, each row a Korean label and
 * value and their English versions, so a row moves and goes with both languages. The API keeps
 * them as two lists paired by position (`specs`, `specsEn`); an English part left empty shows
 * in Korean on the English site.
 */

export type SpecRow = {
  key: number;
  label: string;
  value: string;
  labelEn: string;
  valueEn: string;
};
export type SpecPart = 'label' | 'value' | 'labelEn' | 'valueEn';

let specKeys = 0;
export const specRow = (row: Partial<Omit<SpecRow, 'key'>> = {}): SpecRow => ({
  key: (specKeys += 1),
  label: row.label ?? '',
  value: row.value ?? '',
  labelEn: row.labelEn ?? '',
  valueEn: row.valueEn ?? '',
});

/**
 * The rows of a stored product, Korean and English paired by position. Products saved while the
 * two were separate tables may have more rows in one than in the other: every row is kept, with
 * the missing side empty, so nothing is lost without staff seeing it.
 */
export function specRowsOf(specs: readonly ProductSpec[], specsEn: readonly ProductSpecEn[]) {
  return Array.from({ length: Math.max(specs.length, specsEn.length) }, (_, i) =>
    specRow({
      label: specs[i]?.label,
      value: specs[i]?.value,
      labelEn: specsEn[i]?.label ?? undefined,
      valueEn: specsEn[i]?.value ?? undefined,
    }),
  );
}

/** The rows as the API takes them: two lists of the same length, English parts may be empty. */
export function specsInput(rows: readonly SpecRow[]) {
  return {
    specs: rows.map(({ label, value }) => ({ label, value })),
    specsEn: rows.map(({ labelEn, valueEn }) => ({ label: labelEn, value: valueEn })),
  };
}

/** The rows without their keys, to compare what staff changed. */
export const specRowValues = (rows: readonly SpecRow[]) =>
  rows.map(({ label, value, labelEn, valueEn }) => ({ label, value, labelEn, valueEn }));

/** The row and part a schema issue about `specs` or `specsEn` points at, if it points at one. */
export function specIssuePlace(issue: z.core.$ZodIssue): { index: number; part: SpecPart } | null {
  const [field, index, part] = issue.path;
  if ((field !== 'specs' && field !== 'specsEn') || typeof index !== 'number') return null;
  if (part !== 'label' && part !== 'value') return null;
  return { index, part: field === 'specs' ? part : part === 'label' ? 'labelEn' : 'valueEn' };
}
