/**
 * Which characters the site font draws: always printable ASCII and the punctuation Korean and
 * English text use, then the characters of the site's words and content, the most used first.
 */

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
  String.fromCharCode(0x20 + i),
);

/** Drawn by every site font, whatever its content uses. */
export const ALWAYS_DRAWN: readonly string[] = [
  ...PRINTABLE_ASCII,
  ...Array.from('\u00a0·‘’“”–—…•※→←↑↓©®™°×₩'),
];

const always = new Set(ALWAYS_DRAWN);
/** Control characters and line breaks draw nothing. */
const UNDRAWN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * The characters of `texts` that the always drawn ones leave out, the most used first (ties in
 * code point order, so every instance ranks the same content the same way).
 */
export function rankCharacters(texts: Iterable<string>): string[] {
  const uses = new Map<string, number>();
  for (const text of texts) {
    for (const character of text) {
      if (always.has(character) || UNDRAWN.test(character)) continue;
      uses.set(character, (uses.get(character) ?? 0) + 1);
    }
  }
  return [...uses]
    .sort(
      ([a, aUses], [b, bUses]) =>
        bUses - aUses || (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0),
    )
    .map(([character]) => character);
}

/** A set of characters as one string, in code point order: equal sets, equal strings. */
export function characterSet(characters: Iterable<string>): string {
  return [...new Set(characters)]
    .sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join('');
}
