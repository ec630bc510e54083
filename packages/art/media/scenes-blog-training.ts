/** Blog covers and figures of the training articles: rotator cuff, squat, hamstrings, knee, kinesiology. */
import { knee, place, planes, shoulderAnterior, shoulderPosterior } from './anatomy.js';
import { C } from '../palette.js';
import { add, lerpPt, ptPx, type Pt } from '../vector.js';
import { arc, arrow, circle, floor, line, stroke } from './draw.js';
import { frontJoints, renderParts, sideFigure, sideJoints } from './figures.js';
import { mat, stool } from './props.js';
import * as P from './poses.js';
import { FLOOR, scene, ghost, dashed, side, front, halo } from './blog-kit.js';

export const trainingScenes: Record<string, () => string> = {
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
    const o = { s: 170, anchor: 'ankle', at: [560, FLOOR + 20] as Pt, tone: 'dark' as const };
    const j = sideJoints(P.stand, o);
    // Behind the bone's line and in front of the muscles' middle (the figure faces right): the nerve
    // runs deep to the hamstrings, on adductor magnus, then deep to the calf muscles.
    const deep = (a: string, b: string, t: number, by: number): Pt => {
      const [pa, pb] = [j(a), j(b)];
      const d = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]) || 1;
      const at = lerpPt(pa, pb, t);
      return [at[0] - ((pb[1] - pa[1]) / d) * by, at[1] + ((pb[0] - pa[0]) / d) * by];
    };
    const course = [
      add(j('hip'), [-12, -14]),
      deep('hip', 'knee', 0.3, 6),
      deep('hip', 'knee', 0.85, 5),
      deep('knee', 'ankle', 0.15, 5),
      deep('knee', 'ankle', 0.85, 4),
    ];
    const nerve = `M${course.map(ptPx).join('L')}`;
    // The muscles drawn again over the nerve, see-through: the nerve shows beneath them, not on them.
    const muscles = sideFigure(P.stand, { ...o, muscles: ['hams', 'calves'] }).filter((p) => p.c === C.accent);
    return scene(
      'The sciatic nerve running deep to the hamstrings',
      'dark',
      halo([560, 340], 280) +
        side(P.stand, o) +
        stroke(nerve, '#ffd36b', 7) +
        ghost(renderParts([muscles]), 0.72) +
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
};
