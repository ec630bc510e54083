/** Anatomical close-ups, drawn in local coordinates (about ±300) and placed with `place`. */
import { C } from '../palette.js';
import { add, dirOf, nPx, type Pt, ptPx } from '../vector.js';
import { arrow, circle, ellipse, label, line, poly, rect, stroke } from './draw.js';

export const place = (body: string, x: number, y: number, k: number, flip = false) =>
  `<g transform="translate(${nPx(x)} ${nPx(y)}) scale(${flip ? -k : k} ${k})">${body}</g>`;

const bone = (extra = '') =>
  ` fill="${C.bone}" stroke="${C.boneEdge}" stroke-width="4" stroke-linejoin="round"${extra}`;
const boneLine = (a: Pt, b: Pt, w: number) => line(a, b, C.boneEdge, w + 8) + line(a, b, C.bone, w);
/** The right scapula's outline (the same from behind and in front, mirrored by `place`). */
const SCAPULA: Pt[] = [
  [-170, -150],
  [-60, -172],
  [60, -160],
  [112, -122],
  [122, -78],
  [40, 60],
  [-90, 212],
  [-176, 0],
];
const scapula = () => `<polygon points="${SCAPULA.map(ptPx).join(' ')}"${bone()}/>`;
const MUS = { a: C.accent, b: '#f4a26e', c: '#e2773a', d: '#f7c3a0' };

/** Right scapula and humerus seen from behind; `abduct` turns the humerus (0 hangs down). */
export function shoulderPosterior(o: { abduct?: number; cuff?: boolean; deltoid?: boolean } = {}): string {
  const ab = o.abduct ?? 0;
  const H: Pt = [165, -95];
  let s = scapula();
  s +=
    boneLine([-165, -88], [150, -150], 22) +
    ellipse([168, -150], 42, 24, C.bone, ` stroke="${C.boneEdge}" stroke-width="4"`);
  const shaftEnd = add(H, dirOf(ab), 330);
  s += boneLine(H, shaftEnd, 50) + circle(H, 52, C.bone, ` stroke="${C.boneEdge}" stroke-width="4"`);
  if (o.cuff) {
    const tub = (a: number, r = 50) => add(H, dirOf(ab + a), r);
    s += stroke(`M-150 -128L40 -140L${ptPx(tub(165))}`, MUS.a, 34);
    s += poly([[-168, -68], [-150, 70], [-60, 100], tub(112), tub(140)], MUS.b, ' opacity=".95"');
    s += stroke(`M0 100L${ptPx(tub(100, 54))}`, MUS.c, 24);
  }
  if (o.deltoid) {
    const mid = add(H, dirOf(ab), 190);
    s += poly(
      [[40, -168], [200, -172], add(tub2(H, ab), [0, 0]), mid, add(mid, dirOf(ab - 90), 40)],
      C.mid,
      ' opacity=".35"',
    );
  }
  return s;
}
const tub2 = (H: Pt, ab: number) => add(H, dirOf(ab + 90), 60);

/** Front view of the right scapula with subscapularis filling its fossa. */
export function shoulderAnterior(): string {
  const H: Pt = [165, -95];
  let s = scapula();
  s += boneLine(H, add(H, dirOf(0), 330), 50) + circle(H, 52, C.bone, ` stroke="${C.boneEdge}" stroke-width="4"`);
  s += poly(
    [
      [-150, -130],
      [40, -140],
      [118, -100],
      [-80, 190],
      [-160, 0],
    ],
    MUS.c,
    ' opacity=".92"',
  );
  s += stroke(`M-40 -20L${ptPx(add(H, [-30, 20]))}`, MUS.c, 60);
  s += boneLine([70, -150], [110, -205], 20);
  return s;
}

/** Front view of the right knee; `oa` thins the cartilage, narrows the space and adds osteophytes. */
export function knee(o: { oa?: boolean } = {}): string {
  const oa = !!o.oa;
  const gap = oa ? -14 : 0;
  let s = boneLine([0, -320], [0, -100], 96);
  s +=
    circle([-60, -62], 64, C.bone, ` stroke="${C.boneEdge}" stroke-width="4"`) +
    circle([60, -62], 64, C.bone, ` stroke="${C.boneEdge}" stroke-width="4"`);
  s += rect(-60, -120, 120, 60, C.bone);
  s += boneLine([108, 90 + gap], [108, 320], 22);
  s += boneLine([0, 60 + gap], [0, 320], 84);
  s += rect(-132, 12 + gap, 264, 54, C.bone, 18, ` stroke="${C.boneEdge}" stroke-width="4"`);
  const cart = oa ? ` stroke-dasharray="26 18"` : '';
  s +=
    stroke('M-118 -40A64 64 0 0 0 -4 -30', MUS.d, oa ? 7 : 16, cart) +
    stroke('M4 -30A64 64 0 0 0 118 -40', MUS.d, oa ? 7 : 16, cart);
  s += line([-118, 10 + gap], [118, 10 + gap], MUS.d, oa ? 6 : 14, cart);
  s +=
    poly(
      [
        [-134, 8 + gap],
        [-74, 8 + gap],
        [-134, -26 + gap / 2],
      ],
      MUS.a,
    ) +
    poly(
      [
        [134, 8 + gap],
        [74, 8 + gap],
        [134, -26 + gap / 2],
      ],
      MUS.a,
    );
  if (oa) {
    for (const [x, y, sx] of [
      [-132, 20, -1],
      [132, 20, 1],
      [-124, -78, -1],
      [124, -78, 1],
    ] as const)
      s += poly(
        [
          [x, y + gap / 2 - 14],
          [x + sx * 26, y + gap / 2],
          [x, y + gap / 2 + 14],
        ],
        C.warm,
      );
    s += ellipse([0, -10], 180, 110, C.warm, ' opacity=".12"');
  }
  return s;
}

