/** Software screens (1280 x 800) and thumbnails, category icons (96 x 96), exercise thumbnails (400 x 400). */
import { armBiceps, forceCouple, icon, knee, place, shoulderPosterior, spine } from './anatomy.js';
import { C } from '../palette.js';
import { type Pt } from '../vector.js';
import { arc, background, card, circle, doc, floor, group, label, line, poly, rect } from './draw.js';
import {
  type FigureOpts,
  type Part,
  drawFront,
  drawSide,
  frontFigure,
  frontJoints,
  renderParts,
  sideFigure,
} from './figures.js';
import * as P from './poses.js';
import { longmen, mat, pullDownStation, smith, stool } from './props.js';

/** An exercise drawn into a square box of `size` px: returns still or animated parts plus its equipment. */
type ExerciseArt = {
  title: string;
  draw: (size: number, x0: number, y0: number, tone?: 'light' | 'dark') => { frames: Part[][]; props: string };
};
const box = (size: number, x0: number, y0: number) => ({
  k: size / 400,
  X: (x: number) => x0 + (x * size) / 400,
  Y: (y: number) => y0 + (y * size) / 400,
});

const sideEx = (
  title: string,
  a: Parameters<typeof sideFigure>[0],
  b: Parameters<typeof sideFigure>[0],
  opts: (bx: ReturnType<typeof box>) => Omit<FigureOpts, 'tone'>,
  props: (bx: ReturnType<typeof box>) => string = () => '',
): ExerciseArt => ({
  title,
  draw: (size, x0, y0, tone) => {
    const bx = box(size, x0, y0);
    const o = { ...opts(bx), tone };
    return { frames: [sideFigure(a, o), sideFigure(b, o)], props: props(bx) };
  },
});
const frontEx = (
  title: string,
  a: Parameters<typeof frontFigure>[0],
  b: Parameters<typeof frontFigure>[0],
  opts: (bx: ReturnType<typeof box>) => Omit<FigureOpts, 'tone'>,
  props: (bx: ReturnType<typeof box>, o: FigureOpts) => string = () => '',
): ExerciseArt => ({
  title,
  draw: (size, x0, y0, tone) => {
    const bx = box(size, x0, y0);
    const o = { ...opts(bx), tone };
    return { frames: [frontFigure(a, o), frontFigure(b, o)], props: props(bx, o) };
  },
});

