import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import hidden from './visually-hidden.module.css';

type DataTableProps = {
  /** Names the table; shown above it unless `captionHidden` (then only screen readers hear it). */
  caption: ReactNode;
  captionHidden?: boolean;
  /**
   * `rows`: a list, a line under each row and the row under the pointer highlighted.
   * `cards`: `rows` on a wide screen; on a narrow one each row is a card, its `cardTitle` cell
   * on a line of its own and the others after it, but `wideOnly` cells (still read aloud).
   * `grid`: label and value pairs, every cell framed and every other row shaded.
   */
  variant?: 'rows' | 'cards' | 'grid';
  /**
   * Below this width (px) the table scrolls sideways instead of squeezing its columns (cards,
   * on a narrow screen, have no columns to squeeze).
   */
  minWidth?: number;
  /** The table's `thead` and `tbody`, of plain `tr`, `th` and `td` (see `cellClasses`). */
  children: ReactNode;
};

/**
 * For a cell: `dimmed` text; `wideOnly`, one a card leaves out (screen readers still read it);
 * `cardTitle`, the one a card shows first, on a line of its own; `nowrap`, a short value never
 * broken. For the text in a cell: `clamp`, cut to one line, but whole in a card.
 */
export const cellClasses = {
  dimmed: classes.dimmed,
  wideOnly: classes.wideOnly,
  cardTitle: classes.cardTitle,
  nowrap: classes.nowrap,
  clamp: classes.clamp,
};

const variantClasses = {
  rows: [classes.rows],
  cards: [classes.rows, classes.cards],
  grid: [classes.grid],
};

/**
 * A table of the public pages: plain HTML in Mantine's look. Mantine's Table would bring its
 * scroll area's code and styles (18 KB) to every page showing one; the staff pages keep it,
 * but for a list that turns into cards on a phone as its public twin does (inquiries).
 */
export function DataTable({
  caption,
  captionHidden = false,
  variant = 'rows',
  minWidth,
  children,
}: DataTableProps) {
  return (
    <div className={classes.frame}>
      <table
        className={[classes.table, ...variantClasses[variant]].join(' ')}
        style={minWidth === undefined ? undefined : { minWidth }}
      >
        {captionHidden ? (
          <caption>
            <span className={hidden.hidden}>{caption}</span>
          </caption>
        ) : (
          <caption className={classes.caption}>{caption}</caption>
        )}
        {children}
      </table>
    </div>
  );
}
