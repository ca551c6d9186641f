import {
  PRODUCT_IMPORT_BATCH,
  type ProductImportDryRun,
  type ProductImportMapping,
  type ProductImportRow,
} from '@app/contract/product-import';
import type { Db } from '../../../db/client.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { storedValues } from '../product-write.ts';
import { insertProduct, updateProduct } from '../product.repository.ts';
import { findProductsByCodes, loadCatalogueLookup } from './catalogue-lookup.ts';
import type { ImageArchive, ImageTarget } from './image-archive.ts';
import { ImageResolver } from './image-archive.ts';
import { recordImportBatch } from './import-job.repository.ts';
import { type CheckedRow, checkRow, codeKey, columnsOf } from './row-values.ts';
import type { Sheet } from './sheet-file.ts';
import { type SheetRow, columnLetter } from './sheet-row.ts';

/** What an import reads: the sheet, the optional image ZIP, and how its columns map to fields. */
export interface ImportSource {
  sheet: Sheet;
  images: ImageArchive | null;
  mapping: ProductImportMapping;
}

/** The header row and then the data rows in batches. */
async function* batchesOf(sheet: Sheet): AsyncGenerator<SheetRow[]> {
  let batch: SheetRow[] = [];
  let header = true;
  for await (const row of sheet.rows()) {
    if (header) {
      header = false;
      continue;
    }
    batch.push(row);
    if (batch.length === PRODUCT_IMPORT_BATCH) {
      yield batch;
      batch = [];
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
  for await (const batch of batchesOf(source.sheet)) {
    const codes = batch.flatMap((row) => codeKey(row, columns) ?? []);
    const existing = await findProductsByCodes(db, codes);
    const checked: CheckedRow[] = [];
    for (const row of batch) {
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

const outcome = (row: CheckedRow): ProductImportRow => ({
  row: row.row,
  action: row.values === null ? 'refuse' : row.existing === null ? 'create' : 'update',
  code: row.code,
  name: row.name,
  errors: row.errors,
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
      if (row.code === null) continue;
      const key = row.code.normalize('NFC').toLowerCase();
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
          message: `code "${d.code}" is already on row ${String(d.first)}`,
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
 * Writes the rows of a checked file, one transaction per batch: the batch's products, their
 * outcomes and the job's counts commit together, so the progress shown is what is stored.
 * `afterBatch` runs after each commit (cache invalidation).
 */
export async function applyImport(
  db: Db,
  source: ImportSource,
  jobId: number,
  target: ImageTarget,
  afterBatch: () => Promise<void>,
): Promise<void> {
  for await (const batch of checkedBatches(db, source, target)) {
    await db.transaction(async (tx) => {
      const outcomes: (ProductImportRow & { productId: number | null })[] = [];
      for (const row of batch) {
        const result = outcome(row);
        let productId: number | null = row.existing?.id ?? null;
        if (row.values !== null) {
          const write = await storedValues(tx, row.values);
          if (row.existing === null) productId = await insertProduct(tx, write);
          else await updateProduct(tx, row.existing.id, write);
        }
        outcomes.push({ ...result, productId });
      }
      await recordImportBatch(tx, jobId, outcomes);
    });
    await afterBatch();
  }
}
