import { expect, test } from 'vitest';
import { inLanguage, storedEnglish, storedEnglishRichText } from './content-language.ts';

const record = { id: 1, name: '배', summary: '아삭한 배', note: null as string | null };

test('Korean is the record as it is, with nothing marked', () => {
  expect(inLanguage('ko', record, { name: 'Pear', summary: null })).toBe(record);
});

test('English takes each English text there is and names the Korean ones it falls back to', () => {
  expect(inLanguage('en', record, { name: 'Pear', summary: null })).toEqual({
    ...record,
    name: 'Pear',
    ko: ['summary'],
  });
  expect(inLanguage('en', record, { name: 'Pear', summary: 'Crisp pears' })).toEqual({
    ...record,
    name: 'Pear',
    summary: 'Crisp pears',
  });
});

test('an empty English version is none, and an empty Korean text is not marked', () => {
  expect(inLanguage('en', record, { name: '', note: null })).toEqual({ ...record, ko: ['name'] });
  const specs = { specs: [{ label: '중량', value: '5kg' }] };
  expect(inLanguage('en', specs, { specs: [] })).toEqual({ ...specs, ko: ['specs'] });
});

test('what is stored: empty English is none, English left out stays as it is', () => {
  expect(storedEnglish('')).toBeNull();
  expect(storedEnglish([])).toBeNull();
  expect(storedEnglish(undefined)).toBeUndefined();
  expect(storedEnglish('Pear')).toBe('Pear');
  expect(storedEnglishRichText('<script>x</script>')).toBeNull();
  expect(storedEnglishRichText('<p onclick="x()">Pear</p>')).toBe('<p>Pear</p>');
  expect(storedEnglishRichText(undefined)).toBeUndefined();
});
