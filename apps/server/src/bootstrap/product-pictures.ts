/**
 * Studio-style drawings of the demo catalogue's products (catalogue-seed.ts), as SVG: painted
 * and metal parts shaded with gradients, on a light backdrop with a soft floor shadow. Each
 * kind is drawn on a 1200 × 900 canvas standing on the floor at y = FLOOR; the random source
 * varies paint, mirroring and small details, so two pictures of one kind differ.
 */

export const PICTURE_KINDS = [
  'pump',
  'gate-valve',
  'ball-valve',
  'elbow',
  'fastener',
  'bearing',
  'motor',
  'tank',
  'control-panel',
  'sensor',
  'power-tool',
  'helmet',
  'hose',
  'film-roll',
  'sack',
  'carton',
  'fruit-red',
  'fruit-orange',
  'fruit-yellow',
  'fruit-green',
  'grapes',
  'nuts',
] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];
/** Library image ids of generated pictures, by the kind of product they show. */
export type PicturePool = ReadonlyMap<PictureKind, number[]>;

/** Words of a product's name and the picture they call for; the first match wins. */
const NAME_WORDS: [words: string[], kind: PictureKind][] = [
  [['펌프'], 'pump'],
  [['게이트 밸브'], 'gate-valve'],
  [['밸브'], 'ball-valve'],
  [['엘보'], 'elbow'],
  [['볼트', '너트'], 'fastener'],
  [['베어링'], 'bearing'],
  [['모터'], 'motor'],
  [['양액 공급기', '분무기', '스프링클러'], 'tank'],
  [['센서', '중계기', '카메라'], 'sensor'],
  [
    ['제어기', '컨트롤러', 'PLC', '게이트웨이', '개폐기', '키트', '로거', '타이머'],
    'control-panel',
  ],
  [['드릴', '그라인더', '스패너', '용접기', '체인 블록', '가위', '예초기'], 'power-tool'],
  [['안전', '마스크', '장갑'], 'helmet'],
  [['호스', '케이블'], 'hose'],
  [['차광막', '비닐', '방조망'], 'film-roll'],
  [['비료', '퇴비', '상토', '종자', '씨감자', '모종', '트레이'], 'sack'],
  [['우유', '치즈', '요거트', '버터', '크림', '두유', '차', '주스', '즙', '식혜'], 'carton'],
  [['포도', '거봉', '블루베리'], 'grapes'],
  [['샤인머스캣', '키위', '수박', '매실', '멜론'], 'fruit-green'],
  [['감귤', '한라봉', '천혜향', '감', '복숭아', '유자'], 'fruit-orange'],
  [['배', '참외', '레몬'], 'fruit-yellow'],
  [['밤', '호두', '잣', '무화과'], 'nuts'],
  [['사과', '부사', '홍로', '딸기', '자두', '석류', '대추'], 'fruit-red'],
];

/** The picture that fits a product's name (its item, catalogue-seed.ts); boxes of goods otherwise. */
export function pictureKindFor(name: string): PictureKind {
  return NAME_WORDS.find(([words]) => words.some((word) => name.includes(word)))?.[1] ?? 'sack';
}

type Random = () => number;

const FLOOR = 715;

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** `colour` moved towards `target` by `t` (0–1); both `#rrggbb`. */
function mix(colour: string, target: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(colour, i) + (channel(target, i) - channel(colour, i)) * t),
  );
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}
const light = (colour: string, t: number) => mix(colour, '#ffffff', t);
const dark = (colour: string, t: number) => mix(colour, '#000000', t);

const STEEL = '#aab2bb';
const CAST_IRON = '#5b6168';

/** A cylinder's shading across it: dark edge, highlight, colour, shadow; `at` places a stop. */
const cylinderStops = (colour: string, shine: number, at: (t: number) => number) =>
  (
    [
      [0, dark(colour, 0.45)],
      [0.22, light(colour, shine)],
      [0.45, colour],
      [0.85, dark(colour, 0.3)],
      [1, dark(colour, 0.5)],
    ] as const
  )
    .map(([t, c]) => `<stop offset="${at(t).toFixed(3)}" stop-color="${c}"/>`)
    .join('');

/** Collects gradient definitions and shapes; `shade` and friends answer a `url(#…)` fill. */
class Drawing {
  private defs: string[] = [];
  private shapes: string[] = [];
  readonly random: Random;

  constructor(random: Random) {
    this.random = random;
  }

  private define(def: (id: string) => string): string {
    const id = `g${String(this.defs.length)}`;
    this.defs.push(def(id));
    return `url(#${id})`;
  }

  /**
   * A cylinder's light across `axis` ('x': a standing part lit from the left, 'y': a lying one
   * lit from above), from `from` to `to` in canvas units (the whole shape when omitted).
   */
  shade(colour: string, axis: 'x' | 'y', shine = 0.55, from?: number, to?: number): string {
    const [x1, y1, x2, y2] = axis === 'x' ? ['0', '0', '1', '0'] : ['0', '0', '0', '1'];
    const span =
      from === undefined || to === undefined
        ? `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`
        : axis === 'x'
          ? `gradientUnits="userSpaceOnUse" x1="${String(from)}" y1="0" x2="${String(to)}" y2="0"`
          : `gradientUnits="userSpaceOnUse" x1="0" y1="${String(from)}" x2="0" y2="${String(to)}"`;
    return this.define(
      (id) =>
        `<linearGradient id="${id}" ${span}>${cylinderStops(colour, shine, (t) => t)}</linearGradient>`,
    );
  }

