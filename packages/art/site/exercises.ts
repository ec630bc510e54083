import { C } from '../palette.js';
import { type Joints, L, type PoseSpec, solve } from '../rig.js';
import { Doc } from './doc.js';
import { figure, n3 } from './figure.js';
import { barbell, dumbbell, platform, studio } from './props.js';
import { type Pt, add, dirOf, mul, n } from '../vector.js';

// Exercises
// ---------------------------------------------------------------------------------------------

export interface Exercise {
  slug: string;
  en: string;
  cn: string;
  pose: PoseSpec;
  primary: string[];
  secondary: string[];
  /** world-space props behind / in front of the figure */
  props?: (doc: Doc, j: Joints, sw: number) => { back?: string; front?: string };
  grip?: boolean;
  floor?: boolean;
  /** extra world points (props) that must stay in frame */
  extent?: Pt[];
}

export const box = (doc: Doc, x0: number, x1: number, top: number, sw: number, depth = 10): string => {
  const side = doc.lin('boxS', [
    [0, '#dfe8ea'],
    [1, '#c5d5d9'],
  ]);
  const topF = doc.lin('boxT', [
    [0, '#ffffff'],
    [1, '#e9f0f1'],
  ]);
  // a block seen slightly from above: front face + top face
  return (
    `<path d="M${n(x0)} ${n(top)}L${n(x0 + depth * 0.9)} ${n(top - depth * 0.45)}H${n(x1 + depth * 0.9)}L${n(x1)} ${n(top)}Z" fill="${topF}" stroke="${C.mid}" stroke-opacity=".35" stroke-width="${n3(sw)}"/>` +
    `<path d="M${n(x1)} ${n(top)}L${n(x1 + depth * 0.9)} ${n(top - depth * 0.45)}V${n(-depth * 0.45)}L${n(x1)} 0Z" fill="#c9d8dc" stroke="${C.mid}" stroke-opacity=".35" stroke-width="${n3(sw)}"/>` +
    `<rect x="${n(x0)}" y="${n(top)}" width="${n(x1 - x0)}" height="${n(-top)}" rx="1.5" fill="${side}" stroke="${C.mid}" stroke-opacity=".35" stroke-width="${n3(sw)}"/>`
  );
};

export const mat = (doc: Doc, x0: number, x1: number, sw: number): string => {
  const g = doc.lin('mat', [
    [0, '#1c8f95'],
    [1, C.mid],
  ]);
  return `<path d="M${n(x0)} 0L${n(x0 + 9)} -4.5H${n(x1 + 9)}L${n(x1)} 0Z" fill="${g}" opacity=".35"/><rect x="${n(x0)}" y="0" width="${n(x1 - x0)}" height="2.6" rx="1.2" fill="${C.mid}" opacity=".55" stroke="${C.deep}" stroke-opacity=".3" stroke-width="${n3(sw)}"/>`;
};