const FL = 352;
export const exerciseArt: Record<string, ExerciseArt> = {
  MM1001: sideEx('Bodyweight squat', P.squatTop, P.squatBottom, (b) => ({
    s: 80 * b.k,
    anchor: 'ankle',
    at: [b.X(190), b.Y(FL - 6)],
    muscles: ['quads', 'glutes'],
  })),
  MM1002: sideEx('Barbell back squat', P.backSquatTop, P.backSquatBottom, (b) => ({
    s: 80 * b.k,
    anchor: 'ankle',
    at: [b.X(190), b.Y(FL - 6)],
    muscles: ['quads', 'glutes'],
    hold: 'barbellBack',
  })),
  MM1003: sideEx(
    'Push-up',
    P.pushUpTop,
    P.pushUpBottom,
    (b) => ({ s: 118 * b.k, anchor: 'toe', at: [b.X(36), b.Y(FL - 8)], muscles: ['pecs', 'triceps'] }),
    (b) => mat(b.X(20), b.X(380), b.Y(FL)),
  ),
  MM1004: frontEx(
    'Seated dumbbell shoulder press',
    P.pressDown,
    P.pressUp,
    (b) => ({ s: 84 * b.k, anchor: 'ankleR', at: [b.X(222), b.Y(FL - 4)], muscles: ['delts'], hold: 'dumbbells' }),
    (b, o) => {
      const { T } = frontJoints(P.pressDown, o);
      return stool(T(0, 0)[0], b.Y(FL), 130 * b.k, b.Y(FL) - T(0, 0.08)[1]);
    },
  ),
  MM1005: frontEx(
    'Lat pull-down',
    P.pullDownTop,
    P.pullDownBottom,
    (b) => ({
      s: 80 * b.k,
      anchor: 'ankleR',
      at: [b.X(221), b.Y(FL - 4)],
      muscles: ['lats'],
      hold: 'bar',
      cable: [b.X(200), b.Y(30)],
    }),
    (b, o) => {
      const { T } = frontJoints(P.pullDownTop, o);
      return pullDownStation(b.X(340), b.Y(FL), b.Y(16), T(0, 0.08)[1], b.X(200));
    },
  ),
  MM1006: sideEx('Barbell Romanian deadlift', P.rdlTop, P.rdlBottom, (b) => ({
    s: 82 * b.k,
    anchor: 'ankle',
    at: [b.X(200), b.Y(FL - 6)],
    muscles: ['hams', 'glutes'],
    hold: 'barbellHands',
  })),
  MM1007: sideEx(
    'Single-arm dumbbell row',
    P.rowBottom,
    P.rowTop,
    (b) => ({
      s: 92 * b.k,
      anchor: 'knee_far',
      at: [b.X(150), b.Y(232)],
      muscles: ['lats', 'triceps'],
      hold: 'dumbbell',
    }),
    (b) => stool(b.X(196), b.Y(FL), 290 * b.k, 128 * b.k),
  ),
  MM1008: sideEx(
    'Glute bridge',
    P.bridgeDown,
    P.bridgeUp,
    (b) => ({ s: 100 * b.k, anchor: 'shoulder', at: [b.X(80), b.Y(FL - 24)], muscles: ['glutes', 'hams'] }),
    (b) => mat(b.X(30), b.X(370), b.Y(FL)),
  ),
  MM1009: sideEx(
    'Smith machine split squat',
    P.splitTop,
    P.splitBottom,
    (b) => ({
      s: 82 * b.k,
      anchor: 'ankle',
      at: [b.X(250), b.Y(FL - 6)],
      muscles: ['quads', 'glutes'],
      hold: 'barbellBack',
    }),
    (b) => smith(b.X(246), b.Y(FL), b.Y(24)),
  ),
  MM1010: sideEx(
    'Cable face pull',
    P.facePullStart,
    P.facePullEnd,
    (b) => ({
      s: 82 * b.k,
      anchor: 'ankle',
      at: [b.X(150), b.Y(FL - 6)],
      muscles: ['delts', 'traps'],
      cable: [b.X(338), b.Y(126)],
    }),
    (b) => longmen(b.X(352), b.Y(FL), b.Y(24), b.Y(126)),
  ),
  MM1011: sideEx(
    'Supine hamstring stretch',
    P.hamstringStretch(55),
    P.hamstringStretch(80),
    (b) => ({ s: 100 * b.k, anchor: 'shoulder', at: [b.X(70), b.Y(FL - 26)], muscles: ['hams'] }),
    (b) => mat(b.X(30), b.X(370), b.Y(FL)),
  ),
  MM1012: frontEx('Dumbbell lateral raise', P.lateralDown, P.lateralUp, (b) => ({
    s: 80 * b.k,
    anchor: 'ankleR',
    at: [b.X(211), b.Y(FL - 4)],
    muscles: ['delts'],
    hold: 'dumbbells',
  })),
};

const square = (title: string, tone: 'light' | 'dark', body: string, size = 400) => {
  const bg = background(size, size, tone, 25);
  return doc(size, size, title, bg.body + body, bg.defs);
};

export function exerciseThumb(code: string, motion: boolean): string {
  const art = exerciseArt[code]!;
  const { frames, props } = art.draw(400, 0, 0);
  const body =
    floor(20, 380, FL) +
    props +
    (motion ? renderParts(frames, 2.6) : group(renderParts([frames[0]!]), ' opacity=".2"') + renderParts([frames[1]!]));
  return square(motion ? `${art.title}, animated` : art.title, 'light', body);
}

