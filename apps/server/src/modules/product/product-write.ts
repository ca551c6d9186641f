import type { ProductValues } from '@app/contract/product';
import type { Db } from '../../db/client.ts';
import { storedEnglishRichText } from '../../lib/content-language.ts';
import { sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { descriptionImageIds } from './product-description.ts';
import { storedEnglishSpecs } from './product-specs.ts';
import type { ProductWrite } from './product.repository.ts';

const nfc = (s: string) => s.normalize('NFC');
const nfcOrNone = (s: string | null | undefined) => (s == null ? s : nfc(s));
const specsInNfc = (specs: ProductValues['specs']) =>
  specs.map((s) => ({ label: nfc(s.label), value: nfc(s.value) }));
const englishSpecsInNfc = (specs: NonNullable<ProductValues['specsEn']>) =>
  specs.map((s) => ({ label: nfcOrNone(s.label), value: nfcOrNone(s.value) }));

/**
 * What is stored of validated values, for the form's writes and the import's alike: text in NFC
 * (so a keyword typed on any system matches), the descriptions sanitised, and the library
 * images they show. English versions the values leave out (undefined) stay as stored, empty
 * ones become none, English specs one row per Korean row (decision 17). References (category, place, gallery) are the caller's to check.
 */
export async function storedValues(db: Db, values: ProductValues): Promise<ProductWrite> {
  const description = sanitizeRichText(values.description);
  const descriptionEn = storedEnglishRichText(values.descriptionEn);
  return {
    ...values,
    name: nfc(values.name),
    nameEn: nfcOrNone(values.nameEn),
    code: values.code == null ? null : nfc(values.code),
    summary: values.summary === null || values.summary === undefined ? null : nfc(values.summary),
    summaryEn: nfcOrNone(values.summaryEn),
    specs: specsInNfc(values.specs),
    specsEn: storedEnglishSpecs(
      values.specs,
      values.specsEn === undefined ? undefined : englishSpecsInNfc(values.specsEn),
    ),
    description,
    descriptionEn,
    descriptionImageIds: await descriptionImageIds(db, `${description} ${descriptionEn ?? ''}`),
  };
}
