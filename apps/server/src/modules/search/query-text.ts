import { convertHangulToQwerty, convertQwertyToHangul, disassemble, getChoseong } from 'es-hangul';

/**
 * Text as search compares it (stage 1, "understand the query"): Unicode compatibility forms
 * folded (full-width letters, `㎜` → mm, `ℓ` → l), lowercase, single spaces. Product texts are
 * lowercased and spaced the same way in the database (`search_text`).
 */
export function normalizeQuery(text: string): string {
  // Compatibility jamo (ㅎ, a 초성 query's letters) are kept: NFKC would make them conjoining
  // jamo, which no keyboard types.
  return text
    .replace(/[^\u3131-\u318e]+/g, (part) => part.normalize('NFKC'))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The separators a code or a compound is written with or without: `KP-100` = `kp100`. */
const SEPARATORS = /[\s\-./_·,]+/g;

/** A text without spaces and code separators, as `search_key` stores names and codes. */
export function compact(text: string): string {
  return text.replace(SEPARATORS, '');
}

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;
const SYLLABLES_ONLY = /^[\uac00-\ud7a3]+$/;
const CONSONANT_JAMO = /^[\u3131-\u314e]$/;
const LATIN_ONLY = /^[a-z]+$/;

export const hasHangul = (text: string) => HANGUL.test(text);

/**
 * The keys a word is typed with on a Korean keyboard (두벌식), as ASCII: 환풍기 → `ghksvndrl`.
 * Latin text is its own keys, so a word typed in either mode has one key string, and a word
 * typed halfway (환푸) is a prefix of the whole word's keys.
 */
export function keystrokes(text: string): string {
  return convertHangulToQwerty(text);
}

/** The keys of a word's initial consonants (초성): 환풍기 → ㅎㅍㄱ → `gvr`. */
export function initials(word: string): string {
  return hasHangul(word) ? convertHangulToQwerty(getChoseong(word)) : '';
}

/**
 * A 초성 query: two or more characters, each an initial consonant or a whole syllable, at least
 * one of them a consonant (`ㅎㅍㄱ`, `환ㅍ기`).
 */
export function isInitialsQuery(term: string): boolean {
  const chars = Array.from(term);
  return (
    chars.length >= 2 &&
    chars.some((c) => CONSONANT_JAMO.test(c)) &&
    chars.every((c) => CONSONANT_JAMO.test(c) || SYLLABLES_ONLY.test(c))
  );
}

/**
 * Does `word` fit the 초성 query `term` character by character from its start: a consonant
 * stands for any syllable it begins, a syllable for itself (`환ㅍ기` fits 환풍기).
 */
export function fitsInitials(term: string, word: string): boolean {
  const typed = Array.from(term);
  const chars = Array.from(word);
  if (chars.length < typed.length) return false;
  return typed.every((t, i) => {
    const c = chars[i] ?? '';
    return CONSONANT_JAMO.test(t) ? getChoseong(c) === t : t === c;
  });
}

/**
 * What a term would be had the keyboard been in the other mode, or null when that is no word:
 * Latin letters typed in English mode become Hangul syllables (`ghksvndrl` → 환풍기); Hangul
 * typed in Korean mode becomes Latin keys (`ㅏㅔ-100` → `kp-100`). Codes and digits pass
 * through, so a code keeps its number.
 */
export function otherKeyboardMode(term: string): string | null {
  if (hasHangul(term)) {
    const keys = convertHangulToQwerty(term).toLowerCase();
    return /[a-z]{2,}/.test(keys) ? keys : null;
  }
  if (!LATIN_ONLY.test(term) || term.length < 2) return null;
  const hangul = convertQwertyToHangul(term);
  return SYLLABLES_ONLY.test(hangul) ? hangul : null;
}

/** The number of keystrokes a word takes: its jamo, or its letters. */
export const keystrokeCount = (word: string) => Array.from(disassemble(word)).length;

/**
 * How many keystroke edits a typo may be: none under four keystrokes or for anything with a
 * digit (codes and numbers are exact), one up to nine, two from ten.
 */
export function typoAllowance(word: string): 0 | 1 | 2 {
  if (/\d/.test(word)) return 0;
  const count = keystrokeCount(word);
  return count < 4 ? 0 : count < 10 ? 1 : 2;
}

/**
 * Keystroke edits between two key strings: substitution, insertion, deletion and the
 * transposition of neighbours (optimal string alignment), or `max + 1` once it exceeds `max`.
 */
export function keystrokeDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (twoBack[j - 2] ?? 0) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    twoBack = previous;
    previous = row;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}
