import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { HttpProblem } from '../../../plugins/problem.ts';
import { type SheetRow, columnIndex, formulaRefused } from './sheet-row.ts';
import { type ZipArchive, zipBomb } from './zip-archive.ts';

/**
 * Reads the first worksheet of an .xlsx row by row. exceljs's streaming WorkbookReader inflates
 * a worksheet that comes before the shared strings (as Excel and exceljs write them) to a
 * temporary file before it yields a row, so a million-row sheet or a bomb would be unpacked
 * whole first; here the entries are read in the order needed (ZipArchive, random access) and
 * the worksheet is parsed as it inflates, so the caller can stop at its row limit.
 */
export async function* xlsxRows(zip: ZipArchive): AsyncGenerator<SheetRow> {
  const sheetPath = await firstSheetPath(zip);
  const strings = await sharedStrings(zip);
  const entry = zip.entries.get(sheetPath);
  if (entry === undefined) throw notAWorkbook();
  yield* worksheetRows(await zip.openStream(entry), strings);
}

const notAWorkbook = () =>
  new HttpProblem(415, 'not_a_spreadsheet', 'The file is not an Excel workbook (.xlsx) or a CSV.');

/** Parses an XML stream with saxes, yielding what `onTag` handlers queued after each chunk. */
async function* parse<T>(
  stream: Readable,
  handlers: (parser: SaxesParser, emit: (item: T) => void) => void,
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  const queue: T[] = [];
  handlers(parser, (item) => queue.push(item));
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.write(chunk as Buffer));
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
    throw new HttpProblem(422, 'damaged_spreadsheet', 'The workbook cannot be read.');
  } finally {
    stream.destroy();
  }
}

async function readXml(zip: ZipArchive, path: string, onTag: (tag: SaxesTagPlain) => void) {
  const entry = zip.entries.get(path);
  if (entry === undefined) return false;
  const tags = parse<null>(await zip.openStream(entry), (parser) => {
    parser.on('opentag', (tag) => {
      onTag(tag);
    });
  });
  // Only the handlers' side effects are wanted: the tags are read to the end.
  let next = await tags.next();
  while (next.done !== true) next = await tags.next();
  return true;
}

/** The path of the workbook's first sheet, through the workbook's relationships. */
async function firstSheetPath(zip: ZipArchive): Promise<string> {
  const first: { id: string | null } = { id: null };
  const found = await readXml(zip, 'xl/workbook.xml', (tag) => {
    if (tag.name === 'sheet' && first.id === null) first.id = tag.attributes['r:id'] ?? null;
  });
  if (!found) throw notAWorkbook();
  const targets = new Map<string, string>();
  await readXml(zip, 'xl/_rels/workbook.xml.rels', (tag) => {
    const { Id: id, Target: target } = tag.attributes;
    if (tag.name === 'Relationship' && id !== undefined && target !== undefined) {
      targets.set(id, target);
    }
  });
  const target = first.id === null ? undefined : targets.get(first.id);
  if (target === undefined) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The shared strings table: runs joined, phonetic guides (rPh) left out. */
async function sharedStrings(zip: ZipArchive): Promise<string[]> {
  const entry = zip.entries.get('xl/sharedStrings.xml');
  if (entry === undefined) return [];
  const strings = parse<string>(await zip.openStream(entry), (parser, emit) => {
    let text: string | null = null;
    let inText = false;
    let phonetic = 0;
    parser.on('opentag', (tag) => {
      if (tag.name === 'si') text = '';
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't' && phonetic === 0) inText = true;
    });
    parser.on('text', (t) => {
      if (inText && text !== null) text += t;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'rPh') phonetic -= 1;
      else if (tag.name === 'si') {
        emit(text ?? '');
        text = null;
      }
    });
  });
  const all: string[] = [];
  for await (const s of strings) all.push(s);
  return all;
}

/** The rows of a worksheet as text, formulas refused. */
function worksheetRows(stream: Readable, strings: string[]): AsyncGenerator<SheetRow> {
  return parse<SheetRow>(stream, (parser, emit) => {
    let row: SheetRow | null = null;
    let lastRow = 0;
    let cell: { index: number; ref: string; type: string; value: string; inline: string } | null =
      null;
    let reading: 'v' | 't' | null = null;
    let phonetic = 0;
    parser.on('opentag', (node) => {
      const tag = node;
      switch (tag.name) {
        case 'row': {
          const n = Number(tag.attributes.r ?? lastRow + 1);
          row = { row: n, cells: [] };
          lastRow = n;
          break;
        }
        case 'c': {
          const ref = tag.attributes.r ?? '';
          const letters = /^([A-Z]+)\d*$/.exec(ref)?.[1];
          const index = letters === undefined ? (row?.cells.length ?? 0) : columnIndex(letters);
          cell = { index, ref, type: tag.attributes.t ?? 'n', value: '', inline: '' };
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
    });
    parser.on('text', (text) => {
      if (cell === null) return;
      if (reading === 'v') cell.value += text;
      else if (reading === 't') cell.inline += text;
    });
    parser.on('closetag', (tag) => {
      switch (tag.name) {
        case 'v':
        case 't':
          reading = null;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          if (cell !== null && row !== null) {
            while (row.cells.length < cell.index) row.cells.push('');
            row.cells[cell.index] = cellText(cell, strings);
          }
          cell = null;
          break;
        case 'row':
          if (row !== null && row.cells.some((c) => c !== '')) emit(row);
          row = null;
          break;
      }
    });
  });
}

function cellText(cell: { type: string; value: string; inline: string }, strings: string[]) {
  switch (cell.type) {
    case 's':
      return strings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'b':
      return cell.value === '1' ? 'TRUE' : 'FALSE';
    default:
      return cell.value;
  }
}
