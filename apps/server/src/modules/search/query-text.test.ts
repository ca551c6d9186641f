import { describe, expect, test } from 'vitest';
import {
  compact,
  fitsInitials,
  initials,
  isInitialsQuery,
  keystrokeDistance,
  keystrokes,
  normalizeQuery,
  otherKeyboardMode,
  typoAllowance,
} from './query-text.ts';

describe('normalisation', () => {
  test('folds compatibility forms, case and spacing', () => {
    expect(normalizeQuery('  ＫＰ－１００  ')).toBe('kp-100');
    expect(normalizeQuery('50㎜  배관')).toBe('50mm 배관');
    expect(normalizeQuery('20ℓ Tank')).toBe('20l tank');
  });
  test('a code is compared without hyphens, spaces, dots and slashes', () => {
    expect(compact('kp-100')).toBe('kp100');
    expect(compact('ab 20c')).toBe('ab20c');
    expect(compact('sus.304/50a')).toBe('sus30450a');
  });
});

describe('keys', () => {
  test('a Korean word and the same keys in English mode have one key string', () => {
    expect(keystrokes('환풍기')).toBe('ghksvndrl');
    expect(keystrokes('ghksvndrl')).toBe('ghksvndrl');
  });
  test('a word typed halfway is a prefix of the whole word', () => {
    const whole = keystrokes('환풍기');
    for (const typing of ['화', '환', '환ㅍ', '환푸', '환풍', '환풍ㄱ']) {
      expect(whole.startsWith(keystrokes(typing)), typing).toBe(true);
    }
  });
  test('initials are the keys of the initial consonants', () => {
    expect(initials('환풍기')).toBe('gvr');
    expect(initials('pump')).toBe('');
  });
});

describe('초성', () => {
  test('two or more initials, possibly mixed with syllables, make a 초성 query', () => {
    expect(isInitialsQuery('ㅎㅍㄱ')).toBe(true);
    expect(isInitialsQuery('환ㅍ기')).toBe(true);
    expect(isInitialsQuery('ㅎ')).toBe(false);
    expect(isInitialsQuery('환풍기')).toBe(false);
    expect(isInitialsQuery('ㅏㅔ')).toBe(false);
  });
  test('a word fits a 초성 query syllable by syllable from its start', () => {
    expect(fitsInitials('ㅎㅍㄱ', '환풍기')).toBe(true);
    expect(fitsInitials('환ㅍ기', '환풍기')).toBe(true);
    expect(fitsInitials('환ㅍ기', '환풍구')).toBe(false);
    expect(fitsInitials('ㅅㅍㄱ', '환풍기')).toBe(false);
  });
});

describe('keyboard mode', () => {
  test('Latin typed in English mode becomes Hangul, Hangul typed in Korean mode Latin', () => {
    expect(otherKeyboardMode('ghksvndrl')).toBe('환풍기');
    expect(otherKeyboardMode('ㅏㅔ-100')).toBe('kp-100');
    expect(otherKeyboardMode('ㅔㅕㅡㅔ')).toBe('pump');
  });
  test('what would not be a word in the other mode is left alone', () => {
    expect(otherKeyboardMode('kp100')).toBeNull();
    expect(otherKeyboardMode('hello')).toBeNull();
    expect(otherKeyboardMode('100')).toBeNull();
  });
});

describe('typos', () => {
  test('one keystroke edit: substitution, insertion, deletion, transposition', () => {
    const word = keystrokes('송풍기');
    expect(keystrokeDistance(keystrokes('송퓽기'), word, 2)).toBe(1);
    expect(keystrokeDistance(`${word}x`, word, 2)).toBe(1);
    expect(keystrokeDistance(word.slice(1), word, 2)).toBe(1);
    expect(keystrokeDistance('thdvndlr', 'thdvndrl', 2)).toBe(1);
    expect(keystrokeDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
  test('none under four keystrokes or for codes and numbers; two for long words', () => {
    expect(typoAllowance('소')).toBe(0);
    expect(typoAllowance('kp100')).toBe(0);
    expect(typoAllowance('송풍기')).toBe(1);
    expect(typoAllowance('스테인리스배관')).toBe(2);
  });
});