/** The inside of an app screen's 3D viewport (about 560 x 560, centred on `c`). */
const viewports: Record<string, (c: Pt) => string> = {
  biceps: (c) => place(armBiceps({ labels: false }), c[0] - 20, c[1] - 140, 0.7),
  squat: (c) =>
    drawSide(P.squatBottom, {
      s: 118,
      anchor: 'ankle',
      at: [c[0] + 20, c[1] + 210],
      tone: 'dark',
      muscles: ['quads', 'glutes', 'far:quads'],
    }) + arc([c[0] - 40, c[1] + 90], 120, -150, -100, C.accent, 4),
  cuff: (c) => place(shoulderPosterior({ cuff: true, abduct: 20 }), c[0] - 30, c[1], 0.95),
  abduction: (c) =>
    drawFront(P.abduction, {
      s: 105,
      anchor: 'ankleR',
      at: [c[0] - 10, c[1] + 230],
      tone: 'dark',
      muscles: ['delts'],
    }) +
    arc([c[0] + 18, c[1] + 230 - 2.5 * 105], 140, 90, -5, C.accent, 5) +
    label([c[0] + 200, c[1] - 130], '90°', 30, C.accentSoft),
  library: (c) => {
    let s = '';
    ['MM1001', 'MM1006', 'MM1004', 'MM1012'].forEach((code, i) => {
      const x = c[0] - 250 + (i % 2) * 260;
      const y = c[1] - 262 + Math.floor(i / 2) * 262;
      const { frames, props } = exerciseArt[code]!.draw(240, x, y, 'dark');
      s += rect(x, y, 240, 240, '#ffffff', 16, ' fill-opacity=".06"') + props + renderParts([frames[1]!]);
    });
    return s;
  },
  hamstring: (c) =>
    mat(c[0] - 260, c[0] + 270, c[1] + 200) +
    drawSide(P.hamstringStretch(80), {
      s: 165,
      anchor: 'shoulder',
      at: [c[0] - 200, c[1] + 172],
      tone: 'dark',
      muscles: ['hams'],
    }),
  quad: (c) =>
    floor(c[0] - 200, c[0] + 200, c[1] + 230, '#ffffff') +
    drawSide(P.quadStretch, { s: 130, anchor: 'ankle_far', at: [c[0], c[1] + 222], tone: 'dark', muscles: ['quads'] }),
  calf: (c) =>
    floor(c[0] - 240, c[0] + 240, c[1] + 230, '#ffffff') +
    line([c[0] + 190, c[1] - 260], [c[0] + 190, c[1] + 230], '#ffffff', 10, ' stroke-opacity=".4"') +
    drawSide(P.calfStretch, {
      s: 125,
      anchor: 'ankle',
      at: [c[0] + 20, c[1] + 222],
      tone: 'dark',
      muscles: ['far:calves', 'calves'],
    }),
  kneeOa: (c) => place(knee({ oa: true }), c[0], c[1], 0.85),
  spine: (c) => place(spine(), c[0] + 20, c[1], 0.82),
  shoulderRotation: (c) => place(forceCouple(), c[0], c[1], 0.72),
  imageGrid: (c) => {
    let s = '';
    ['knee', 'shoulder', 'lower-back', 'hip', 'neck', 'ankle-foot', 'elbow-hand', 'posture', 'knee'].forEach((k, i) => {
      s += place(icon(k), c[0] - 246 + (i % 3) * 170, c[1] - 246 + Math.floor(i / 3) * 170, 1.5);
    });
    return s;
  },
};

/** An app screen: navigation list, dark 3D viewport, and a panel of muscle chips. No words, only shapes. */
function appScreen(title: string, view: string, active: number): string {
  const bg = background(1280, 800, 'light');
  const defs =
    bg.defs +
    `<linearGradient id="vp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.mid}"/><stop offset="1" stop-color="#083a44"/></linearGradient>`;
  let s = bg.body + rect(66, 58, 1160, 700, C.night, 28, ' opacity=".06"') + card(60, 50, 1160, 700, C.white, 28);
  s += circle([106, 94], 16, C.accent) + rect(132, 86, 120, 16, C.deep, 8);
  [0, 1, 2].forEach((i) => (s += rect(560 + i * 130, 78, 112, 32, i === 0 ? C.mid : C.mist, 16)));
  const widths = [150, 120, 170, 110, 140, 160, 125];
  widths.forEach((w, i) => {
    const y = 150 + i * 62;
    if (i === active) s += rect(76, y - 18, 228, 52, C.mist, 12);
    s +=
      circle([102, y + 8], 9, i === active ? C.accent : C.far) +
      rect(124, y + 1, w, 14, i === active ? C.deep : C.rule, 7);
  });
  s += rect(320, 134, 580, 596, 'url(#vp)', 20);
  s += `<clipPath id="vc"><rect x="320" y="134" width="580" height="596" rx="20"/></clipPath>`;
  s += group(view, ' clip-path="url(#vc)"');
  s +=
    circle([360, 690], 18, '#ffffff', ' opacity=".9"') +
    poly(
      [
        [354, 681],
        [354, 699],
        [369, 690],
      ],
      C.mid,
    ) +
    line([392, 690], [860, 690], '#ffffff', 5, ' stroke-opacity=".35"') +
    line([392, 690], [560, 690], C.accent, 5) +
    circle([560, 690], 10, C.accent);
  s += rect(924, 142, 270, 22, C.deep, 11) + rect(924, 178, 190, 14, C.rule, 7);
  const chips = [C.accent, '#f4a26e', '#e2773a', C.mid, C.far];
  chips.forEach((c, i) => {
    const y = 222 + i * 58;
    s +=
      card(924, y, 272, 46, C.white, 12) +
      circle([948, y + 23], 10, c) +
      rect(968, y + 16, 120 + ((i * 37) % 70), 14, C.rule, 7);
  });
  s +=
    rect(924, 530, 272, 180, C.mist, 16) +
    arc([1060, 660], 90, 180, 300, C.accent, 6, false) +
    circle([1060, 660], 8, C.deep);
  return doc(1280, 800, title, s, defs);
}

