import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { type PicturePool, pictureKindFor } from './product-pictures.ts';

/**
 * Realistic generated products for demos, tests and benchmarks: Korean names from a large
 * vocabulary (origin × qualifier × item × pack, tens of thousands of combinations), skewed
 * category and place sizes (a few big, many small), specs, a spread of dates and view counts.
 */

interface ItemGroup {
  /** Words that place a category in this group (matched against category names). */
  matches: string[];
  /** The letters that start this group's product codes (FD-000123). */
  codePrefix: string;
  items: string[];
  packs: string[];
  specs: [label: string, values: string[]][];
}

const ORIGINS = [
  '청송',
  '나주',
  '제주',
  '영주',
  '성주',
  '충주',
  '횡성',
  '보성',
  '고창',
  '이천',
  '안동',
  '상주',
  '해남',
  '완도',
  '여수',
  '통영',
  '의성',
  '문경',
  '괴산',
  '홍천',
  '평창',
  '정선',
  '담양',
  '순창',
  '강화',
  '김포',
  '포천',
  '양평',
  '천안',
  '논산',
  '부여',
  '서산',
  '태안',
  '당진',
  '김해',
  '밀양',
];
const QUALIFIERS = [
  '유기농',
  '무농약',
  '친환경',
  '국산',
  '프리미엄',
  '수제',
  '저당',
  '햇',
  '특품',
  '명품',
  '실속',
  '산지직송',
  '전통',
  '저염',
  '고급',
  '가정용',
  '업소용',
  '대용량',
  '미니',
  '스마트',
  '산업용',
  '고강도',
  '경량',
  '내열',
  '방수',
  'Premium',
  'Eco',
  'Pro',
  'Fresh',
  'Smart',
];

const GROUPS: ItemGroup[] = [
  {
    matches: ['과일', '식품', '농산'],
    codePrefix: 'FD',
    items: [
      '사과',
      '배',
      '감귤',
      '한라봉',
      '천혜향',
      '딸기',
      '포도',
      '샤인머스캣',
      '복숭아',
      '참외',
      '수박',
      '단감',
      '곶감',
      '자두',
      '매실',
      '블루베리',
      '키위',
      '무화과',
      '석류',
      '유자',
      '레몬',
      '멜론',
      '꿀사과',
      '부사',
      '홍로',
      '신고배',
      '청포도',
      '거봉',
      '대추',
      '밤',
      '호두',
      '잣',
    ],
    packs: ['1kg', '2kg', '3kg', '5kg', '10kg', '선물세트', '가정용', '못난이', '특대과', '소과'],
    specs: [
      ['중량', ['1kg', '2kg', '3kg', '5kg', '10kg']],
      ['보관방법', ['냉장 보관', '서늘한 곳 보관', '냉동 보관']],
      ['수확시기', ['8월', '9월', '10월', '11월', '12월']],
      ['등급', ['특', '상', '보통']],
    ],
  },
  {
    matches: ['유제품', '음료', '우유'],
    codePrefix: 'DR',
    items: [
      '우유',
      '저지방 우유',
      '치즈',
      '모짜렐라 치즈',
      '요거트',
      '그릭요거트',
      '버터',
      '생크림',
      '두유',
      '녹차',
      '홍차',
      '보리차',
      '옥수수차',
      '유자차',
      '주스',
      '사과주스',
      '배즙',
      '식혜',
    ],
    packs: ['200ml', '500ml', '1L', '2.3L', '12입', '24입', '선물세트', '대용량'],
    specs: [
      ['용량', ['200ml', '500ml', '1L', '2.3L']],
      ['보관방법', ['냉장 보관', '실온 보관']],
      ['유통기한', ['제조일로부터 10일', '제조일로부터 6개월', '제조일로부터 1년']],
    ],
  },
  {
    matches: ['비료', '종자', '관수', '농업'],
    codePrefix: 'AG',
    items: [
      '복합비료',
      '유기질 비료',
      '퇴비',
      '상토',
      '고추 종자',
      '배추 종자',
      '벼 종자',
      '감자 씨감자',
      '모종',
      '점적 호스',
      '스프링클러',
      '관수 타이머',
      '분무기',
      '차광막',
      '멀칭 비닐',
      '방조망',
      '전정가위',
      '예초기',
      '양액 공급기',
      '육묘 트레이',
    ],
    packs: ['20kg', '10kg', '1포', '10포', '100m', '50m', '1세트', '대형', '소형'],
    specs: [
      ['규격', ['20kg', '10kg', '100m', '50m', '1세트']],
      ['사용시기', ['봄', '여름', '가을', '연중']],
      ['인증', ['유기농업자재 공시', 'KC 인증', '해당 없음']],
    ],
  },
  {
    matches: ['센서', '제어', '스마트', '솔루션'],
    codePrefix: 'SM',
    items: [
      '온습도 센서',
      '토양 수분 센서',
      '이산화탄소 센서',
      '조도 센서',
      '환경 제어기',
      '양액 제어기',
      '스마트팜 게이트웨이',
      '원격 모니터링 키트',
      '자동 개폐기',
      'PLC 모듈',
      'IoT 컨트롤러',
      '무선 중계기',
      '산업용 카메라',
      '데이터 로거',
    ],
    packs: ['단품', '2개입', '키트', '세트', 'V2', 'Pro', 'Lite'],
    specs: [
      ['통신', ['LoRa', 'Wi-Fi', 'RS-485', 'LTE-M']],
      ['전원', ['DC 12V', 'DC 24V', 'AC 220V']],
      ['보호등급', ['IP65', 'IP67', 'IP54']],
    ],
  },
  {
    matches: ['산업', '배관', '공구', '안전', '자재'],
    codePrefix: 'IN',
    items: [
      '스테인리스 볼트',
      '육각 너트',
      '배관 엘보',
      '볼 밸브',
      '게이트 밸브',
      '원심 펌프',
      '수중 펌프',
      '감속 모터',
      '베어링',
      '스패너',
      '임팩트 드릴',
      '전동 그라인더',
      '안전모',
      '안전화',
      '방진 마스크',
      '절연 장갑',
      '케이블 타이',
      '고압 호스',
      '용접기',
      '체인 블록',
    ],
    packs: ['M8', 'M10', 'M12', '15A', '25A', '50A', '1개', '10개입', '100개입', '세트'],
    specs: [
      ['재질', ['스테인리스 304', '스테인리스 316', '탄소강', '주철', 'PVC']],
      ['규격', ['M8', 'M10', 'M12', '15A', '25A', '50A']],
      ['인증', ['KS 인증', 'KC 인증', 'CE']],
    ],
  },
];

