import { open } from 'node:fs/promises';
import { PRODUCT_IMPORT_MAX_ROWS } from '@app/contract/product-import';
import { HttpProblem } from '../../../lib/problem.ts';
import { proposeMapping } from './column-mapping.ts';
import { type CsvEncoding, csvRows, detectCsvEncoding, notText } from './csv-rows.ts';
import { type SheetRow, type WantedColumns, hasText, tooManyRows } from './sheet-row.ts';
import type { SharedStrings } from './shared-strings.ts';
import { readSharedStrings, xlsxRows } from './xlsx-rows.ts';
import { ZipArchive } from './zip-archive.ts';

/**
 * What an .xlsx may unpack to. A workbook of 50,000 rows with long descriptions unpacks to a
 * few hundred megabytes at most; more is a zip bomb, refused before anything is inflated.
 */
const XLSX_LIMITS = {
  maxEntries: 1_000,
  maxEntryBytes: 1024 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
};

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

export interface Sheet {
  format: 'xlsx' | 'csv';
  encoding: CsvEncoding | null;
  /**
   * The header row, then at most PRODUCT_IMPORT_MAX_ROWS data rows (one more refuses the file);
   * only the `wanted` columns' cells are kept, every row with text is counted.
   */
  rows: (wanted?: WantedColumns) => AsyncGenerator<SheetRow>;
  close: () => void;
}

/**
 * Opens an uploaded spreadsheet by its content, not its name: a ZIP holding xl/workbook.xml is
 * an .xlsx; text without NUL bytes is a CSV in UTF-8 or CP949; anything else is refused.
 */
export async function openSheet(path: string): Promise<Sheet> {
  const head = Buffer.alloc(4);
  const file = await open(path);
  const { bytesRead } = await file.read(head, 0, 4, 0).finally(() => file.close());
  if (bytesRead === 0) throw new HttpProblem(400, 'empty_file', 'The file is empty.');
  if (head.equals(ZIP_MAGIC)) {
    const zip = await ZipArchive.open(path, XLSX_LIMITS);
    if (zip === null || !zip.entries.has('xl/workbook.xml')) {
      zip?.close();
      throw notText();
    }
    // Read once however often the rows are (a dry run, then the job), into a file beside the
    // sheet: it may hold 100 MB.
    let strings: Promise<SharedStrings> | undefined;
    return {
      format: 'xlsx',
      encoding: null,
      rows: (wanted = null) =>
        fromHeader(
          limited(
            xlsxRows(zip, wanted, () => (strings ??= readSharedStrings(zip, `${path}.strings`))),
          ),
        ),
      close: () => {
        zip.close();
        strings?.then((table) => table.close()).catch(() => undefined);
      },
    };
  }
  const encoding = await detectCsvEncoding(path);
  return {
    format: 'csv',
    encoding,
    rows: (wanted = null) => fromHeader(limited(csvRows(path, encoding, wanted))),
    close: () => undefined,
  };
}

/** Stops reading at the first row past the limit: a million-row sheet is never read whole. */
async function* limited(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  let count = 0;
  for await (const row of rows) {
    count += 1;
    if (count > PRODUCT_IMPORT_MAX_ROWS + 1) {
      await rows.return(undefined);
      throw tooManyRows(PRODUCT_IMPORT_MAX_ROWS);
    }
    yield row;
  }
}

/** How far down a sheet its header row is looked for. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The rows from the header on: titles and notes people put above the header (a merged
 * "2026년 제품 목록", a date) are skipped. The header is the first of the first rows that names
 * a field (품번, 이름, Name…), else the first with two cells of text, else the first row.
 */
async function* fromHeader(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  const leading: SheetRow[] = [];
  // Read by hand: leaving a for-await loop would close the generator for the rows after.
  while (leading.length < HEADER_SEARCH_ROWS) {
    const next = await rows.next();
    if (next.done === true) break;
    leading.push(next.value);
  }
  const names = leading.findIndex((row) => proposeMapping(row.cells).some((f) => f !== null));
  const wide = leading.findIndex((row) => row.cells.filter(hasText).length >= 2);
  const header = names !== -1 ? names : Math.max(0, wide);
  yield* leading.slice(header);
  if (leading.length === HEADER_SEARCH_ROWS) yield* rows;
}
