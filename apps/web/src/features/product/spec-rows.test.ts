import { productInputSchema } from '@app/contract/product';
import { expect, test } from 'vitest';
import { specIssuePlace, specRowValues, specRowsOf, specsInput } from './spec-rows';

const korean = [
  { label: '중량', value: '5kg' },
  { label: '원산지', value: '나주' },
];

test('a stored product loads as one row per spec, Korean and English paired by position', () => {
  expect(specRowValues(specRowsOf(korean, [{ label: 'Weight', value: null }]))).toEqual([
    { label: '중량', value: '5kg', labelEn: 'Weight', valueEn: '' },
    { label: '원산지', value: '나주', labelEn: '', valueEn: '' },
  ]);
  // Saved while the two were separate tables: more English rows than Korean ones are kept as
  // rows of their own, for staff to see (the Korean is then asked for).
  expect(
    specRowValues(
      specRowsOf(korean.slice(0, 1), [
        { label: 'Weight', value: '5 kg' },
        { label: 'Origin', value: 'Naju' },
      ]),
    ),
  ).toEqual([
    { label: '중량', value: '5kg', labelEn: 'Weight', valueEn: '5 kg' },
    { label: '', value: '', labelEn: 'Origin', valueEn: 'Naju' },
  ]);
  // Each row has its own key, so reordering moves the row, both languages together.
  const keys = specRowsOf(korean, []).map((row) => row.key);
  expect(new Set(keys).size).toBe(2);
});

test('rows are sent as two lists of one length; an empty English part is none', () => {
  const rows = specRowsOf(korean, [{ label: 'Weight', value: '' }]);
  const input = specsInput(rows);
  expect(input.specsEn).toHaveLength(input.specs.length);
  const parsed = productInputSchema.parse({ name: '배', categoryId: 1, ...input });
  expect(parsed.specs).toEqual(korean);
  expect(parsed.specsEn).toEqual([
    { label: 'Weight', value: null },
    { label: null, value: null },
  ]);
  // Reordered rows keep their pairs.
  expect(specsInput([...rows].reverse()).specsEn[1]).toEqual({ label: 'Weight', value: '' });
});

test('a schema issue in the rows points at its row and part, in either language', () => {
  const rows = specRowsOf([{ label: '중량', value: '' }], [{ label: 'x'.repeat(51), value: null }]);
  const result = productInputSchema.safeParse({ name: '배', categoryId: 1, ...specsInput(rows) });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map(specIssuePlace)).toEqual([
    { index: 0, part: 'value' },
    { index: 0, part: 'labelEn' },
  ]);
});
