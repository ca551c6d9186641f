import { setTimeout as sleep } from 'node:timers/promises';
import { PRODUCT_CODE_MAX } from '@app/contract/product';
import type {
  ProductImportDryRun,
  ProductImportError,
  ProductImportMapping,
  ProductImportRow,
} from '@app/contract/product-import';
import type { Db } from '../../../db/client.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { productCodeKey } from '../product-code.ts';
import { findProductsByCodes, loadCatalogueLookup } from './catalogue-lookup.ts';
import { eventLoopTurns } from './event-loop-turns.ts';
import type { ImageArchive, ImageTarget } from './image-archive.ts';
import { ImageResolver } from './image-archive.ts';
import { type RowWrite, prepareWrites, rowWrite, writeRows } from './import-writes.ts';
import { type CheckedRow, checkRow, codeKey, columnsOf, formulaCell } from './row-values.ts';
import type { Sheet } from './sheet-file.ts';
import {
  type SheetRow,
  type WantedColumns,
  columnLetter,
  detached,
  formulaLike,
} from './sheet-row.ts';

/**
 * Rows read and checked together (the products their codes name are read in one query), or
 * fewer when they hold more than CHECK_BATCH_CHARS of text. A batch, the products it updates
 * (each with its descriptions, up to 400,000 characters) and their stored form stay within
 * about 100 MB however long the rows and the products are.
 */
const CHECK_BATCH_ROWS = 100;
const CHECK_BATCH_CHARS = 2_000_000;

/**
 * Rows written per transaction. On PGlite a transaction holds the one connection whole, and on
 * PostgreSQL the product status counters (migration 0016) that every product write takes:
 * short ones let a staff save through within a transaction's time (tens of ms).
 */
const WRITE_ROWS = 50;

/** What an import reads: the sheet, the optional image ZIP, and how its columns map to fields. */
export interface ImportSource {
  sheet: Sheet;
  images: ImageArchive | null;
  mapping: ProductImportMapping;
}

