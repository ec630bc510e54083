import { C } from '../palette.js';
import { Doc } from './doc.js';
import { n3 } from './figure.js';
import { type Pt, add, lerpPt, n, pt, rad, smoothClosed, smoothOpen } from '../vector.js';

// Knee joint model (sagittal view, anterior = +x). Shared with the video.
// ---------------------------------------------------------------------------------------------

export type KneePart =
  'bones' | 'cartilage' | 'menisci' | 'acl' | 'pcl' | 'tendons' | 'lcl' | 'quads' | 'hamstrings' | 'calf';

export const KNEE_COLORS = {
  cartilage: '#8fe0da',
  menisci: '#12a4a6',
  acl: '#f08a4b',
  pcl: '#e0662a',
  tendons: '#f7c9a3',
  lcl: '#f3a877',
} as const;

export const rotP = (p: Pt, a: number): Pt => {
  const c = Math.cos(rad(a));
  const s = Math.sin(rad(a));
  return [p[0] * c - p[1] * s, p[0] * s + p[1] * c];
};

export interface KneeOpts {
  focus?: KneePart[]; // parts drawn at full strength; others dimmed (if given)
  dark?: boolean; // on a dark background
  skin?: boolean; // translucent leg outline
  muscles?: boolean;
  glow?: number; // 0..1 pulse on focused parts
  sw?: number; // outline width in local units
  span?: number; // how much of the shafts to show
  ghost?: string; // draw only the shin bones, flat, in this colour
  fade?: boolean; // fade the shafts out at both ends
}

