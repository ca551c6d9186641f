import { IMAGE_MAX_BYTES } from '@app/contract/image';
import {
  PRODUCT_CODE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_SPECS_MAX,
  PRODUCT_SUMMARY_MAX,
  type ProductExportQuery,
  type ProductStatus,
} from '@app/contract/product';
import {
  PRODUCT_IMPORT_IMAGES_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_REQUIRED_FIELDS,
  PRODUCT_IMPORT_SHEET_MAX_BYTES,
} from '@app/contract/product-import';
import {
  CATEGORY_PATH_SEPARATOR,
  IMAGE_NAME_SEPARATOR,
  SHEET_HEADERS,
  SHEET_WORDS,
} from '../product-export.ts';
import { NO_WORDS, STATUS_WORDS, YES_WORDS } from './row-values.ts';
import { SHEET_COLUMNS, columnLetter } from './sheet-row.ts';

/** A line of the instructions sheet: its cells, and whether it heads a part. */
export interface InstructionRow {
  cells: string[];
  heading: boolean;
}

type Lang = ProductExportQuery['lang'];
type Field = Exclude<keyof (typeof SHEET_HEADERS)['ko'], `spec${string}`>;

const number = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) => number(bytes / 1024 / 1024);

/** The words a cell accepts for a value, the export's own word first. */
function accepted(words: Iterable<string>, first: string): string {
  const rest = [...words].filter((w) => w !== first.toLowerCase());
  return [first, ...rest].join(', ');
}

const statusWords = (status: ProductStatus) =>
  Object.entries(STATUS_WORDS).flatMap(([word, value]) => (value === status ? [word] : []));

/**
 * The template's second sheet, in its language: what each column holds and which are required,
 * the words status and featured cells accept, how categories, specs and images are written, and
 * the limits the import enforces. Every word, separator and limit is read from the code that
 * writes or checks it, so the sheet says what the import does.
 */
export function instructionRows(lang: Lang, categoryPath: string | null): InstructionRow[] {
  const h = SHEET_HEADERS[lang];
  const w = SHEET_WORDS[lang];
  const t = TEXT[lang];
  const required = new Set<string>(PRODUCT_IMPORT_REQUIRED_FIELDS);
  // The site's own category shows how a path is written; a generic one before it has any.
  const path = categoryPath ?? t.pathExample;
  const words = {
    published: accepted(statusWords('published'), w.published),
    draft: accepted(statusWords('draft'), w.draft),
    yes: accepted(YES_WORDS, w.yes),
    no: accepted(NO_WORDS, w.no),
  };
  const column = (field: Field, text: string): InstructionRow => ({
    cells: [h[field], required.has(field) ? t.required : '', text],
    heading: false,
  });
  const specHeaders = (label: (n: number) => string, value: (n: number) => string) =>
    `${label(1)}, ${value(1)}, ${label(2)}, ${value(2)} …`;
  const limit = (what: string, text: string): InstructionRow => ({
    cells: [what, '', text],
    heading: false,
  });
  return [
    { cells: [t.title], heading: true },
    { cells: [t.intro], heading: false },
    { cells: [], heading: false },
    { cells: [...t.columnsHeading], heading: true },
    column('id', t.id),
    column('code', t.code),
    column('name', t.name),
    column('nameEn', t.nameEn),
    column('summary', t.summary),
    column('summaryEn', t.summaryEn),
    column('category', t.category(path)),
    column('place', t.place),
    column('status', t.status(words)),
    column('featured', t.featured(words)),
    column('sortOrder', t.sortOrder),
    column('images', t.images),
    column('description', t.description),
    column('descriptionEn', t.descriptionEn),
    { cells: [specHeaders(h.specLabel, h.specValue), '', t.specs], heading: false },
    { cells: [specHeaders(h.specLabelEn, h.specValueEn), '', t.specsEn], heading: false },
    { cells: [], heading: false },
    { cells: [t.limitsHeading], heading: true },
    limit(t.fileLimit, t.file),
    limit(t.rowsLimit, t.rows),
    limit(t.columnsLimit, t.columns),
    limit(t.imagesLimit, t.imageZip),
    limit(t.formulasLimit, t.formulas),
  ];
}

interface Words {
  published: string;
  draft: string;
  yes: string;
  no: string;
}

const SEPARATOR = CATEGORY_PATH_SEPARATOR.trim();
const LAST_COLUMN = columnLetter(SHEET_COLUMNS - 1);

