import { C } from '../palette.js';
import { Doc, gridFill } from '../site/doc.js';
import { figure } from '../site/figure.js';
import { type AnglePose, bars, card, lerpPose, motionArc, musclePill, place } from '../site/marks.js';
import { type Pt, add, arcPath, deg, lerpPt, n, pt, rad, smoothOpen } from '../vector.js';

// Hero
// ---------------------------------------------------------------------------------------------

export function hero(): string {
  const W = 1200;
  const H = 800;
  const doc = new Doc('h');
  const s = 3.05;
  const fx = 650;
  const fy = 700;
  const P0: AnglePose = {
    hip: [-58, -93],
    torso: 0,
    neck: 0,
    arm: { a: 30, b: 150, c: 160 },
    leg: { a: 0, b: 0, c: 90 },
    farArm: { a: 20, b: 150, c: 160 },
    farLeg: { a: 0, b: 0, c: 90 },
  };
  const P1: AnglePose = {
    hip: [-6, -57],
    torso: 6,
    neck: 16,
    arm: { a: 146, b: 156, c: 162 },
    leg: { a: 80, b: -8, c: 90 },
    farArm: { a: 136, b: 146, c: 152 },
    farLeg: { a: -28, b: -100, c: 30 },
  };
  const ghost = (t: number, op: number): string =>
    figure(doc, lerpPose(P0, P1, t), { scale: s, flat: C.teal, opacity: op }).svg;
  const main = figure(doc, lerpPose(P0, P1, 1), {
    scale: s,
    primary: ['quads:n', 'glutes', 'delts'],
    secondary: ['triceps', 'abs', 'hamstrings:n', 'calves:f'],
    markers: true,
  });
  const j = main.j;
  const toS = (p: Pt): Pt => [fx + p[0] * s, fy + p[1] * s];

  // backdrop
  const bg = doc.lin('bg', [
    [0, '#ffffff'],
    [0.6, '#f4f7f7'],
    [1, '#e3eced'],
  ]);
  const fade = doc.rad(
    'gf',
    [
      [0, '#fff'],
      [0.5, '#fff', 0.7],
      [1, '#fff', 0],
    ],
    0.54,
    0.5,
    0.62,
  );
  const mask = doc.raw('gm', (id) => `<mask id="${id}"><rect width="${W}" height="${H}" fill="${fade}"/></mask>`);
  const halo = doc.rad('halo', [
    [0, C.teal, 0.2],
    [0.55, C.teal, 0.07],
    [1, C.teal, 0],
  ]);
  const warm = doc.rad('warm', [
    [0, C.accent, 0.14],
    [1, C.accent, 0],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  body += `<rect width="${W}" height="${H}" fill="${gridFill(doc, 40, C.line)}" mask="${mask}"/>`;
  body += `<circle cx="${fx - 20}" cy="420" r="330" fill="${halo}"/><circle cx="900" cy="250" r="200" fill="${warm}"/>`;
  // floor perspective grid inside the platform
  const pc: Pt = [fx - 30, fy + 8];
  const rx = 380;
  const ry = 78;
  const clip = doc.raw(
    'pclip',
    (id) => `<clipPath id="${id}"><ellipse cx="${pc[0]}" cy="${pc[1]}" rx="${rx}" ry="${ry}"/></clipPath>`,
  );
  let fl = '';
  for (let i = -10; i <= 10; i++) fl += `M${n(pc[0] + i * 34)} ${n(pc[1] - ry)}L${n(pc[0] + i * 80)} ${n(pc[1] + ry)}`;
  for (let k = 1; k < 8; k++) {
    const y = pc[1] - ry + 2 * ry * Math.pow(k / 8, 1.4);
    fl += `M${n(pc[0] - rx)} ${n(y)}H${n(pc[0] + rx)}`;
  }
  const plat = doc.lin('plat', [
    [0, '#ffffff'],
    [1, '#dbe7e9'],
  ]);
  const rim = doc.lin(
    'rim',
    [
      [0, C.teal, 0.1],
      [0.5, C.teal, 0.55],
      [1, C.teal, 0.1],
    ],
    0,
    0,
    1,
    0,
  );
  body += `<ellipse cx="${pc[0]}" cy="${pc[1] + 14}" rx="${rx}" ry="${ry}" fill="${C.deep}" opacity=".08"/>`;
  body += `<ellipse cx="${pc[0]}" cy="${pc[1]}" rx="${rx}" ry="${ry}" fill="${plat}" stroke="${rim}" stroke-width="2"/>`;
  body += `<path d="${fl}" stroke="${C.teal}" stroke-opacity=".16" clip-path="${clip}"/>`;
  body += `<ellipse cx="${pc[0]}" cy="${pc[1]}" rx="${rx * 0.78}" ry="${ry * 0.78}" stroke="${C.teal}" stroke-opacity=".35" stroke-dasharray="2 7" stroke-linecap="round"/>`;
  // rotation gizmo on the platform rim
  const ring = (a0: number, a1: number): string => {
    const p = (a: number): Pt => [pc[0] + rx * 1.02 * Math.cos(rad(a)), pc[1] + ry * 1.02 * Math.sin(rad(a))];
    let d = `M${pt(p(a0))}`;
    for (let a = a0 + 4; a <= a1; a += 4) d += `L${pt(p(a))}`;
    return d;
  };
  body += `<path d="${ring(40, 140)}" stroke="${C.accent}" stroke-width="4" stroke-linecap="round"/>`;
  const sh = doc.rad('fsh', [
    [0, C.deep, 0.35],
    [1, C.deep, 0],
  ]);
  body += `<ellipse cx="${fx - 20}" cy="${fy + 2}" rx="170" ry="26" fill="${sh}"/>`;

  // ghosts + main figure
  body += place(fx, fy, s, ghost(0, 0.1) + ghost(0.45, 0.16));
  // motion arcs (screen space)
  const shS = toS(j.near.sh);
  body += motionArc(shS, 56 * s * 0.98, 150, 236, C.accent, 3);
  // stepping path of the front foot
  const f0 = toS([-58 + 12, -4]);
  const f1 = toS(add(j.near.an, [-4, 3]));
  body += `<path d="M${pt(f0)}Q${pt([(f0[0] + f1[0]) / 2, f0[1] - 150])} ${pt(f1)}" stroke="${C.teal}" stroke-width="3" stroke-linecap="round" stroke-dasharray=".3 9.6"/>`;
  body += `<path d="M${pt(add(f1, [-16, -13]))}L${pt(f1)}L${pt(add(f1, [-20, 4]))}" stroke="${C.teal}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  // knee angle wedge
  const kn = toS(j.near.kn);
  const a1 = deg(Math.atan2(j.near.hip[1] - j.near.kn[1], j.near.hip[0] - j.near.kn[0]));
  const a2 = deg(Math.atan2(j.near.an[1] - j.near.kn[1], j.near.an[0] - j.near.kn[0]));
  const wr = 46;
  const wedge = `M${pt(kn)}L${pt([kn[0] + wr * Math.cos(rad(a1)), kn[1] + wr * Math.sin(rad(a1))])}A${wr} ${wr} 0 0 0 ${pt([kn[0] + wr * Math.cos(rad(a2)), kn[1] + wr * Math.sin(rad(a2))])}Z`;
  const wedgeArc = `M${pt([kn[0] + (wr + 10) * Math.cos(rad(a1)), kn[1] + (wr + 10) * Math.sin(rad(a1))])}A${wr + 10} ${wr + 10} 0 0 0 ${pt([kn[0] + (wr + 10) * Math.cos(rad(a2)), kn[1] + (wr + 10) * Math.sin(rad(a2))])}`;
  body += place(fx, fy, s, main.svg);
  body += `<path d="${wedge}" fill="${C.accent}" fill-opacity=".18"/><path d="${wedgeArc}" stroke="${C.accent}" stroke-width="2.5" stroke-linecap="round"/>`;
  // floating analysis cards
  const c1: Pt = [900, 150];
  body +=
    card(doc, c1[0], c1[1], 210, 118) +
    musclePill(c1[0] + 44, c1[1] + 40, 1.1, -20) +
    bars(c1[0] + 80, c1[1] + 28, [96, 64], C.line) +
    `<rect x="${c1[0] + 24}" y="${c1[1] + 80}" width="162" height="10" rx="5" fill="${C.line}"/><rect x="${c1[0] + 24}" y="${c1[1] + 80}" width="118" height="10" rx="5" fill="${C.accent}"/>`;
  const c2: Pt = [150, 200];
  const spark: Pt[] = [
    [0, 40],
    [20, 34],
    [40, 12],
    [60, 8],
    [80, 24],
    [100, 42],
    [120, 36],
    [140, 14],
    [160, 10],
  ];
  body +=
    card(doc, c2[0], c2[1], 200, 128) +
    `<path d="${smoothOpen(spark.map((p) => add(p, [c2[0] + 20, c2[1] + 56])))}" stroke="${C.teal}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="${c2[0] + 100}" cy="${c2[1] + 68}" r="5" fill="${C.accent}"/>` +
    bars(c2[0] + 20, c2[1] + 22, [80], C.line) +
    `<path d="M${c2[0] + 20} ${c2[1] + 108}H${c2[0] + 180}" stroke="${C.line}" stroke-width="2"/>`;
  const c3: Pt = [930, 470];
  const ringR = 26;
  body +=
    card(doc, c3[0], c3[1], 180, 96) +
    `<circle cx="${c3[0] + 48}" cy="${c3[1] + 48}" r="${ringR}" stroke="${C.line}" stroke-width="7"/><path d="${arcPath([c3[0] + 48, c3[1] + 48], ringR, -90, 160)}" stroke="${C.teal}" stroke-width="7" stroke-linecap="round"/>` +
    bars(c3[0] + 90, c3[1] + 34, [66, 44], C.line);
  // leader lines from cards to the body
  const lead = (a: Pt, b: Pt): string =>
    `<path d="M${pt(a)}L${pt(b)}" stroke="${C.mid}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="4 5"/><circle cx="${n(b[0])}" cy="${n(b[1])}" r="6" fill="#fff" stroke="${C.accent}" stroke-width="3"/>`;
  const delt = toS(add(j.near.sh, [2, -2]));
  const quad = toS(lerpPt(j.near.hip, j.near.kn, 0.55));
  body += lead([c1[0], c1[1] + 70], add(delt, [8, 0]));
  body += lead([c3[0], c3[1] + 48], add(quad, [0, -20]));
  body += lead([c2[0] + 200, c2[1] + 96], toS(lerpPt(j.hip, j.sh, 0.85)));
  // axis gizmo
  const g: Pt = [120, 690];
  body += `<path d="M${pt(g)}l44 -14M${pt(g)}l0 -46M${pt(g)}l-26 -20" stroke-width="3" stroke-linecap="round" stroke="${C.teal}"/><path d="M${pt(g)}l44 -14" stroke="${C.accent}" stroke-width="3" stroke-linecap="round"/><path d="M${pt(g)}l-26 -20" stroke="${C.deep}" stroke-width="3" stroke-linecap="round"/><circle cx="${g[0]}" cy="${g[1]}" r="5" fill="${C.deep}"/>`;
  return doc.svg(W, H, 'Anatomy mannequin in a lunge with an overhead reach, working muscles highlighted', body);
}

// ---------------------------------------------------------------------------------------------
