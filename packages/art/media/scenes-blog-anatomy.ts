/** Blog covers and figures of the anatomy and clinic articles: origin and insertion, nerves, low back, scapula, hip hinge. */
import { armBiceps, forceCouple, place, serratus, spine } from './anatomy.js';
import { C } from '../palette.js';
import { type Pt } from '../vector.js';
import { arc, arrow, floor, group, line, stroke } from './draw.js';
import { frontJoints, sideJoints } from './figures.js';
import { longmen, mat, stool, tablet } from './props.js';
import * as P from './poses.js';
import { FLOOR, scene, ghost, side, front, halo } from './blog-kit.js';

export const anatomyScenes: Record<string, () => string> = {
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
