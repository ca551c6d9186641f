/**
 * The labelled queries of the search-quality benchmark (issue 31): what visitors of a Korean
 * industrial catalogue type, by kind, each with the product codes a right answer shows first
 * (any one of them counts) or `null` when nothing should be found.
 *
 * `intent` is what the visitor meant, written as the catalogue writes it. `auditQueries` checks
 * every label against the generated catalogue, so a change to either cannot leave a query with a
 * wrong or a missing answer: the expected codes are exactly the products the intent names, a
 * keyboard query is the intent typed in the other input mode, a typo is one keystroke away from
 * it, and a choseong or half-typed query fits no product beyond the expected ones.
 */
import type { CatalogueProduct } from './catalogue.ts';

export const QUERY_KINDS = [
  'literal',
  'choseong',
  'keyboard',
  'typo',
  'spacing',
  'synonym',
  'prefix',
  'code',
  'miss',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface LabelledQuery {
  query: string;
  kind: QueryKind;
  /** The right products' codes (any one first is a success), or null: nothing should match. */
  expects: string | string[] | null;
  /** The site's language: 'en' searches as the English site does. */
  lang?: 'ko' | 'en';
  /** What was meant, as the catalogue writes it (absent for misses). */
  intent?: string;
}

// Sets of equally right products, by the words that name them.
const VENT = ['HV-100', 'HV-150', 'HV-250', 'HV-300', 'HV-400'];
const VENT_PLANT = ['HV-250', 'HV-300', 'HV-400'];
const BLOWER = ['BL-075', 'BL-150', 'BL-220', 'BL-370'];
const VEG_WASHER = ['VW-300', 'VW-500', 'VW-800', 'VW-1200'];
const BUBBLE_WASHER = ['BW-500', 'BW-1000', 'BW-2000'];
const PEPPER_DRYER = ['PD-15', 'PD-25', 'PD-35', 'PD-50'];
const POTATO_SORTER = ['PS-3', 'PS-5', 'PS-7'];
const WEIGHT_SORTER = ['WS-6', 'WS-8', 'WS-10', 'WS-12'];
const GARLIC_PEELER = ['GPL-50', 'GPL-100', 'GPL-200'];
const PEELER = [...GARLIC_PEELER, 'OP-300', 'OP-600'];
const JUICER = ['JC-100', 'JC-300', 'JC-500'];
const SPIN_DRYER = ['SD-10', 'SD-20', 'SD-30', 'SD-50'];
const VACUUM_PACKER = ['VPK-400', 'VPK-500', 'VPK-600'];
const MIXING_TANK = ['MT-200', 'MT-500', 'MT-1000', 'MT-2000'];
const WORKTABLE = ['WB-900', 'WB-1200', 'WB-1500', 'WB-1800'];
const SINK = ['SNK-1200', 'SNK-1500', 'SNK-1800'];
const WALL_SHELF = ['WSH-600', 'WSH-900', 'WSH-1200', 'WSH-1500', 'WSH-1800'];
const FORKLIFT_BATTERY = ['FB-24', 'FB-36', 'FB-48'];
const CHARGER = ['BCH-24', 'BCH-48'];
const QUIET_AIR = ['AC-10S', 'AC-20S', 'AC-30S'];
const OILFREE_AIR = ['AC-10F', 'AC-20F', 'AC-30F'];
const PISTON_AIR = ['AC-50R', 'AC-75R', 'AC-100R'];
const SCREW_AIR = ['SC-75', 'SC-150', 'SC-220', 'SC-370'];
const AIR_COMPRESSOR = [...QUIET_AIR, ...OILFREE_AIR, ...PISTON_AIR, ...SCREW_AIR];
const BRAKE_MOTOR = ['BM-075', 'BM-150', 'BM-220', 'BM-370'];
const GEARED_MOTOR = ['GM-010', 'GM-020', 'GM-040', 'GM-075', 'GM-150', 'GM-220', 'GM-370'];
const SIROCCO = ['SF-150', 'SF-200', 'SF-250', 'SF-300', 'SF-350', 'SF-400', 'SF-450', 'SF-500'];
const INVERTER = [
  'INV-040',
  'INV-075',
  'INV-150',
  'INV-220',
  'INV-370',
  'INV-550',
  'INV-750',
  'INV-1100',
  'INV-1500',
];
const SCREW_CONVEYOR = ['SCV-100', 'SCV-150', 'SCV-200', 'SCV-250'];
const BELT_CONVEYOR = ['BC-300', 'BC-400', 'BC-500', 'BC-600', 'BC-800', 'BC-1000'];
const SMOKE_DAMPER = ['DM-200', 'DM-300', 'DM-400', 'DM-500', 'DM-600'];
const DRAIN_PUMP = [
  'SP-040',
  'SP-075',
  'SP-150',
  'SP-220',
  'SP-370',
  'SP-550',
  'SP-750',
  'SP-1100',
];
const SEWAGE_PUMP = ['SPW-075', 'SPW-150', 'SPW-220', 'SPW-370', 'SPW-550', 'SPW-750'];

const literal = (query: string, expects: string | string[], lang?: 'en'): LabelledQuery => ({
  query,
  kind: 'literal',
  expects,
  intent: query,
  ...(lang === undefined ? {} : { lang }),
});
const meant =
  (kind: QueryKind) =>
  (query: string, intent: string, expects: string | string[], lang?: 'en'): LabelledQuery => ({
    query,
    kind,
    expects,
    intent,
    ...(lang === undefined ? {} : { lang }),
  });
const choseong = meant('choseong');
const keyboard = meant('keyboard');
const typo = meant('typo');
const spacing = meant('spacing');
const synonym = meant('synonym');
const prefix = meant('prefix');
const code = meant('code');
const miss = (query: string, lang?: 'en'): LabelledQuery => ({
  query,
  kind: 'miss',
  expects: null,
  ...(lang === undefined ? {} : { lang }),
});

export const QUERIES: LabelledQuery[] = [
  // Names and name words as the catalogue writes them.
  literal('환풍기', VENT),
  literal('산업용 환풍기', VENT_PLANT),
  literal('고압 송풍기', BLOWER),
  literal('야채 세척기', VEG_WASHER),
  literal('버블 세척기', BUBBLE_WASHER),
  literal('고추 건조기', PEPPER_DRYER),
  literal('감자 선별기', POTATO_SORTER),
  literal('중량 선별기', WEIGHT_SORTER),
  literal('마늘 탈피기', GARLIC_PEELER),
  literal('착즙기', JUICER),
  literal('원심 탈수기', SPIN_DRYER),
  literal('진공 포장기', VACUUM_PACKER),
  literal('교반 탱크', MIXING_TANK),
  literal('지게차 배터리', FORKLIFT_BATTERY),
  literal('브레이크 모터', BRAKE_MOTOR),
  literal('오일프리 에어컴프레서', OILFREE_AIR),
  literal('스테인리스 작업대 1500mm', 'WB-1500'),
  literal('원심 펌프 100A', ['KP-100', 'KPS-100']),
  literal('vacuum packing machine', VACUUM_PACKER, 'en'),
  literal('sirocco fan', SIROCCO, 'en'),

  // Initial consonants only, or mixed with whole syllables.
  choseong('ㅎㅍㄱ', '환풍기', VENT),
  choseong('ㄱㅇ ㅅㅍㄱ', '고압 송풍기', BLOWER),
  choseong('착ㅈㄱ', '착즙기', JUICER),
  choseong('ㄱㅊ ㄱㅈㄱ', '고추 건조기', PEPPER_DRYER),
  choseong('ㅇㅊ ㅅㅊㄱ', '야채 세척기', VEG_WASHER),
  choseong('ㅈㄱㅊ ㅂㅌㄹ', '지게차 배터리', FORKLIFT_BATTERY),
  choseong('ㄱㅈ ㅅㅂㄱ', '감자 선별기', POTATO_SORTER),
  choseong('ㅌㅍㄱ', '탈피기', PEELER),
  choseong('ㅁㄴ ㅌㅍㄱ', '마늘 탈피기', GARLIC_PEELER),
  choseong('ㅈㄹ ㅅㅂㄱ', '중량 선별기', WEIGHT_SORTER),
  choseong('ㅈㄱ ㅍㅈㄱ', '진공 포장기', VACUUM_PACKER),
  choseong('ㅂㅂ ㅅㅊㄱ', '버블 세척기', BUBBLE_WASHER),
  choseong('ㅅㄹㅋㅍ', '시로코팬', SIROCCO),
  choseong('ㅈㅅㅇ ㅇㅇ ㅋㅍㄹㅅ', '저소음 에어 컴프레서', QUIET_AIR),
  choseong('환ㅍ기', '환풍기', VENT),
  choseong('송ㅍㄱ', '송풍기', BLOWER),
  choseong('ㅅ로코팬', '시로코팬', SIROCCO),
  choseong('고추 ㄱㅈㄱ', '고추 건조기', PEPPER_DRYER),
  choseong('ㅈㄱㅊ 배터리', '지게차 배터리', FORKLIFT_BATTERY),
  choseong('교반 ㅌㅋ', '교반 탱크', MIXING_TANK),

  // Korean typed with the keyboard in English mode, codes typed in Korean mode, and queries
  // that mix the two word by word.
  keyboard('ghksvndrl', '환풍기', VENT),
  keyboard('thdvndrl', '송풍기', BLOWER),
  keyboard('ckrwmqrl', '착즙기', JUICER),
  keyboard('dico tpcjrrl', '야채 세척기', VEG_WASHER),
  keyboard('rhcn rjswhrl', '고추 건조기', PEPPER_DRYER),
  keyboard('wlrpck qoxjfl', '지게차 배터리', FORKLIFT_BATTERY),
  keyboard('aksmf xkfvlrl', '마늘 탈피기', GARLIC_PEELER),
  keyboard('ryqks xodzm', '교반 탱크', MIXING_TANK),
  keyboard('wlsrhd vhwkdrl', '진공 포장기', VACUUM_PACKER),
  keyboard('rkawk tjsqufrl', '감자 선별기', POTATO_SORTER),
  keyboard('ㅏㅔ-100', 'KP-100', 'KP-100'),
  keyboard('뮤-20ㅊ', 'AB-20C', 'AB-20C'),
  keyboard('년-304-50ㅁ', 'SUS-304-50A', 'SUS-304-50A'),
  keyboard('ㅗㅍ-150', 'HV-150', 'HV-150'),
  keyboard('ㅠㅣ-075', 'BL-075', 'BL-075'),
  keyboard('저소음 dpdj zjavmfptj', '저소음 에어 컴프레서', QUIET_AIR),
  keyboard('tmxpdlsfltm 작업대', '스테인리스 작업대', WORKTABLE),
  keyboard('산업용 ghksvndrl', '산업용 환풍기', VENT_PLANT),
  keyboard('원심 펌프 ㅏㅔ-125', '원심 펌프 KP-125', 'KP-125'),
  keyboard('qmfpdlzm ahxj', '브레이크 모터', BRAKE_MOTOR),

  // One keystroke off (a jamo replaced, two swapped, one added or dropped), in words of four
  // keystrokes or more.
  typo('송퓽기', '송풍기', BLOWER),
  typo('환퓽기', '환풍기', VENT),
  typo('화풍기', '환풍기', VENT),
  typo('고추 겆노기', '고추 건조기', PEPPER_DRYER),
  typo('감자 섭녈기', '감자 선별기', POTATO_SORTER),
  typo('지게차 배털리', '지게차 배터리', FORKLIFT_BATTERY),
  typo('오일프리 에어컴프렛서', '오일프리 에어컴프레서', OILFREE_AIR),
  typo('저소음 에어 커프레서', '저소음 에어 컴프레서', QUIET_AIR),
  typo('마늘 타피기', '마늘 탈피기', GARLIC_PEELER),
  typo('차즙기', '착즙기', JUICER),
  typo('야체 세척기', '야채 세척기', VEG_WASHER),
  typo('버블 세척긱', '버블 세척기', BUBBLE_WASHER),
  typo('진공 포정기', '진공 포장기', VACUUM_PACKER),
  typo('교반 탱쿠', '교반 탱크', MIXING_TANK),
  typo('원심 탈스기', '원심 탈수기', SPIN_DRYER),
  typo('스테인레스 작업대', '스테인리스 작업대', WORKTABLE),
  typo('브레이크 모토', '브레이크 모터', BRAKE_MOTOR),
  typo('중량 선변기', '중량 선별기', WEIGHT_SORTER),
  typo('시로코펜', '시로코팬', SIROCCO),
  typo('고압 송풍긴', '고압 송풍기', BLOWER),

  // Spaced where the catalogue writes one word, and the reverse.
  spacing('저소음 에어컴프레서', '저소음 에어 컴프레서', QUIET_AIR),
  spacing('스크류 에어컴프레서', '스크류 에어 컴프레서', SCREW_AIR),
  spacing('오일프리 에어 컴프레서', '오일프리 에어컴프레서', OILFREE_AIR),
  spacing('왕복동 에어 컴프레서', '왕복동 에어컴프레서', PISTON_AIR),
  spacing('오일 프리 에어컴프레서', '오일프리 에어컴프레서', OILFREE_AIR),
  spacing('배수용 수중 펌프', '배수용 수중펌프', DRAIN_PUMP),
  spacing('오수 수중펌프', '오수 수중 펌프', SEWAGE_PUMP),
  spacing('고추건조기', '고추 건조기', PEPPER_DRYER),
  spacing('야채세척기', '야채 세척기', VEG_WASHER),
  spacing('지게차배터리', '지게차 배터리', FORKLIFT_BATTERY),
  spacing('감자선별기', '감자 선별기', POTATO_SORTER),
  spacing('산업용환풍기', '산업용 환풍기', VENT_PLANT),
  spacing('스테인리스작업대', '스테인리스 작업대', WORKTABLE),
  spacing('진공포장기', '진공 포장기', VACUUM_PACKER),
  spacing('교반탱크', '교반 탱크', MIXING_TANK),
  spacing('브레이크모터', '브레이크 모터', BRAKE_MOTOR),
  spacing('시로코 팬', '시로코팬', SIROCCO),
  spacing('스크류컨베이어', '스크류 컨베이어', SCREW_CONVEYOR),
  spacing('마늘탈피기', '마늘 탈피기', GARLIC_PEELER),
  spacing('원심탈수기', '원심 탈수기', SPIN_DRYER),

  // Trade spellings the catalogue never uses, and English words for Korean-only products.
  synonym('스뎅 후렌지 50A', '스테인리스 플랜지 50A', [
    'SUS-304-50A',
    'SUS-304-50A-20K',
    'SUS-316-50A',
    'BLF-50A',
  ]),
  synonym('스뎅 작업대', '스테인리스 작업대', WORKTABLE),
  synonym('스뎅 싱크대', '스테인리스 싱크대', SINK),
  synonym('스텐 벽 선반', '스테인리스 벽 선반', WALL_SHELF),
  synonym('스뎅 볼밸브 25A', '스테인리스 볼밸브 25A', ['SBV-25A', 'SBV-25A-316', 'TBV-25A']),
  synonym('콤프레샤', '컴프레서', AIR_COMPRESSOR),
  synonym('저소음 콤프레샤', '저소음 컴프레서', QUIET_AIR),
  synonym('기어드 모타', '기어드 모터', GEARED_MOTOR),
  synonym('브레이크 모타', '브레이크 모터', BRAKE_MOTOR),
  synonym('지게차 밧데리', '지게차 배터리', FORKLIFT_BATTERY),
  synonym('밧데리 충전기', '배터리 충전기', CHARGER),
  synonym('레듀샤 80A', '리듀서 80A', ['RD-80X50', 'RD-100X80']),
  synonym('테프론 가스켓 100A', '테프론 개스킷 100A', 'GK-100A'),
  synonym('스크류 콘베어', '스크류 컨베이어', SCREW_CONVEYOR),
  synonym('벨트 콘베어', '벨트 컨베이어', BELT_CONVEYOR),
  synonym('범용 인바타', '범용 인버터', INVERTER),
  synonym('제연 뎀퍼', '제연 댐퍼', SMOKE_DAMPER),
  synonym('air compressor', '에어 컴프레서', AIR_COMPRESSOR, 'en'),
  synonym('exhaust fan', '환풍기', VENT, 'en'),
  synonym('vegetable washer', '야채 세척기', VEG_WASHER, 'en'),
  synonym('pepper dryer', '고추 건조기', PEPPER_DRYER, 'en'),

  // Mid-typing states, as the search box sees them keystroke by keystroke.
  prefix('환ㅍ', '환풍기', VENT),
  prefix('환푸', '환풍기', VENT),
  prefix('환풍ㄱ', '환풍기', VENT),
  prefix('에어 컴ㅍ', '에어 컴프레서', AIR_COMPRESSOR),
  prefix('송푸', '송풍기', BLOWER),
  prefix('고추 건ㅈ', '고추 건조기', PEPPER_DRYER),
  prefix('야채 세처', '야채 세척기', VEG_WASHER),
  prefix('지게차 배터', '지게차 배터리', FORKLIFT_BATTERY),
  prefix('착즈', '착즙기', JUICER),
  prefix('마늘 탈ㅍ', '마늘 탈피기', GARLIC_PEELER),
  prefix('감자 선벼', '감자 선별기', POTATO_SORTER),
  prefix('진공 포자', '진공 포장기', VACUUM_PACKER),
  prefix('시로ㅋ', '시로코팬', SIROCCO),
  prefix('교반 탱ㅋ', '교반 탱크', MIXING_TANK),
  prefix('스테인리스 작어', '스테인리스 작업대', WORKTABLE),
  prefix('브레이크 모', '브레이크 모터', BRAKE_MOTOR),
  prefix('버블 셏', '버블 세척기', BUBBLE_WASHER),
  prefix('오일프리 에어컴프', '오일프리 에어컴프레서', OILFREE_AIR),
  prefix('중량 선별ㄱ', '중량 선별기', WEIGHT_SORTER),
  prefix('원심 탈ㅅ', '원심 탈수기', SPIN_DRYER),

  // Product codes without their separators, spaced, lower case, in full-width letters.
  code('kp100', 'KP-100', 'KP-100'),
  code('kp-100', 'KP-100', 'KP-100'),
  code('KP 100', 'KP-100', 'KP-100'),
  code('ＫＰ－１００', 'KP-100', 'KP-100'),
  code('kp1000', 'KP-1000', 'KP-1000'),
  code('ab 20c', 'AB-20C', 'AB-20C'),
  code('ab20c', 'AB-20C', 'AB-20C'),
  code('ＡＢ－２０Ｃ', 'AB-20C', 'AB-20C'),
  code('sus304-50a', 'SUS-304-50A', 'SUS-304-50A'),
  code('sus 304 50a', 'SUS-304-50A', 'SUS-304-50A'),
  code('SUS30450A', 'SUS-304-50A', 'SUS-304-50A'),
  code('hv150', 'HV-150', 'HV-150'),
  code('bl075', 'BL-075', 'BL-075'),
  code('vw-500', 'VW-500', 'VW-500'),
  code('sc 150', 'SC-150', 'SC-150'),
  code('ac10s', 'AC-10S', 'AC-10S'),
  code('el-90-50a', 'EL-90-50A', 'EL-90-50A'),
  code('ｓｃ－２２０', 'SC-220', 'SC-220'),
  code('6205zz', '6205ZZ', '6205ZZ'),
  code('ucp 205', 'UCP205', 'UCP205'),

  // Things this company does not sell: the right answer is an empty page.
  miss('galaxy s25'),
  miss('노트북 가방'),
  miss('ZX-9981Q'),
  miss('아이폰 케이스'),
  miss('무선 이어폰'),
  miss('운동화'),
  miss('캠핑 의자'),
  miss('강아지 사료'),
  miss('bluetooth speaker', 'en'),
  miss('립스틱'),
  miss('골프공'),
  miss('QW-4417Z'),
  miss('요가 매트'),
  miss('전기자전거'),
  miss('커피 원두'),
  miss('유모차'),
  miss('iphone 16 pro', 'en'),
  miss('냉동 만두'),
  miss('립밤'),
  miss('ㅋㅋㅋ'),
];

// The audit: labels checked against the generated catalogue.

const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNGSEONG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const JONGSEONG = ['', ...Array.from('ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ')];
/** The 2-beolsik key of each jamo; compound ones are two keys. */
const KEYS: Record<string, string> = {
  ...Object.fromEntries(Array.from(CHOSEONG, (j, i) => [j, 'rRseEfaqQtTdwWczxvg'[i]])),
  ...Object.fromEntries(
    Array.from('ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ', (j, i) => [j, 'koiOjpuPhynbml'[i]]),
  ),
  ㅘ: 'hk',
  ㅙ: 'ho',
  ㅚ: 'hl',
  ㅝ: 'nj',
  ㅞ: 'np',
  ㅟ: 'nl',
  ㅢ: 'ml',
  ㄳ: 'rt',
  ㄵ: 'sw',
  ㄶ: 'sg',
  ㄺ: 'fr',
  ㄻ: 'fa',
  ㄼ: 'fq',
  ㄽ: 'ft',
  ㄾ: 'fx',
  ㄿ: 'fv',
  ㅀ: 'fg',
  ㅄ: 'qt',
};

/** A syllable's initial, medial and final jamo, or null for anything else. */
function syllable(char: string): [string, string, string] | null {
  const code = (char.codePointAt(0) ?? 0) - 0xac00;
  if (code < 0 || code >= 11_172) return null;
  return [
    CHOSEONG[Math.floor(code / 588)] ?? '',
    JUNGSEONG[Math.floor((code % 588) / 28)] ?? '',
    JONGSEONG[code % 28] ?? '',
  ];
}

/** The keys a 2-beolsik keyboard takes to type the text; other characters stand for themselves. */
export function keystrokes(text: string): string {
  return Array.from(text, (char) => {
    const jamo = syllable(char) ?? [char];
    return jamo.map((j) => KEYS[j] ?? j).join('');
  }).join('');
}

/** Edits (replace, insert, delete, swap two neighbours) from one string to the other. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** A code as typed any way: full-width folded, lower case, letters and digits only. */
export const codeKey = (code: string) =>
  code
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Every text field a search may match, as the baseline reads them. */
export const productText = (p: CatalogueProduct) =>
  [p.name, p.nameEn ?? '', p.code, p.summary, ...p.specs.flatMap((s) => [s.label, s.value])].join(
    ' ',
  );

/**
 * Whether the text holds the term, spacing aside; a term starting with a digit or a Latin letter
 * starts there (50A is not in 150A), as a Korean word may sit inside a compound.
 */
function holds(text: string, term: string): boolean {
  const chars: string[] = [];
  const wordStarts = new Set<number>();
  for (const word of text.toLowerCase().split(/\s+/)) {
    wordStarts.add(chars.length);
    chars.push(...Array.from(word));
  }
  const haystack = chars.join('');
  const needle = compact(term);
  const edge = /^[0-9]/.test(needle) ? /[0-9]/ : /^[a-z]/.test(needle) ? /[a-z]/ : null;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (edge === null || wordStarts.has(at) || !edge.test(haystack[at - 1] ?? '')) return true;
  }
  return false;
}

