import type { Readable } from 'node:stream';
import {
  type ProductImportAction,
  type ProductImportError,
  productImportErrorSchema,
} from '@app/contract/product-import';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { csvWriter, streamed } from '../../../lib/spreadsheet.ts';
import { SHEET_WORDS } from '../product-export.ts';
import { importReportRows } from './import-job.repository.ts';

type Lang = 'ko' | 'en';
type Params = ProductImportError['params'];

const HEADERS = {
  ko: ['행', '처리', '제품 번호', '품번', '이름', '오류'],
  en: ['Row', 'Action', 'Product ID', 'Code', 'Name', 'Errors'],
} as const;

const ACTIONS: Record<Lang, Record<ProductImportAction, string>> = {
  ko: { create: '새로 만들기', update: '수정', refuse: '거부' },
  en: { create: 'Created', update: 'Updated', refuse: 'Refused' },
};

const p = (params: Params, name: string) => String(params[name] ?? '');

/**
 * Each error code in words, as the web app's dry-run table says it (adminCatalogue.json,
 * `product.import.errors`): the report is a file staff open away from that screen, so it
 * cannot carry codes for the screen to translate.
 */
const MESSAGES: Record<Lang, Record<ProductImportError['code'], (params: Params) => string>> = {
  ko: {
    required: () => '값이 필요합니다',
    too_long: (v) => `${p(v, 'max')}자 이하여야 합니다`,
    invalid_code: () => '품번은 글자와 숫자, 그 사이의 공백과 - _ . / ( ) # + 만 쓸 수 있습니다',
    invalid_status: (v) =>
      `상태 '${p(v, 'value')}'는 ${SHEET_WORDS.ko.published} 또는 ${SHEET_WORDS.ko.draft}여야 합니다`,
    invalid_featured: (v) =>
      `추천 '${p(v, 'value')}'는 ${SHEET_WORDS.ko.yes} 또는 ${SHEET_WORDS.ko.no}여야 합니다`,
    invalid_number: (v) => `'${p(v, 'value')}'는 0 이상의 정수가 아닙니다`,
    category_not_found: (v) => `카테고리 '${p(v, 'value')}'가 없습니다`,
    category_ambiguous: (v) =>
      `카테고리 '${p(v, 'value')}'가 여럿입니다. '상위 > 하위'로 적어 주세요`,
    place_not_found: (v) => `장소 '${p(v, 'value')}'가 없습니다`,
    place_ambiguous: (v) => `장소 '${p(v, 'value')}'가 여럿입니다`,
    spec_incomplete: () => '사양은 항목과 내용을 함께 적어야 합니다',
    too_many_images: (v) => `사진은 ${p(v, 'max')}장까지입니다`,
    duplicate_image: (v) => `사진 '${p(v, 'name')}'이 두 번 있습니다`,
    image_not_found: (v) => `사진 '${p(v, 'name')}'이 ZIP에도 제품 사진에도 없습니다`,
    image_invalid: (v) => `사진 '${p(v, 'name')}'을 읽을 수 없습니다 (${p(v, 'reason')})`,
    invalid: () => '올바르지 않은 값입니다',
  },
  en: {
    required: () => 'a value is required',
    too_long: (v) => `at most ${p(v, 'max')} characters`,
    invalid_code: () =>
      'a code is letters and digits, with spaces and - _ . / ( ) # + between them',
    invalid_status: (v) =>
      `status '${p(v, 'value')}' must be ${SHEET_WORDS.en.published} or ${SHEET_WORDS.en.draft}`,
    invalid_featured: (v) =>
      `featured '${p(v, 'value')}' must be ${SHEET_WORDS.en.yes} or ${SHEET_WORDS.en.no}`,
    invalid_number: (v) => `'${p(v, 'value')}' is not a whole number of 0 or more`,
    category_not_found: (v) => `no category '${p(v, 'value')}'`,
    category_ambiguous: (v) =>
      `several categories are named '${p(v, 'value')}'; write 'parent > child'`,
    place_not_found: (v) => `no place '${p(v, 'value')}'`,
    place_ambiguous: (v) => `several places are named '${p(v, 'value')}'`,
    spec_incomplete: () => 'a spec needs both its label and its value',
    too_many_images: (v) => `at most ${p(v, 'max')} images`,
    duplicate_image: (v) => `image '${p(v, 'name')}' appears twice`,
    image_not_found: (v) =>
      `image '${p(v, 'name')}' is neither in the ZIP nor in the product's gallery`,
    image_invalid: (v) => `image '${p(v, 'name')}' cannot be used (${p(v, 'reason')})`,
    invalid: () => 'invalid value',
  },
};

const storedErrors = z.array(productImportErrorSchema);

/** `B: 카테고리 '밸브'가 없습니다`: the column, then what is wrong in the report's language. */
const describe = (error: ProductImportError, lang: Lang) =>
  `${error.column === null ? '' : `${error.column}: `}${MESSAGES[lang][error.code](error.params)}`;

/**
 * An applied import's outcome per row in the staff member's language, as CSV with a byte order
 * mark (Korean Excel opens it as UTF-8).
 */
export function importReport(
  db: Db,
  id: number,
  lang: Lang,
  onError: (error: unknown) => void,
): Readable {
  return streamed(async (out) => {
    const csv = await csvWriter(out);
    await csv.row([...HEADERS[lang]]);
    for await (const rows of importReportRows(db, id)) {
      for (const row of rows) {
        const errors = storedErrors
          .parse(row.errors)
          .map((error) => describe(error, lang))
          .join('; ');
        const action = ACTIONS[lang][row.action];
        await csv.row([row.row, action, row.productId ?? '', row.code ?? '', row.name, errors]);
      }
    }
    await csv.end();
  }, onError);
}