/** Knee with the tibia flexed by `phi` degrees. Local units; origin = femoral condyle centre. */
export function kneeJoint(doc: Doc, phi: number, o: KneeOpts = {}): string {
  const sw = o.sw ?? 1.4;
  const S = o.span ?? 130;
  const dimmed = (p: KneePart): number => (!o.focus || o.focus.includes(p) ? 1 : 0.25);
  const tib = (p: Pt): Pt => rotP(p, phi); // tibia frame -> knee frame (flexion swings the shin backward)
  const fibula: Pt[] = [
    [-36, 52],
    [-33, 62],
    [-26, 76],
    [-24, 110],
    [-22, S],
    [-14, S],
    [-15, 110],
    [-16, 74],
    [-19, 56],
    [-27, 46],
  ];
  const tibia: Pt[] = [
    [-36, 37],
    [-20, 35],
    [-7, 36.5],
    [-2, 32],
    [3, 32],
    [8, 36],
    [20, 34.5],
    [31, 35.5],
    [34, 46],
    [29, 60],
    [31, 70],
    [22, 100],
    [18, S],
    [-18, S],
    [-20, 100],
    [-29, 66],
    [-38, 50],
  ];
  if (o.ghost) {
    return `<path d="${smoothClosed(fibula.map(tib))}${smoothClosed(tibia.map(tib), 0.9)}" fill="${o.ghost}"/>`;
  }
  const bone = doc.lin(
    o.dark ? 'boneD' : 'bone',
    [
      [0, '#ffffff'],
      [0.5, '#f1f4f0'],
      [1, '#c3d1ce'],
    ],
    0,
    0,
    1,
    0,
  );
  const boneStroke = o.dark ? '#a9c3c4' : C.mid;
  const out: string[] = [];
  const op = (p: KneePart, extra = 1): string => {
    const v = dimmed(p) * extra;
    return v < 1 ? ` opacity="${n3(v)}"` : '';
  };

  if (o.skin) {
    const thigh: Pt[] = [
      [60, -S - 10],
      [58, -70],
      [52, -20],
      [46, 14],
    ];
    const shinF: Pt[] = [
      [42, 42],
      [38, 100],
      [30, S + 10],
    ];
    const shinB: Pt[] = [
      [-32, S + 10],
      [-50, 110],
      [-56, 60],
    ];
    const thighB: Pt[] = [
      [-58, 14],
      [-64, -40],
      [-68, -S - 10],
    ];
    const pts: Pt[] = [...thigh, ...shinF.map(tib), ...shinB.map(tib), ...thighB];
    out.push(
      `<path d="${smoothOpen(pts)}" fill="${o.dark ? '#ffffff' : C.teal}" fill-opacity="${o.dark ? 0.05 : 0.07}" stroke="${o.dark ? '#ffffff' : C.teal}" stroke-opacity="${o.dark ? 0.25 : 0.4}" stroke-width="${n3(sw)}" stroke-dasharray="${n(sw * 4)} ${n(sw * 3)}"/>`,
    );
  }
  if (o.muscles) {
    const hotG = doc.lin(
      'kmus',
      [
        [0, '#f7a26b', 0.7],
        [1, C.accent, 0.4],
      ],
      0,
      0,
      1,
      0,
    );
    const coolG = doc.lin(
      'kmusT',
      [
        [0, '#5fd0cc', 0.3],
        [1, C.teal, 0.12],
      ],
      0,
      0,
      1,
      0,
    );
    const muscle = (part: KneePart, pts: Pt[]): void => {
      const hot = o.focus?.includes(part);
      out.push(`<path d="${smoothClosed(pts)}" fill="${hot ? hotG : coolG}"/>`);
    };
    muscle('quads', [
      [22, -S - 4],
      [46, -S + 30],
      [44, -70],
      [34, -40],
      [24, -48],
      [20, -100],
    ]);
    muscle('hamstrings', [
      [-24, -S - 4],
      [-50, -S + 30],
      [-50, -56],
      [-42, -20],
      tib([-36, 46]),
      tib([-31, 50]),
      [-30, -24],
      [-24, -100],
    ]);
    muscle('calf', [
      [-28, -22],
      [-42, -12],
      tib([-48, 44]),
      tib([-46, 100]),
      tib([-30, S - 4]),
      tib([-24, S - 10]),
      tib([-26, 90]),
      tib([-30, 44]),
    ]);
  }
  out.push(
    `<path d="${smoothClosed(fibula.map(tib))}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`,
  );
  // lateral collateral ligament: femoral epicondyle -> fibular head
  out.push(
    `<path d="M-8 -12L${pt(tib([-31, 50]))}" stroke="${KNEE_COLORS.lcl}" stroke-width="${n(sw * 4.5)}" stroke-linecap="round"${op('lcl', 0.9)}/>`,
  );
  out.push(
    `<path d="${smoothClosed(tibia.map(tib), 0.9)}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`,
  );
  const femur: Pt[] = [
    [19, -S],
    [19, -90],
    [22, -58],
    [28, -34],
    [31, -14],
    [28, 10],
    [14, 26],
    [-4, 31],
    [-20, 27],
    [-32, 13],
    [-36, -6],
    [-32, -26],
    [-24, -52],
    [-20, -90],
    [-20, -S],
  ];
  out.push(
    `<path d="${smoothClosed(femur, 0.9)}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`,
  );
  // condyle outline hint (the second condyle seen through)
  out.push(
    `<path d="${smoothOpen([
      [24, 6],
      [10, 21],
      [-6, 25],
      [-22, 19],
      [-30, 4],
    ])}" stroke="${boneStroke}" stroke-opacity=".3" stroke-width="${n3(sw * 0.8)}"${op('bones')}/>`,
  );
  // cartilage: femoral condyle + tibial plateau
  const fc: Pt[] = [
    [32, -16],
    [29, 10],
    [14, 27.5],
    [-4, 32.2],
    [-21, 28],
    [-33, 14],
    [-37.5, -6],
  ];
  const tc: Pt[] = [
    [-35, 35.6],
    [-20, 33.6],
    [-8, 35],
    [9, 34.6],
    [20, 33.2],
    [31, 34.2],
  ];
  const cart = (d: string): string =>
    `<path d="${d}" stroke="${KNEE_COLORS.cartilage}" stroke-width="${n(sw * 2.4)}" stroke-linecap="round"${op('cartilage')}/>`;
  out.push(cart(smoothOpen(fc)), cart(smoothOpen(tc.map(tib))));
  // menisci: wedges on the plateau that travel with the tibia
  const men = (ps: Pt[]): string =>
    `<path d="${smoothClosed(ps.map(tib), 0.5)}" fill="${KNEE_COLORS.menisci}" stroke="${o.dark ? '#8fe0da' : C.deep}" stroke-opacity=".7" stroke-width="${n(sw * 0.7)}"${op('menisci')}/>`;
  out.push(
    men([
      [12, 33],
      [32, 32.6],
      [33, 28],
      [25, 26],
    ]),
    men([
      [-14, 33],
      [-36, 33],
      [-37, 27.5],
      [-28, 25.5],
    ]),
  );
  // cruciate ligaments
  const lig = (a: Pt, b: Pt, col: string, part: KneePart): string =>
    `<g${op(part)}><path d="M${pt(a)}L${pt(b)}" stroke="${col}" stroke-width="${n(sw * 4)}" stroke-linecap="round"/><path d="M${pt(lerpPt(a, b, 0.18))}L${pt(lerpPt(a, b, 0.82))}" stroke="#fff" stroke-opacity=".5" stroke-width="${n(sw * 1.2)}" stroke-linecap="round"/></g>`;
  out.push(lig([-18, 6], tib([10, 33]), KNEE_COLORS.acl, 'acl'));
  out.push(lig([4, 14], tib([-24, 42]), KNEE_COLORS.pcl, 'pcl'));
  // patella glides around the trochlea; tendons follow
  const pr = phi * 0.62;
  const patC: Pt = rotP([38.5, -22], pr);
  const patTop = add(patC, rotP([-2, -21], pr));
  const patBot = add(patC, rotP([-3, 21], pr));
  const tub = tib([30, 64]);
  out.push(
    `<path d="M${pt(add(patBot, rotP([-2, -3], pr)))}L${pt(tub)}" stroke="${KNEE_COLORS.tendons}" stroke-width="${n(sw * 6)}" stroke-linecap="round"${op('tendons')}/>`,
  );
  out.push(
    `<path d="M${pt(patTop)}C${pt(add(patTop, rotP([-2, -26], pr)))} 24 -70 21 ${n(-S + 6)}" stroke="${KNEE_COLORS.tendons}" stroke-width="${n(sw * 7)}" stroke-linecap="round"${op('tendons')}/>`,
  );
  const patPts: Pt[] = [
    [0, -23],
    [9, -13],
    [10, 6],
    [3, 22],
    [-6, 17],
    [-9, -2],
    [-7, -17],
  ];
  out.push(
    `<path transform="translate(${pt(patC)}) rotate(${n(pr)})" d="${smoothClosed(patPts)}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`,
  );
  if (o.glow && o.focus) {
    out.push(
      `<circle cx="0" cy="20" r="${n(58 + 30 * o.glow)}" stroke="#bff0ec" stroke-opacity="${n3(0.5 * (1 - o.glow))}" stroke-width="${n(sw * 1.2)}"/>`,
    );
  }
  if (o.fade) {
    // femur fades upward, tibia fades along its own (rotated) axis; the joint stays solid
    const gt = doc.linU(
      `kft${S}`,
      [
        [0, '#fff', 0],
        [0.3, '#fff'],
        [1, '#fff'],
      ],
      [0, -S - 6],
      [0, 0],
    );
    const gb = doc.linU(
      `kfb${S}`,
      [
        [0, '#fff'],
        [0.7, '#fff'],
        [1, '#fff', 0],
      ],
      [0, 0],
      [0, S + 6],
    );
    const m = doc.raw(
      `kmask${S}${Math.round(phi)}`,
      (id) =>
        `<mask id="${id}" maskUnits="userSpaceOnUse" x="-400" y="-400" width="800" height="800"><rect x="-90" y="${-S - 40}" width="180" height="${S + 40}" fill="${gt}"/><rect x="-90" y="0" width="180" height="${S + 40}" fill="${gb}" transform="rotate(${n(phi)})"/><circle r="80" fill="#fff"/></mask>`,
    );
    return `<g mask="${m}">${out.join('')}</g>`;
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