/** The products an intent names: its code, or every product holding all its words. */
function named(catalogue: readonly CatalogueProduct[], intent: string): Set<string> {
  const byCode = catalogue.filter((p) => codeKey(p.code) === codeKey(intent));
  if (byCode.length > 0) return new Set(byCode.map((p) => p.code));
  const terms = intent.split(/\s+/).filter((t) => t !== '');
  const texts = catalogue.map((p) => [p.code, productText(p)] as const);
  return new Set(
    texts.filter(([, text]) => terms.every((t) => holds(text, t))).map(([code]) => code),
  );
}

/** Whether a name fits initials mixed with syllables (ㅎㅍㄱ, 환ㅍ기), spacing aside. */
function fitsInitials(name: string, query: string): boolean {
  const text = Array.from(compact(name));
  const pattern = Array.from(compact(query));
  const fits = (t: string | undefined, q: string) =>
    t === q || (CHOSEONG.includes(q) && t !== undefined && syllable(t)?.[0] === q);
  return text.some((_, start) => pattern.every((q, i) => fits(text[start + i], q)));
}

export const expectedCodes = (query: LabelledQuery): string[] =>
  query.expects === null ? [] : typeof query.expects === 'string' ? [query.expects] : query.expects;

/** What is wrong with the labels on this catalogue: one line per problem, none when sound. */
export function auditQueries(
  queries: readonly LabelledQuery[],
  catalogue: readonly CatalogueProduct[],
): string[] {
  const problems: string[] = [];
  const codes = new Map<string, string>();
  for (const p of catalogue) {
    const other = codes.get(codeKey(p.code));
    if (other !== undefined) problems.push(`codes ${other} and ${p.code} are typed alike`);
    codes.set(codeKey(p.code), p.code);
  }
  for (const q of queries) {
    const say = (problem: string) => problems.push(`${q.kind} "${q.query}": ${problem}`);
    const expected = new Set(expectedCodes(q));
    for (const c of expected) if (!codes.has(codeKey(c))) say(`${c} is not in the catalogue`);
    if (q.kind === 'miss') {
      const words = q.query.split(/\s+/);
      const near = catalogue.filter((p) => {
        const text = productText(p);
        const nameWords = `${p.name} ${p.nameEn ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
        // Near when every word is there, or one keystroke from a word of the name.
        return words.every(
          (w) =>
            holds(text, w) ||
            (keystrokes(w).length >= 4 &&
              nameWords.some((n) => editDistance(keystrokes(w), keystrokes(n)) <= 1)),
        );
      });
      if (near.length > 0) say(`near ${near.map((p) => p.name).join(', ')}`);
      continue;
    }
    if (q.intent === undefined) {
      say('no intent');
      continue;
    }
    const intended = named(catalogue, q.intent);
    const missing = [...intended].filter((c) => !expected.has(c));
    const extra = [...expected].filter((c) => !intended.has(c));
    if (missing.length > 0) say(`"${q.intent}" also names ${missing.join(', ')}`);
    if (extra.length > 0) say(`"${q.intent}" does not name ${extra.join(', ')}`);
    const fitting = (fits: (p: CatalogueProduct) => boolean) =>
      catalogue.filter((p) => fits(p) && !expected.has(p.code)).map((p) => p.name);
    const check: Partial<Record<QueryKind, () => void>> = {
      choseong: () => {
        const others = fitting((p) => fitsInitials(p.name, q.query));
        if (others.length > 0) say(`initials also fit ${others.join(', ')}`);
      },
      prefix: () => {
        const others = fitting((p) =>
          keystrokes(compact(p.name)).includes(keystrokes(compact(q.query))),
        );
        if (others.length > 0) say(`could become ${others.join(', ')}`);
        if (
          !keystrokes(compact(q.intent ?? '')).startsWith(keystrokes(compact(q.query)).slice(0, 1))
        ) {
          say('is not on the way to its intent');
        }
      },
      keyboard: () => {
        const typed = q.query.split(' ');
        const words = (q.intent ?? '').split(' ');
        const fits = (t: string, w: string | undefined) =>
          t === w ||
          (w !== undefined &&
            (keystrokes(w) === t || keystrokes(t).toLowerCase() === w.toLowerCase()));
        if (
          typed.length !== words.length ||
          !typed.every((t, i) => fits(t, words[i])) ||
          q.query === q.intent
        ) {
          say(`is not "${q.intent}" typed in the other mode`);
        }
      },
      typo: () => {
        const typed = q.query.split(' ');
        const words = (q.intent ?? '').split(' ');
        const changed = words.filter((w, i) => w !== typed[i]);
        const [word] = changed;
        if (
          typed.length !== words.length ||
          changed.length !== 1 ||
          word === undefined ||
          keystrokes(word).length < 4 ||
          editDistance(keystrokes(q.query), keystrokes(q.intent ?? '')) !== 1
        ) {
          say(`is not one keystroke off "${q.intent}" in a word of 4+ keystrokes`);
        }
      },
      spacing: () => {
        if (compact(q.query) !== compact(q.intent ?? '') || q.query === q.intent) {
          say(`is not "${q.intent}" spaced otherwise`);
        }
      },
      code: () => {
        if (codeKey(q.query) !== codeKey(q.intent ?? '')) say(`is not the code ${q.intent}`);
      },
    };
    check[q.kind]?.();
  }
  return problems;
}