/** The header row and then the data rows in batches. */
async function* batchesOf(sheet: Sheet, wanted: WantedColumns): AsyncGenerator<SheetRow[]> {
  let batch: SheetRow[] = [];
  let chars = 0;
  let header = true;
  for await (const row of sheet.rows(wanted)) {
    if (header) {
      header = false;
      continue;
    }
    batch.push(row);
    for (const cell of row.cells) chars += cell.length;
    if (batch.length === CHECK_BATCH_ROWS || chars >= CHECK_BATCH_CHARS) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (header) throw new HttpProblem(422, 'empty_sheet', 'The sheet has no header row.');
  if (batch.length > 0) yield batch;
}

/**
 * Every data row checked against the catalogue as it is now, a batch at a time: the products
 * their codes name are read once per batch, and a valid row's images are resolved (checked for
 * a dry run, imported to apply; `target`).
 */
async function* checkedBatches(
  db: Db,
  source: ImportSource,
  target: ImageTarget | null,
): AsyncGenerator<CheckedRow[]> {
  const columns = columnsOf(source.mapping);
  const lookup = await loadCatalogueLookup(db);
  const images = new ImageResolver(source.images, target);
  const wanted = new Set(
    source.mapping.flatMap((field, column) => (field === null ? [] : [column])),
  );
  // Checking rows (and a dry run's long descriptions) is synchronous work: others go between.
  const turn = eventLoopTurns();
  for await (const batch of batchesOf(source.sheet, wanted)) {
    const codes = batch.flatMap((row) => codeKey(row, columns) ?? []);
    const existing = await findProductsByCodes(db, codes);
    const checked: CheckedRow[] = [];
    for (const row of batch) {
      await turn();
      const formula = formulaCell(row, columns);
      if (formula !== null) throw formulaLike(formula.cell, formula.start);
      const code = codeKey(row, columns);
      const result = checkRow(
        row,
        columns,
        lookup,
        code === null ? null : (existing.get(code) ?? null),
      );
      if (result.values !== null && result.imageNames !== null) {
        const { ids, errors } = await images.resolve(result.imageNames, result.existing);
        const column = columns.simple.images;
        for (const error of errors) {
          result.errors.push({
            column: column === undefined ? null : columnLetter(column),
            code: error.code,
            params: { name: error.name, ...(error.reason === '' ? {} : { reason: error.reason }) },
          });
        }
        if (errors.length > 0) result.values = null;
        else result.values.imageIds = ids;
      }
      checked.push(result);
    }
    yield checked;
  }
}

/**
 * Text of a cell as an outcome quotes it (a code, a name, a value in an error): cut to what
 * a person reads, since a refused row's cell may be as long as a row.
 */
const QUOTED_MAX = 200;
function quoted(text: string): string {
  if (text.length <= QUOTED_MAX) return detached(text);
  const cut = text.slice(0, QUOTED_MAX - 1);
  // Never half a character: a surrogate cut from its pair goes too.
  return detached(`${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`);
}

const outcome = (row: CheckedRow): ProductImportRow => ({
  row: row.row,
  action: row.values === null ? 'refuse' : row.existing === null ? 'create' : 'update',
  code: row.code === null ? null : quoted(row.code),
  name: quoted(row.name),
  errors: row.errors.map((error): ProductImportError => ({
    ...error,
    params: Object.fromEntries(
      Object.entries(error.params).map(([k, v]) => [k, typeof v === 'string' ? quoted(v) : v]),
    ),
  })),
});

/**
 * Checks every row and answers what applying would do, refusals first; nothing is written.
 * A file naming one code on several rows is refused as a whole (422 `duplicate_codes`): which
 * row should win is the staff's decision, not ours.
 */
export async function dryRunImport(db: Db, source: ImportSource): Promise<ProductImportDryRun> {
  const rows: ProductImportRow[] = [];
  const firstRowOfCode = new Map<string, number>();
  const duplicates: { row: number; first: number; code: string }[] = [];
  for await (const batch of checkedBatches(db, source, null)) {
    for (const row of batch) {
      rows.push(outcome(row));
      // A code longer than a product's refuses its row anyway.
      if (row.code === null || row.code.length > PRODUCT_CODE_MAX) continue;
      const key = detached(productCodeKey(row.code));
      const first = firstRowOfCode.get(key);
      if (first === undefined) firstRowOfCode.set(key, row.row);
      else duplicates.push({ row: row.row, first, code: row.code });
    }
  }
  if (duplicates.length > 0) {
    throw new HttpProblem(
      422,
      'duplicate_codes',
      `${String(duplicates.length)} rows repeat a product code of an earlier row; each code may appear once.`,
      {
        errors: duplicates.slice(0, 100).map((d) => ({
          field: `row ${String(d.row)}`,
          message: `code "${quoted(d.code)}" is already on row ${String(d.first)}`,
        })),
      },
    );
  }
  const count = (action: ProductImportRow['action']) =>
    rows.filter((row) => row.action === action).length;
  const refusedFirst = (r: ProductImportRow) => (r.action === 'refuse' ? 0 : 1);
  return {
    total: rows.length,
    created: count('create'),
    updated: count('update'),
    refused: count('refuse'),
    rows: rows.sort((a, b) => refusedFirst(a) - refusedFirst(b) || a.row - b.row),
  };
}

/**
 * Writes the rows of a checked file, WRITE_ROWS to a transaction (import-writes.ts): their
 * products, their outcomes and the job's counts commit together, so the progress shown is what
 * is stored. `afterBatch` runs after each checked batch (cache invalidation), `pace` after each
 * transaction.
 */
export async function applyImport(
  db: Db,
  source: ImportSource,
  jobId: number,
  target: ImageTarget,
  hooks: { afterBatch: () => Promise<void>; pace: Pace },
): Promise<void> {
  await prepareWrites(db);
  // Sanitising a long description takes milliseconds: other requests go between rows.
  const turn = eventLoopTurns();
  for await (const batch of checkedBatches(db, source, target)) {
    const writes: RowWrite[] = [];
    for (const row of batch) {
      writes.push(await rowWrite(db, row, outcome(row)));
      await turn();
    }
    for (let i = 0; i < writes.length; i += WRITE_ROWS) {
      const started = performance.now();
      await writeRows(db, jobId, writes.slice(i, i + WRITE_ROWS));
      await hooks.pace(performance.now() - started);
    }
    await hooks.afterBatch();
  }
}

/** What the job does after a transaction that took `ms`. */
export type Pace = (ms: number) => Promise<void>;

/**
 * PGlite runs one query at a time and a transaction holds it whole, so after each transaction
 * the job rests half as long as it took (at least 5 ms): a staff save queued behind it runs,
 * and so do the next queries of its request, instead of each waiting a transaction more.
 */
export const shareOneConnection: Pace = (ms) => sleep(Math.max(5, ms / 2));
/** PostgreSQL serves other connections beside the job's. */
export const ownConnection: Pace = async () => undefined;
