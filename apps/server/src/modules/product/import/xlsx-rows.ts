import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { HttpProblem } from '../../../lib/problem.ts';
import { type DateShape, dateShape, serialText } from './cell-dates.ts';
import { eventLoopTurns } from './event-loop-turns.ts';
import {
  ROW_MAX_CHARS,
  SHEET_COLUMNS,
  SPREADSHEET_COLUMNS,
  SPREADSHEET_ROWS,
  type SheetRow,
  type WantedColumns,
  columnIndex,
  damaged,
  formulaRefused,
  hasText,
  rowTooLong,
  textTooFarRight,
} from './sheet-row.ts';
import { SharedStrings } from './shared-strings.ts';
import { type ZipArchive, zipBomb } from './zip-archive.ts';

/**
 * XML characters the parser may take in without reporting a tag or a text: five times the
 * longest cell text a product needs (a 200,000-character description). saxes holds that much
 * before it reports anything, and a tag's attributes cost it far more than their characters.
 */
const XML_RUN_MAX_CHARS = 1_000_000;

/**
 * Text a sheet may expand to, shared strings counted at each use: 4,000 characters a row for
 * 50,000 rows, twice what the largest CSV (100 MB) holds. A small workbook repeating one long
 * shared string in every cell would otherwise make the import write gigabytes.
 */
const SHEET_MAX_CHARS = 200_000_000;

/**
 * Reads the first worksheet of an .xlsx row by row. exceljs's streaming WorkbookReader inflates
 * a worksheet that comes before the shared strings (as Excel and exceljs write them) to a
 * temporary file before it yields a row, so a million-row sheet or a bomb would be unpacked
 * whole first; here the entries are read in the order needed (ZipArchive, random access) and
 * the worksheet is parsed as it inflates, so the caller can stop at its row limit.
 */
export async function* xlsxRows(
  zip: ZipArchive,
  wanted: WantedColumns,
  strings: () => Promise<SharedStrings>,
): AsyncGenerator<SheetRow> {
  const { sheetPath, date1904 } = await firstSheet(zip);
  const dates = { styles: await dateStyles(zip), date1904 };
  const table = await strings();
  const entry = zip.entries.get(sheetPath);
  if (entry === undefined) throw notAWorkbook();
  yield* worksheetRows(await zip.openStream(entry), table, wanted, dates);
}

/** Which cell styles show a number as a date or a time, and the workbook's day 0. */
interface WorkbookDates {
  styles: ReadonlyMap<number, DateShape>;
  date1904: boolean;
}

/**
 * The cell styles (`s`, an index into cellXfs) whose number format shows a date or a time, from
 * the workbook's styles: custom formats by their code, built-in ones by their id.
 */
async function dateStyles(zip: ZipArchive): Promise<ReadonlyMap<number, DateShape>> {
  const codes = new Map<number, string>();
  const cellFormats: number[] = [];
  let section: 'cellXfs' | 'other' = 'other';
  await readXml(zip, 'xl/styles.xml', (tag) => {
    const id = Number(tag.attributes.numFmtId ?? Number.NaN);
    if (tag.name === 'numFmt' && tag.attributes.formatCode !== undefined) {
      codes.set(id, tag.attributes.formatCode);
    } else if (tag.name === 'cellXfs') section = 'cellXfs';
    else if (tag.name === 'cellStyleXfs' || tag.name === 'cellStyles') section = 'other';
    else if (tag.name === 'xf' && section === 'cellXfs') cellFormats.push(id);
  });
  const styles = new Map<number, DateShape>();
  cellFormats.forEach((id, style) => {
    const shape = Number.isInteger(id) ? dateShape(id, codes.get(id)) : null;
    if (shape !== null) styles.set(style, shape);
  });
  return styles;
}

const notAWorkbook = () =>
  new HttpProblem(415, 'not_a_spreadsheet', 'The file is not an Excel workbook (.xlsx) or a CSV.');

interface XmlHandlers {
  opentag?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
  closetag?: (tag: SaxesTagPlain) => void;
}

/**
 * Parses an XML stream with saxes, yielding what the handlers emitted after each chunk. A run
 * of XML_RUN_MAX_CHARS without a tag or text reported refuses the file.
 */
async function* parse<T>(
  stream: Readable,
  handlers: (emit: (item: T) => void) => XmlHandlers,
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  const queue: T[] = [];
  const on = handlers((item) => queue.push(item));
  // Characters written since the parser last reported something (reset by its handlers).
  let run = 0;
  parser.on('opentag', (tag) => {
    run = 0;
    on.opentag?.(tag);
  });
  parser.on('text', (text) => {
    run = 0;
    on.text?.(text);
  });
  parser.on('closetag', (tag) => {
    run = 0;
    on.closetag?.(tag);
  });
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      const text = decoder.write(chunk as Buffer);
      run += text.length;
      parser.write(text);
      if (run > XML_RUN_MAX_CHARS) {
        throw damaged('The workbook holds a text or a tag longer than a spreadsheet cell can be.');
      }
      yield* queue.splice(0);
    }
    parser.write(decoder.end()).close();
    yield* queue.splice(0);
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    // yauzl stops an entry that inflates past its declared size.
    if (error instanceof Error && error.message.includes('too many bytes')) {
      throw zipBomb('An entry unpacks to more than its declared size.');
    }
    throw damaged('The workbook cannot be read.');
  } finally {
    stream.destroy();
  }
}

