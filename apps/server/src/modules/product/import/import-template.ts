import type { Readable } from 'node:stream';
import type { ProductExportQuery } from '@app/contract/product';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { sheetWriter, streamed } from '../../../lib/spreadsheet.ts';
import {
  CATEGORY_PATH_SEPARATOR,
  type ExportRow,
  type SpecColumns,
  cells,
  productSheet,
} from '../product-export.ts';
import { instructionRows } from './import-instructions.ts';

/** What of the site's own catalogue the sample row shows: null where the site has none yet. */
export interface TemplateCatalogue {
  /** A category as the import reads it: a path `parent > child` when the site has a child. */
  category: string | null;
  place: string | null;
}

/**
 * The category and place the sample row names: real ones, so the row imports as it is and
 * shows how this site's names are written (a child category, to show the path). The first in
 * the order staff arranged them.
 */
export async function templateCatalogue(db: Db): Promise<TemplateCatalogue> {
  const [[category], [place]] = await Promise.all([
    queryRows(
      db,
      sql`select coalesce(parent.name || ${CATEGORY_PATH_SEPARATOR}, '') || c.name as path
        from category c left join category parent on parent.id = c.parent_id
        order by c.parent_id is null, parent.sort_order, parent.id, c.sort_order, c.id limit 1`,
      z.object({ path: z.string() }),
    ),
    queryRows(
      db,
      sql`select name from place order by sort_order, id limit 1`,
      z.object({ name: z.string() }),
    ),
  ]);
  return { category: category?.path ?? null, place: place?.name ?? null };
}

/**
 * The sample product: texts that say they are an example, never a product or fact of any
 * company; the category and place are the site's own, empty where it has none yet. A draft,
 * so a template imported unchanged publishes nothing.
 */
function sampleRow(lang: ProductExportQuery['lang'], catalogue: TemplateCatalogue): ExportRow {
  const english = {
    name: 'Sample product',
    summary: 'A short line shown in product lists',
    description: '<p>The description shown on the product page</p>',
    specs: [
      { label: 'Size', value: '120 × 80 mm' },
      { label: 'Weight', value: '2.5 kg' },
    ],
  };
  const korean =
    lang === 'ko'
      ? {
          name: '예시 제품',
          summary: '제품 목록에 보이는 한 줄 소개',
          description: '<p>제품 페이지에 보이는 설명</p>',
          specs: [
            { label: '크기', value: '120 × 80 mm' },
            { label: '무게', value: '2.5 kg' },
          ],
        }
      : english;
  return {
    // The import never reads the ID: the cell stays empty (see productImportTemplate).
    id: 0,
    code: 'EXAMPLE-001',
    name: korean.name,
    name_en: english.name,
    summary: korean.summary,
    summary_en: english.summary,
    description: korean.description,
    description_en: english.description,
    category_path: catalogue.category ?? '',
    place_name: catalogue.place,
    status: 'draft',
    featured: false,
    sort_order: 0,
    specs: korean.specs,
    specs_en: english.specs,
    image_names: 'example-001.jpg;example-001-side.jpg',
  };
}

/**
 * The sample workbook: the export's own products sheet (productSheet, cells) with one sample
 * row instead of the catalogue, so the template cannot drift from what the export writes and
 * the import reads; then a sheet of instructions, which the import never reads (it reads the
 * first sheet only).
 */
export function productImportTemplate(
  lang: ProductExportQuery['lang'],
  catalogue: TemplateCatalogue,
  onError: (error: unknown) => void,
): Readable {
  return streamed(async (out) => {
    const workbook = await sheetWriter(out);
    const sample = sampleRow(lang, catalogue);
    const specs: SpecColumns = { ko: sample.specs.length, en: sample.specs_en.length };
    const sheet = productSheet(workbook, lang, specs);
    sheet.addRow(cells(sample, specs, lang).map((c, i) => (i === 0 ? '' : c))).commit();
    sheet.commit();

    const help = workbook.addWorksheet(lang === 'ko' ? '안내' : 'Instructions');
    const top = { vertical: 'top', wrapText: true } as const;
    help.columns = [
      { width: 34, style: { alignment: top } },
      { width: 10, style: { alignment: top } },
      { width: 100, style: { alignment: top } },
    ];
    for (const { cells: row, heading } of instructionRows(lang, catalogue.category)) {
      const added = help.addRow(row);
      if (heading) added.font = { bold: true };
      added.commit();
    }
    help.commit();
    await workbook.commit();
  }, onError);
}
