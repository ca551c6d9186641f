import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import hidden from './visually-hidden.module.css';

type DataTableProps = {
  /** Names the table; shown above it unless `captionHidden` (then only screen readers hear it). */
  caption: ReactNode;
  captionHidden?: boolean;
  /**
   * `rows`: a list, a line under each row and the row under the pointer highlighted.
   * `grid`: label and value pairs, every cell framed and every other row shaded.
   */
  variant?: 'rows' | 'grid';
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The table's `thead` and `tbody`, of plain `tr`, `th` and `td` (see `cellClasses`). */
  children: ReactNode;
};

/** For a cell: `dimmed` text, or `wideOnly`, a column narrow screens leave out. */
export const cellClasses = { dimmed: classes.dimmed, wideOnly: classes.wideOnly };

/**
 * A table of the public pages: plain HTML in Mantine's look. Mantine's Table would bring its
 * scroll area's code and styles (18 KB) to every page showing one; the staff pages keep it.
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
        className={[classes.table, classes[variant]].join(' ')}
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
