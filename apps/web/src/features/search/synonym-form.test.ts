import { expect, test } from 'vitest';
import { alternativesFromText, parseSynonymForm } from './synonym-form';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

test('alternatives are one a line, trimmed, blank lines left out', () => {
  expect(alternativesFromText(' 스테인리스 \r\n\n스텐\n  \nstainless steel\n')).toEqual([
    '스테인리스',
    '스텐',
    'stainless steel',
  ]);
});

test('a filled form is the API’s input; the box checked means both ways', () => {
  const parsed = parseSynonymForm(
    form({ term: ' 스뎅 ', alternatives: '스테인리스\n스텐', bothWays: 'on' }),
  );
  expect(parsed.success && parsed.data).toEqual({
    term: '스뎅',
    alternatives: ['스테인리스', '스텐'],
    bothWays: true,
  });
  const oneWay = parseSynonymForm(form({ term: '스뎅', alternatives: '스테인리스' }));
  expect(oneWay.success && oneWay.data.bothWays).toBe(false);
});

test('the contract refuses an empty term, no alternatives, the term again or one twice', () => {
  const fields = (values: Record<string, string>) => {
    const parsed = parseSynonymForm(form(values));
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]);
  };
  expect(fields({ term: ' ', alternatives: '스테인리스' })).toEqual(['term']);
  expect(fields({ term: '스뎅', alternatives: '\n' })).toEqual(['alternatives']);
  expect(fields({ term: '스뎅', alternatives: '스테인리스\n스뎅' })).toEqual(['alternatives']);
  expect(fields({ term: '스뎅', alternatives: 'Steel\nsteel' })).toEqual(['alternatives']);
});
