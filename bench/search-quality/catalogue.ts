/**
 * The search-quality catalogue (issue 31): about 1,500 products of a Korean maker of pumps,
 * valves, pipe fittings, tanks, motors, fans, compressors, food and farm machines and stainless
 * kitchen steel, written as its staff write them. Deterministic: the same seed gives the same
 * products in the same order, so figures of two runs compare.
 *
 * Each series is one product line whose models differ by size. The words the queries aim at
 * (환풍기, 송풍기, 에어 컴프레서, 지게차 배터리…) belong to a few products each, so every query
 * has one intended product or a small set of equally right ones (`queries.ts` checks this against
 * the generated catalogue). The catalogue always writes 스테인리스, 플랜지, 컴프레서, 모터,
 * 배터리, 리듀서, 개스킷, 컨베이어, 인버터 and 댐퍼: the trade spellings (스뎅, 후렌지,
 * 콤프레샤…) are for synonyms to bridge. Air compressors are named both 에어 컴프레서 and
 * 에어컴프레서, pumps both 수중펌프 and 수중 펌프, as real catalogues mix them.
 */
import type { ProductSpec } from '@app/contract/product';
import type { App } from '../../apps/server/src/app.ts';
import { seededRandom } from '../../apps/server/src/lib/seeded-random.ts';

export interface CatalogueProduct {
  category: string;
  name: string;
  /** Only some series have an English name, as in a catalogue translated in part. */
  nameEn: string | null;
  code: string;
  summary: string;
  specs: ProductSpec[];
}

type Random = () => number;

interface Series {
  category: string;
  name: string;
  nameEn?: string;
  /** One model per size; `label` ends the name, `code` is the model's product code. */
  models: { label: string; code: string; size: number }[];
  summary: string;
  specs: (size: number, random: Random) => ProductSpec[];
}

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

const spec = (label: string, value: string): ProductSpec => ({ label, value });
const round = (n: number, digits = 1) => Number(n.toFixed(digits)).toLocaleString('en-US');

/** Nominal pipe sizes (A) and their outside diameters in mm (KS D 3576). */
const PIPE_OD: Record<number, number> = {
  15: 21.7,
  20: 27.2,
  25: 34,
  32: 42.7,
  40: 48.6,
  50: 60.5,
  65: 76.3,
  80: 89.1,
  100: 114.3,
  125: 139.8,
  150: 165.2,
  200: 216.3,
  250: 267.4,
  300: 318.5,
};
const ALL_PIPE = [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150, 200, 250, 300];
const SMALL_PIPE = [15, 20, 25, 32, 40, 50, 65, 80, 100];
const LARGE_PIPE = [50, 65, 80, 100, 125, 150, 200, 250, 300];
const KW = [0.4, 0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15, 18.5, 22, 30, 37];

// Model builders: how each kind of line names and codes its sizes.
const bySize = (prefix: string, sizes: number[], suffix = '') =>
  sizes.map((size) => ({ label: `${size}A`, code: `${prefix}-${size}A${suffix}`, size }));
/** 0.75 kW is model 075, 1.5 kW model 150, 15 kW model 1500, as makers number them. */
const byKw = (prefix: string, kws: number[]) =>
  kws.map((size) => ({
    label: `${size}kW`,
    code: `${prefix}-${String(Math.round(size * 100)).padStart(3, '0')}`,
    size,
  }));
const byNumber = (prefix: string, sizes: number[], unit: string, suffix = '') =>
  sizes.map((size) => ({ label: `${size}${unit}`, code: `${prefix}-${size}${suffix}`, size }));

// Spec sheets by kind of product, with the units staff write (mm, ℓ, kW, A, V).
const pipeSpecs =
  (material: string, pressure = '10K') =>
  (size: number): ProductSpec[] => [
    spec('호칭경', `${size}A`),
    spec('외경', `${PIPE_OD[size] ?? size} mm`),
    spec('재질', material),
    spec('압력 등급', pressure),
  ];
const valveSpecs =
  (material: string, ends: string) =>
  (size: number, random: Random): ProductSpec[] => [
    spec('호칭경', `${size}A`),
    spec('몸체 재질', material),
    spec('연결 방식', ends),
    spec('사용 압력', `${pick(random, ['1.0', '1.6', '2.0'])} MPa`),
    spec('사용 온도', `-10 ~ ${pick(random, ['120', '180', '220'])} ℃`),
  ];
const pumpSpecs =
  (phase: '단상' | '삼상' = '삼상') =>
  (kw: number, random: Random): ProductSpec[] => [
    spec('출력', `${kw} kW`),
    spec('전원', phase === '단상' ? '단상 220 V' : '삼상 380 V'),
    spec(
      '정격 전류',
      `${round(kw * (phase === '단상' ? 6.2 : 2.1) * (0.9 + random() * 0.2), 1)} A`,
    ),
    spec('토출량', `${round(kw * 180 * (0.8 + random() * 0.4), 0)} ℓ/min`),
    spec('전양정', `${round(12 + kw * 3 * (0.7 + random() * 0.6), 0)} m`),
  ];
const sizedPumpSpecs = (size: number, random: Random): ProductSpec[] => [
  spec('흡입 구경', `${size}A`),
  spec('토출 구경', `${size}A`),
  spec('출력', `${pick(random, ['1.5', '2.2', '3.7', '5.5', '7.5', '11'])} kW`),
  spec('토출량', `${round(size * 9 * (0.8 + random() * 0.4), 0)} ℓ/min`),
];
const motorSpecs =
  (phase: '단상' | '삼상' = '삼상') =>
  (kw: number, random: Random): ProductSpec[] => [
    spec('정격 출력', `${kw} kW`),
    spec('극수', pick(random, ['2P', '4P', '4P', '6P'])),
    spec('전압', phase === '단상' ? '220 V' : '220/380 V'),
    spec('정격 전류', `${round(kw * (phase === '단상' ? 6.5 : 2.0), 1)} A`),
    spec('보호 등급', pick(random, ['IP44', 'IP55'])),
  ];
const tankSpecs =
  (material: string) =>
  (litres: number, random: Random): ProductSpec[] => [
    spec('용량', `${litres.toLocaleString('en-US')} ℓ`),
    spec('재질', material),
    spec('두께', `${pick(random, ['2', '3', '4', '5'])} mm`),
    spec('지름', `${round(Math.cbrt(litres / 1000) * 1100, 0)} mm`),
  ];
const fanSpecs = (mm: number, random: Random): ProductSpec[] => [
  spec('날개 지름', `${mm} mm`),
  spec('풍량', `${round((mm / 100) ** 2 * 4.5 * (0.8 + random() * 0.4), 1)} ㎥/min`),
  spec('소비 전력', `${round((mm / 100) ** 2 * 28, 0)} W`),
  spec('전원', mm < 250 ? '단상 220 V' : pick(random, ['단상 220 V', '삼상 380 V'])),
];
const machineSpecs =
  (capacityUnit: string, material = 'SUS304') =>
  (capacity: number, random: Random): ProductSpec[] => [
    spec('처리 능력', `${capacity.toLocaleString('en-US')} ${capacityUnit}`),
    spec('동력', `${pick(random, ['0.4', '0.75', '1.5', '2.2', '3.7'])} kW`),
    spec('재질', material),
    spec(
      '외형 치수',
      `${800 + Math.round(capacity / 10) * 10} × ${600 + Math.round(random() * 6) * 100} × ${900 + Math.round(random() * 8) * 100} mm`,
    ),
  ];
