import { HttpProblem } from '../../../plugins/problem.ts';

/** A data row as read from a sheet: its row number (the header is row 1) and its cells' text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

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