/** Reads a small XML entry to its end for the handlers' side effects; false when it is absent. */
async function readXml(zip: ZipArchive, path: string, onTag: (tag: SaxesTagPlain) => void) {
  const entry = zip.entries.get(path);
  if (entry === undefined) return false;
  const tags = parse<null>(await zip.openStream(entry), () => ({ opentag: onTag }));
  let next = await tags.next();
  while (next.done !== true) next = await tags.next();
  return true;
}

/**
 * The path of the workbook's first sheet, through the workbook's relationships, and whether its
 * dates count from 1904 (old Mac workbooks) rather than 1900.
 */
async function firstSheet(zip: ZipArchive): Promise<{ sheetPath: string; date1904: boolean }> {
  const first: { id: string | null; date1904: boolean } = { id: null, date1904: false };
  const found = await readXml(zip, 'xl/workbook.xml', (tag) => {
    if (tag.name === 'sheet' && first.id === null) first.id = tag.attributes['r:id'] ?? null;
    if (tag.name === 'workbookPr') {
      first.date1904 = ['1', 'true'].includes(tag.attributes.date1904 ?? '');
    }
  });
  if (!found) throw notAWorkbook();
  const sheet: { target: string | null } = { target: null };
  await readXml(zip, 'xl/_rels/workbook.xml.rels', (tag) => {
    const { Id: id, Target: target } = tag.attributes;
    if (tag.name === 'Relationship' && id === first.id && target !== undefined) {
      sheet.target ??= target;
    }
  });
  const { target } = sheet;
  const sheetPath =
    target === null
      ? 'xl/worksheets/sheet1.xml'
      : target.startsWith('/')
        ? target.slice(1)
        : `xl/${target}`;
  return { sheetPath, date1904: first.date1904 };
}

/**
 * The shared strings table, written to `path` (SharedStrings): runs joined, phonetic guides
 * (rPh) left out. An empty table without the entry.
 */
export async function readSharedStrings(zip: ZipArchive, path: string): Promise<SharedStrings> {
  const table = await SharedStrings.create(path);
  try {
    const entry = zip.entries.get('xl/sharedStrings.xml');
    if (entry !== undefined) {
      for await (const s of parseSharedStrings(await zip.openStream(entry))) await table.add(s);
    }
    await table.finish();
    return table;
  } catch (error) {
    await table.close();
    throw error;
  }
}

function parseSharedStrings(stream: Readable): AsyncGenerator<string> {
  return parse<string>(stream, (emit) => {
    let text: string | null = null;
    let inText = false;
    let phonetic = 0;
    return {
      opentag: (tag) => {
        if (tag.name === 'si') text = '';
        else if (tag.name === 'rPh') phonetic += 1;
        else if (tag.name === 't' && phonetic === 0) inText = true;
      },
      text: (t) => {
        if (!inText || text === null) return;
        text += t;
        // No cell could use a longer one: its row would be refused.
        if (text.length > ROW_MAX_CHARS) throw damaged('A shared string is longer than a row.');
      },
      closetag: (tag) => {
        if (tag.name === 't') inText = false;
        else if (tag.name === 'rPh') phonetic -= 1;
        else if (tag.name === 'si') {
          emit(text ?? '');
          text = null;
        }
      },
    };
  });
}

/** `C7` → its column (0-based), checked against the grid; `C` alone is accepted. */
function cellColumn(ref: string): number {
  const match = /^([A-Z]{1,3})(\d{0,7})$/.exec(ref);
  const column = match === null ? Infinity : columnIndex(match[1] ?? '');
  const row = match?.[2] ? Number(match[2]) : 1;
  if (column >= SPREADSHEET_COLUMNS || row < 1 || row > SPREADSHEET_ROWS) {
    throw damaged(`The workbook has a cell "${ref.slice(0, 20)}" outside a spreadsheet's grid.`);
  }
  return column;
}

function rowNumber(value: string): number {
  const n = /^\d{1,7}$/.test(value) ? Number(value) : 0;
  if (n < 1 || n > SPREADSHEET_ROWS) {
    throw damaged(`The workbook has a row numbered "${value.slice(0, 20)}".`);
  }
  return n;
}

interface Cell {
  index: number;
  ref: string;
  type: string;
  /** The cell's style, an index into the workbook's cell formats. */
  style: number;
  value: string;
  inline: string;
}

/** A row as parsed: a cell is its text, or the index of its shared string (read as it is yielded). */
interface ParsedRow {
  row: number;
  cells: (string | number)[];
}

