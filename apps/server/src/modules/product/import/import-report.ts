import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ProductImportError, productImportErrorSchema } from '@app/contract/product-import';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { neutralizeFormula } from '../product-export.ts';
import { importReportRows } from './import-job.repository.ts';

const HEADERS = {
  ko: ['행', '처리', '제품 번호', '품번', '이름', '오류'],
  en: ['Row', 'Action', 'Product ID', 'Code', 'Name', 'Errors'],
} as const;

const storedErrors = z.array(productImportErrorSchema);

/** `B: category_not_found (value=밸브)`: the column, the code the screen translates, its values. */
const describe = (error: ProductImportError) => {
  const params = Object.entries(error.params)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');
  return `${error.column === null ? '' : `${error.column}: `}${error.code}${params === '' ? '' : ` (${params})`}`;
};

/** An applied import's outcome per row, as CSV with a byte order mark (Korean Excel opens it as UTF-8). */
export function importReport(
  db: Db,
  id: number,
  lang: 'ko' | 'en',
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const { stringify } = await import('csv-stringify');
    const csv = stringify({ bom: true, record_delimiter: 'windows' });
    const written = pipeline(csv, out);
    csv.write(HEADERS[lang]);
    for await (const rows of importReportRows(db, id)) {
      for (const row of rows) {
        const errors = storedErrors.parse(row.errors).map(describe).join('; ');
        const cells = [row.row, row.action, row.productId ?? '', row.code ?? '', row.name, errors];
        if (!csv.write(cells.map(neutralizeFormula))) {
          await new Promise((resolve) => csv.once('drain', resolve));
        }
      }
    }
    csv.end();
    await written;
  };
  write().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
