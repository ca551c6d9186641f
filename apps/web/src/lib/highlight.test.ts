import { expect, test } from 'vitest';
import { highlightParts } from './highlight';

const marked = (text: string, words: string[]) =>
  highlightParts(text, words)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

test('marks each occurrence of the words, ignoring case', () => {
  expect(marked('산업용 환풍기 HF-200 환풍기', ['환풍기'])).toBe('산업용 [환풍기] HF-200 [환풍기]');
  expect(marked('Air Compressor AC-10', ['air', 'ac'])).toBe('[Air] Compressor [AC]-10');
});

test('the pieces join back to the text, so nothing is lost or repeated', () => {
  const text = '스테인리스 SUS-304 배관 (50A)';
  const parts = highlightParts(text, ['sus', '50a', '배관']);
  expect(parts.map((part) => part.text).join('')).toBe(text);
  expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual([
    'SUS',
    '배관',
    '50A',
  ]);
});

test('a longer word wins where words overlap, and marks side by side are one', () => {
  expect(marked('환풍기 설치', ['환풍', '환풍기'])).toBe('[환풍기] 설치');
  expect(marked('송풍기', ['송풍', '기'])).toBe('[송풍기]');
});

test('words are text, not patterns', () => {
  expect(marked('A+ (B) [C] a.b', ['a+', '(b)', '[c]', '.'])).toBe('[A+] [(B)] [[C]] a[.]b');
  expect(marked('<b>x</b>', ['<b>'])).toBe('[<b>]x</b>');
});

test('no words, blank words or no text leave the text as it is', () => {
  expect(highlightParts('환풍기', [])).toEqual([{ text: '환풍기', marked: false }]);
  expect(highlightParts('환풍기', ['', '  '])).toEqual([{ text: '환풍기', marked: false }]);
  expect(highlightParts('', ['환풍기'])).toEqual([]);
  expect(marked('환풍기', [' 환풍기 '])).toBe('[환풍기]');
});
