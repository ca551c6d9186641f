import { createReadStream } from 'node:fs';
import { HttpProblem } from '../../../lib/problem.ts';
import {
  ROW_MAX_CHARS,
  SPREADSHEET_COLUMNS,
  type SheetRow,
  type WantedColumns,
  damaged,
  keptCells,
  rowTooLong,
} from './sheet-row.ts';

export type CsvEncoding = 'utf-8' | 'cp949';

/**
 * UTF-8 (with or without a byte order mark) when every byte of the file decodes as UTF-8,
 * otherwise CP949 (Korean Excel's "CSV" is EUC-KR extended by Microsoft) when that decodes
 * without a single unmappable byte; anything else is refused. Korean text in CP949 is almost
 * never valid UTF-8, so the whole file is checked, not a prefix: one Hangul cell deep in an
 * otherwise ASCII file decides it.
 */
export async function detectCsvEncoding(path: string): Promise<CsvEncoding> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const { default: iconv } = await import('iconv-lite');
  const cp949 = iconv.getDecoder('cp949');
  let isUtf8 = true;
  let isCp949 = true;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    if (bytes.includes(0)) throw notText();
    if (isUtf8) {
      try {
        utf8.decode(bytes, { stream: true });
      } catch {
        isUtf8 = false;
      }
    }
    if (isCp949) isCp949 = !cp949.write(bytes).includes('\uFFFD');
    if (!isUtf8 && !isCp949) break;
  }
  if (isUtf8) {
    try {
      utf8.decode();
      return 'utf-8';
    } catch {
      // The file ends inside a UTF-8 sequence: not UTF-8 after all.
    }
  }
  if (isCp949 && !(cp949.end() ?? '').includes('\uFFFD')) return 'cp949';
  throw new HttpProblem(
    415,
    'unknown_encoding',
    'The CSV is neither UTF-8 nor CP949 (EUC-KR); save it again as "CSV UTF-8".',
  );
}

export const notText = () =>
  new HttpProblem(415, 'not_a_spreadsheet', 'The file is not an Excel workbook (.xlsx) or a CSV.');

/**
 * The export puts an apostrophe before a cell that Excel would run as a formula (=, +, -, @,
 * tab, return first: product-export.ts `neutralizeFormula`); the import takes it off again, and
 * the row check then judges the value as any other (row-values.ts `formulaCell`).
 */
const NEUTRALIZED = /^'(?=[=+\-@\t\r])/;

/**
 * The rows of a CSV as text. csv-parse bounds a record's text (`max_record_size`, counted as it
 * grows) and `cast`, called as each field ends, bounds how many there are: a one-line file of
 * 100 MB, or of a hundred million commas, is refused after its first two megabytes.
 */
export async function* csvRows(
  path: string,
  encoding: CsvEncoding,
  wanted: WantedColumns,
): AsyncGenerator<SheetRow> {
  const [{ parse }, { default: iconv }] = await Promise.all([
    import('csv-parse'),
    import('iconv-lite'),
  ]);
  const source = createReadStream(path);
  const text = source.pipe(iconv.decodeStream(encoding === 'utf-8' ? 'utf8' : 'cp949'));
  const parser = text.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      max_record_size: ROW_MAX_CHARS,
      cast: (value, { index, lines }) => {
        if (index >= SPREADSHEET_COLUMNS) throw tooManyFields(lines);
        return value;
      },
    }),
  );
  // Rows are numbered as a spreadsheet shows the records (a quoted line break stays in its cell).
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      const cells = keptCells(record, row, wanted);
      if (cells !== null) yield { row, cells: cells.map((cell) => cell.replace(NEUTRALIZED, '')) };
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'CSV_MAX_RECORD_SIZE') {
      throw rowTooLong(row + 1);
    }
    throw damaged(`The CSV cannot be read: ${String(error)}`);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

const tooManyFields = (line: number) =>
  damaged(
    `Line ${String(line)} has more than ${SPREADSHEET_COLUMNS.toLocaleString('en')} fields, more than a spreadsheet has columns.`,
  );