export const EXERCISES: Exercise[] = [
  {
    slug: 'squat',
    grip: true,
    en: 'Squat',
    cn: '深蹲',
    pose: { hip: [-24, -50], torso: 42, neck: 24, arm: { a: -48, b: 152, c: 160 }, leg: { to: [0, -7] } },
    primary: ['quads', 'glutes'],
    secondary: ['erector', 'hamstrings'],
    props: (doc, j, sw) => {
      const b = barbell(doc, add(j.near.wr, mul(dirOf(j.near.handAng), 4.5)), 18, sw, 14);
      return { back: b.back, front: b.front };
    },
  },
  {
    slug: 'deadlift',
    grip: true,
    en: 'Deadlift',
    cn: '硬拉',
    pose: { hip: [-34, -66], torso: 66, neck: 52, arm: { to: [10, -27], c: 0 }, leg: { to: [0, -7] } },
    primary: ['hamstrings', 'glutes', 'erector'],
    secondary: ['quads', 'traps', 'forearm'],
    props: (doc, j, sw) => {
      const c = add(j.near.wr, mul(dirOf(j.near.handAng), 4.5));
      const b = barbell(doc, c, -c[1], sw, 16);
      return { back: b.back, front: b.front };
    },
  },
  {
    slug: 'bench-press',
    grip: true,
    en: 'Bench Press',
    cn: '卧推',
    pose: {
      hip: [22, -56],
      torso: -90,
      neck: -96,
      arm: { to: [-22, -104], c: 175 },
      leg: { to: [66, -7] },
      farLeg: { to: [58, -7] },
      farShift: [-2, -2],
    },
    primary: ['pecs', 'triceps'],
    secondary: ['frontDelt'],
    props: (doc, j, sw) => {
      const b = barbell(doc, add(j.near.wr, mul(dirOf(j.near.handAng), 4.5)), 18, sw, 18);
      const pad = doc.lin('pad', [
        [0, '#3a5158'],
        [1, C.ink],
      ]);
      const bench =
        `<rect x="-78" y="-45" width="128" height="9" rx="4" fill="${pad}"/>` +
        `<path d="M-60 -36V0M34 -36V0M-70 0H-50M24 0H44" stroke="#8aa1a7" stroke-width="3" stroke-linecap="round"/>` +
        '';
      void sw;
      return { back: bench + b.back, front: b.front };
    },
  },
  {
    slug: 'lunge',
    grip: true,
    en: 'Lunge',
    cn: '弓步蹲',
    pose: {
      hip: [-8, -54],
      torso: 4,
      neck: 8,
      arm: { a: 2, b: 0, c: 0 },
      leg: { to: [34, -7] },
      farLeg: { a: -24, b: -104, c: 36 },
      farArm: { a: 4, b: 2, c: 0 },
    },
    primary: ['quads:n', 'glutes'],
    secondary: ['hamstrings:n', 'quads:f'],
    props: (doc, j, sw) => ({
      back: dumbbell(doc, add(j.far.wr, mul(dirOf(0), 6)), 7, sw),
      front: dumbbell(doc, add(j.near.wr, mul(dirOf(0), 6)), 7, sw),
    }),
  },
  {
    slug: 'push-up',
    en: 'Push-up',
    cn: '俯卧撑',
    pose: {
      hip: [-10, -29],
      torso: 76,
      neck: 80,
      arm: { to: [36, -6], c: 90, bend: -1 },
      leg: { to: [-93, -15], c: 10 },
      farShift: [-3, -1.6],
    },
    primary: ['pecs', 'triceps'],
    secondary: ['frontDelt', 'abs'],
    floor: true,
    props: (doc, _j, sw) => ({ back: mat(doc, -120, 70, sw) }),
  },
  {
    slug: 'plank',
    en: 'Plank',
    cn: '平板支撑',
    pose: {
      hip: [-8, -26],
      torso: 77,
      neck: 82,
      arm: { a: 0, b: 90, c: 90 },
      leg: { to: [-93, -15], c: 10 },
      farShift: [-3, -1.6],
    },
    primary: ['abs'],
    secondary: ['frontDelt', 'quads', 'glutes'],
    floor: true,
    props: (doc, _j, sw) => ({ back: mat(doc, -120, 80, sw) }),
  },
  {
    slug: 'pull-up',
    grip: true,
    en: 'Pull-up',
    cn: '引体向上',
    pose: {
      hip: [2, -130],
      torso: -10,
      neck: 4,
      arm: { to: [7, -204], c: 180, bend: -1 },
      leg: { a: 12, b: -40, c: 40 },
      farLeg: { a: 6, b: -52, c: 30 },
    },
    primary: ['lats', 'biceps'],
    secondary: ['forearm', 'traps'],
    props: (_doc, _j, _sw) => {
      const bar = `<path d="M-16 -203L28 -217" stroke="#5b737b" stroke-width="3.2" stroke-linecap="round"/>`;
      const posts = `<path d="M-16 -203V-300M28 -217V-300" stroke="#8aa1a7" stroke-width="3.4"/><path d="M-19.5 -203h7M24.5 -217h7" stroke="#5b737b" stroke-width="5" stroke-linecap="round"/>`;
      return {
        back: posts + `<path d="M4 -208L28 -217" stroke="#5b737b" stroke-width="3.2" stroke-linecap="round"/>`,
        front: bar,
      };
    },
  },
  {
    slug: 'shoulder-press',
    grip: true,
    en: 'Shoulder Press',
    cn: '肩上推举',
    pose: {
      hip: [0, -93],
      torso: 0,
      neck: 2,
      arm: { to: [4, -192], c: 180, bend: -1 },
      leg: { a: 0, b: 0 },
      farLeg: { a: -3, b: -3 },
    },
    primary: ['delts', 'triceps'],
    secondary: ['traps', 'abs'],
    props: (doc, j, sw) => ({
      back: dumbbell(doc, add(j.far.wr, mul(dirOf(180), 6)), 7, sw),
      front: dumbbell(doc, add(j.near.wr, mul(dirOf(180), 6)), 7, sw),
    }),
  },
  {
    slug: 'hip-bridge',
    en: 'Hip Bridge',
    cn: '臀桥',
    pose: {
      hip: [-8, -40],
      torso: -118,
      neck: -96,
      arm: { a: 80, b: 88, c: 90 },
      leg: { to: [40, -7] },
      farLeg: { to: [36, -7] },
      farShift: [-2, -1],
    },
    primary: ['glutes', 'hamstrings'],
    secondary: ['erector', 'quads'],
    floor: true,
    props: (doc, _j, sw) => ({ back: mat(doc, -100, 70, sw) }),
  },
  {
    slug: 'hamstring-stretch',
    en: 'Hamstring Stretch',
    cn: '腘绳肌拉伸',
    pose: {
      hip: [-8, -93],
      torso: 48,
      neck: 58,
      arm: { to: [42, -66], c: 120 },
      leg: { to: [74, -52], c: 160 },
      farLeg: { a: 0, b: 0 },
      farArm: { to: [40, -70], c: 120 },
    },
    primary: ['hamstrings:n'],
    secondary: ['calves:n', 'glutes'],
    props: (doc, _j, sw) => ({ back: box(doc, 50, 96, -45, sw) }),
  },
  {
    slug: 'quad-stretch',
    en: 'Quad Stretch',
    cn: '股四头肌拉伸',
    pose: {
      hip: [0, -93],
      torso: 2,
      neck: 4,
      arm: { to: [-15, -84], c: 200, bend: -1 },
      leg: { a: -12, b: -168, c: -160 },
      farLeg: { a: 0, b: 0 },
      farArm: { a: 84, b: 86, c: 90 },
    },
    primary: ['quads:n'],
    secondary: ['hipFlexor'],
  },
  {
    slug: 'calf-raise',
    grip: true,
    en: 'Calf Raise',
    cn: '提踵',
    pose: {
      hip: [0, -122],
      torso: 0,
      neck: 2,
      arm: { a: 2, b: 0, c: 0 },
      leg: { a: 0, b: 0, c: 48 },
      farLeg: { a: 0, b: 0, c: 48 },
    },
    primary: ['calves', 'soleus'],
    secondary: ['tibialis'],
    props: (doc, j, sw) => ({
      back: box(doc, -2, 56, -20, sw) + dumbbell(doc, add(j.far.wr, mul(dirOf(0), 6)), 7, sw),
      front: dumbbell(doc, add(j.near.wr, mul(dirOf(0), 6)), 7, sw),
    }),
  },
];

