/** Blog covers and in-article figures, 1200 x 675. */
import {
  armBiceps,
  forceCouple,
  knee,
  place,
  planes,
  serratus,
  shoulderAnterior,
  shoulderPosterior,
  spine,
} from './anatomy.js';
import { C } from '../palette.js';
import { add, type Pt } from '../vector.js';
import { arc, arrow, background, circle, doc, floor, group, line, stroke } from './draw.js';
import {
  type FigureOpts,
  type FrontPose,
  type SidePose,
  drawFront,
  drawSide,
  frontJoints,
  sideJoints,
} from './figures.js';
import * as P from './poses.js';
import { longmen, mat, stool, tablet } from './props.js';

const W = 1200;
const H = 675;
const FLOOR = 600;
const scene = (title: string, tone: 'light' | 'dark', body: string) => {
  const bg = background(W, H, tone);
  return doc(W, H, title, bg.body + body, bg.defs);
};
const ghost = (svg: string, o = 0.22) => group(svg, ` opacity="${o}"`);
const dashed = (a: Pt, b: Pt, color: string = C.accent, w = 4) =>
  line(a, b, color, w, ` stroke-dasharray="${w * 3} ${w * 2.5}"`);
const side = (pose: SidePose, o: FigureOpts) => drawSide(pose, o);
const front = (pose: FrontPose, o: FigureOpts) => drawFront(pose, o);
/** Glow behind a subject on dark covers. */
const halo = (c: Pt, r: number) =>
  circle(c, r, '#ffffff', ' opacity=".05"') + circle(c, r * 0.66, '#ffffff', ' opacity=".05"');

