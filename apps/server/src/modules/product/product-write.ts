import type { ProductValues } from '@app/contract/product';
import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { descriptionImageIds } from './product-description.ts';
import type { ProductWrite } from './product.repository.ts';

const nfc = (s: string) => s.normalize('NFC');

/**
 * What is stored of validated values, for the form's writes and the import's alike: text in NFC
 * (so a keyword typed on any system matches), the description sanitised, and the library
 * images it shows. References (category, place, gallery) are the caller's to check.
 */
export async function storedValues(db: Db, values: ProductValues): Promise<ProductWrite> {
  const description = sanitizeRichText(values.description);
  return {
    ...values,
    name: nfc(values.name),
    code: values.code == null ? null : nfc(values.code),
    summary: values.summary === null || values.summary === undefined ? null : nfc(values.summary),
    specs: values.specs.map((s) => ({ label: nfc(s.label), value: nfc(s.value) })),
    description,
    descriptionImageIds: await descriptionImageIds(db, description),
  };
}