const thumb = (title: string, tone: 'light' | 'dark', body: string) => square(title, tone, body);

export const productScenes: Record<string, () => string> = {
  'muscle-movement-analysis-1': () =>
    appScreen(
      'Muscle movement analysis screen: biceps brachii with origin and insertion',
      viewports.biceps!([610, 420]),
      0,
    ),
  'muscle-movement-analysis-2': () =>
    appScreen(
      'Muscle movement analysis screen: a squat with the working muscles highlighted',
      viewports.squat!([610, 420]),
      2,
    ),
  'muscle-movement-analysis-3': () =>
    appScreen('Muscle movement analysis screen: the rotator cuff', viewports.cuff!([610, 420]), 4),
  'muscle-movement-analysis-thumb': () =>
    thumb('Muscle movement analysis', 'dark', place(armBiceps({ labels: false }), 190, 110, 0.55)),
  'joint-movement-analysis-1': () =>
    appScreen(
      'Joint movement analysis screen: shoulder abduction through its range',
      viewports.abduction!([610, 420]),
      1,
    ),
  'joint-movement-analysis-thumb': () =>
    thumb(
      'Joint movement analysis',
      'dark',
      drawFront(P.abduction, { s: 72, anchor: 'ankleR', at: [190, 360], tone: 'dark', muscles: ['delts'] }) +
        arc([208, 360 - 2.48 * 72], 100, 90, -5, C.accent, 4),
    ),
  'strength-training-library-1': () =>
    appScreen('Strength training library screen: a grid of exercises', viewports.library!([610, 420]), 3),
  'strength-training-library-thumb': () => {
    const { frames, props } = exerciseArt.MM1002!.draw(400, 0, 0, 'dark');
    return thumb(
      'Strength training library',
      'dark',
      floor(20, 380, FL, '#ffffff') + props + renderParts([frames[1]!]),
    );
  },
  'stretching-library-1': () =>
    appScreen('Stretching library screen: supine hamstring stretch', viewports.hamstring!([610, 420]), 0),
  'stretching-library-2': () =>
    appScreen('Stretching library screen: standing quadriceps stretch', viewports.quad!([610, 420]), 1),
  'stretching-library-3': () =>
    appScreen('Stretching library screen: calf stretch against a wall', viewports.calf!([610, 420]), 2),
  'stretching-library-thumb': () =>
    thumb(
      'Stretching library',
      'dark',
      mat(30, 370, 330) +
        drawSide(P.hamstringStretch(80), { s: 95, anchor: 'shoulder', at: [92, 312], tone: 'dark', muscles: ['hams'] }),
    ),
  'condition-animations-1': () =>
    appScreen('Condition animation screen: knee osteoarthritis', viewports.kneeOa!([610, 420]), 0),
  'condition-animations-2': () =>
    appScreen('Condition animation screen: the lumbar spine', viewports.spine!([610, 420]), 2),
  'condition-animations-3': () =>
    appScreen(
      'Condition animation screen: the shoulder blade and its muscles',
      viewports.shoulderRotation!([610, 420]),
      5,
    ),
  'condition-animations-thumb': () => thumb('Condition animations', 'dark', place(knee({ oa: true }), 200, 200, 0.55)),
  'condition-image-library-1': () =>
    appScreen('Condition image library screen: a grid of images by body region', viewports.imageGrid!([610, 420]), 1),
  'condition-image-library-thumb': () =>
    thumb(
      'Condition image library',
      'light',
      ['knee', 'shoulder', 'lower-back', 'hip']
        .map((k, i) => place(icon(k), 40 + (i % 2) * 170, 40 + Math.floor(i / 2) * 170, 1.6))
        .join(''),
    ),
};

export const iconScene = (kind: string, title: string) => doc(96, 96, title, icon(kind));
