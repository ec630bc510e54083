import { C } from '../palette.js';
import { type PoseSpec } from '../rig.js';
import { Doc } from '../site/doc.js';
import { mat } from '../site/exercises.js';
import { figure } from '../site/figure.js';
import { kneeJoint } from '../site/knee.js';
import { arrowLine, card, motionArc, place } from '../site/marks.js';
import { dumbbell, platform, studio } from '../site/props.js';
import { type Pt, add, arcPath, dirOf, len, lerpPt, mul, n, pt, smoothClosed, smoothOpen, sub } from '../vector.js';

// Feature cards (480 x 360)
// ---------------------------------------------------------------------------------------------

export function featureBase(doc: Doc, haloAt: Pt): string {
  return studio(doc, 480, 360, 24, haloAt, 170);
}

export function featureAnatomy(): string {
  const doc = new Doc('fa');
  const s = 1.5;
  const pose: PoseSpec = {
    hip: [0, -93],
    torso: 2,
    neck: 4,
    arm: { a: 4, b: 92, c: 96 },
    leg: { a: 0, b: 0 },
    farLeg: { a: -3, b: -3 },
    farArm: { a: 2, b: 4, c: 4 },
  };
  const fig = figure(doc, pose, { scale: s, primary: ['biceps:n'], secondary: ['delts:n', 'forearm:n'] });
  const fx = 96;
  const fy = 336;
  const toS = (p: Pt): Pt => [fx + p[0] * s, fy + p[1] * s];
  let body = featureBase(doc, [300, 170]);
  body += platform(doc, [fx, fy - 2], 70, 13);
  body += place(fx, fy, s, fig.svg);
  // magnifier
  const c: Pt = [316, 168];
  const r = 132;
  const focus = toS(lerpPt(fig.j.near.sh, fig.j.near.el, 0.5));
  const ang = Math.atan2(c[1] - focus[1], c[0] - focus[0]);
  const dist = len(sub(c, focus));
  const tA = ang + Math.asin(r / dist) - Math.PI / 2;
  const tB = ang - Math.asin(r / dist) + Math.PI / 2;
  const tp = (t: number): Pt => [c[0] + r * Math.cos(t + Math.PI), c[1] + r * Math.sin(t + Math.PI)];
  const cone = `M${pt(focus)}L${pt(tp(tA + Math.PI))}A${r} ${r} 0 0 0 ${pt(tp(tB + Math.PI))}Z`;
  body += `<path d="${cone}" fill="${C.teal}" fill-opacity=".08"/><path d="M${pt(tp(tA + Math.PI))}L${pt(focus)}L${pt(tp(tB + Math.PI))}" stroke="${C.teal}" stroke-opacity=".45" stroke-width="1.5" stroke-dasharray="3 4"/>`;
  body += `<circle cx="${n(focus[0])}" cy="${n(focus[1])}" r="16" stroke="${C.accent}" stroke-width="2.5"/>`;
  body += `<circle cx="${c[0]}" cy="${c[1] + 6}" r="${r + 4}" fill="${C.deep}" opacity=".1"/>`;
  const clip = doc.raw('mag', (id) => `<clipPath id="${id}"><circle cx="${c[0]}" cy="${c[1]}" r="${r}"/></clipPath>`);
  const bone = doc.lin(
    'bone',
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
  const boneV = doc.lin('boneV', [
    [0, '#ffffff'],
    [0.5, '#f1f4f0'],
    [1, '#c3d1ce'],
  ]);
  const mus = doc.lin(
    'mus',
    [
      [0, '#fbc197'],
      [0.45, C.accent],
      [1, '#c8622c'],
    ],
    0,
    0,
    1,
    0,
  );
  const skin = doc.lin(
    'skn',
    [
      [0, '#63cfcb', 0.35],
      [1, C.mid, 0.25],
    ],
    0,
    0,
    1,
    0,
  );
  let z = `<circle cx="0" cy="0" r="${r}" fill="#fbfdfd"/>`;
  z += `<path d="${smoothOpen([
    [-92, -150],
    [-84, -40],
    [-74, 34],
    [-44, 84],
    [20, 92],
    [160, 84],
  ])}L160 -14${smoothOpen(
    [
      [160, -14],
      [60, -10],
      [36, -30],
      [30, -90],
      [34, -150],
    ],
    false,
  )}Z" fill="${skin}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="1.5"/>`;
  // humerus
  z += `<path d="${smoothClosed([
    [-36, -160],
    [-22, -160],
    [-20, -40],
    [-10, 12],
    [-6, 36],
    [-22, 54],
    [-46, 50],
    [-58, 32],
    [-48, 4],
    [-38, -40],
  ])}" fill="${bone}" stroke="${C.mid}" stroke-width="1.6"/>`;
  // ulna (lower) and radius (upper), forearm pointing forward
  z += `<path d="${smoothClosed([
    [-64, 40],
    [-52, 60],
    [-20, 62],
    [60, 58],
    [160, 60],
    [160, 70],
    [60, 72],
    [-24, 76],
    [-62, 66],
    [-72, 50],
  ])}" fill="${boneV}" stroke="${C.mid}" stroke-width="1.6"/>`;
  z += `<path d="${smoothClosed([
    [-18, 30],
    [-4, 28],
    [10, 36],
    [60, 42],
    [160, 40],
    [160, 52],
    [60, 54],
    [8, 50],
    [-16, 44],
  ])}" fill="${boneV}" stroke="${C.mid}" stroke-width="1.6"/>`;
  // brachialis (deep, secondary)
  z += `<path d="${smoothClosed([
    [-20, -70],
    [0, -40],
    [6, 10],
    [0, 36],
    [-14, 20],
    [-18, -20],
  ])}" fill="${C.accent}" opacity=".35"/>`;
  // biceps: belly + tendons, origin above, insertion on the radius
  z += `<path d="M-10 -160L-4 -112M10 34L2 38" stroke="#f7c9a3" stroke-width="6" stroke-linecap="round"/>`;
  z += `<path d="${smoothClosed([
    [-6, -118],
    [14, -96],
    [28, -52],
    [26, -4],
    [10, 34],
    [-2, 0],
    [-10, -50],
    [-12, -96],
  ])}" fill="${mus}" stroke="#c8622c" stroke-opacity=".6" stroke-width="1.2"/>`;
  z += `<path d="${smoothOpen([
    [-4, -104],
    [6, -60],
    [8, -10],
    [8, 26],
  ])}${smoothOpen([
    [2, -106],
    [16, -60],
    [18, -12],
    [10, 28],
  ])}${smoothOpen([
    [-8, -90],
    [-4, -50],
    [0, -10],
    [6, 26],
  ])}" stroke="#fff3ea" stroke-opacity=".7" stroke-width="1.2" stroke-linecap="round"/>`;
  const mark = (p: Pt, col: string): string =>
    `<circle cx="${p[0]}" cy="${p[1]}" r="13" fill="${col}" fill-opacity=".18"/><circle cx="${p[0]}" cy="${p[1]}" r="6.5" fill="#fff" stroke="${col}" stroke-width="3.5"/>`;
  z += mark([-5, -116], C.deep) + mark([6, 38], C.accent);
  body += `<g clip-path="${clip}"><g transform="translate(${c[0]} ${c[1]})">${z}</g></g>`;
  body += `<circle cx="${c[0]}" cy="${c[1]}" r="${r}" stroke="#fff" stroke-width="8"/><circle cx="${c[0]}" cy="${c[1]}" r="${r + 4}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/>`;
  return doc.svg(480, 360, 'Muscle anatomy: the biceps with its origin and insertion, magnified', body);
}

export function featureFunction(): string {
  const doc = new Doc('ff');
  let body = featureBase(doc, [240, 170]);
  const k = 0.86;
  const c: Pt = [262, 150];
  const sw = 1.8;
  const phi = 72;
  let inner = kneeJoint(doc, 0, { ghost: C.teal, span: 150 }).replace('<path', '<path opacity=".12"');
  inner += kneeJoint(doc, 36, { ghost: C.teal, span: 150 }).replace('<path', '<path opacity=".2"');
  inner += kneeJoint(doc, phi, { sw, span: 150 });
  body += `<g transform="translate(${c[0]} ${c[1]}) scale(${k})">${inner}</g>`;
  const R = 156;
  body += motionArc(c, R, 92, 88 + phi, C.accent, 3.5);
  body += `<path d="M${c[0]} ${c[1]}L${c[0]} ${c[1] + R + 18}" stroke="${C.mid}" stroke-opacity=".4" stroke-width="1.5" stroke-dasharray="3 5"/>`;
  body += `<circle cx="${c[0]}" cy="${c[1] + 6}" r="7" fill="#fff" stroke="${C.deep}" stroke-width="3"/>`;
  body +=
    card(doc, 356, 240, 100, 92) +
    `<circle cx="406" cy="286" r="25" stroke="${C.line}" stroke-width="7"/><path d="${arcPath([406, 286], 25, -90, -90 + phi * 2)}" stroke="${C.accent}" stroke-width="7" stroke-linecap="round"/><circle cx="406" cy="286" r="4" fill="${C.deep}"/>`;
  return doc.svg(480, 360, 'Joint movement: the knee flexing through its range of motion', body);
}

export function featureStrength(): string {
  const doc = new Doc('fs');
  const s = 1.78;
  const pose: PoseSpec = {
    hip: [0, -93],
    torso: 2,
    neck: 4,
    arm: { a: 6, b: 150, c: 150 },
    leg: { a: 0, b: 0 },
    farLeg: { a: -3, b: -3 },
    farArm: { a: 2, b: 2, c: 0 },
  };
  const fig = figure(doc, pose, {
    scale: s,
    primary: ['biceps:n'],
    secondary: ['forearm:n', 'delts:n', 'abs'],
    grip: true,
  });
  const j = fig.j;
  const ox = 170;
  const oy = 344;
  const toS = (p: Pt): Pt => [ox + p[0] * s, oy + p[1] * s];
  let body = featureBase(doc, [230, 200]);
  // growth bars
  const bx = 318;
  const hs = [64, 108, 160];
  const barG = doc.lin('barg', [
    [0, C.teal],
    [1, C.mid],
  ]);
  const barA = doc.lin('bara', [
    [0, '#f6a56f'],
    [1, C.accent],
  ]);
  hs.forEach((h, i) => {
    body += `<rect x="${bx + i * 46}" y="${330 - h}" width="30" height="${h}" rx="8" fill="${i === 2 ? barA : barG}" opacity="${i === 2 ? 1 : 0.35 + i * 0.2}"/>`;
  });
  body += arrowLine([316, 236], [424, 136], C.accent, 3);
  body += platform(doc, [ox, oy - 4], 110, 18);
  const el = toS(j.near.el);
  body += place(
    ox,
    oy,
    s,
    dumbbell(doc, add(j.far.wr, [0, 5]), 7.5, 1 / s) +
      fig.svg +
      dumbbell(doc, add(j.near.wr, mul(dirOf(j.near.handAng), 4.5)), 7.5, 1 / s),
  );
  body += motionArc(el, 26 * s + 14, 92, -38, C.accent, 3);
  return doc.svg(480, 360, 'Strength training: dumbbell curl with the biceps highlighted', body);
}

export function featureStretching(): string {
  const doc = new Doc('fx');
  const s = 1.5;
  // kneeling hip-flexor stretch with arms overhead
  const pose: PoseSpec = {
    hip: [-4, -55],
    torso: -6,
    neck: -2,
    arm: { a: 170, b: 176, c: 180 },
    farArm: { a: 164, b: 172, c: 180 },
    leg: { a: -34, b: -92, c: 10 },
    farLeg: { a: 70, b: -2, c: 90 },
    farShift: [2.5, -1.5],
  };
  const fig = figure(doc, pose, { scale: s, primary: ['hipFlexor', 'quads:n'], secondary: ['abs', 'lats'] });
  const j = fig.j;
  const ox = 236;
  const oy = 320;
  const toS = (p: Pt): Pt => [ox + p[0] * s, oy + p[1] * s];
  let body = featureBase(doc, [240, 180]);
  body += platform(doc, [ox, oy], 150, 22);
  body += place(ox, oy, s, mat(doc, -90, 80, 1 / s) + fig.svg);
  // elongation arrow along the far thigh (stretched)
  const a = toS(j.near.hip);
  const b = toS(j.near.kn);
  const d = sub(b, a);
  const u = mul(d, 1 / len(d));
  const nn: Pt = [u[1], -u[0]];
  const off = mul(nn, 24);
  body += arrowLine(add(add(a, off), mul(u, -6)), add(add(b, off), mul(u, 4)), C.accent, 3, true);
  return doc.svg(480, 360, 'Stretching: kneeling hip flexor stretch, stretched muscles highlighted', body);
}

// ---------------------------------------------------------------------------------------------