/** Side view of the lumbar spine (facing right), with discs, posterior elements and back muscles. */
export function spine(o: { muscles?: boolean } = {}): string {
  let s = '';
  if (o.muscles !== false)
    s +=
      rect(-250, -280, 90, 560, C.accent, 45, ' opacity=".28"') +
      rect(-175, -250, 46, 500, C.accent, 23, ' opacity=".55"');
  const cs: Array<{ c: Pt; t: number }> = [];
  for (let i = 0; i < 5; i++) cs.push({ c: [28 * Math.sin((Math.PI * i) / 4), -220 + i * 110], t: -12 + 6 * i });
  cs.forEach(({ c, t }, i) => {
    const next = cs[i + 1];
    if (next)
      s += ellipse(
        [(c[0] + next.c[0]) / 2, (c[1] + next.c[1]) / 2],
        72,
        16,
        MUS.d,
        ` transform="rotate(${t + 3} ${nPx((c[0] + next.c[0]) / 2)} ${nPx((c[1] + next.c[1]) / 2)})"`,
      );
  });
  for (const { c, t } of cs) {
    s += `<g transform="translate(${nPx(c[0])} ${nPx(c[1])}) rotate(${t})">`;
    s += poly(
      [
        [-70, -20],
        [-150, -6],
        [-160, 14],
        [-70, 20],
      ],
      C.bone,
      ` stroke="${C.boneEdge}" stroke-width="4" stroke-linejoin="round"`,
    );
    s += rect(-72, -38, 144, 76, C.bone, 16, ` stroke="${C.boneEdge}" stroke-width="4"`);
    s += circle([-92, -30], 12, C.boneEdge);
    s += '</g>';
  }
  return s;
}

/** The right arm from the side (facing right) with biceps brachii, its origins (O) and insertion (I). */
export function armBiceps(o: { labels?: boolean } = {}): string {
  let s = poly(
    [
      [-170, -120],
      [40, -90],
      [30, 40],
      [-140, 120],
    ],
    C.bone,
    ` stroke="${C.boneEdge}" stroke-width="4" stroke-linejoin="round"`,
  );
  s += boneLine([60, -70], [105, -40], 22);
  s += boneLine([0, -10], [0, 330], 46) + circle([0, -10], 56, C.bone, ` stroke="${C.boneEdge}" stroke-width="4"`);
  s +=
    boneLine([0, 330], [300, 250], 30) +
    boneLine([10, 350], [300, 285], 22) +
    circle([0, 335], 30, C.bone, ` stroke="${C.boneEdge}" stroke-width="4"`);
  s += line([22, -50], [40, 80], MUS.c, 10) + line([100, -38], [70, 80], MUS.c, 10);
  s += ellipse([60, 185], 46, 125, C.accent, ' transform="rotate(-6 60 185)"');
  s += line([72, 300], [78, 345], MUS.c, 12) + line([80, 330], [150, 318], MUS.c, 6, ' opacity=".7"');
  const dot = (p: Pt) => circle(p, 13, C.white, ` stroke="${C.deep}" stroke-width="6"`);
  s += dot([22, -50]) + dot([100, -38]) + dot([78, 345]);
  if (o.labels !== false)
    s += label([-30, -62], 'O', 34, C.deep) + label([138, -46], 'O', 34, C.deep) + label([80, 405], 'I', 34, C.deep);
  return s;
}

/** The chest wall from the side: ribs, scapula, serratus anterior slips and the long thoracic nerve. */
export function serratus(): string {
  let s = '';
  for (let i = 0; i < 8; i++)
    s +=
      stroke(`M-210 ${-210 + i * 58}Q20 ${-250 + i * 62} 230 ${-150 + i * 60}`, C.boneEdge, 18, ' opacity=".8"') +
      stroke(`M-210 ${-210 + i * 58}Q20 ${-250 + i * 62} 230 ${-150 + i * 60}`, C.bone, 10);
  s += poly(
    [
      [-230, -230],
      [-90, -250],
      [-120, 120],
    ],
    C.bone,
    ` stroke="${C.boneEdge}" stroke-width="4" stroke-linejoin="round" opacity=".95"`,
  );
  for (let i = 0; i < 6; i++) s += line([-150 + i * 4, -160 + i * 48], [40 + i * 22, -150 + i * 62], MUS.a, 24);
  s += stroke('M-40 -280C-30 -120 -20 40 -10 230', C.warm, 7);
  for (let i = 0; i < 5; i++) s += line([-36 + i * 5, -180 + i * 70], [-5 + i * 5, -170 + i * 70], C.warm, 5);
  return s;
}