const tableSpecs = (width: number, random: Random): ProductSpec[] => [
  spec('규격', `${width} × ${pick(random, ['600', '700', '750'])} × 800 mm`),
  spec('재질', 'SUS304 1.2 mm'),
  spec('하부 선반', pick(random, ['있음', '없음'])),
];
const deviceSpecs =
  (label: string, unit: string) =>
  (size: number, random: Random): ProductSpec[] => [
    spec(label, `${size} ${unit}`),
    spec('전원', pick(random, ['AC 220 V', 'DC 24 V'])),
    spec('보호 등급', pick(random, ['IP65', 'IP54'])),
  ];

const PUMPS = '펌프';
const VALVES = '밸브';
const FITTINGS = '배관 자재';
const TANKS = '탱크';
const MOTORS = '모터·감속기';
const FANS = '송풍·환기';
const AIR = '공압 기기';
const FARM = '농산물 가공기계';
const FOOD = '식품 가공기계';
const STEEL = '스테인리스 주방·위생';
const ELECTRIC = '전기·계측';
const FASTENERS = '체결 부품';
const TRANSMISSION = '베어링·동력 전달';
const SEALS = '씰·호스';

/** Every product line, with the sizes it comes in. */
const SERIES: Series[] = [
  // Pumps
  {
    category: PUMPS,
    name: '원심 펌프',
    nameEn: 'Centrifugal Pump',
    models: byNumber('KP', [40, 50, 65, 80, 100, 125, 150, 200], 'A').map((m) => ({
      ...m,
      code: `KP-${m.size}`,
    })),
    summary: '냉난방 순환과 공업용수 이송에 쓰는 편흡입 단단 원심 펌프입니다.',
    specs: sizedPumpSpecs,
  },
  {
    category: PUMPS,
    name: '양흡입 볼류트 펌프',
    models: [1000, 1200, 1500].map((size) => ({
      label: `${size}형`,
      code: `KP-${size}`,
      size,
    })),
    summary: '정수장과 대형 공조 설비용 대유량 양흡입 펌프입니다.',
    specs: (size, random) => sizedPumpSpecs(Math.round(size / 5), random),
  },
  {
    category: PUMPS,
    name: '스테인리스 원심 펌프',
    models: byNumber('KPS', [32, 40, 50, 65, 80, 100], 'A'),
    summary: '접액부 전체가 SUS304로 식품, 약품 이송에 알맞습니다.',
    specs: sizedPumpSpecs,
  },
  {
    category: PUMPS,
    name: '배수용 수중펌프',
    models: byKw('SP', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11]),
    summary: '공사장과 지하 집수정의 배수용 수중펌프입니다. 플로트 스위치 부착형 선택 가능.',
    specs: pumpSpecs(),
  },
  {
    category: PUMPS,
    name: '오수 수중 펌프',
    models: byKw('SPW', [0.75, 1.5, 2.2, 3.7, 5.5, 7.5]),
    summary: '오수와 슬러지가 섞인 물을 막힘 없이 보내는 보텍스 임펠러 수중 펌프입니다.',
    specs: pumpSpecs(),
  },
  {
    category: PUMPS,
    name: '자흡식 펌프',
    models: byKw('SSP', [0.4, 0.75, 1.5, 2.2, 3.7]),
    summary: '마중물 없이 재가동되는 자흡식으로 지하수 양수에 씁니다.',
    specs: pumpSpecs('단상'),
  },
  {
    category: PUMPS,
    name: '입형 다단 펌프',
    nameEn: 'Vertical Multistage Pump',
    models: byKw('MP', [0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15, 18.5, 22]),
    summary: '고층 건물 급수와 보일러 급수용 고양정 입형 다단 펌프입니다.',
    specs: pumpSpecs(),
  },
  {
    category: PUMPS,
    name: '기어 펌프',
    models: byKw('GP', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5]),
    summary: '유압유, 윤활유 같은 점성 유체를 일정하게 보냅니다.',
    specs: pumpSpecs(),
  },
  {
    category: PUMPS,
    name: '수봉식 진공 펌프',
    models: byKw('VP', [0.75, 1.5, 2.2, 3.7, 5.5, 7.5]),
    summary: '수봉식으로 수분이 많은 기체도 흡인하는 진공 펌프입니다.',
    specs: pumpSpecs(),
  },
  {
    category: PUMPS,
    name: '소방 펌프 유닛',
    models: byKw('FP', [7.5, 11, 15, 22, 30, 37]),
    summary: '주 펌프, 예비 펌프, 충압 펌프와 제어반을 한 베이스에 묶은 소화 설비용 유닛입니다.',
    specs: pumpSpecs(),
  },
  {
    category: PUMPS,
    name: '가압 부스터 펌프',
    models: byKw('BP', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5]),
    summary: '수압이 낮은 주택, 상가의 급수를 자동으로 가압합니다.',
    specs: pumpSpecs('단상'),
  },
  {
    category: PUMPS,
    name: '다이어프램 정량 펌프',
    models: byNumber('DP', [6, 12, 24, 48, 96], 'ℓ/h'),
    summary: '약품 주입량을 스트로크로 조절하는 정량 펌프입니다.',
    specs: (size, random) => [
      spec('최대 토출량', `${size} ℓ/h`),
      spec('최고 압력', `${pick(random, ['0.5', '0.7', '1.0'])} MPa`),
      spec('헤드 재질', pick(random, ['PVC', 'PVDF', 'SUS316'])),
    ],
  },
  {
    category: PUMPS,
    name: '위생용 로브 펌프',
    models: byNumber('LP', [25, 40, 50, 65], 'A'),
    summary: '잼, 소스, 유제품처럼 걸쭉한 식품을 손상 없이 이송합니다. CIP 세정 가능.',
    specs: sizedPumpSpecs,
  },
  // Valves
  {
    category: VALVES,
    name: '스테인리스 볼밸브',
    nameEn: 'Stainless Ball Valve',
    models: bySize('SBV', SMALL_PIPE),
    summary: '나사식 풀보어 볼밸브. 레버 핸들로 빠르게 열고 닫습니다.',
    specs: valveSpecs('SCS13 (SUS304)', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '스테인리스 3방향 볼밸브',
    models: bySize('TBV', SMALL_PIPE),
    summary: 'L포트 3방향 볼밸브로 흐름 방향을 바꿉니다.',
    specs: valveSpecs('SCS13', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '스테인리스 리프트 체크 밸브',
    models: bySize('SCV', SMALL_PIPE).map((m) => ({ ...m, code: `LCV-${m.size}A` })),
    summary: '나사식 리프트형 체크 밸브입니다.',
    specs: valveSpecs('SCS13', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '황동 볼밸브',
    models: bySize('BBV', [15, 20, 25, 32, 40, 50]),
    summary: '급수, 급탕 배관용 황동 볼밸브입니다.',
    specs: valveSpecs('황동 (C3771)', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '주철 게이트 밸브',
    nameEn: 'Cast Iron Gate Valve',
    models: bySize('GV', LARGE_PIPE),
    summary: '상하수도와 소방 배관용 플랜지형 게이트 밸브입니다.',
    specs: valveSpecs('GC200', '플랜지 KS 10K'),
  },
  {
    category: VALVES,
    name: '스테인리스 게이트 밸브',
    models: bySize('SGV', SMALL_PIPE),
    summary: '식품, 화학 공정용 스테인리스 게이트 밸브입니다.',
    specs: valveSpecs('SCS13', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '글로브 밸브',
    models: bySize('GLV', [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150]),
    summary: '유량 조절이 필요한 증기, 온수 배관에 씁니다.',
    specs: valveSpecs('청동', '나사식 / 플랜지'),
  },
  {
    category: VALVES,
    name: '스윙 체크 밸브',
    models: bySize('CV', ALL_PIPE),
    summary: '역류를 막는 스윙형 체크 밸브입니다.',
    specs: valveSpecs('GC200', '플랜지 KS 10K'),
  },
  {
    category: VALVES,
    name: '웨이퍼형 버터플라이 밸브',
    models: bySize('BFV', [50, 65, 80, 100, 125, 150, 200, 250, 300]),
    summary: '가볍고 설치 공간이 작은 웨이퍼형 버터플라이 밸브. 기어식 조작기 선택 가능.',
    specs: valveSpecs('GC200 / EPDM 시트', '웨이퍼'),
  },
  {
    category: VALVES,
    name: '솔레노이드 밸브',
    models: bySize('SV', [8, 10, 15, 20, 25, 32, 40, 50]),
    summary: '전기 신호로 물, 공기, 기름의 흐름을 차단합니다. 상시 닫힘형.',
    specs: (size, random) => [
      spec('호칭경', `${size}A`),
      spec('코일 전압', pick(random, ['AC 220 V', 'DC 24 V'])),
      spec('소비 전류', `${round(0.1 + random() * 0.3, 2)} A`),
    ],
  },
  {
    category: VALVES,
    name: '감압 밸브',
    models: bySize('PRV', [15, 20, 25, 32, 40, 50, 65, 80]),
    summary: '2차측 압력을 일정하게 유지하는 직동식 감압 밸브입니다.',
    specs: valveSpecs('청동', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '스프링식 안전 밸브',
    models: bySize('SFV', [15, 20, 25, 32, 40, 50]),
    summary: '설정 압력을 넘으면 열려 보일러와 압력 용기를 보호합니다.',
    specs: valveSpecs('청동', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: 'Y형 스트레이너',
    models: bySize('YS', ALL_PIPE),
    summary: '배관 속 이물질을 걸러 펌프와 계량기를 보호합니다.',
    specs: valveSpecs('GC200 / SUS304 망', '플랜지 KS 10K'),
  },
  {
    category: VALVES,
    name: '풋 밸브',
    models: bySize('FV', [25, 32, 40, 50, 65, 80, 100]),
    summary: '흡입 배관 끝에 달아 물이 빠지지 않게 합니다.',
    specs: valveSpecs('황동', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '공압 볼밸브',
    models: [15, 20, 25, 32, 40, 50].map((size) => ({
      label: `${size}A`,
      code: `AB-${size}C`,
      size,
    })),
    summary: '복동형 공압 액추에이터로 자동 개폐하는 볼밸브입니다.',
    specs: valveSpecs('SCS13', '나사식 (PT)'),
  },
  {
    category: VALVES,
    name: '전동 볼밸브',
    models: bySize('EBV', [15, 20, 25, 32, 40, 50]),
    summary: '전동 구동기로 원격 개폐하는 볼밸브. 개폐 표시 접점 포함.',
    specs: valveSpecs('SCS13', '나사식 (PT)'),
  },
  // Pipe fittings
  {
    category: FITTINGS,
    name: '스테인리스 슬립온 플랜지 10K',
    nameEn: 'Stainless Slip-on Flange 10K',
    models: ALL_PIPE.map((size) => ({ label: `${size}A`, code: `SUS-304-${size}A`, size })),
    summary: 'KS B 1503 규격 SUS304 슬립온 플랜지입니다.',
    specs: pipeSpecs('SUS304'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 슬립온 플랜지 10K SUS316',
    models: LARGE_PIPE.map((size) => ({ label: `${size}A`, code: `SUS-316-${size}A`, size })),
    summary: '해수, 염소에 강한 SUS316 슬립온 플랜지입니다.',
    specs: pipeSpecs('SUS316'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 슬립온 플랜지 20K',
    models: ALL_PIPE.map((size) => ({ label: `${size}A`, code: `SUS-304-${size}A-20K`, size })),
    summary: 'KS B 1503 규격 SUS304 고압용 슬립온 플랜지입니다.',
    specs: pipeSpecs('SUS304', '20K'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 블라인드 플랜지',
    models: bySize('BLF', LARGE_PIPE),
    summary: '배관 끝을 막는 SUS304 블라인드 플랜지입니다.',
    specs: pipeSpecs('SUS304'),
  },
  {
    category: FITTINGS,
    name: '탄소강 용접 플랜지 20K',
    models: bySize('CF', ALL_PIPE),
    summary: '고압 배관용 SS400 용접 플랜지입니다.',
    specs: pipeSpecs('SS400', '20K'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 90도 엘보',
    nameEn: 'Stainless 90° Elbow',
    models: ALL_PIPE.map((size) => ({ label: `${size}A`, code: `EL-90-${size}A`, size })),
    summary: '맞대기 용접식 SUS304 롱 엘보입니다.',
    specs: pipeSpecs('SUS304', 'SCH10S'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 45도 엘보',
    models: ALL_PIPE.map((size) => ({ label: `${size}A`, code: `EL-45-${size}A`, size })),
    summary: '맞대기 용접식 SUS304 45도 엘보입니다.',
    specs: pipeSpecs('SUS304', 'SCH10S'),
  },
  {
    category: FITTINGS,
    name: '나사식 스테인리스 엘보',
    models: bySize('TEL', SMALL_PIPE),
    summary: '나사 이음용 SUS304 엘보입니다.',
    specs: pipeSpecs('SUS304', 'PT 나사'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 양 니플',
    models: bySize('NP', SMALL_PIPE),
    summary: '양쪽 수나사 SUS304 니플입니다.',
    specs: pipeSpecs('SUS304', 'PT 나사'),
  },
  {
    category: FITTINGS,
    name: '황동 육각 니플',
    models: bySize('HN', [8, 10, 15, 20, 25, 32, 40, 50]),
    summary: '육각부가 있어 공구로 조이기 쉬운 황동 니플입니다.',
    specs: pipeSpecs('황동', 'PT 나사'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 정티',
    models: bySize('TE', ALL_PIPE),
    summary: '맞대기 용접식 SUS304 정티입니다.',
    specs: pipeSpecs('SUS304', 'SCH10S'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 동심 리듀서',
    models: [
      [25, 15],
      [32, 20],
      [40, 25],
      [50, 25],
      [50, 32],
      [65, 40],
      [65, 50],
      [80, 50],
      [100, 65],
      [100, 80],
      [125, 100],
      [150, 100],
    ].map(([big = 0, small = 0]) => ({
      label: `${big}A×${small}A`,
      code: `RD-${big}X${small}`,
      size: big,
    })),
    summary: '관경이 다른 배관을 잇는 SUS304 동심 리듀서입니다.',
    specs: pipeSpecs('SUS304', 'SCH10S'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 소켓',
    models: bySize('SK', SMALL_PIPE),
    summary: '암나사 이음용 SUS304 소켓입니다.',
    specs: pipeSpecs('SUS304', 'PT 나사'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 유니온',
    models: bySize('UN', SMALL_PIPE),
    summary: '배관을 풀지 않고 기기를 떼어 낼 수 있는 SUS304 유니온입니다.',
    specs: pipeSpecs('SUS304', 'PT 나사'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 파이프 캡',
    models: bySize('PC', ALL_PIPE),
    summary: '배관 끝을 마감하는 용접식 SUS304 캡입니다.',
    specs: pipeSpecs('SUS304', 'SCH10S'),
  },
  {
    category: FITTINGS,
    name: '그루브 커플링',
    models: bySize('GC', [25, 32, 40, 50, 65, 80, 100, 125, 150, 200]),
    summary: '홈 가공 배관을 볼트 두 개로 빠르게 잇습니다. 소방 배관용.',
    specs: pipeSpecs('덕타일 주철', '16K'),
  },
  {
    category: FITTINGS,
    name: '테프론 개스킷',
    models: bySize('GK', ALL_PIPE),
    summary: '내약품성이 뛰어난 PTFE 플랜지 개스킷입니다.',
    specs: pipeSpecs('PTFE', '10K'),
  },
  {
    category: FITTINGS,
    name: '스테인리스 배관 파이프 SCH10S',
    models: bySize('PIPE', ALL_PIPE, '-6M'),
    summary: '6 m 정척 용접 강관. 절단 주문 가능.',
    specs: pipeSpecs('SUS304', 'SCH10S'),
  },
  {
    category: FITTINGS,
    name: '고무 플렉시블 조인트',
    models: bySize('FJ', [32, 40, 50, 65, 80, 100, 125, 150, 200]),
    summary: '펌프 진동과 배관 신축을 흡수하는 고무 조인트입니다.',
    specs: pipeSpecs('EPDM / SS400', '10K'),
  },
  {
    category: FITTINGS,
    name: '원터치 호스 피팅',
    models: byNumber('OT', [4, 6, 8, 10, 12, 16], 'mm'),
    summary: '공압 튜브를 꽂기만 하면 연결되는 원터치 피팅입니다.',
    specs: (size) => [spec('튜브 외경', `${size} mm`), spec('재질', '니켈 도금 황동')],
  },
  // Tanks
  {
    category: TANKS,
    name: '스테인리스 저장 탱크',
    nameEn: 'Stainless Storage Tank',
    models: byNumber('ST', [300, 500, 1000, 2000, 3000, 5000, 10000], 'ℓ'),
    summary: 'SUS304 입형 저장 탱크. 맨홀, 레벨 게이지, 배출 밸브 포함.',
    specs: tankSpecs('SUS304'),
  },
  {
    category: TANKS,
    name: '교반 탱크',
    models: byNumber('MT', [200, 500, 1000, 2000], 'ℓ'),
    summary: '상부 교반 장치가 달린 SUS304 탱크로 소스, 시럽 배합에 씁니다.',
    specs: tankSpecs('SUS304'),
  },
  {
    category: TANKS,
    name: '이중 자켓 가열 탱크',
    models: byNumber('JT', [100, 200, 300, 500], 'ℓ'),
    summary: '자켓에 온수나 스팀을 돌려 내용물을 데우는 이중 탱크입니다.',
    specs: tankSpecs('SUS304'),
  },
  {
    category: TANKS,
    name: '격막식 압력 탱크',
    models: byNumber('PT', [20, 50, 100, 200, 300, 500], 'ℓ'),
    summary: '부스터 펌프의 잦은 기동을 줄여 주는 격막식 압력 탱크입니다.',
    specs: tankSpecs('SS400 도장'),
  },
  {
    category: TANKS,
    name: 'PE 약품 탱크',
    models: byNumber('CT', [100, 200, 500, 1000, 2000, 5000], 'ℓ'),
    summary: '폴리에틸렌 일체 성형 약품 저장조입니다.',
    specs: tankSpecs('PE'),
  },
  {
    category: TANKS,
    name: '조립식 스테인리스 물탱크',
    models: byNumber('WT', [5, 10, 20, 30, 50], '톤'),
    summary: '패널을 현장에서 조립하는 STS444 물탱크입니다.',
    specs: (size, random) => tankSpecs('STS444')(size * 1000, random),
  },
  // Motors and drives
  {
    category: MOTORS,
    name: '삼상 유도 모터',
    nameEn: 'Three-phase Induction Motor',
    models: byKw('IM', KW),
    summary: '고효율 IE3 전폐 외선형 삼상 유도 모터입니다.',
    specs: motorSpecs(),
  },
  {
    category: MOTORS,
    name: '단상 유도 모터',
    models: byKw('SM', [0.2, 0.4, 0.75, 1.5, 2.2]),
    summary: '단상 220 V 콘덴서 기동형 모터입니다.',
    specs: motorSpecs('단상'),
  },
  {
    category: MOTORS,
    name: '기어드 모터',
    models: byKw('GM', [0.1, 0.2, 0.4, 0.75, 1.5, 2.2, 3.7]),
    summary: '감속기 일체형으로 컨베이어와 교반기 구동에 씁니다.',
    specs: motorSpecs(),
  },
  {
    category: MOTORS,
    name: '브레이크 모터',
    models: byKw('BM', [0.75, 1.5, 2.2, 3.7]),
    summary: '전원이 끊기면 즉시 정지하는 전자 브레이크 내장 모터입니다.',
    specs: motorSpecs(),
  },
  {
    category: MOTORS,
    name: '방폭형 모터',
    models: byKw('EXM', [0.75, 1.5, 2.2, 3.7, 5.5, 7.5]),
    summary: '내압 방폭 구조로 도장, 화학 공장에 씁니다.',
    specs: motorSpecs(),
  },
  {
    category: MOTORS,
    name: '웜 감속기',
    models: byNumber('WR', [50, 60, 70, 80, 100, 120], '형'),
    summary: '감속비 1/10 ~ 1/60의 웜 기어 감속기입니다.',
    specs: (size, random) => [
      spec('중심 거리', `${size} mm`),
      spec('감속비', `1/${pick(random, ['10', '20', '30', '40', '60'])}`),
    ],
  },
  {
    category: MOTORS,
    name: 'AC 서보 모터',
    models: byNumber('SVM', [100, 200, 400, 750, 1000], 'W'),
    summary: '정밀 위치 제어용 서보 모터와 드라이브 세트입니다.',
    specs: (size, random) => [
      spec('정격 출력', `${size} W`),
      spec('정격 회전수', '3,000 rpm'),
      spec('엔코더', pick(random, ['17 bit', '20 bit'])),
    ],
  },
  // Fans
  {
    category: FANS,
    name: '욕실 환풍기',
    models: byNumber('HV', [100, 150], 'mm'),
    summary: '저소음 천장형으로 욕실 습기를 빠르게 내보냅니다.',
    specs: fanSpecs,
  },
  {
    category: FANS,
    name: '산업용 환풍기',
    models: byNumber('HV', [250, 300, 400], 'mm'),
    summary: '공장, 창고 벽에 다는 알루미늄 날개 벽부형입니다.',
    specs: fanSpecs,
  },
  {
    category: FANS,
    name: '고압 송풍기',
    models: [0.75, 1.5, 2.2, 3.7].map((size) => ({
      label: `${size}kW`,
      code: `BL-${String(Math.round(size * 100)).padStart(3, '0')}`,
      size,
    })),
    summary: '집진 설비와 건조로에 바람을 보내는 터보형 고압 송풍기입니다.',
    specs: pumpSpecs(),
  },
  {
    category: FANS,
    name: '시로코팬',
    nameEn: 'Sirocco Fan',
    models: byNumber('SF', [150, 200, 250, 300, 350, 400, 450, 500], 'mm'),
    summary: '다익형 날개로 덕트 배기에 쓰는 원심팬입니다.',
    specs: fanSpecs,
  },
  {
    category: FANS,
    name: '축류팬',
    models: byNumber('AF', [300, 400, 450, 500, 600, 700, 800], 'mm'),
    summary: '풍량이 큰 축류형으로 축사, 온실 환기에 씁니다.',
    specs: fanSpecs,
  },
  {
    category: FANS,
    name: '터보팬',
    models: byNumber('TF', [250, 300, 350, 400, 500], 'mm'),
    summary: '후향 날개로 정압이 높은 원심팬입니다.',
    specs: fanSpecs,
  },
  {
    category: FANS,
    name: '링 블로워',
    models: byKw('RB', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5]),
    summary: '폭기조 산기와 진공 흡착에 쓰는 와류식 블로워입니다.',
    specs: pumpSpecs(),
  },
  {
    category: FANS,
    name: '이동식 산업용 선풍기',
    models: byNumber('IF', [450, 500, 600, 750], 'mm'),
    summary: '바퀴가 달려 옮기기 쉬운 작업장용 선풍기입니다.',
    specs: fanSpecs,
  },
  {
    category: FANS,
    name: '제연 댐퍼',
    models: byNumber('DM', [200, 300, 400, 500, 600], 'mm'),
    summary: '화재 시 연기를 막는 모터 구동 댐퍼입니다.',
    specs: fanSpecs,
  },
  // Compressors and air treatment
  {
    category: AIR,
    name: '저소음 에어 컴프레서',
    models: byNumber('AC', [10, 20, 30], '마력', 'S'),
    summary: '방음 케이스로 소음을 줄인 피스톤식입니다. 카센터, 치과 기공소용.',
    specs: (size, random) => pumpSpecs()(size * 0.75, random),
  },
  {
    category: AIR,
    name: '오일프리 에어컴프레서',
    models: byNumber('AC', [10, 20, 30], '마력', 'F'),
    summary: '윤활유가 섞이지 않은 깨끗한 압축 공기를 만듭니다. 식품, 의료용.',
    specs: (size, random) => pumpSpecs()(size * 0.75, random),
  },
  {
    category: AIR,
    name: '왕복동 에어컴프레서',
    models: byNumber('AC', [50, 75, 100], '마력', 'R'),
    summary: '2단 압축 왕복동식으로 공장 공압 라인에 씁니다.',
    specs: (size, random) => pumpSpecs()(size * 0.75, random),
  },
  {
    category: AIR,
    name: '스크류 에어 컴프레서',
    models: byKw('SC', [7.5, 15, 22, 37]).map((m) => ({
      ...m,
      code: `SC-${Math.round(m.size * 10)}`,
    })),
    summary: '연속 운전에 강한 오일 분사식 스크류형입니다. 인버터 제어 선택 가능.',
    specs: pumpSpecs(),
  },
  {
    category: AIR,
    name: '냉동식 에어 드라이어',
    models: byNumber('AD', [5, 10, 20, 30, 50, 75], 'HP'),
    summary: '압축 공기 속 수분을 냉각해 제거합니다.',
    specs: (size, random) => pumpSpecs()(size * 0.25, random),
  },
  {
    category: AIR,
    name: '압축 공기 라인 필터',
    models: bySize('LF', [8, 10, 15, 20, 25, 40, 50]),
    summary: '압축 공기 속 오일과 먼지를 거르는 라인 필터입니다.',
    specs: pipeSpecs('알루미늄', '1.0 MPa'),
  },
  {
    category: AIR,
    name: '공압 실린더',
    models: byNumber('PCY', [20, 32, 40, 50, 63, 80, 100], 'mm'),
    summary: 'ISO 규격 복동형 공압 실린더입니다.',
    specs: (size, random) => [
      spec('실린더 내경', `${size} mm`),
      spec('스트로크', `${pick(random, ['50', '100', '150', '200'])} mm`),
    ],
  },
  // Farm produce machines
  {
    category: FARM,
    name: '야채 세척기',
    models: byNumber('VW', [300, 500, 800, 1200], 'kg/h'),
    summary: '물살과 공기 방울로 잎채소의 흙과 이물질을 씻어 냅니다.',
    specs: machineSpecs('kg/h'),
  },
  {
    category: FARM,
    name: '버블 세척기',
    models: byNumber('BW', [500, 1000, 2000], 'kg/h'),
    summary: '기포 세척과 샤워 헹굼을 한 번에 하는 컨베이어식입니다.',
    specs: machineSpecs('kg/h'),
  },
  {
    category: FARM,
    name: '드럼식 감자 세척기',
    models: byNumber('DW', [500, 1000, 1500], 'kg/h'),
    summary: '회전 드럼과 브러시로 감자, 당근, 생강의 흙을 털어 냅니다.',
    specs: machineSpecs('kg/h'),
  },
  {
    category: FARM,
    name: '농산물 건조기',
    models: byNumber('FD', [10, 20, 30, 40, 60], '단'),
    summary: '열풍 순환식으로 버섯, 나물, 약초를 고르게 말립니다.',
    specs: machineSpecs('단', 'SPCC 도장'),
  },
  {
    category: FARM,
    name: '고추 건조기',
    models: byNumber('PD', [15, 25, 35, 50], '채반'),
    summary: '전기와 경유 겸용으로 홍고추를 빛깔 좋게 말립니다.',
    specs: machineSpecs('채반', 'SPCC 도장'),
  },
  {
    category: FARM,
    name: '감자 선별기',
    models: byNumber('PS', [3, 5, 7], '등급'),
    summary: '롤러 간격으로 감자를 크기별로 나눕니다.',
    specs: machineSpecs('등급'),
  },
  {
    category: FARM,
    name: '중량 선별기',
    models: byNumber('WS', [6, 8, 10, 12], '등급'),
    summary: '로드셀로 과일 무게를 재어 등급별로 나눕니다. 사과, 배, 복숭아용.',
    specs: machineSpecs('등급'),
  },
  {
    category: FARM,
    name: '마늘 탈피기',
    models: byNumber('GPL', [50, 100, 200], 'kg/h'),
    summary: '압축 공기로 마늘 껍질을 벗깁니다. 쪽마늘 손상이 적습니다.',
    specs: machineSpecs('kg/h'),
  },
  {
    category: FARM,
    name: '양파 탈피기',
    models: byNumber('OP', [300, 600], 'kg/h'),
    summary: '양파의 뿌리와 겉껍질을 자동으로 벗깁니다.',
    specs: machineSpecs('kg/h'),
  },
  {
    category: FARM,
    name: '고춧가루 분쇄기',
    models: byNumber('GR', [30, 60, 100, 150], 'kg/h'),
    summary: '굵기 조절 망으로 고춧가루를 원하는 입자로 빻습니다.',
    specs: machineSpecs('kg/h'),
  },
  // Food processing machines
  {
    category: FOOD,
    name: '야채 절단기',
    models: byNumber('VC', [200, 400, 800], 'kg/h'),
    summary: '채썰기, 깍둑썰기, 편썰기 날을 바꿔 끼웁니다.',
    specs: machineSpecs('kg/h'),
  },
  {
    category: FOOD,
    name: '원심 탈수기',
    models: byNumber('SD', [10, 20, 30, 50], 'kg'),
    summary: '씻은 채소의 물기를 원심력으로 빼냅니다.',
    specs: machineSpecs('kg'),
  },
  {
    category: FOOD,
    name: '벨트 컨베이어',
    nameEn: 'Belt Conveyor',
    models: byNumber('BC', [300, 400, 500, 600, 800, 1000], 'mm'),
    summary: '식품 등급 우레탄 벨트의 이송 라인입니다. 길이 주문 제작.',
    specs: (size, random) => [
      spec('벨트 폭', `${size} mm`),
      spec('기장', `${pick(random, ['2,000', '3,000', '5,000'])} mm`),
      spec('모터', `${pick(random, ['0.2', '0.4', '0.75'])} kW`),
    ],
  },
  {
    category: FOOD,
    name: '스크류 컨베이어',
    models: byNumber('SCV', [100, 150, 200, 250], 'mm'),
    summary: '분말과 알갱이를 밀폐 이송합니다.',
    specs: (size, random) => [
      spec('스크류 지름', `${size} mm`),
      spec('모터', `${pick(random, ['0.75', '1.5', '2.2'])} kW`),
    ],
  },
  {
    category: FOOD,
    name: '자동 포장기',
    models: byNumber('PK', [30, 60, 120], '팩/분'),
    summary: '계량, 충전, 실링을 한 번에 하는 세로형 자동 포장기입니다.',
    specs: machineSpecs('팩/분'),
  },
  {
    category: FOOD,
    name: '진공 포장기',
    nameEn: 'Vacuum Packing Machine',
    models: byNumber('VPK', [400, 500, 600], 'mm'),
    summary: '챔버식으로 육류, 떡, 반찬을 진공 밀봉합니다.',
    specs: machineSpecs('mm'),
  },
  {
    category: FOOD,
    name: '착즙기',
    models: byNumber('JC', [100, 300, 500], 'kg/h'),
    summary: '스크류 압착식으로 사과, 배, 양배추의 즙을 짭니다.',
    specs: machineSpecs('kg/h'),
  },
  {
    category: FOOD,
    name: '파우치 살균기',
    models: byNumber('PST', [100, 200, 400], 'ℓ'),
    summary: '열탕 순환식으로 파우치 제품을 살균하고 식힙니다.',
    specs: tankSpecs('SUS304'),
  },
  {
    category: FOOD,
    name: '가래떡 성형기',
    models: byNumber('RC', [40, 80], 'kg/h'),
    summary: '떡 반죽을 밀어 일정한 굵기로 뽑습니다.',
    specs: machineSpecs('kg/h'),
  },
  // Stainless kitchen and sanitary steel
  {
    category: STEEL,
    name: '스테인리스 작업대',
    models: byNumber('WB', [900, 1200, 1500, 1800], 'mm'),
    summary: '상판 1.2 mm의 업소용 작업대입니다.',
    specs: tableSpecs,
  },
  {
    category: STEEL,
    name: '스테인리스 싱크대 2조',
    models: byNumber('SNK', [1200, 1500, 1800], 'mm'),
    summary: '업소 주방용 2조 개수대입니다. 배수 트랩 포함.',
    specs: tableSpecs,
  },
  {
    category: STEEL,
    name: '스테인리스 4단 선반',
    models: byNumber('SH', [900, 1200, 1500, 1800], 'mm'),
    summary: '높이 조절 발이 달린 타공 선반입니다.',
    specs: tableSpecs,
  },
  {
    category: STEEL,
    name: '스테인리스 벽 선반',
    models: byNumber('WS', [600, 900, 1200, 1500, 1800], 'mm').map((m) => ({
      ...m,
      code: `WSH-${m.size}`,
    })),
    summary: '주방 벽에 다는 1단 선반입니다. 브래킷 포함.',
    specs: tableSpecs,
  },
  {
    category: PUMPS,
    name: '가정용 소형 펌프',
    models: byNumber('HP', [130, 200, 250, 400, 750], 'W').map((m) => ({
      ...m,
      code: `PH-${m.size}W`,
    })),
    summary: '주택 지하수와 상수도 가압용 소형 펌프입니다. 압력 탱크 일체형.',
    specs: (size, random) => pumpSpecs('단상')(size / 1000, random),
  },
  {
    category: STEEL,
    name: '스테인리스 운반 카트',
    models: byNumber('CRT', [2, 3], '단'),
    summary: '소음 적은 우레탄 바퀴의 주방 운반 카트입니다.',
    specs: tableSpecs,
  },
  {
    category: STEEL,
    name: '스테인리스 트렌치',
    models: byNumber('TR', [150, 200, 250, 300, 400], 'mm'),
    summary: '주방과 공장 바닥의 배수로 덮개 일체형 트렌치입니다.',
    specs: (size) => [spec('폭', `${size} mm`), spec('재질', 'SUS304 2.0 mm')],
  },
  {
    category: STEEL,
    name: '스테인리스 호퍼',
    models: byNumber('HP', [50, 100, 200], 'ℓ'),
    summary: '원료 투입용 호퍼입니다. 진동기 부착 가능.',
    specs: tankSpecs('SUS304'),
  },
  // Electrical and instruments
  {
    category: ELECTRIC,
    name: '지게차 배터리',
    models: byNumber('FB', [24, 36, 48], 'V'),
    summary: '전동 지게차용 연축전지 세트입니다. 교체 설치 지원.',
    specs: (size, random) => [
      spec('전압', `${size} V`),
      spec('용량', `${pick(random, ['280', '400', '500'])} Ah`),
    ],
  },
  {
    category: ELECTRIC,
    name: '배터리 충전기',
    models: byNumber('BCH', [24, 48], 'V'),
    summary: '연축전지용 자동 충전기로 과충전을 막습니다.',
    specs: (size, random) => [
      spec('출력 전압', `${size} V`),
      spec('충전 전류', `${pick(random, ['30', '50', '60'])} A`),
    ],
  },
  {
    category: ELECTRIC,
    name: '범용 인버터',
    models: byKw('INV', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15]),
    summary: '모터 회전수를 바꿔 에너지를 아끼는 벡터 제어 인버터입니다.',
    specs: (kw) => [spec('적용 모터', `${kw} kW`), spec('정격 전류', `${round(kw * 2.4, 1)} A`)],
  },
  {
    category: ELECTRIC,
    name: '펌프 자동 제어반',
    models: byKw('PNL', [0.75, 2.2, 5.5, 11, 22]),
    summary: '수위에 따라 펌프를 교대 운전하는 옥외형 제어반입니다.',
    specs: (kw) => [spec('적용 동력', `${kw} kW`), spec('외함', 'SUS304 옥외형')],
  },
  {
    category: ELECTRIC,
    name: '압력 스위치',
    models: byNumber('PSW', [6, 10, 16, 25], 'bar'),
    summary: '설정 압력에서 접점이 붙고 떨어지는 기계식 스위치입니다.',
    specs: deviceSpecs('설정 범위', 'bar'),
  },
  {
    category: ELECTRIC,
    name: '플로트 레벨 스위치',
    models: byNumber('LS', [3, 5, 10], 'm'),
    summary: '물탱크 수위를 감지해 펌프를 켜고 끕니다.',
    specs: deviceSpecs('케이블 길이', 'm'),
  },
  {
    category: ELECTRIC,
    name: '압력 게이지',
    nameEn: 'Pressure Gauge',
    models: byNumber('PG', [6, 10, 16, 25, 40, 60, 100, 160, 250, 400], 'bar'),
    summary: '글리세린 충전식 부르동관 압력계입니다.',
    specs: deviceSpecs('측정 범위', 'bar'),
  },
  {
    category: ELECTRIC,
    name: '전자식 유량계',
    models: bySize('FM', [15, 25, 40, 50, 80, 100, 150, 200]),
    summary: '전도성 액체의 유량을 재는 전자식 유량계입니다.',
    specs: (size, random) => deviceSpecs('호칭경', 'A')(size, random),
  },
  {
    category: ELECTRIC,
    name: '디지털 온도 조절기',
    models: byNumber('TC', [48, 72, 96], 'mm'),
    summary: 'PID 제어 온도 조절기입니다. 열전대, 측온 저항체 입력.',
    specs: deviceSpecs('외형', 'mm'),
  },
];

/** The same line in another material or class: the name and code say which. */
const variant = (series: Series, name: string, codeSuffix: string, summary: string): Series => ({
  ...series,
  name: `${series.name} ${name}`,
  nameEn: undefined,
  models: series.models.map((m) => ({ ...m, code: `${m.code}${codeSuffix}` })),
  summary,
});

/** Lines sold again in SUS316, for sea water and chlorine. */
const IN_316 = [
  '스테인리스 90도 엘보',
  '스테인리스 45도 엘보',
  '스테인리스 정티',
  '스테인리스 파이프 캡',
  '스테인리스 양 니플',
  '스테인리스 소켓',
  '스테인리스 유니온',
  '스테인리스 볼밸브',
];

const fastenerSpecs =
  (material: string) =>
  (size: number): ProductSpec[] => [spec('나사 지름', `M${size}`), spec('재질', material)];

/** Parts a maker of plant also stocks: bolts, bearings, belts, seals, hoses, plain fittings. */
const PARTS: Series[] = [
  ...[6, 8, 10, 12, 16, 20, 24].map((d): Series => ({
    category: FASTENERS,
    name: `스테인리스 육각 볼트 M${d}`,
    models: [20, 25, 30, 40, 50, 60, 80, 100, 120]
      .filter((length) => length >= d * 2)
      .map((length) => ({ label: `×${length}`, code: `HB-${d}-${length}`, size: d })),
    summary: 'SUS304 전산 육각 볼트입니다. 박스 단위 판매.',
    specs: fastenerSpecs('SUS304'),
  })),
  ...[6, 8, 10, 12, 16, 20].map((d): Series => ({
    category: FASTENERS,
    name: `아연 도금 육각 볼트 M${d}`,
    models: [20, 30, 40, 50, 60, 80, 100]
      .filter((length) => length >= d * 2)
      .map((length) => ({ label: `×${length}`, code: `ZB-${d}-${length}`, size: d })),
    summary: '전기 아연 도금 강재 육각 볼트입니다. 박스 단위 판매.',
    specs: fastenerSpecs('SS400 아연 도금'),
  })),
  {
    category: FASTENERS,
    name: '스테인리스 육각 너트',
    models: byNumber('NUT', [4, 5, 6, 8, 10, 12, 14, 16, 20, 24, 30], '').map((m) => ({
      ...m,
      label: `M${m.size}`,
    })),
    summary: 'SUS304 육각 너트입니다. 100개 단위 판매.',
    specs: fastenerSpecs('SUS304'),
  },
  ...[4, 5, 6, 8, 10, 12].map((d): Series => ({
    category: FASTENERS,
    name: `스테인리스 렌치 볼트 M${d}`,
    models: [10, 15, 20, 25, 30, 40, 50]
      .filter((length) => length >= d * 2)
      .map((length) => ({ label: `×${length}`, code: `WBT-${d}-${length}`, size: d })),
    summary: 'SUS304 육각 구멍 붙이 볼트입니다. 100개 단위 판매.',
    specs: fastenerSpecs('SUS304'),
  })),
  {
    category: FASTENERS,
    name: '스테인리스 스프링 와셔',
    models: byNumber('SW', [4, 5, 6, 8, 10, 12, 16, 20, 24], '').map((m) => ({
      ...m,
      label: `M${m.size}`,
    })),
    summary: 'SUS304 스프링 와셔입니다. 100개 단위 판매.',
    specs: fastenerSpecs('SUS304'),
  },
  {
    category: FASTENERS,
    name: '스테인리스 전산 볼트 1m',
    models: byNumber('TR', [6, 8, 10, 12, 16, 20], '').map((m) => ({
      ...m,
      label: `M${m.size}`,
      code: `THR-${m.size}`,
    })),
    summary: '배관 행거와 덕트 지지에 쓰는 1 m 전산 볼트입니다.',
    specs: fastenerSpecs('SUS304'),
  },
  {
    category: FASTENERS,
    name: '스테인리스 평와셔',
    models: byNumber('FW', [4, 5, 6, 8, 10, 12, 16, 20, 24], '').map((m) => ({
      ...m,
      label: `M${m.size}`,
    })),
    summary: 'SUS304 평와셔입니다. 100개 단위 판매.',
    specs: fastenerSpecs('SUS304'),
  },
  ...[8, 10, 12, 16].map((d): Series => ({
    category: FASTENERS,
    name: `스테인리스 앙카 볼트 M${d}`,
    models: [60, 80, 100, 120].map((length) => ({
      label: `×${length}`,
      code: `ANC-${d}-${length}`,
      size: d,
    })),
    summary: '콘크리트에 기계와 배관 지지대를 고정하는 세트 앙카입니다.',
    specs: fastenerSpecs('SUS304'),
  })),
  {
    category: FASTENERS,
    name: '스테인리스 U볼트',
    models: bySize('UB', ALL_PIPE),
    summary: '배관을 지지대에 고정하는 U볼트입니다. 너트 2개 포함.',
    specs: pipeSpecs('SUS304', '-'),
  },
  {
    category: FASTENERS,
    name: '배관 행거',
    models: bySize('PH', ALL_PIPE),
    summary: '천장에 배관을 매다는 전산 볼트용 행거입니다.',
    specs: pipeSpecs('SS400 용융 아연 도금', '-'),
  },
  {
    category: FASTENERS,
    name: '스테인리스 호스 밴드',
    models: byNumber('HB', [13, 16, 19, 22, 25, 32, 38, 44, 51, 64, 76, 89, 102], 'mm').map(
      (m) => ({ ...m, code: `HBD-${m.size}` }),
    ),
    summary: '웜 기어식 호스 조임 밴드입니다. 10개 단위 판매.',
    specs: (size) => [spec('조임 범위', `${size - 8} ~ ${size} mm`), spec('재질', 'SUS304')],
  },
  ...(['ZZ', 'DDU'] as const).flatMap((seal) =>
    [6200, 6300].map((series): Series => ({
      category: TRANSMISSION,
      name: `깊은 홈 볼 베어링 ${series / 100}00 계열`,
      nameEn: `Deep Groove Ball Bearing ${series / 100}00 Series`,
      models: Array.from({ length: 11 }, (_, i) => series + i).map((number) => ({
        label: `${number}${seal}`,
        code: `${number}${seal}`,
        size: number,
      })),
      summary:
        seal === 'ZZ'
          ? '양쪽 철판 실드형 볼 베어링입니다. 모터, 펌프 교체용.'
          : '양쪽 고무 접촉 실형으로 먼지와 물에 강합니다.',
      specs: (number) => [spec('안지름', `${(number % 100) * 5 || 10} mm`), spec('실 형식', seal)],
    })),
  ),
  ...(['UCP', 'UCF', 'UCFL'] as const).map((housing): Series => ({
    category: TRANSMISSION,
    name: housing === 'UCP' ? '필로우 블록 베어링' : `플랜지 베어링 ${housing}`,
    models: [204, 205, 206, 207, 208, 209, 210, 211, 212].map((number) => ({
      label: `${housing}${number}`,
      code: `${housing}${number}`,
      size: number,
    })),
    summary: '주철 하우징 일체형 베어링 유닛입니다. 컨베이어 축 지지용.',
    specs: (number) => [spec('축 지름', `${(number % 100) * 5} mm`), spec('하우징', 'FC200')],
  })),
  ...(['A', 'B'] as const).map((section): Series => ({
    category: TRANSMISSION,
    name: `V벨트 ${section}형`,
    models: Array.from({ length: 26 }, (_, i) => (section === 'A' ? 30 : 40) + i * 2).map(
      (length) => ({ label: `${section}-${length}`, code: `${section}-${length}`, size: length }),
    ),
    summary: '동력 전달용 고무 V벨트입니다. 길이는 인치 표기.',
    specs: (length) => [
      spec('유효 길이', `${Math.round(length * 25.4)} mm`),
      spec('단면', section === 'A' ? '12.5 × 9 mm' : '16.5 × 11 mm'),
    ],
  })),
  ...([40, 50] as const).map((chain): Series => ({
    category: TRANSMISSION,
    name: `스프로킷 #${chain}`,
    models: [12, 14, 15, 16, 18, 20, 24, 30, 36, 45].map((teeth) => ({
      label: `${teeth}T`,
      code: `SPK-${chain}-${teeth}T`,
      size: teeth,
    })),
    summary: '롤러 체인용 S45C 스프로킷입니다. 축 구멍 가공 가능.',
    specs: (teeth) => [spec('잇수', `${teeth}`), spec('재질', 'S45C')],
  })),
  {
    category: TRANSMISSION,
    name: '우레탄 캐스터',
    models: ['고정', '회전', '브레이크'].flatMap((kind, k) =>
      [50, 75, 100, 125, 150].map((size) => ({
        label: `${kind} ${size}mm`,
        code: `UC-${size}${'FSB'[k] ?? ''}`,
        size,
      })),
    ),
    summary: '바닥을 긁지 않는 우레탄 바퀴입니다. 운반 카트, 작업대용.',
    specs: (size) => [spec('바퀴 지름', `${size} mm`), spec('허용 하중', `${size} kg`)],
  },
  {
    category: SEALS,
    name: '메커니컬 실',
    models: byNumber('MS', [12, 14, 16, 18, 20, 22, 25, 28, 30, 35, 40, 45, 50], 'mm'),
    summary: '펌프 축의 누수를 막는 메커니컬 실입니다. 카본, 세라믹 면.',
    specs: (size) => [spec('축 지름', `${size} mm`), spec('면 재질', '카본 / 세라믹')],
  },
  {
    category: SEALS,
    name: 'NBR O링 P형',
    models: [3, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 25, 28, 30, 35, 40, 45, 50].map(
      (size) => ({ label: `P${size}`, code: `OR-P${size}`, size }),
    ),
    summary: '내유성 NBR O링입니다. 100개 단위 판매.',
    specs: (size) => [
      spec('안지름', `${size - 0.2} mm`),
      spec('굵기', size < 11 ? '1.9 mm' : '2.4 mm'),
    ],
  },
  ...[6, 9, 12, 19, 25].map((bore): Series => ({
    category: SEALS,
    name: `고압 유압 호스 ${bore}mm`,
    models: [0.5, 1, 1.5, 2, 3].map((length) => ({
      label: `${length}m`,
      code: `HH-${bore}-${length * 10}`,
      size: bore,
    })),
    summary: '2중 와이어 편조 유압 호스 조립품입니다. 양단 피팅 압착.',
    specs: (size) => [spec('안지름', `${size} mm`), spec('최고 사용 압력', '35 MPa')],
  })),
  {
    category: SEALS,
    name: 'NBR O링 G형',
    models: [25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100].map((size) => ({
      label: `G${size}`,
      code: `OR-G${size}`,
      size,
    })),
    summary: '고정용 NBR O링입니다. 50개 단위 판매.',
    specs: (size) => [spec('안지름', `${size - 0.6} mm`), spec('굵기', '3.1 mm')],
  },
  {
    category: SEALS,
    name: '식품용 실리콘 호스',
    models: byNumber('SIH', [6, 8, 10, 12, 15, 19, 25, 32, 38, 50], 'mm'),
    summary: '냄새가 배지 않는 백색 실리콘 호스입니다. 미터 단위 판매.',
    specs: (size) => [spec('안지름', `${size} mm`), spec('사용 온도', '-40 ~ 200 ℃')],
  },
  // Plain fittings in galvanised steel and PVC, and carbon-steel butt-weld fittings.
  ...(
    [
      ['백관 엘보', 'GE'],
      ['백관 티', 'GT'],
      ['백관 소켓', 'GS'],
      ['백관 니플', 'GN'],
      ['백관 유니온', 'GU'],
    ] as const
  ).map(([name, prefix]): Series => ({
    category: FITTINGS,
    name,
    models: bySize(prefix, SMALL_PIPE),
    summary: '급수, 소방 배관용 아연 도금 가단 주철 이음쇠입니다.',
    specs: pipeSpecs('가단 주철 아연 도금', 'PT 나사'),
  })),
  ...(
    [
      ['PVC 엘보', 'VE'],
      ['PVC 티', 'VT'],
      ['PVC 소켓', 'VS'],
      ['PVC 밸브소켓', 'VVS'],
    ] as const
  ).map(([name, prefix]): Series => ({
    category: FITTINGS,
    name,
    models: bySize(prefix, [15, 20, 25, 32, 40, 50, 65, 80, 100, 125]),
    summary: '배수, 급수용 경질 PVC 접착식 이음관입니다.',
    specs: pipeSpecs('PVC', '접착식'),
  })),
  ...(
    [
      ['탄소강 90도 엘보', 'CEL'],
      ['탄소강 정티', 'CTE'],
      ['탄소강 파이프 캡', 'CPC'],
      ['탄소강 45도 엘보', 'CEL45'],
    ] as const
  ).map(([name, prefix]): Series => ({
    category: FITTINGS,
    name,
    models: bySize(prefix, ALL_PIPE),
    summary: '맞대기 용접식 탄소강 이음쇠입니다 (SCH40).',
    specs: pipeSpecs('SS400', 'SCH40'),
  })),
];

/** Every product, in creation order (shuffled, so "newest first" favours no line). */
export function generateCatalogue(seed = 31): CatalogueProduct[] {
  const random = seededRandom(seed);
  const lines = [
    ...SERIES,
    ...SERIES.filter((series) => IN_316.includes(series.name)).map((series) =>
      variant(series, 'SUS316', '-316', '해수와 염소에 강한 SUS316 제품입니다.'),
    ),
    ...PARTS,
  ];
  const products = lines.flatMap((series) =>
    series.models.map((model) => ({
      category: series.category,
      name: `${series.name} ${model.label}`,
      nameEn: series.nameEn === undefined ? null : `${series.nameEn} ${model.label}`,
      code: model.code,
      summary: series.summary,
      specs: series.specs(model.size, random),
    })),
  );
  // Fisher–Yates with the seeded generator.
  for (let i = products.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = products[i];
    const b = products[j];
    if (a === undefined || b === undefined) throw new Error('shuffle out of range');
    products[i] = b;
    products[j] = a;
  }
  return products;
}

/** What creating needs of an app: the app and a grade-10 administrator's bearer token. */
export interface Staff {
  app: App;
  adminToken: string;
}

async function post(staff: Staff, url: string, payload: object): Promise<{ id: number }> {
  const res = await staff.app.inject({
    method: 'POST',
    url: `/api/admin/v1${url}`,
    headers: { authorization: `Bearer ${staff.adminToken}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>();
}

/**
 * Creates the products through the admin API, one request each as staff would (about 6 ms a
 * product on PGlite: 1,500 take about 10 s, so no bulk path is needed), published, in order.
 */
export async function createCatalogue(
  staff: Staff,
  products: readonly CatalogueProduct[],
): Promise<void> {
  const categories = new Map<string, number>();
  for (const product of products) {
    let categoryId = categories.get(product.category);
    if (categoryId === undefined) {
      categoryId = (await post(staff, '/category', { name: product.category })).id;
      categories.set(product.category, categoryId);
    }
    await post(staff, '/product', {
      name: product.name,
      nameEn: product.nameEn,
      code: product.code,
      summary: product.summary,
      specs: product.specs,
      categoryId,
      status: 'published',
    });
  }
}
