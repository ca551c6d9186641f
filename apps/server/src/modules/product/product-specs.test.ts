import { expect, test } from 'vitest';
import { englishFollowingKorean, specsInLanguage, storedEnglishSpecs } from './product-specs.ts';

const specs = [
  { label: '중량', value: '5kg' },
  { label: '원산지', value: '나주' },
];

test('English specs are stored one row per Korean row, empty parts as none', () => {
  expect(storedEnglishSpecs(specs, [{ label: 'Weight', value: '' }])).toEqual([
    { label: 'Weight', value: null },
    { label: null, value: null },
  ]);
  // No English in any row is no English table; a write without English keeps the stored one.
  expect(storedEnglishSpecs(specs, [{ label: '', value: null }])).toBeNull();
  expect(storedEnglishSpecs(specs, [])).toBeNull();
  expect(storedEnglishSpecs(specs, undefined)).toBeUndefined();
});

test('the English page shows every Korean row, English where there is some, Korean marked', () => {
  expect(specsInLanguage('en', specs, [{ label: 'Weight', value: null }])).toEqual([
    { label: 'Weight', value: '5kg', ko: ['value'] },
    { label: '원산지', value: '나주', ko: ['label', 'value'] },
  ]);
  expect(specsInLanguage('en', specs, null)).toEqual(
    specs.map((spec) => ({ ...spec, ko: ['label', 'value'] })),
  );
  // Rows stored before they were paired: an English row past the Korean ones is not shown.
  const legacy = [
    { label: 'Weight', value: '5 kg' },
    { label: 'Origin', value: 'Naju' },
    { label: 'Storage', value: 'Chilled' },
  ];
  expect(specsInLanguage('en', specs, legacy)).toEqual(legacy.slice(0, 2));
  // The Korean page is the Korean rows as they are.
  expect(specsInLanguage('ko', specs, legacy)).toEqual(specs);
});

test("an import's new Korean rows keep the English of the rows they continue", () => {
  const english = [
    { label: 'Weight', value: '5 kg' },
    { label: 'Origin', value: 'Naju' },
  ];
  // Reordered, one added: each keeps its own English; the new one has none.
  expect(
    englishFollowingKorean(specs, english, [
      { label: '원산지', value: '나주' },
      { label: '등급', value: '특' },
      { label: '중량', value: '5kg' },
    ]),
  ).toEqual([
    { label: 'Origin', value: 'Naju' },
    { label: null, value: null },
    { label: 'Weight', value: '5 kg' },
  ]);
  // A changed Korean value drops its English value (it would be stale) but keeps the label.
  expect(englishFollowingKorean(specs, english, [{ label: '중량', value: '3kg' }])).toEqual([
    { label: 'Weight', value: null },
  ]);
  // Two rows with one label each take their own row's English, in order.
  const twice = [
    { label: '색', value: '빨강' },
    { label: '색', value: '파랑' },
  ];
  expect(
    englishFollowingKorean(
      twice,
      [
        { label: 'Colour', value: 'Red' },
        { label: 'Colour', value: 'Blue' },
      ],
      [twice[1], twice[0]].filter((spec) => spec !== undefined),
    ),
  ).toEqual([
    { label: 'Colour', value: 'Blue' },
    { label: 'Colour', value: 'Red' },
  ]);
});