/** Bounding box of a posed figure, in world units. */
export function bounds(j: Joints, extra: Pt[] = []): [number, number, number, number] {
  const ps: Pt[] = [j.head, j.sh, j.hip, ...extra];
  for (const l of [j.near, j.far]) {
    ps.push(
      l.sh,
      l.el,
      l.wr,
      l.hip,
      l.kn,
      l.an,
      add(l.wr, mul(dirOf(l.handAng), L.hand)),
      add(l.an, mul(dirOf(l.footAng), 19)),
    );
  }
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of ps) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0 - 10, y0 - 12, x1 + 10, y1 + 6];
}

export function actionThumb(ex: Exercise): string {
  const W = 400;
  const H = 300;
  const doc = new Doc('a');
  const j = solve(ex.pose);
  const bb = bounds(j, ex.extent ?? []);
  const hangs = ex.slug === 'pull-up';
  const floorY = 264;
  const bw = bb[2] - bb[0];
  const bh = bb[3] - bb[1];
  let s = Math.min(1.6, 340 / bw, hangs ? 268 / bh : (floorY - 16) / -bb[1]);
  s = Math.round(s * 100) / 100;
  const cx = (bb[0] + bb[2]) / 2;
  const ox = W / 2 - cx * s;
  const oy = hangs ? 16 - bb[1] * s : floorY;
  const sw = 1 / s;
  const fig = figure(doc, ex.pose, { primary: ex.primary, secondary: ex.secondary, scale: s, grip: ex.grip });
  const props = ex.props?.(doc, j, sw) ?? {};
  const platC: Pt = [W / 2, floorY];
  const body =
    studio(doc, W, H, 20, [W / 2, H * 0.46], 150) +
    (hangs ? '' : platform(doc, platC, Math.min(176, Math.max(128, bw * s * 0.6)), 24)) +
    `<g transform="translate(${n(ox)} ${n(oy)}) scale(${n3(s)})">${props.back ?? ''}${fig.svg}${props.front ?? ''}</g>`;
  return doc.svg(W, H, `${ex.en} – working muscles highlighted`, body);
}

// ---------------------------------------------------------------------------------------------