const SUMMARIES = [
  (item: string, origin: string) => `${origin}에서 생산한 ${item}입니다.`,
  (item: string) => `믿을 수 있는 품질의 ${item}, 대량 주문 가능합니다.`,
  (item: string, origin: string) => `${origin} 산지에서 바로 보내드리는 ${item}입니다.`,
  (item: string) => `${item} 전문 생산 설비에서 만든 검증된 제품입니다.`,
  (item: string) => `기업 납품과 소매 모두 가능한 ${item}입니다.`,
];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
/** Skewed towards the start of the list: the first entries get most of the products. */
const pickSkewed = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() ** 2.5 * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export interface SeedCategory {
  id: number;
  name: string;
}

export interface SampleProductOptions {
  count: number;
  /** Leaf categories products are filed under, biggest first. */
  categories: SeedCategory[];
  placeIds: number[];
  /**
   * Library images for galleries, by the kind of product they show (sample-images.ts); a small
   * pool serves any number of products. Without it products have no pictures.
   */
  pictures?: PicturePool;
  seed?: number;
  /** Rows per insert statement. */
  batchSize?: number;
  onProgress?: (inserted: number) => void;
}

interface SampleRow {
  name: string;
  code: string | null;
  summary: string;
  description: string;
  category_id: number;
  place_id: number | null;
  specs: { label: string; value: string }[];
  image_ids: number[];
  status: 'draft' | 'published';
  featured: boolean;
  sort_order: number;
  view_count: number;
  created_at: string;
}

function groupFor(categoryName: string): ItemGroup {
  return (
    GROUPS.find((g) => g.matches.some((word) => categoryName.includes(word))) ??
    GROUPS[Math.abs(hash(categoryName)) % GROUPS.length] ??
    (GROUPS[0] as ItemGroup)
  );
}

function hash(s: string) {
  let h = 0;
  for (const c of s) h = (Math.imul(h, 31) + (c.codePointAt(0) ?? 0)) | 0;
  return h;
}