const TEXT = {
  ko: {
    title: '제품 가져오기 안내',
    intro:
      '가져오기는 첫 번째 시트(제품)만 읽고 이 안내 시트는 읽지 않습니다. 첫 행은 열 이름이고, 그 아래 한 행이 제품 하나입니다. (영문)이 붙지 않은 열은 한국어 내용, (영문) 열은 선택 사항인 영문 내용입니다. 예시 행을 지우거나 고쳐 쓰세요.',
    columnsHeading: ['열', '필수', '설명'],
    required: '필수',
    pathExample: `상위 카테고리${CATEGORY_PATH_SEPARATOR}하위 카테고리`,
    id: '내보낸 파일의 제품 번호입니다. 가져올 때는 읽지 않습니다: 제품은 품번으로 찾습니다.',
    code: `품번이 같은 제품(대소문자 무시)이 있으면 그 제품을 고치고, 품번이 없거나 새것이면 새 제품을 만듭니다. 한 파일에 한 번씩만 쓸 수 있습니다. 글자와 숫자, 그 사이의 공백과 - _ . / ( ) # + 로 ${number(PRODUCT_CODE_MAX)}자까지.`,
    name: `제품 이름, ${number(PRODUCT_NAME_MAX)}자까지.`,
    nameEn:
      '영문 이름. (영문) 열이 없으면 제품의 영문 내용을 그대로 두고, 열이 있는데 칸이 비어 있으면 그 영문 내용을 지웁니다. 다른 (영문) 열도 같습니다.',
    summary: `제품 목록에 보이는 짧은 소개, ${number(PRODUCT_SUMMARY_MAX)}자까지.`,
    summaryEn: '영문 요약.',
    category: (path: string) =>
      `카테고리 이름, 또는 상위 카테고리와 '${SEPARATOR}'로 이은 경로(예: ${path}). 관리 화면의 카테고리 이름(한국어)을 그대로 씁니다. 같은 이름의 카테고리가 여럿이면 경로로 적어야 합니다.`,
    place: '장소 이름(관리 화면의 이름 그대로). 빈 칸은 장소 없음입니다.',
    status: (w: Words) =>
      `공개: ${w.published} / 비공개: ${w.draft} (대소문자 무시). 빈 칸은 제품의 상태를 그대로 둡니다(새 제품은 비공개).`,
    featured: (w: Words) =>
      `예: ${w.yes} / 아니요: ${w.no} (대소문자 무시). 빈 칸은 그대로 둡니다(새 제품은 아니요).`,
    sortOrder: '목록의 순서를 정하는 0 이상의 정수. 빈 칸은 그대로 둡니다(새 제품은 0).',
    images: `사진 파일 이름을 '${IMAGE_NAME_SEPARATOR}'로 나누어 갤러리 순서대로 적습니다(첫 사진이 대표 사진). 제품에 이미 있는 사진의 이름은 그 사진을 그대로 두고, 새 사진은 이 파일과 함께 올리는 ZIP 파일에서 같은 이름의 파일을 가져옵니다(ZIP 안의 폴더는 무시). 제품마다 ${number(PRODUCT_IMAGES_MAX)}장까지.`,
    description: `제품 페이지의 설명. HTML을 쓸 수 있으며 허용된 태그만 남습니다. ${number(PRODUCT_DESCRIPTION_MAX)}자까지.`,
    descriptionEn: '영문 설명.',
    specs: `사양표의 한 줄: 번호가 같은 항목 열과 내용 열이 한 쌍입니다. 둘 다 비우면 그 사양은 없고, 하나만 채우면 그 행은 거부됩니다. 사양 열이 있으면 제품의 사양표를 파일의 것으로 바꿉니다. 예시는 두 쌍이고, 같은 이름으로 번호를 이어 열을 붙이면 제품마다 ${number(PRODUCT_SPECS_MAX)}쌍까지 적을 수 있습니다.`,
    specsEn:
      '영문 사양표: 한국어 사양과 같은 방식으로 쌍을 이룹니다. 이 열들이 없으면 제품의 영문 사양표는 그대로 둡니다.',
    limitsHeading: '제한',
    fileLimit: '파일',
    file: `.xlsx 또는 CSV(UTF-8, 또는 한국어 Excel이 저장하는 CP949), ${megabytes(PRODUCT_IMPORT_SHEET_MAX_BYTES)}MB까지.`,
    rowsLimit: '행',
    rows: `열 이름 행 아래 제품 ${number(PRODUCT_IMPORT_MAX_ROWS)}행까지. 더 많으면 파일을 나누어 올립니다.`,
    columnsLimit: '열',
    columns: `A부터 ${LAST_COLUMN}까지 ${number(SHEET_COLUMNS)}열까지 읽습니다.`,
    imagesLimit: '사진 ZIP',
    imageZip: `${megabytes(PRODUCT_IMPORT_IMAGES_MAX_BYTES)}MB까지, 사진 한 장은 ${megabytes(IMAGE_MAX_BYTES)}MB까지.`,
    formulasLimit: '수식',
    formulas:
      "수식이 든 셀, 또는 '='나 '@'로 시작하는 칸이 있으면 파일 전체를 받지 않습니다(이름, 요약, 설명, 사양 항목은 '+'나 '-'로 시작해도 안 됩니다). 값으로 붙여 넣어 저장한 뒤 올립니다.",
  },
  en: {
    title: 'How to fill in the product sheet',
    intro:
      'The import reads the first sheet (Products) only, never this one. Its first row names the columns; each row below it is one product. Columns without (English) hold the Korean text, those with it the optional English version. Delete or overwrite the sample row.',
    columnsHeading: ['Column', 'Required', 'What it holds'],
    required: 'Required',
    pathExample: `Parent category${CATEGORY_PATH_SEPARATOR}Child category`,
    id: "The product's number in an export. The import does not read it: products are matched by code.",
    code: `A row whose code matches a product's (ignoring case) updates that product; a row without a code, or with a new one, creates a product. Each code may appear once in a file. Letters and digits, with spaces and - _ . / ( ) # + between them, up to ${number(PRODUCT_CODE_MAX)} characters.`,
    name: `The product's name, up to ${number(PRODUCT_NAME_MAX)} characters.`,
    nameEn:
      "The English name. Without an (English) column a product's English text is left as it is; an empty cell in one clears that English text. The other (English) columns work the same way.",
    summary: `A short introduction shown in product lists, up to ${number(PRODUCT_SUMMARY_MAX)} characters.`,
    summaryEn: 'The English summary.',
    category: (path: string) =>
      `The category's name, or its path from its parent category joined by '${SEPARATOR}' (for example ${path}). Write the names as the admin's category screen shows them (in Korean). A name several categories share must be written as a path.`,
    place: "The place's name, as the admin screens show it. An empty cell is no place.",
    status: (w: Words) =>
      `Published: ${w.published} / Draft: ${w.draft} (any case). An empty cell keeps the product's status (a new product is a draft).`,
    featured: (w: Words) =>
      `Yes: ${w.yes} / No: ${w.no} (any case). An empty cell keeps the product's value (a new product is not featured).`,
    sortOrder:
      "A whole number of 0 or more that orders the lists. An empty cell keeps the product's value (0 for a new product).",
    images: `Image file names separated by '${IMAGE_NAME_SEPARATOR}', in gallery order (the first is the main image). A name the product's gallery already shows keeps that image; any other is taken from the ZIP file uploaded with this sheet, by file name (folders in the ZIP are ignored). Up to ${number(PRODUCT_IMAGES_MAX)} images a product.`,
    description: `The description on the product page. HTML is allowed; tags outside the allowed set are removed. Up to ${number(PRODUCT_DESCRIPTION_MAX)} characters.`,
    descriptionEn: 'The English description.',
    specs: `One line of the spec table: the label and value columns with the same number are a pair. Both empty is no spec; one alone refuses the row. Spec columns replace the product's spec table with the sheet's. The sample has two pairs; add columns named the same way, numbered on, for up to ${number(PRODUCT_SPECS_MAX)} pairs a product.`,
    specsEn:
      "The English spec table, in pairs like the Korean specs. Without these columns a product's English spec table is left as it is.",
    limitsHeading: 'Limits',
    fileLimit: 'File',
    file: `.xlsx or CSV (UTF-8, or CP949 as Korean Excel saves it), up to ${megabytes(PRODUCT_IMPORT_SHEET_MAX_BYTES)} MB.`,
    rowsLimit: 'Rows',
    rows: `Up to ${number(PRODUCT_IMPORT_MAX_ROWS)} products below the header row; split a larger catalogue into several files.`,
    columnsLimit: 'Columns',
    columns: `Columns A to ${LAST_COLUMN} (${number(SHEET_COLUMNS)}) are read.`,
    imagesLimit: 'Image ZIP',
    imageZip: `Up to ${megabytes(PRODUCT_IMPORT_IMAGES_MAX_BYTES)} MB, each image up to ${megabytes(IMAGE_MAX_BYTES)} MB.`,
    formulasLimit: 'Formulas',
    formulas:
      "A cell with a formula, or text starting with '=' or '@', refuses the whole file (names, summaries, descriptions and spec labels may not start with '+' or '-' either). Paste values only, save, and upload again.",
  },
} as const;