  /** A rounded surface lit from the upper left (balls, domes, fruit). */
  ball(colour: string): string {
    return this.define(
      (id) => `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.75">
        <stop offset="0" stop-color="${light(colour, 0.65)}"/>
        <stop offset="0.35" stop-color="${colour}"/>
        <stop offset="1" stop-color="${dark(colour, 0.5)}"/>
      </radialGradient>`,
    );
  }

  /** Light across a ring around (cx, cy) from radius `inner` to `outer`: a bent pipe. */
  bend(colour: string, cx: number, cy: number, inner: number, outer: number): string {
    const at = (t: number) => (inner + (outer - inner) * t) / outer;
    const centre = `cx="${String(cx)}" cy="${String(cy)}" r="${String(outer)}"`;
    return this.define(
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" ${centre}>${cylinderStops(colour, 0.55, at)}</radialGradient>`,
    );
  }

  add(...shapes: string[]) {
    this.shapes.push(...shapes);
  }

  /** The finished picture: backdrop, floor shadow `shadow` wide, the shapes (mirrored or not). */
  svg(width: number, height: number, shadow: number): string {
    const flip = this.random() < 0.5;
    const scale = 1.02 + this.random() * 0.1;
    const shift = Math.round((this.random() - 0.5) * 60);
    const transform = `translate(${String(600 + shift)} ${String(FLOOR)}) scale(${(flip ? -scale : scale).toFixed(3)} ${scale.toFixed(3)}) translate(-600 -${String(FLOOR)})`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 1200 900" preserveAspectRatio="xMidYMid slice">
  <defs>
    <radialGradient id="backdrop" cx="0.5" cy="0.38" r="0.8">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#eceef1"/><stop offset="1" stop-color="#d9dde2"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e9ebee" stop-opacity="0"/><stop offset="1" stop-color="#cfd4da"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#1d232b" stop-opacity="0.42"/><stop offset="0.6" stop-color="#1d232b" stop-opacity="0.16"/><stop offset="1" stop-color="#1d232b" stop-opacity="0"/>
    </radialGradient>
    ${this.defs.join('\n    ')}
  </defs>
  <rect width="1200" height="900" fill="url(#backdrop)"/>
  <rect y="${String(FLOOR - 140)}" width="1200" height="${String(900 - FLOOR + 140)}" fill="url(#floor)"/>
  <g transform="${transform}">
    <ellipse cx="600" cy="${String(FLOOR)}" rx="${String(shadow)}" ry="${String(Math.round(shadow * 0.12))}" fill="url(#shadow)"/>
    ${this.shapes.join('\n    ')}
  </g>
</svg>`;
  }
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${String(x)}" y="${String(y)}" width="${String(w)}" height="${String(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${String(cx)}" cy="${String(cy)}" r="${String(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${String(cx)}" cy="${String(cy)}" rx="${String(rx)}" ry="${String(ry)}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const times = <T>(n: number, item: (i: number) => T) =>
  Array.from({ length: n }, (_, i) => item(i));

const MACHINE_PAINTS = ['#1f5fa8', '#2e7d4f', '#b8322a', '#3a6f8f', '#55606b', '#1d7a85'];

/** A flange seen edge on: a short, tall disc with bolt heads above and below. */
function flange(d: Drawing, x: number, cy: number, w: number, h: number, colour: string) {
  d.add(
    rect(x, cy - h / 2, w, h, d.shade(colour, 'x'), 'rx="4"'),
    rect(x - 6, cy - h / 2 + 10, w + 12, 14, d.shade(dark(colour, 0.2), 'y')),
    rect(x - 6, cy + h / 2 - 24, w + 12, 14, d.shade(dark(colour, 0.2), 'y')),
  );
}

/** An electric motor lying along x: body with cooling fins, fan cowl, terminal box, feet, shaft. */
function motor(d: Drawing, x: number, y: number, w: number, h: number, paint: string) {
  const body = d.shade(paint, 'y');
  d.add(
    rect(x + 30, y + h - 20, 50, FLOOR - 50 - (y + h - 20), dark(paint, 0.35)),
    rect(x + w - 90, y + h - 20, 50, FLOOR - 50 - (y + h - 20), dark(paint, 0.35)),
    rect(x - 60, y + h / 2 - 16, 70, 32, d.shade(STEEL, 'y')),
    rect(x - 14, y + 12, 28, h - 24, d.shade(paint, 'y'), 'rx="8"'),
    rect(x, y, w, h, body, 'rx="22"'),
    ...times(7, (i) => {
      const fy = y + ((i + 1) * h) / 8;
      return `<line x1="${String(x + 20)}" y1="${String(fy)}" x2="${String(x + w - 10)}" y2="${String(fy)}" stroke="${dark(paint, 0.45)}" stroke-width="5" stroke-opacity="0.55"/>`;
    }),
    rect(x + w - 12, y + 14, 80, h - 28, d.shade(dark(paint, 0.15), 'y'), 'rx="30"'),
    ...times(6, (i) => {
      const vx = x + w + 6 + i * 10;
      return `<line x1="${String(vx)}" y1="${String(y + 40)}" x2="${String(vx)}" y2="${String(y + h - 40)}" stroke="${dark(paint, 0.55)}" stroke-width="3"/>`;
    }),
    rect(x + w * 0.32, y - 58, 120, 64, d.shade(paint, 'x'), 'rx="8"'),
    rect(x + w * 0.32 - 6, y - 64, 132, 14, dark(paint, 0.25), 'rx="5"'),
    rect(x + w * 0.55, y + h * 0.52, 70, 42, '#e9ecef', 'rx="4" stroke="#8a939c" stroke-width="2"'),
  );
}

function pump(d: Drawing) {
  const paint = pick(d.random, MACHINE_PAINTS);
  const motorPaint = d.random() < 0.5 ? paint : '#4a5560';
  const base = d.shade(CAST_IRON, 'y');
  d.add(
    rect(210, FLOOR - 50, 780, 50, base, 'rx="6"'),
    rect(210, FLOOR - 50, 780, 9, light(CAST_IRON, 0.35)),
  );
  motor(d, 590, 410, 320, 210, motorPaint);
  // Coupling guard, bearing frame and the volute casing with its nozzles.
  d.add(
    rect(430, 470, 110, 110, d.shade('#f2b705', 'y'), 'rx="10"'),
    rect(395, 465, 60, 120, d.shade(paint, 'y'), 'rx="8"'),
    rect(380, 580, 40, FLOOR - 50 - 580, dark(paint, 0.3)),
    rect(250, 560, 100, FLOOR - 50 - 560, d.shade(paint, 'x'), 'rx="6"'),
    rect(185, 250, 110, 200, d.shade(paint, 'x')),
    rect(165, 232, 150, 28, d.shade(paint, 'y'), 'rx="4"'),
    circle(300, 500, 150, d.ball(paint)),
    path(
      'M 300 350 A 150 150 0 0 0 150 500',
      'none',
      `stroke="${dark(paint, 0.4)}" stroke-width="6"`,
    ),
    circle(300, 500, 84, d.shade(paint, 'y')),
    ...times(6, (i) => {
      const a = (i * Math.PI) / 3 + 0.5;
      return circle(300 + Math.cos(a) * 68, 500 + Math.sin(a) * 68, 9, dark(paint, 0.5));
    }),
    circle(300, 500, 50, '#1b1f24'),
  );
  return 420;
}

function gateValve(d: Drawing) {
  const body = pick(d.random, [CAST_IRON, '#2f4f7f', '#8f1f1f', STEEL]);
  const wheel = pick(d.random, ['#c62828', '#1f5fa8', '#2e7d4f', '#333a40']);
  const cy = 580;
  d.add(rect(370, cy - 55, 460, 110, d.shade(body, 'y')));
  flange(d, 330, cy, 46, 230, body);
  flange(d, 824, cy, 46, 230, body);
  d.add(
    ellipse(600, cy, 150, 135, d.ball(body)),
    path('M 500 470 L 700 470 L 655 330 L 545 330 Z', d.shade(body, 'x')),
    rect(480, 455, 240, 28, d.shade(body, 'y'), 'rx="6"'),
    rect(520, 315, 160, 24, d.shade(body, 'y'), 'rx="6"'),
    rect(548, 190, 20, 130, d.shade(body, 'x')),
    rect(632, 190, 20, 130, d.shade(body, 'x')),
    rect(590, 120, 20, 220, d.shade(STEEL, 'x', 0.8)),
    rect(560, 176, 80, 24, d.shade(body, 'y'), 'rx="6"'),
    ellipse(600, 150, 190, 46, 'none', `stroke="${dark(wheel, 0.35)}" stroke-width="30"`),
    ellipse(
      600,
      144,
      190,
      46,
      'none',
      `stroke="${d.shade(wheel, 'y', 0.5, 90, 200)}" stroke-width="24"`,
    ),
    ...[-1, 1].map(
      (side) =>
        `<line x1="600" y1="144" x2="${String(600 + side * 170)}" y2="150" stroke="${dark(wheel, 0.2)}" stroke-width="16"/>`,
    ),
    `<line x1="600" y1="144" x2="600" y2="186" stroke="${dark(wheel, 0.2)}" stroke-width="16"/>`,
    ellipse(600, 144, 34, 16, d.shade(STEEL, 'x', 0.8)),
  );
  return 330;
}

function ballValve(d: Drawing) {
  const body = pick(d.random, ['#c9a23a', STEEL, '#b5893a']);
  const lever = pick(d.random, ['#c62828', '#1f5fa8', '#f2b705']);
  const cy = 595;
  const hex = (x: number) => [
    rect(x, cy - 78, 120, 156, d.shade(body, 'y'), 'rx="6"'),
    `<line x1="${String(x)}" y1="${String(cy - 30)}" x2="${String(x + 120)}" y2="${String(cy - 30)}" stroke="${dark(body, 0.3)}" stroke-width="3"/>`,
    `<line x1="${String(x)}" y1="${String(cy + 30)}" x2="${String(x + 120)}" y2="${String(cy + 30)}" stroke="${dark(body, 0.3)}" stroke-width="3"/>`,
  ];
  d.add(
    ...hex(330),
    ...hex(750),
    rect(430, cy - 115, 340, 230, d.shade(body, 'y'), 'rx="70"'),
    ellipse(330, cy, 24, 66, dark(body, 0.4)),
    ellipse(333, cy, 16, 48, '#20252b'),
    rect(575, 405, 50, 80, d.shade(STEEL, 'x', 0.8)),
    rect(545, 455, 110, 30, d.shade(body, 'y'), 'rx="6"'),
    `<g transform="rotate(-4 600 415)">`,
    rect(560, 395, 430, 38, d.shade(STEEL, 'y', 0.8), 'rx="8"'),
    rect(760, 391, 240, 46, d.shade(lever, 'y'), 'rx="22"'),
    '</g>',
    rect(565, 380, 70, 40, d.shade(STEEL, 'x', 0.8), 'rx="8"'),
  );
  return 330;
}

function elbow(d: Drawing) {
  const metal = pick(d.random, [STEEL, CAST_IRON, '#c0c6cc', '#8c5a3c']);
  const [cx, cy, inner, outer] = [560, 300, 140, 280];
  const mid = (inner + outer) / 2;
  d.add(
    path(
      `M ${String(cx)} ${String(cy + outer)} A ${String(outer)} ${String(outer)} 0 0 0 ${String(cx + outer)} ${String(cy)} L ${String(cx + inner)} ${String(cy)} A ${String(inner)} ${String(inner)} 0 0 1 ${String(cx)} ${String(cy + inner)} Z`,
      d.bend(metal, cx, cy, inner, outer),
    ),
    rect(
      320,
      cy + inner,
      cx - 320 + 1,
      outer - inner,
      d.shade(metal, 'y', 0.55, cy + inner, cy + outer),
    ),
    rect(
      cx + inner,
      170,
      outer - inner,
      cy - 170 + 1,
      d.shade(metal, 'x', 0.55, cx + inner, cx + outer),
    ),
  );
  flange(d, 290, cy + mid, 40, 200, metal);
  d.add(
    rect(cx + mid - 100, 140, 200, 40, d.shade(metal, 'y'), 'rx="4"'),
    ellipse(cx + mid, 140, 100, 22, light(metal, 0.2)),
    ellipse(cx + mid, 140, 68, 14, '#22272d'),
  );
  // A loose flange lying on the floor in front.
  d.add(
    ellipse(860, FLOOR - 28, 170, 50, dark(metal, 0.3)),
    ellipse(860, FLOOR - 40, 170, 50, d.shade(metal, 'x')),
    ...times(8, (i) => {
      const a = (i * Math.PI) / 4;
      return ellipse(860 + Math.cos(a) * 132, FLOOR - 40 + Math.sin(a) * 38, 11, 4, '#2a2f35');
    }),
    ellipse(860, FLOOR - 40, 86, 25, '#2a2f35'),
  );
  return 480;
}

function fastener(d: Drawing) {
  const metal = pick(d.random, [STEEL, '#c0c6cc', '#8d949b', '#c9a23a']);
  /** A hexagon seen side on: three faces, the middle one facing the light. */
  const hexSide = (x: number, w: number, h: number) => [
    rect(x, FLOOR - 20 - h, w, h, d.shade(metal, 'y'), 'rx="8"'),
    ...[1 / 4, 3 / 4].map(
      (t) =>
        `<line x1="${String(x)}" y1="${String(FLOOR - 20 - h + h * t)}" x2="${String(x + w)}" y2="${String(FLOOR - 20 - h + h * t)}" stroke="${dark(metal, 0.35)}" stroke-width="3"/>`,
    ),
  ];
  const axis = FLOOR - 20 - 110;
  const looseNut = times(6, (i) => {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    return `${(930 + Math.cos(a) * 92).toFixed(1)},${(FLOOR - 30 - 20 + Math.sin(a) * 30).toFixed(1)}`;
  }).join(' ');
  d.add(
    rect(440, axis - 44, 440, 88, d.shade(metal, 'y', 0.55, axis - 44, axis + 44)),
    ...times(22, (i) => {
      const tx = 660 + i * 10;
      return `<line x1="${String(tx)}" y1="${String(axis - 44)}" x2="${String(tx + 8)}" y2="${String(axis + 44)}" stroke="${dark(metal, 0.45)}" stroke-width="3"/>`;
    }),
    ellipse(880, axis, 14, 44, dark(metal, 0.2)),
    ...hexSide(320, 130, 220),
    ...hexSide(720, 80, 190),
    ellipse(930, FLOOR - 30, 92, 30, dark(metal, 0.35)),
    `<polygon points="${looseNut}" fill="${d.shade(metal, 'x')}" stroke="${dark(metal, 0.4)}" stroke-width="3"/>`,
    ellipse(930, FLOOR - 50, 40, 13, '#2c3238'),
    ellipse(250, FLOOR - 14, 70, 22, d.shade(metal, 'x')),
    ellipse(250, FLOOR - 16, 32, 10, '#2c3238'),
  );
  return 430;
}

function bearing(d: Drawing) {
  const metal = pick(d.random, [STEEL, '#c0c6cc', '#9aa3ad']);
  const seal = pick(d.random, ['#2a2f35', '#b8322a', '#1f5fa8']);
  const [cx, cy] = [600, FLOOR - 230];
  d.add(
    circle(cx, cy, 230, d.ball(metal)),
    circle(cx, cy, 190, dark(metal, 0.35)),
    circle(cx, cy, 176, seal),
    ...times(11, (i) => {
      const a = (i * 2 * Math.PI) / 11;
      return circle(cx + Math.cos(a) * 148, cy + Math.sin(a) * 148, 26, d.ball('#d5dade'));
    }),
    circle(cx, cy, 120, d.ball(metal)),
    circle(cx, cy, 84, '#d9dde2'),
    circle(cx, cy, 84, 'none', `stroke="${dark(metal, 0.3)}" stroke-width="6"`),
  );
  return 260;
}

function gearedMotor(d: Drawing) {
  const paint = pick(d.random, MACHINE_PAINTS);
  motor(d, 520, 380, 380, 250, paint);
  d.add(
    rect(300, 360, 230, 290, d.shade(paint, 'y'), 'rx="26"'),
    rect(300, 360, 230, 290, 'none', `rx="26" stroke="${dark(paint, 0.4)}" stroke-width="4"`),
    rect(290, 630, 250, FLOOR - 630, d.shade(dark(paint, 0.2), 'y'), 'rx="6"'),
    rect(200, 480, 110, 50, d.shade(STEEL, 'y', 0.8)),
    rect(205, 470, 60, 12, '#6d757d'),
    rect(520, 630, 420, FLOOR - 630, d.shade(dark(paint, 0.2), 'y'), 'rx="6"'),
  );
  return 430;
}

function tank(d: Drawing) {
  const shell = pick(d.random, ['#c3c9cf', '#b7bec5', '#e8ebee', '#3f7cc0']);
  const [left, right, top, bottom] = [420, 780, 230, 600];
  const fill = d.shade(shell, 'x', 0.7);
  d.add(
    rect(left + 10, bottom, 26, FLOOR - bottom, d.shade(STEEL, 'x')),
    rect(right - 36, bottom, 26, FLOOR - bottom, d.shade(STEEL, 'x')),
    rect(588, bottom, 24, FLOOR - bottom - 20, d.shade(dark(STEEL, 0.2), 'x')),
    rect(590, bottom + 30, 20, 40, d.shade(STEEL, 'x', 0.8)),
    ellipse(600, bottom, (right - left) / 2, 50, fill),
    rect(left, top, right - left, bottom - top, fill),
    ellipse(600, top, (right - left) / 2, 60, d.shade(light(shell, 0.2), 'x', 0.8)),
    ...[0.33, 0.66].map(
      (t) =>
        `<path d="M ${String(left)} ${String(top + (bottom - top) * t)} Q 600 ${String(top + (bottom - top) * t + 50)} ${String(right)} ${String(top + (bottom - top) * t)}" fill="none" stroke="${dark(shell, 0.25)}" stroke-width="3"/>`,
    ),
    rect(540, top - 80, 120, 60, d.shade(shell, 'x', 0.7)),
    ellipse(600, top - 80, 68, 16, d.shade(light(shell, 0.3), 'x')),
    rect(right, 330, 80, 34, d.shade(STEEL, 'y', 0.8)),
    rect(right + 70, 310, 22, 74, d.shade(STEEL, 'x', 0.8), 'rx="3"'),
    rect(
      left - 36,
      280,
      14,
      290,
      'rgba(120,170,210,0.55)',
      'stroke="#7a848e" stroke-width="3" rx="6"',
    ),
    rect(left - 32, 420, 6, 146, '#3b82c4'),
    rect(left - 40, 266, 60, 14, d.shade(STEEL, 'y')),
    rect(left - 40, 566, 60, 14, d.shade(STEEL, 'y')),
    rect(640, 420, 90, 60, '#f3f4f6', 'rx="4" stroke="#8a939c" stroke-width="2"'),
  );
  return 280;
}

function controlPanel(d: Drawing) {
  const cabinet = pick(d.random, ['#d6d9d4', '#c9cec9', '#e4e6e2', '#b9c3cc']);
  const lamps = ['#e53935', '#fbc02d', '#43a047'];
  d.add(
    rect(440, FLOOR - 40, 320, 40, '#3a4047'),
    rect(420, 150, 360, FLOOR - 190, d.shade(cabinet, 'x', 0.6), 'rx="6"'),
    rect(
      440,
      170,
      320,
      FLOOR - 230,
      'none',
      `stroke="${dark(cabinet, 0.3)}" stroke-width="3" rx="4"`,
    ),
    rect(480, 210, 240, 150, '#2c3238', 'rx="10"'),
    rect(496, 224, 208, 122, d.shade('#2f6fb0', 'y', 0.35), 'rx="4"'),
    ...times(5, (i) =>
      rect(516 + i * 38, 330 - (20 + ((i * 37) % 60)), 22, 20 + ((i * 37) % 60), '#8fd1ff'),
    ),
    rect(512, 238, 120, 10, '#d6ecff', 'rx="3"'),
    ...lamps.map((colour, i) => circle(510 + i * 60, 420, 20, d.ball(colour))),
    ...times(3, (i) => [
      circle(510 + i * 60, 490, 22, d.ball('#3a4047')),
      rect(505 + i * 60, 474, 10, 32, '#f1f3f5', 'rx="3"'),
    ]).flat(),
    circle(700, 455, 44, '#f2c200'),
    circle(700, 455, 30, d.ball('#d32f2f')),
    rect(745, 380, 12, 100, d.shade('#2c3238', 'x'), 'rx="4"'),
    ...times(6, (i) => rect(480, 560 + i * 16, 240, 6, dark(cabinet, 0.3), 'rx="3"')),
  );
  return 260;
}

function sensor(d: Drawing) {
  const housing = pick(d.random, ['#eef0f2', '#dfe3e6', '#f5f1e6']);
  const accent = pick(d.random, ['#1f5fa8', '#2e7d4f', '#e07b00', '#1d7a85']);
  const [left, top, w, h] = [470, 300, 260, 320];
  d.add(
    rect(left + w - 50, 120, 20, top - 110, d.shade('#2c3238', 'x'), 'rx="10"'),
    rect(left + w - 60, top - 20, 40, 30, '#3a4047', 'rx="6"'),
    rect(left, top, w, h, d.shade(housing, 'x', 0.6), 'rx="28"'),
    rect(left, top, w, 56, accent, 'rx="28"'),
    rect(left, top + 28, w, 28, accent),
    rect(left + 36, top + 90, w - 72, 110, '#1f2a30', 'rx="8"'),
    ...times(4, (i) => rect(left + 56 + i * 44, top + 118, 30, 56, '#7ee0a1', 'rx="4"')),
    ...times(3, (i) =>
      circle(left + 80 + i * 50, top + 250, 14, d.ball(i === 0 ? accent : '#9aa3ad')),
    ),
    rect(585, top + h, 30, 36, '#3a4047', 'rx="4"'),
    path(
      `M 600 ${String(top + h + 36)} C 600 ${String(FLOOR)}, 700 ${String(FLOOR - 12)}, 820 ${String(FLOOR - 12)}`,
      'none',
      'stroke="#2c3238" stroke-width="12" stroke-linecap="round"',
    ),
    rect(810, FLOOR - 26, 190, 26, d.shade(STEEL, 'y', 0.8), 'rx="12"'),
  );
  return 330;
}

function powerTool(d: Drawing) {
  const brand = pick(d.random, ['#f2b705', '#1d7a85', '#d84315', '#2e7d4f', '#1f5fa8']);
  const y = 40;
  d.add(
    rect(440, 580 + y, 250, 90, d.shade('#2c3238', 'y'), 'rx="14"'),
    rect(440, 600 + y, 250, 16, brand),
    path(
      `M 520 ${String(380 + y)} L 640 ${String(380 + y)} L 620 ${String(590 + y)} L 490 ${String(590 + y)} Z`,
      d.shade('#30363d', 'x'),
    ),
    path(
      `M 548 ${String(420 + y)} L 612 ${String(420 + y)} L 600 ${String(560 + y)} L 528 ${String(560 + y)} Z`,
      brand,
      'opacity="0.9"',
    ),
    rect(610, 400 + y, 34, 56, '#1b1f24', 'rx="10"'),
    rect(400, 260 + y, 360, 150, d.shade(brand, 'y'), 'rx="60"'),
    rect(420, 290 + y, 120, 90, d.shade('#30363d', 'y'), 'rx="40"'),
    ...times(4, (i) => rect(440 + i * 22, 310 + y, 10, 50, '#1b1f24', 'rx="4"')),
    rect(740, 290 + y, 110, 90, d.shade('#3a4047', 'y', 0.7), 'rx="12"'),
    rect(840, 300 + y, 70, 70, d.shade(STEEL, 'y', 0.8), 'rx="6"'),
    rect(900, 324 + y, 170, 22, d.shade(STEEL, 'y', 0.9)),
    ...times(8, (i) => {
      const x = 915 + i * 20;
      return `<line x1="${String(x)}" y1="${String(324 + y)}" x2="${String(x + 12)}" y2="${String(346 + y)}" stroke="#5b6168" stroke-width="4"/>`;
    }),
  );
  return 360;
}

function helmet(d: Drawing) {
  const shell = pick(d.random, ['#f2c200', '#f5f5f2', '#e86a10', '#1f5fa8', '#d32f2f']);
  const base = FLOOR - 70;
  d.add(
    ellipse(600, base + 20, 300, 54, dark(shell, 0.35)),
    ellipse(600, base + 10, 300, 50, d.shade(shell, 'y', 0.4)),
    path(`M 370 ${String(base)} A 230 250 0 0 1 830 ${String(base)} Z`, d.ball(shell)),
    path(
      `M 575 ${String(base - 247)} Q 600 ${String(base - 262)} 625 ${String(base - 247)} L 640 ${String(base)} L 560 ${String(base)} Z`,
      d.shade(shell, 'x', 0.6),
      'opacity="0.9"',
    ),
    ellipse(600, base + 6, 235, 26, '#2c3238', 'opacity="0.6"'),
    rect(450, base - 130, 90, 50, light(shell, 0.5), 'rx="10" opacity="0.7"'),
  );
  return 340;
}

function hose(d: Drawing) {
  const colour = pick(d.random, ['#2e7d4f', '#e86a10', '#1f5fa8', '#2c3238', '#c62828']);
  const loops = 6;
  d.add(
    ...times(loops, (i) => {
      const cy = FLOOR - 40 - i * 26;
      const stroke = d.shade(colour, 'y', 0.5, cy - 120, cy + 120);
      return `<ellipse cx="600" cy="${String(cy)}" rx="${String(300 - i * 4)}" ry="${String(110 - i * 2)}" fill="none" stroke="${stroke}" stroke-width="40"/>`;
    }),
    path(
      `M 880 ${String(FLOOR - 80)} C 960 ${String(FLOOR - 40)}, 980 ${String(FLOOR - 20)}, 1030 ${String(FLOOR - 20)}`,
      'none',
      `stroke="${colour}" stroke-width="40"`,
    ),
    rect(1020, FLOOR - 46, 80, 52, d.shade('#c9a23a', 'y', 0.8), 'rx="6"'),
  );
  return 380;
}

function filmRoll(d: Drawing) {
  const film = pick(d.random, ['#2c3238', '#e8ecef', '#4c8c4a', '#c8d8e4', '#3a4a3a']);
  const [left, right, cy, r] = [360, 840, FLOOR - 120, 120];
  d.add(
    path(
      `M 700 ${String(cy + r - 2)} L 1000 ${String(FLOOR - 2)} L 760 ${String(FLOOR - 2)} Z`,
      dark(film, 0.1),
      'opacity="0.85"',
    ),
    rect(left, cy - r, right - left, 2 * r, d.shade(film, 'y', 0.6)),
    ellipse(right, cy, 40, r, dark(film, 0.2)),
    ellipse(left, cy, 40, r, light(film, 0.15), `stroke="${dark(film, 0.3)}" stroke-width="3"`),
    ...times(5, (i) =>
      ellipse(
        left,
        cy,
        34 - i * 4,
        r - 14 - i * 14,
        'none',
        `stroke="${dark(film, 0.25)}" stroke-width="2"`,
      ),
    ),
    ellipse(left, cy, 14, 36, '#b08a5a'),
    ellipse(left, cy, 8, 24, '#3a2f24'),
  );
  return 330;
}

function sack(d: Drawing) {
  const bag = pick(d.random, ['#e8dcc0', '#f2f2ee', '#d9c9a0', '#e4ece0']);
  const print = pick(d.random, ['#2e7d4f', '#c62828', '#1f5fa8', '#6d4c41']);
  const top = 220;
  d.add(
    path(
      `M 420 ${String(top + 40)} Q 430 ${String(top)} 470 ${String(top + 10)} Q 600 ${String(top + 30)} 730 ${String(top + 10)} Q 770 ${String(top)} 780 ${String(top + 40)} Q 810 ${String(FLOOR - 200)} 800 ${String(FLOOR - 30)} Q 600 ${String(FLOOR + 8)} 400 ${String(FLOOR - 30)} Q 390 ${String(FLOOR - 200)} 420 ${String(top + 40)} Z`,
      d.shade(bag, 'x', 0.5),
    ),
    `<path d="M 440 ${String(top + 46)} Q 600 ${String(top + 66)} 760 ${String(top + 46)}" fill="none" stroke="${dark(bag, 0.35)}" stroke-width="4" stroke-dasharray="10 8"/>`,
    rect(430, 360, 340, 150, print, 'opacity="0.92"'),
    ellipse(600, 435, 50, 28, light(print, 0.75), 'transform="rotate(-30 600 435)"'),
    `<line x1="560" y1="470" x2="640" y2="400" stroke="${light(print, 0.75)}" stroke-width="6"/>`,
    rect(470, 560, 260, 18, dark(bag, 0.25), 'rx="6"'),
    rect(470, 595, 180, 18, dark(bag, 0.25), 'rx="6"'),
  );
  return 310;
}

function carton(d: Drawing) {
  const band = pick(d.random, ['#1f5fa8', '#2e7d4f', '#e07b00', '#c2255c', '#6d4c41']);
  const [left, front, side, top] = [440, 190, 110, 300];
  const right = left + front;
  d.add(
    rect(left, top, front, FLOOR - top, d.shade('#f7f7f4', 'x', 0.3)),
    path(
      `M ${String(right)} ${String(top)} L ${String(right + side)} ${String(top - 40)} L ${String(right + side)} ${String(FLOOR - 40)} L ${String(right)} ${String(FLOOR)} Z`,
      '#d5d8da',
    ),
    path(
      `M ${String(left)} ${String(top)} L ${String(left + front / 2)} ${String(top - 90)} L ${String(right)} ${String(top)} Z`,
      '#eceeed',
    ),
    path(
      `M ${String(left + front / 2)} ${String(top - 90)} L ${String(left + front / 2 + side)} ${String(top - 130)} L ${String(right + side)} ${String(top - 40)} L ${String(right)} ${String(top)} Z`,
      '#c4c8cb',
    ),
    path(
      `M ${String(left + front / 2 - 4)} ${String(top - 112)} L ${String(left + front / 2 + side)} ${String(top - 152)} L ${String(left + front / 2 + side)} ${String(top - 128)} L ${String(left + front / 2)} ${String(top - 88)} Z`,
      '#e2e4e3',
    ),
    rect(left, top + 140, front, 170, band),
    path(
      `M ${String(right)} ${String(top + 140)} L ${String(right + side)} ${String(top + 100)} L ${String(right + side)} ${String(top + 270)} L ${String(right)} ${String(top + 310)} Z`,
      dark(band, 0.25),
    ),
    ellipse(left + front / 2, top + 225, 54, 40, '#ffffff', 'opacity="0.9"'),
    // A glass bottle beside the carton.
    path(
      `M 820 ${String(FLOOR)} L 820 470 Q 820 420 850 400 L 850 350 L 900 350 L 900 400 Q 930 420 930 470 L 930 ${String(FLOOR)} Z`,
      d.shade('#fbfbf8', 'x', 0.2),
      'stroke="#c9ced2" stroke-width="3"',
    ),
    rect(844, 330, 62, 26, d.shade(band, 'y'), 'rx="6"'),
    rect(820, 520, 110, 90, band, 'opacity="0.85"'),
  );
  return 340;
}

/** Fruit of `colour` heaped in a wooden crate; `small` draws bunches of small berries. */
function fruitCrate(d: Drawing, colours: string[], small = false) {
  const wood = pick(d.random, ['#c89b62', '#b9874f', '#d2a874']);
  const top = 500;
  const fruit = small
    ? [430, 600, 770].flatMap((bunch) =>
        times(4, (row) =>
          times(4 - row, (k) =>
            circle(
              bunch - (3 - row) * 17 + k * 34,
              top - 140 + row * 32,
              20,
              d.ball(pick(d.random, colours)),
            ),
          ),
        ).flat(),
      )
    : [
        ...times(4, (i) => circle(430 + i * 115, top - 70, 66, d.ball(pick(d.random, colours)))),
        ...times(3, (i) => circle(485 + i * 115, top - 20, 70, d.ball(pick(d.random, colours)))),
      ];
  d.add(
    ...fruit,
    ...(small
      ? []
      : times(
          3,
          (i) =>
            `<line x1="${String(485 + i * 115)}" y1="${String(top - 84)}" x2="${String(492 + i * 115)}" y2="${String(top - 110)}" stroke="#5a3b1e" stroke-width="7" stroke-linecap="round"/>`,
        )),
    rect(340, top, 520, FLOOR - top, dark(wood, 0.45)),
    ...times(3, (i) => rect(340, top + 8 + i * 70, 520, 56, d.shade(wood, 'y', 0.35), 'rx="3"')),
    rect(340, top, 30, FLOOR - top, d.shade(wood, 'x')),
    rect(830, top, 30, FLOOR - top, d.shade(wood, 'x')),
    rect(545, top + 90, 110, 26, dark(wood, 0.55), 'rx="13"'),
  );
  return 360;
}

const DRAW: Record<PictureKind, (d: Drawing) => number> = {
  pump,
  'gate-valve': gateValve,
  'ball-valve': ballValve,
  elbow,
  fastener,
  bearing,
  motor: gearedMotor,
  tank,
  'control-panel': controlPanel,
  sensor,
  'power-tool': powerTool,
  helmet,
  hose,
  'film-roll': filmRoll,
  sack,
  carton,
  'fruit-red': (d) => fruitCrate(d, ['#c62828', '#b71c1c', '#d84315']),
  'fruit-orange': (d) => fruitCrate(d, ['#f57c00', '#ef6c00', '#fb8c00']),
  'fruit-yellow': (d) => fruitCrate(d, ['#e9c046', '#d9b23a', '#f0cf5a']),
  'fruit-green': (d) => fruitCrate(d, ['#7cb342', '#689f38', '#8bc34a']),
  grapes: (d) => fruitCrate(d, ['#5e2a6e', '#4a1f5c', '#6a3580'], true),
  nuts: (d) => fruitCrate(d, ['#7b4a26', '#6b3e1f', '#8a5630']),
};

/** The SVG of one picture of `kind`, `width` × `height`, varied by `random`. */
export function productPictureSvg(
  kind: PictureKind,
  random: Random,
  width: number,
  height: number,
): string {
  const drawing = new Drawing(random);
  const shadow = DRAW[kind](drawing);
  return drawing.svg(width, height, shadow);
}