const THREE_YEARS_MS = 3 * 365 * 24 * 3_600_000;

/** Most products have a code; the number makes it unique (`serial` counts every product made). */
function sampleRow(
  random: Random,
  options: SampleProductOptions,
  now: number,
  serial: number,
): SampleRow {
  const category = pickSkewed(random, options.categories);
  const group = groupFor(category.name);
  const item = pick(random, group.items);
  const origin = pick(random, ORIGINS);
  const words = [
    random() < 0.55 ? origin : null,
    random() < 0.5 ? pick(random, QUALIFIERS) : null,
    item,
    random() < 0.6 ? pick(random, group.packs) : null,
  ].filter((w): w is string => w !== null);
  const specs = group.specs
    .filter(() => random() < 0.8)
    .map(([label, values]) => ({ label, value: pick(random, values) }));
  specs.push({ label: '원산지', value: origin });
  const pictures = options.pictures?.get(pictureKindFor(item)) ?? [];
  const images =
    pictures.length === 0
      ? []
      : Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, pictures));
  const summary = pick(random, SUMMARIES)(item, origin);
  return {
    name: words.join(' '),
    code: random() < 0.8 ? `${group.codePrefix}-${String(serial).padStart(6, '0')}` : null,
    summary,
    description: `<p>${summary}</p><p>주문 후 2~3일 이내 출고됩니다.</p>`,
    category_id: category.id,
    place_id:
      options.placeIds.length === 0 || random() < 0.2 ? null : pickSkewed(random, options.placeIds),
    specs,
    image_ids: [...new Set(images)],
    status: random() < 0.95 ? 'published' : 'draft',
    featured: random() < 0.02,
    sort_order: Math.floor(random() * 100),
    // Popularity is long-tailed: most products are rarely viewed.
    view_count: Math.floor(random() ** 6 * 50_000),
    created_at: new Date(now - random() * THREE_YEARS_MS).toISOString(),
  };
}

/** Above this many rows, secondary indexes are dropped for the load and rebuilt after it. */
const REBUILD_INDEXES_FROM = 50_000;

async function insertBatches(db: Db, options: SampleProductOptions) {
  const random = seededRandom(options.seed ?? 1);
  const batchSize = options.batchSize ?? 5_000;
  const now = Date.now();
  // Codes continue from the catalogue's last product, so a second load adds new ones.
  const [last] = await queryRows(
    db,
    sql`select coalesce(max(id), 0) as id from product`,
    z.object({ id: z.number() }),
  );
  const first = (last?.id ?? 0) + 1;
  for (let done = 0; done < options.count;) {
    const rows = Array.from({ length: Math.min(batchSize, options.count - done) }, (_, i) =>
      sampleRow(random, options, now, first + done + i),
    );
    await db.execute(sql`
      insert into product (name, code, summary, description, category_id, place_id, specs, image_ids,
        status, featured, sort_order, view_count, created_at, updated_at)
      select name, code, summary, description, category_id, place_id, specs, image_ids,
        status, featured, sort_order, view_count, created_at, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        name text, code text, summary text, description text, category_id integer, place_id integer,
        specs jsonb, image_ids integer[], status text, featured boolean, sort_order integer,
        view_count integer, created_at timestamptz)`);
    done += rows.length;
    options.onProgress?.(done);
  }
}

/**
 * Inserts `count` generated products in batches (one statement per batch: the rows travel as
 * one JSON parameter). For large loads the secondary indexes are dropped and rebuilt from their
 * own definitions (building an index once is far cheaper than updating it row by row), all in
 * one transaction, so an interrupted load leaves the table as it was.
 * Run `analyzeCatalogue` afterwards.
 */
export async function insertSampleProducts(db: Db, options: SampleProductOptions): Promise<void> {
  if (options.categories.length === 0) throw new Error('sample products need a category');
  if (options.count < REBUILD_INDEXES_FROM) {
    await insertBatches(db, options);
    return;
  }
  await db.transaction(async (tx) => {
    const indexes = await queryRows(
      tx,
      sql`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = 'product' and indexname <> 'product_pkey'`,
      z.object({ name: z.string(), definition: z.string() }),
    );
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    await insertBatches(tx, options);
    options.onProgress?.(options.count);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
}
