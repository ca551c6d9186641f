import { PassThrough, type Readable } from 'node:stream';
import type { ProductExportQuery } from '@app/contract/product';
import { type ExportRow, cells, headerRow } from '../product-export.ts';

const EXAMPLE: Record<ProductExportQuery['lang'], ExportRow> = {
  ko: {
    id: 0,
    code: 'BV-100',
    name: '스테인리스 볼밸브',
    name_en: 'Stainless ball valve',
    summary: '고압 배관용',
    summary_en: 'For high-pressure piping',
    description: '<p>제품 설명</p>',
    description_en: '<p>Product description</p>',
    category_path: '배관 자재 > 밸브',
    place_name: '평택 공장',
    status: 'draft',
    featured: false,
    sort_order: 0,
    specs: [
      { label: '재질', value: 'SUS304' },
      { label: '압력', value: '10 bar' },
    ],
    image_names: 'bv-100.jpg;bv-100-side.jpg',
  },
  en: {
    id: 0,
    code: 'BV-100',
    name: 'Stainless ball valve',
    name_en: 'Stainless ball valve',
    summary: 'For high-pressure piping',
    summary_en: 'For high-pressure piping',
    description: '<p>Product description</p>',
    description_en: '<p>Product description</p>',
    category_path: 'Piping > Valves',
    place_name: 'Pyeongtaek plant',
    status: 'draft',
    featured: false,
    sort_order: 0,
    specs: [
      { label: 'Material', value: 'SUS304' },
      { label: 'Pressure', value: '10 bar' },
    ],
    image_names: 'bv-100.jpg;bv-100-side.jpg',
  },
};

/**
 * The sample sheet: the export's own columns and writer, with one example row instead of the
 * catalogue (its ID cell empty, since the import never reads it), so the template cannot drift
 * from what the export writes and the import reads.
 */
export function productImportTemplate(lang: ProductExportQuery['lang']): Readable {
  const out = new PassThrough();
  const write = async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(lang === 'ko' ? '제품' : 'Products');
    const example = EXAMPLE[lang];
    sheet.addRow(headerRow(lang, example.specs.length)).font = { bold: true };
    sheet.getRow(1).commit();
    sheet
      .addRow(cells(example, example.specs.length, lang).map((c, i) => (i === 0 ? '' : c)))
      .commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