export const blogScenes: Record<string, () => string> = {
  'rotator-cuff-in-3d': () =>
    scene(
      'Rotator cuff muscles on the shoulder blade, with the arm rising',
      'dark',
      halo([760, 330], 300) +
        place(shoulderPosterior({ cuff: true, abduct: 35 }), 720, 320, 1.15) +
        arc([910, 210], 250, 70, 20, C.accent, 6) +
        front(P.abduction, { s: 95, anchor: 'ankleR', at: [250, FLOOR], tone: 'dark', muscles: ['delts'] }) +
        arc([275, 339], 120, 95, -5, C.accentSoft, 4),
    ),
  'rotator-cuff-in-3d-1': () =>
    scene(
      'The four rotator cuff muscles seen from behind and from the front',
      'light',
      place(shoulderPosterior({ cuff: true }), 330, 300, 1.05) +
        place(shoulderAnterior(), 870, 300, 1.05, true) +
        line([600, 90], [600, 585], C.rule, 3),
    ),
  'rotator-cuff-in-3d-2': () =>
    scene(
      'Shoulder abduction with the rotator cuff centring the humeral head',
      'dark',
      halo([600, 330], 300) +
        place(shoulderPosterior({ cuff: true, deltoid: true, abduct: 75 }), 520, 340, 1.1) +
        arc([700, 235], 300, 95, 15, C.accent, 6),
    ),

  'squat-common-errors': () =>
    scene(
      'A squat seen from the side, with the working thigh and hip muscles highlighted',
      'light',
      floor(260, 940, FLOOR) +
        ghost(side(P.squatTop, { s: 150, anchor: 'ankle', at: [600, FLOOR - 12] })) +
        side(P.squatBottom, {
          s: 150,
          anchor: 'ankle',
          at: [600, FLOOR - 12],
          muscles: ['quads', 'glutes', 'far:quads', 'erectors'],
        }) +
        dashed([618, 120], [618, FLOOR - 4], C.mid, 3) +
        arc([600 - 5, FLOOR - 120], 130, -150, -100) +
        arc([538, 455], 110, -80, -20, C.accent, 4),
    ),
  'squat-common-errors-1': () => {
    const good = { s: 125, anchor: 'ankleR', at: [340, FLOOR - 10] as Pt, muscles: ['quads', 'gluteMed'] };
    const bad = { s: 125, anchor: 'ankleR', at: [880, FLOOR - 10] as Pt, muscles: ['quads'] };
    const g = frontJoints(P.squatFrontGood, good);
    const b = frontJoints(P.squatFrontValgus, bad);
    return scene(
      'Squat from the front: knees in line with the feet, and knees caving inward',
      'light',
      floor(150, 1050, FLOOR) +
        front(P.squatFrontGood, good) +
        front(P.squatFrontValgus, bad) +
        dashed(g.P('hipR'), g.P('toeR'), C.mid, 3) +
        dashed(g.P('hipL'), g.P('toeL'), C.mid, 3) +
        arrow(add(b.P('kneeR'), [60, 0]), add(b.P('kneeR'), [18, 0]), C.warm, 6) +
        arrow(add(b.P('kneeL'), [-60, 0]), add(b.P('kneeL'), [-18, 0]), C.warm, 6) +
        line([640, 90], [640, 585], C.rule, 3),
    );
  },
  'squat-common-errors-2': () => {
    const a = {
      s: 135,
      anchor: 'ankle',
      at: [330, FLOOR - 11] as Pt,
      muscles: ['quads', 'glutes'],
      hold: 'barbellBack' as const,
    };
    const b = {
      s: 135,
      anchor: 'ankle',
      at: [860, FLOOR - 11] as Pt,
      muscles: ['glutes', 'erectors'],
      hold: 'barbellBack' as const,
    };
    const ja = sideJoints(P.squatMidRise, a);
    const jb = sideJoints(P.squatHipsFirst, b);
    return scene(
      'Rising from a squat: chest and hips together, compared with the hips rising first',
      'light',
      floor(120, 1080, FLOOR) +
        side(P.squatMidRise, a) +
        side(P.squatHipsFirst, b) +
        dashed(
          ja('hip'),
          add(ja('hip'), [ja('shoulder')[0] - ja('hip')[0], ja('shoulder')[1] - ja('hip')[1]], 1.5),
          C.mid,
          3,
        ) +
        dashed(
          jb('hip'),
          add(jb('hip'), [jb('shoulder')[0] - jb('hip')[0], jb('shoulder')[1] - jb('hip')[1]], 1.5),
          C.warm,
          3,
        ) +
        line([600, 90], [600, 585], C.rule, 3),
    );
  },
  'squat-common-errors-3': () => {
    const o = {
      s: 140,
      anchor: 'ankle',
      at: [560, FLOOR - 12] as Pt,
      muscles: ['quads', 'glutes'],
      hold: 'barbellBack' as const,
    };
    return scene(
      'Bar path of a back squat in a vertical line over the middle of the foot',
      'light',
      floor(260, 940, FLOOR) +
        ghost(side(P.backSquatTop, o)) +
        side(P.backSquatBottom, o) +
        dashed([585, 70], [585, FLOOR], C.accent, 4) +
        circle([585, FLOOR], 9, C.accent),
    );
  },

  'hamstring-stretching': () => {
    const o = { s: 150, anchor: 'shoulder', at: [300, FLOOR - 36] as Pt, muscles: ['hams'] };
    const j = sideJoints(P.hamstringStretch(78), o);
    return scene(
      'Supine hamstring stretch on a training mat',
      'light',
      mat(170, 1000, FLOOR) +
        ghost(side(P.hamstringStretch(45), o)) +
        side(P.hamstringStretch(78), o) +
        arc(j('hip'), 230, -5, -72, C.accent, 5),
    );
  },
  'hamstring-stretching-1': () => {
    const a = { s: 110, anchor: 'ankle', at: [300, FLOOR - 10] as Pt, muscles: ['hams'] };
    const b = { s: 110, anchor: 'ankle', at: [880, FLOOR - 10] as Pt, muscles: ['erectors'] };
    const ja = sideJoints(P.rdlBottom, a);
    const jb = sideJoints(P.roundedBend, b);
    const sh = jb('shoulder');
    const hp = jb('hip');
    return scene(
      'Hip hinge with a long spine compared with a forward bend that rounds the back',
      'light',
      floor(100, 1100, FLOOR) +
        side(P.rdlBottom, a) +
        side(P.roundedBend, b) +
        dashed(add(ja('hip'), [0, -34]), add(ja('shoulder'), [0, -34]), C.mid, 4) +
        stroke(
          `M${hp[0]} ${hp[1] - 34}Q${(hp[0] + sh[0]) / 2} ${Math.min(hp[1], sh[1]) - 110} ${sh[0] + 10} ${sh[1] - 20}`,
          C.warm,
          4,
          ' stroke-dasharray="12 10"',
        ) +
        line([600, 90], [600, 585], C.rule, 3),
    );
  },
  'hamstring-stretching-2': () => {
    const o = {
      s: 170,
      anchor: 'ankle',
      at: [560, FLOOR + 20] as Pt,
      muscles: ['hams', 'calves'],
      tone: 'dark' as const,
    };
    const j = sideJoints(P.stand, o);
    const nerve = `M${j('hip')[0] - 30} ${j('hip')[1] - 10}L${j('knee')[0] - 26} ${j('knee')[1] - 10}L${j('ankle')[0] - 18} ${j('ankle')[1] - 30}`;
    return scene(
      'The sciatic nerve running behind the hamstrings',
      'dark',
      halo([560, 340], 280) +
        side(P.stand, o) +
        stroke(nerve, '#ffd36b', 7) +
        arc(j('ankle'), 70, -40, -85, C.accentSoft, 4),
    );
  },

  'knee-osteoarthritis-animation': () =>
    scene(
      'A healthy knee beside a knee with osteoarthritis',
      'dark',
      halo([760, 340], 300) +
        place(knee(), 330, 340, 0.72) +
        arrow([480, 340], [580, 340], C.accentSoft, 8) +
        place(knee({ oa: true }), 800, 340, 0.95),
    ),
  'knee-osteoarthritis-animation-1': () =>
    scene('A healthy knee with smooth cartilage and two menisci', 'light', place(knee(), 600, 340, 0.95)),
  'knee-osteoarthritis-animation-2': () => {
    const base = { s: 125, muscles: ['quads'] };
    return scene(
      'Sit-to-stand in three phases, with the quadriceps working',
      'light',
      floor(100, 1100, FLOOR) +
        stool(250, FLOOR, 160, 100) +
        side(P.seated, { ...base, anchor: 'hip', at: [240, FLOOR - 118] }) +
        side(P.sitToStandMid, { ...base, anchor: 'ankle', at: [620, FLOOR - 9] }) +
        side(P.stand, { ...base, anchor: 'ankle', at: [950, FLOOR - 9] }) +
        arrow([410, 300], [470, 300], C.accent, 5) +
        arrow([770, 300], [830, 300], C.accent, 5),
    );
  },

  'kinesiology-course': () =>
    scene(
      'Movement in the sagittal and frontal planes',
      'light',
      floor(120, 1080, FLOOR) +
        side(P.hipFlexion, { s: 115, anchor: 'ankle_far', at: [330, FLOOR - 9], muscles: ['hipflexors', 'quads'] }) +
        arc([330, FLOOR - 9 - 1.56 * 115], 120, 90, 10, C.accent, 5) +
        front(P.abduction, { s: 115, anchor: 'ankleR', at: [820, FLOOR - 9], muscles: ['delts'] }) +
        arc([838, FLOOR - 9 - 1.56 * 115 - 0.92 * 115], 150, 90, -2, C.accent, 5),
    ),
  'kinesiology-course-1': () => {
    const o = { s: 120, anchor: 'ankleR', at: [620, FLOOR - 9] as Pt };
    const { T } = frontJoints(P.frontStand, o);
    return scene(
      'The sagittal, frontal and transverse planes around a standing figure',
      'light',
      floor(300, 900, FLOOR) + planes(T(0, -0.55), 420, 440) + front(P.frontStand, o),
    );
  },

  'origin-and-insertion': () =>
    scene(
      'Biceps brachii from its origins on the shoulder blade to its insertion on the radius',
      'light',
      place(armBiceps({ labels: false }), 560, 250, 0.95) + arc([560, 570], 140, -100, -30, C.accent, 5),
    ),
  'origin-and-insertion-1': () =>
    scene('Biceps brachii with its two origins (O) and its insertion (I)', 'light', place(armBiceps(), 560, 250, 0.95)),
  'origin-and-insertion-2': () => {
    const curl = {
      s: 115,
      anchor: 'ankle',
      at: [330, FLOOR - 9] as Pt,
      muscles: ['biceps'],
      hold: 'dumbbell' as const,
    };
    const chin = { s: 115, anchor: 'hand', at: [860, 130] as Pt, muscles: ['biceps', 'lats'] };
    return scene(
      'A dumbbell curl and a chin-up: the same muscle with a different fixed end',
      'light',
      floor(120, 1080, FLOOR) +
        side(P.curlUp, curl) +
        line([700, 130], [1030, 130], C.night, 12) +
        line([710, 130], [710, FLOOR], C.night, 10, ' stroke-opacity=".5"') +
        line([1020, 130], [1020, FLOOR], C.night, 10, ' stroke-opacity=".5"') +
        side(P.chinUpTop, chin) +
        line([600, 90], [600, 585], C.rule, 3),
    );
  },

  'nerve-and-blood-supply': () => {
    const o = { s: 175, anchor: 'ankle', at: [600, FLOOR + 30] as Pt, tone: 'dark' as const };
    const j = sideJoints(P.walking, o);
    const along = (keys: string[], dx: number) => 'M' + keys.map((k) => `${j(k)[0] + dx} ${j(k)[1]}`).join('L');
    return scene(
      'A figure with the paths of a nerve and an artery down the arm and leg',
      'dark',
      halo([600, 330], 300) +
        side(P.walking, o) +
        stroke(along(['shoulder', 'elbow', 'hand'], 6), '#ffd36b', 7) +
        stroke(along(['hip', 'knee', 'ankle'], -16), '#ffd36b', 7) +
        stroke(along(['shoulder', 'elbow', 'hand'], -6), C.warm, 7) +
        stroke(along(['hip', 'knee', 'ankle'], 14), C.warm, 7),
    );
  },
  'nerve-and-blood-supply-1': () =>
    scene(
      'Serratus anterior and the long thoracic nerve on the side of the chest',
      'light',
      place(serratus(), 600, 330, 0.95),
    ),

  'low-back-pain-conversation': () => {
    const seatedAt = { s: 110, anchor: 'hip', at: [320, FLOOR - 132] as Pt };
    const hand = sideJoints(P.seatedTalk, seatedAt)('hand');
    const tx = 1200 - hand[0] - 100;
    const ty = hand[1] - 120;
    const screen = place(spine({ muscles: false }), tx + 55, ty + 75, 0.2);
    return scene(
      'A clinician showing a patient an image of the spine on a tablet',
      'light',
      floor(120, 1080, FLOOR) +
        stool(330, FLOOR, 150, 120) +
        side(P.seatedTalk, { s: 110, anchor: 'hip', at: [320, FLOOR - 132] }) +
        group(
          stool(330, FLOOR, 150, 120) + side(P.seatedTalk, { s: 110, anchor: 'hip', at: [320, FLOOR - 132] }),
          ' transform="translate(1200 0) scale(-1 1)"',
        ) +
        tablet(tx, ty, 110, 150, screen),
    );
  },
  'low-back-pain-conversation-1': () =>
    scene('The lumbar spine with vertebrae, discs and the back muscles', 'light', place(spine(), 640, 330, 0.95)),
  'low-back-pain-conversation-2': () => {
    const o = { s: 135, anchor: 'shoulder', at: [330, FLOOR - 33] as Pt, muscles: ['glutes', 'hams'] };
    return scene(
      'A glute bridge on a training mat',
      'light',
      mat(210, 980, FLOOR) + ghost(side(P.bridgeDown, o)) + side(P.bridgeUp, o),
    );
  },

  'scapula-overhead-press': () => {
    const o = {
      s: 120,
      anchor: 'ankleR',
      at: [640, FLOOR] as Pt,
      tone: 'dark' as const,
      hold: 'dumbbells' as const,
      muscles: ['delts', 'traps'],
    };
    const { T } = frontJoints(P.pressUp, o);
    const scap = (sg: number) =>
      stroke(
        `M${T(0.08 * sg, -0.86)[0]} ${T(0.08 * sg, -0.86)[1]}L${T(0.26 * sg, -0.9)[0]} ${T(0.26 * sg, -0.9)[1]}L${T(0.16 * sg, -0.52)[0]} ${T(0.16 * sg, -0.52)[1]}Z`,
        C.accent,
        5,
      );
    return scene(
      'Overhead dumbbell press seen from behind, with the shoulder blades rotating upward',
      'dark',
      halo([600, 300], 300) +
        stool(600, FLOOR, 200, 120) +
        front(P.pressUp, o) +
        scap(1) +
        scap(-1) +
        arc(T(0, -0.7), 200, -60, -20, C.accentSoft, 4) +
        arc(T(0, -0.7), 200, -120, -160, C.accentSoft, 4),
    );
  },
  'scapula-overhead-press-1': () =>
    scene(
      'Upper trapezius, lower trapezius and serratus anterior rotating the scapula upward',
      'light',
      place(forceCouple(), 640, 330, 0.85),
    ),
  'scapula-overhead-press-2': () => {
    const o = {
      s: 150,
      anchor: 'ankleR',
      at: [645, FLOOR] as Pt,
      hold: 'dumbbells' as const,
      muscles: ['delts', 'traps', 'lats'],
    };
    return scene(
      'Seated dumbbell shoulder press seen from behind',
      'light',
      stool(600, FLOOR, 220, 150) + ghost(front(P.pressDown, o)) + front(P.pressUp, o),
    );
  },
  'scapula-overhead-press-3': () => {
    const o = {
      s: 130,
      anchor: 'ankle',
      at: [470, FLOOR - 10] as Pt,
      muscles: ['delts', 'traps'],
      cable: [900, 246] as Pt,
    };
    return scene(
      'Cable face pull on a longmen frame',
      'light',
      floor(200, 1050, FLOOR) + longmen(920, FLOOR, 80, 246) + side(P.facePullEnd, o),
    );
  },

  'hip-hinge-progression': () => {
    const o = {
      s: 150,
      anchor: 'ankle',
      at: [560, FLOOR - 12] as Pt,
      muscles: ['glutes', 'hams', 'erectors'],
      hold: 'barbellHands' as const,
    };
    const j = sideJoints(P.rdlBottom, o);
    return scene(
      'Romanian deadlift: the hips travel back while the spine stays long',
      'light',
      floor(220, 980, FLOOR) +
        ghost(side(P.rdlTop, o)) +
        side(P.rdlBottom, o) +
        arc(j('hip'), 120, 200, 250, C.accent, 5),
    );
  },
  'sanitiser-check': () =>
    scene(
      'A warm-up sequence: walking, squatting and a glute bridge',
      'light',
      floor(80, 1120, FLOOR) +
        side(P.walking, { s: 95, anchor: 'ankle', at: [210, FLOOR - 7] }) +
        side(P.squatBottom, { s: 95, anchor: 'ankle', at: [560, FLOOR - 7], muscles: ['quads', 'glutes'] }) +
        mat(770, 1110, FLOOR) +
        side(P.bridgeUp, { s: 95, anchor: 'shoulder', at: [800, FLOOR - 24], muscles: ['glutes'] }) +
        arrow([330, 380], [410, 380], C.accent, 5) +
        arrow([660, 380], [740, 380], C.accent, 5),
    ),
};
