import { highlightParts } from '../../lib/highlight';
import classes from './highlighted-text.module.css';

/**
 * `text` with the searched `words` in `<mark>`: React nodes, so a name is never read as HTML.
 * Marks are inline, so the text around them (a link's accessible name) reads as before.
 */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return text;
  // The pieces of one text keep their order: the position is a piece's identity.
  return highlightParts(text, words).map((part, index) =>
    part.marked ? (
      <mark key={index} className={classes.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
