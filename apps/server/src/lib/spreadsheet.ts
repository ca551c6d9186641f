import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { stream } from 'exceljs';
import type { FastifyReply } from 'fastify';

/** The downloads staff take into Excel: an .xlsx workbook, or CSV. */
export const SPREADSHEET_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export type SpreadsheetFormat = keyof typeof SPREADSHEET_TYPES;

/** Sends `body` as the download `name.format`, never kept by a cache. */
export const sendSpreadsheet = (
  reply: FastifyReply,
  format: SpreadsheetFormat,
  name: string,
  body: Readable,
) =>
  reply
    .type(SPREADSHEET_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);

export type Cell = string | number;

/**
 * Text a spreadsheet would run as a formula when it opens a CSV (=, +, -, @, tab, return
 * first) gets a leading apostrophe, which Excel shows as text (OWASP "CSV injection").
 */
export const neutralizeFormula = (value: Cell) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** An .xlsx written to `out` as it is built; exceljs is loaded on first use. */
export async function sheetWriter(out: PassThrough): Promise<stream.xlsx.WorkbookWriter> {
  // Loaded on the first download, not at start: exceljs alone takes most of a second to import.
  const { default: ExcelJS } = await import('exceljs');
  // Strings inline, not shared: a shared-strings table would hold every distinct text in memory.
  return new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
}

/** A column's width in characters: a Korean character takes two. */
export function textWidth(title: string): number {
  const wide = Array.from(title).reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  return Math.max(10, wide + 4);
}

/**
 * A worksheet whose bold header row stays in view and filters, as staff set a sheet up by hand;
 * the header is written.
 */
export function headedSheet(
  workbook: stream.xlsx.WorkbookWriter,
  name: string,
  header: string[],
  width: (title: string) => number = textWidth,
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title) => ({ width: width(title) }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  sheet.addRow(header).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

/** CSV for Excel: UTF-8 with a byte order mark (so Korean Excel reads it as UTF-8), CRLF. */
export async function csvWriter(out: PassThrough) {
  const { stringify } = await import('csv-stringify');
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  const written = pipeline(csv, out);
  return {
    /** Writes a row, formulas neutralised; waits while the client reads slower than we write. */
    async row(cells: Cell[]) {
      if (!csv.write(cells.map(neutralizeFormula))) await once(csv, 'drain');
    },
    async end() {
      csv.end();
      await written;
    },
  };
}

export interface SheetOptions {
  /** The worksheet's name (an .xlsx only). */
  name: string;
  header: string[];
  width?: (title: string) => number;
}

/**
 * Writes a header and rows, a batch at a time, into `out` as CSV or as one .xlsx worksheet
 * streamed row by row. Resolves once everything is written.
 */
export async function writeSpreadsheet(
  out: PassThrough,
  format: SpreadsheetFormat,
  sheet: SheetOptions,
  batches: AsyncIterable<Cell[][]>,
) {
  if (format === 'csv') {
    const csv = await csvWriter(out);
    await csv.row(sheet.header);
    for await (const rows of batches) for (const row of rows) await csv.row(row);
    await csv.end();
    return;
  }
  const workbook = await sheetWriter(out);
  const worksheet = headedSheet(workbook, sheet.name, sheet.header, sheet.width);
  for await (const rows of batches) {
    for (const row of rows) worksheet.addRow(row).commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * A stream a route sends at once while `write` fills it; a failure part-way ends it, and is
 * given to `onError` to log (the status line has gone).
 */
export function streamed(
  write: (out: PassThrough) => Promise<void>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  write(out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
