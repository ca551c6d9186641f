import { HttpProblem } from '../../../lib/problem.ts';

/** A data row as read from a sheet: its row number (the header is row 1) and its cells' text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/**
 * What a spreadsheet can hold at all (Excel's own grid): a cell past column XFD or row 1,048,576
 * is not a spreadsheet's, so the file is damaged (or crafted).
 */
export const SPREADSHEET_COLUMNS = 16_384;
export const SPREADSHEET_ROWS = 1_048_576;

/**
 * Columns the import reads: as many as a mapping may name (`productImportMappingSchema`, 200),
 * against 134 that the export writes at most (ID, 13 fields, 30 spec pairs in each language).
 * Text further right refuses the file; empty cells there (formatting) are ignored.
 */
export const SHEET_COLUMNS = 200;

/**
 * Text of one row, in characters: a product at every limit (two 200,000-character descriptions,
 * names, summaries, 30 specs) is under half of it. It bounds what one row costs in memory.
 */
export const ROW_MAX_CHARS = 2_000_000;

/** `0` → A, `27` → AB: how staff find a column in their spreadsheet. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** `AB` → 27. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const char of letters) n = n * 26 + (char.charCodeAt(0) - 64);
  return n - 1;
}

/** A file the readers cannot take: 422 `damaged_spreadsheet`, with what was wrong. */
export const damaged = (detail: string) => new HttpProblem(422, 'damaged_spreadsheet', detail);

export const rowTooLong = (row: number) =>
  damaged(
    `Row ${String(row)} holds more than ${ROW_MAX_CHARS.toLocaleString('en')} characters; no product needs that much.`,
  );

export const textTooFarRight = (cell: string) =>
  damaged(
    `Cell ${cell} holds text, but the import reads columns A to ${columnLetter(SHEET_COLUMNS - 1)} only.`,
  );

/** The columns a reader keeps (those the mapping reads), or null for all of them. */
export type WantedColumns = ReadonlySet<number> | null;

/** Whether a cell holds text: spaces alone are none. */
export const hasText = (cell: string) => cell.trim() !== '';

/**
 * A row's cells as the import keeps them: the wanted ones, up to the last holding text (so
 * formatting far to the right costs nothing); null for a row without text. Text past
 * SHEET_COLUMNS refuses the file.
 */
export function keptCells(cells: string[], row: number, wanted: WantedColumns): string[] | null {
  let any = false;
  let last = -1;
  for (let i = 0; i < cells.length; i += 1) {
    if (!hasText(cells[i] ?? '')) continue;
    if (i >= SHEET_COLUMNS) throw textTooFarRight(`${columnLetter(i)}${String(row)}`);
    any = true;
    if (wanted === null || wanted.has(i)) last = i;
  }
  if (!any) return null;
  const kept = cells.slice(0, last + 1);
  return wanted === null ? kept : kept.map((cell, i) => (wanted.has(i) ? cell : ''));
}

/**
 * A copy of `text` that holds nothing else alive. The workbook reader's strings are slices of
 * the parser's whole chunk (64 KB of XML): one kept for long (a name in a dry run's outcome)
 * would keep its chunk.
 */
export const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

export const formulaRefused = (cell: string) =>
  new HttpProblem(
    422,
    'formula_in_cell',
    `Cell ${cell} holds a formula; save the sheet with values only (copy, paste as values).`,
    { errors: [{ field: cell, message: 'formula' }] },
  );

export const tooManyRows = (max: number) =>
  new HttpProblem(
    422,
    'too_many_rows',
    `The sheet has more than ${max.toLocaleString('en')} rows; split it into several files.`,
  );

/** A cell whose text a spreadsheet program would run as a formula, refused like one. */
export const formulaLike = (cell: string, start: string) =>
  new HttpProblem(
    422,
    'formula_in_cell',
    `Cell ${cell} starts with "${start}", which spreadsheet programs run as a formula; reword it or remove the "${start}".`,
    { errors: [{ field: cell, message: 'formula' }] },
  );
