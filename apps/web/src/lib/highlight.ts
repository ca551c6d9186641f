/** A piece of a text, marked when it is one of the words searched for. */
export type TextPart = { text: string; marked: boolean };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` cut where any of `words` occurs, ignoring case: the pieces in order, each marked or
 * not, which join back to `text`. Longer words win where words overlap (환풍기 over 환풍), and
 * marked pieces side by side are one. Plain strings, for React to render (never as HTML).
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const wanted = [...new Set(words.map((word) => word.trim()).filter((word) => word !== ''))];
  if (text === '' || wanted.length === 0) return text === '' ? [] : [{ text, marked: false }];
  wanted.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(wanted.map(escape).join('|'), 'giu');
  const parts: TextPart[] = [];
  const push = (piece: string, marked: boolean) => {
    if (piece === '') return;
    const last = parts.at(-1);
    if (last?.marked === marked) last.text += piece;
    else parts.push({ text: piece, marked });
  };
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    push(text.slice(from, match.index), false);
    push(match[0], true);
    from = match.index + match[0].length;
  }
  push(text.slice(from), false);
  return parts;
}