/** The right scapula from behind with the three muscles of the upward rotation force couple. */
export function forceCouple(): string {
  let s = ellipse([-30, 40], 320, 300, C.mist, ` stroke="${C.rule}" stroke-width="4"`);
  for (let i = 0; i < 7; i++)
    s += rect(-272, -230 + i * 75, 44, 56, C.bone, 10, ` stroke="${C.boneEdge}" stroke-width="3"`);
  s +=
    `<g transform="rotate(12 -20 0)"><polygon points="-130,-150 120,-165 130,-120 -10,210 -140,40"${bone()}/>` +
    boneLine([-125, -90], [150, -150], 20) +
    '</g>';
  s +=
    arrow([120, -150], [60, -270], C.accent, 14) +
    arrow([-110, -80], [-200, 60], MUS.c, 14) +
    arrow([10, 200], [170, 250], MUS.b, 14);
  s += `<path d="M-170 -210A260 260 0 0 1 190 -40" fill="none" stroke="${C.deep}" stroke-width="8" stroke-dasharray="20 14"/>`;
  s += poly(
    [
      [190, -40],
      [160, -70],
      [212, -76],
    ],
    C.deep,
  );
  return s;
}

/** Three planes of movement drawn around a point. */
export function planes(c: Pt, w: number, h: number): string {
  const [x, y] = c;
  const sag = poly(
    [
      [x - w * 0.05, y - h / 2],
      [x + w * 0.18, y - h / 2 - h * 0.1],
      [x + w * 0.18, y + h / 2 - h * 0.1],
      [x - w * 0.05, y + h / 2],
    ],
    C.accent,
    ' opacity=".18"',
  );
  const front = rect(x - w / 2, y - h / 2, w, h, C.mid, 6, ' opacity=".12"');
  const trans = poly(
    [
      [x - w / 2, y],
      [x + w / 2, y],
      [x + w / 2 + w * 0.16, y - h * 0.1],
      [x - w / 2 + w * 0.16, y - h * 0.1],
    ],
    C.deep,
    ' opacity=".16"',
  );
  return front + trans + sag;
}

/** Category icons, 96 x 96: a soft tile and a simple joint motif. */
export function icon(kind: string): string {
  const tile = rect(4, 4, 88, 88, C.mist, 22);
  const b = (a: Pt, c: Pt, w: number) => line(a, c, C.deep, w);
  const acc = (p: Pt, r: number) => circle(p, r, C.accent);
  const motifs: Record<string, string> = {
    neck:
      circle([48, 26], 13, C.mid) +
      [0, 1, 2].map((i) => rect(40, 44 + i * 14, 16, 10, C.deep, 3)).join('') +
      [0, 1].map((i) => rect(41, 54.5 + i * 14, 14, 3, C.accent, 1.5)).join(''),
    'lower-back':
      [0, 1, 2, 3].map((i) => rect(36 + Math.sin(i) * 5, 18 + i * 16, 24, 11, C.deep, 3)).join('') +
      [0, 1, 2].map((i) => rect(38 + Math.sin(i + 0.5) * 5, 30 + i * 16, 20, 3.5, C.accent, 1.8)).join(''),
    shoulder:
      poly(
        [
          [18, 24],
          [52, 22],
          [30, 72],
        ],
        C.mid,
      ) +
      b([58, 36], [66, 80], 11) +
      circle([58, 34], 11, C.deep) +
      stroke('M40 26A20 20 0 0 1 72 30', C.accent, 5),
    'elbow-hand':
      b([20, 26], [44, 52], 9) +
      b([44, 52], [64, 66], 8) +
      rect(60, 60, 20, 16, C.deep, 5, ' transform="rotate(35 70 68)"') +
      acc([44, 52], 7),
    hip:
      path2('M20 30Q30 14 48 26Q66 14 76 30L62 46L34 46Z', C.mid) +
      b([60, 50], [70, 82], 10) +
      circle([58, 46], 9, C.deep) +
      stroke('M46 44A13 13 0 0 1 70 40', C.accent, 4),
    knee:
      b([48, 12], [48, 42], 14) +
      b([48, 54], [48, 86], 12) +
      rect(34, 40, 28, 5, C.accent, 2.5) +
      rect(34, 48, 28, 4, C.accent, 2) +
      circle([40, 38], 7, C.deep) +
      circle([56, 38], 7, C.deep),
    'ankle-foot': b([40, 12], [42, 58], 12) + stroke('M40 64L44 74L78 76', C.deep, 12) + acc([42, 62], 7),
    posture:
      circle([48, 18], 8, C.mid) +
      b([48, 28], [48, 56], 12) +
      b([46, 58], [44, 86], 9) +
      b([50, 58], [52, 86], 9) +
      line([62, 10], [62, 88], C.accent, 3, ' stroke-dasharray="5 4"'),
  };
  return tile + (motifs[kind] ?? '');
}
const path2 = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