/**
 * The rows of a worksheet as text, formulas refused. A row costs at most ROW_MAX_CHARS of text
 * and SHEET_COLUMNS cells, however many cells or references the XML piles into it. Shared
 * strings are decoded as each row is yielded, with other requests let in between: one chunk of
 * XML may name a hundred long ones.
 */
async function* worksheetRows(
  stream: Readable,
  strings: SharedStrings,
  wanted: WantedColumns,
  dates: WorkbookDates,
): AsyncGenerator<SheetRow> {
  const turn = eventLoopTurns();
  for await (const { row, cells } of parseWorksheet(stream, strings, wanted, dates)) {
    yield {
      row,
      cells: cells.map((cell) => (typeof cell === 'number' ? strings.get(cell) : cell)),
    };
    await turn();
  }
}

function parseWorksheet(
  stream: Readable,
  strings: SharedStrings,
  wanted: WantedColumns,
  dates: WorkbookDates,
): AsyncGenerator<ParsedRow> {
  let sheetChars = 0;
  return parse<ParsedRow>(stream, (emit) => {
    let row: (ParsedRow & { chars: number; text: boolean }) | null = null;
    let lastRow = 0;
    // The column of a cell without a reference: the one after the previous cell.
    let nextColumn = 0;
    let cell: Cell | null = null;
    let reading: 'v' | 't' | null = null;
    let phonetic = 0;
    const count = (chars: number) => {
      if (row === null) return;
      row.chars += chars;
      if (row.chars > ROW_MAX_CHARS) throw rowTooLong(row.row);
    };
    return {
      opentag: (tag) => {
        switch (tag.name) {
          case 'row': {
            const { r } = tag.attributes;
            lastRow = r === undefined ? lastRow + 1 : rowNumber(r);
            row = { row: lastRow, cells: [], chars: 0, text: false };
            nextColumn = 0;
            break;
          }
          case 'c': {
            const ref = tag.attributes.r;
            const index = ref === undefined ? nextColumn : cellColumn(ref);
            if (index >= SPREADSHEET_COLUMNS) throw damaged('A row has more cells than a sheet.');
            nextColumn = index + 1;
            cell = {
              index,
              ref: ref ?? '',
              type: tag.attributes.t ?? 'n',
              style: Number(tag.attributes.s ?? 0),
              value: '',
              inline: '',
            };
            break;
          }
          case 'f':
            throw formulaRefused(cell?.ref ?? `row ${String(lastRow)}`);
          case 'rPh':
            phonetic += 1;
            break;
          case 'v':
            reading = 'v';
            break;
          case 't':
            if (phonetic === 0) reading = 't';
            break;
        }
      },
      text: (text) => {
        if (cell === null || reading === null) return;
        count(text.length);
        if (reading === 'v') cell.value += text;
        else cell.inline += text;
      },
      closetag: (tag) => {
        switch (tag.name) {
          case 'v':
          case 't':
            reading = null;
            break;
          case 'rPh':
            phonetic -= 1;
            break;
          case 'c':
            if (cell !== null && row !== null) closeCell(row, cell);
            cell = null;
            break;
          case 'row':
            if (row?.text === true) {
              sheetChars += row.chars;
              if (sheetChars > SHEET_MAX_CHARS) {
                throw damaged(
                  `The sheet's cells hold more than ${SHEET_MAX_CHARS.toLocaleString('en')} characters; split it into several files.`,
                );
              }
              emit({ row: row.row, cells: row.cells });
            }
            row = null;
            break;
        }
      },
    };

    /** Keeps a wanted cell's text (a shared string by its index), counting it in the row. */
    function closeCell(current: ParsedRow & { chars: number; text: boolean }, closed: Cell) {
      let value: string | number;
      let text: boolean;
      if (closed.type === 's') {
        value = Number(closed.value);
        const length = strings.length(value);
        count(length);
        text = length > 0;
      } else {
        value = cellText(closed, dates);
        text = hasText(value);
      }
      if (text && closed.index >= SHEET_COLUMNS) {
        throw textTooFarRight(closed.ref === '' ? `row ${String(current.row)}` : closed.ref);
      }
      current.text ||= text;
      if (value !== '' && (wanted === null || wanted.has(closed.index))) {
        while (current.cells.length < closed.index) current.cells.push('');
        current.cells[closed.index] = value;
      }
    }
  });
}

/** The text of a cell other than a shared string's: a number in a date style as its date. */
function cellText(cell: Cell, dates: WorkbookDates) {
  switch (cell.type) {
    case 'inlineStr':
      return cell.inline;
    case 'b':
      return cell.value === '1' ? 'TRUE' : 'FALSE';
    case 'n': {
      const shape = dates.styles.get(cell.style);
      return shape === undefined ? cell.value : serialText(cell.value, shape, dates.date1904);
    }
    default:
      return cell.value;
  }
}
