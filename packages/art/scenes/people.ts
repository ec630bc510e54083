import { C } from '../palette.js';
import { type PoseSpec } from '../rig.js';
import { Doc, gridFill } from '../site/doc.js';
import { type Outfit, figure, n3 } from '../site/figure.js';
import { kneeJoint } from '../site/knee.js';
import { bars, card, musclePill, place } from '../site/marks.js';
import { TONES, type ToneName } from '../site/materials.js';
import { studio } from '../site/props.js';
import { type Pt, add, arcPath, dirOf, mul, n, pt, rad, smoothClosed, smoothOpen } from '../vector.js';

// People scenes
// ---------------------------------------------------------------------------------------------

export const PATIENT: Outfit = { skin: 'skin', top: 'deep', legs: 'ink', hair: 'short', hairTone: '#2c4047' };
export const DOCTOR: Outfit = { skin: 'skin', top: 'coat', legs: 'ink', coat: true, hair: 'bun', hairTone: C.ink };
export const STUDENT_TOPS: ToneName[] = ['teal', 'deep', 'coat', 'ink'];

export function roomBackdrop(doc: Doc, W: number, H: number, floorY: number): string {
  const wall = doc.lin('wall', [
    [0, '#fbfdfd'],
    [1, '#eaf1f2'],
  ]);
  const floor = doc.lin('floor', [
    [0, '#dfe8ea'],
    [1, '#eef3f4'],
  ]);
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/><path d="M0 ${floorY}H${W}" stroke="#c9d8dc" stroke-width="2"/>`;
}

export function chair(doc: Doc, x: number, seatY: number, s: number, mirror = false): string {
  const g = doc.lin('chair', [
    [0, '#3b535a'],
    [1, C.ink],
  ]);
  const m = mirror ? -1 : 1;
  return `<g transform="translate(${x} 0) scale(${m} 1)"><rect x="${n(-34 * s)}" y="${n(seatY)}" width="${n(60 * s)}" height="${n(9 * s)}" rx="${n(4 * s)}" fill="${g}"/><rect x="${n(-40 * s)}" y="${n(seatY - 64 * s)}" width="${n(9 * s)}" height="${n(70 * s)}" rx="${n(4 * s)}" fill="${g}"/><path d="M${n(-4 * s)} ${n(seatY + 9 * s)}V${n(seatY + 40 * s)}M${n(-28 * s)} ${n(seatY + 48 * s)}L${n(-4 * s)} ${n(seatY + 40 * s)}L${n(20 * s)} ${n(seatY + 48 * s)}" stroke="#8aa1a7" stroke-width="${n(3.2 * s)}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

export function mskPatient(): string {
  const W = 960;
  const H = 640;
  const doc = new Doc('mp');
  const floorY = 560;
  const s = 2.3;
  let body = roomBackdrop(doc, W, H, floorY);
  // window + wall panel
  const win = doc.lin('win', [
    [0, '#e4f3f3'],
    [1, '#cfe7e8'],
  ]);
  body += `<rect x="70" y="70" width="230" height="300" rx="18" fill="${win}" stroke="#c5d7da" stroke-width="3"/><path d="M185 70V370M70 220H300" stroke="#c5d7da" stroke-width="3"/><path d="M100 340L170 100M150 350L240 90" stroke="#fff" stroke-opacity=".6" stroke-width="10" stroke-linecap="round"/>`;
  {
    const pfig = figure(
      doc,
      {
        hip: [0, -93],
        torso: 0,
        neck: 0,
        arm: { a: 14, b: 8, c: 6 },
        farArm: { a: 10, b: 4, c: 2 },
        leg: { a: 0, b: 0 },
        farLeg: { a: -3, b: -3 },
      },
      { scale: 0.7, primary: ['quads', 'pecs'] },
    );
    body +=
      card(doc, 836, 70, 96, 168, 10) +
      `<rect x="846" y="80" width="76" height="148" rx="6" fill="${C.bg}"/>` +
      place(884, 218, 0.7, pfig.svg);
  }
  // plant
  body +=
    `<path d="M840 560V470" stroke="#8aa1a7" stroke-width="4"/><rect x="816" y="500" width="48" height="60" rx="8" fill="${C.line}" stroke="#c5d7da" stroke-width="2"/>` +
    [
      [-30, -70, -40],
      [0, -90, 10],
      [28, -66, 40],
      [-14, -52, -20],
    ]
      .map(
        ([dx, dy, r]) =>
          `<ellipse cx="${840 + dx! * 0.6}" cy="${470 + dy! * 0.5}" rx="12" ry="28" transform="rotate(${r} ${840 + dx! * 0.6} ${470 + dy! * 0.5})" fill="${C.teal}" opacity=".55"/>`,
      )
      .join('');

  // patient, seated, facing right
  const pPose: PoseSpec = {
    hip: [0, -50],
    torso: 6,
    neck: 10,
    arm: { a: 24, b: 70, c: 90 },
    farArm: { a: 18, b: 66, c: 90 },
    leg: { a: 90, b: 4, c: 90 },
    farLeg: { a: 84, b: -4, c: 90 },
  };
  const pf = figure(doc, pPose, { scale: s, outfit: PATIENT });
  const px = 300;
  body += chair(doc, px - 4 * s, floorY - 52 * s + 10, s);
  body += place(px, floorY, s, pf.svg);
  const knee: Pt = [px + pf.j.near.kn[0] * s, floorY + pf.j.near.kn[1] * s];
  body += `<circle cx="${n(knee[0])}" cy="${n(knee[1])}" r="22" stroke="${C.accent}" stroke-width="3" stroke-opacity=".8"/><circle cx="${n(knee[0])}" cy="${n(knee[1])}" r="36" stroke="${C.accent}" stroke-width="2" stroke-opacity=".35"/>`;

  // hologram stand with knee model
  const hx = 548;
  const holo = doc.lin('holo', [
    [0, C.teal, 0],
    [1, C.teal, 0.28],
  ]);
  body += `<path d="M${hx - 32} ${floorY - 118}L${hx - 110} ${floorY - 430}H${hx + 110}L${hx + 32} ${floorY - 118}Z" fill="${holo}"/>`;
  body += `<ellipse cx="${hx}" cy="${floorY - 112}" rx="40" ry="10" fill="${C.deep}"/><rect x="${hx - 8}" y="${floorY - 112}" width="16" height="106" fill="#8aa1a7"/><ellipse cx="${hx}" cy="${floorY - 4}" rx="46" ry="10" fill="${C.deep}" opacity=".8"/>`;
  body += `<ellipse cx="${hx}" cy="${floorY - 118}" rx="36" ry="8" fill="${C.teal}" opacity=".9"/>`;
  body += `<ellipse cx="${hx}" cy="${floorY - 262}" rx="118" ry="24" stroke="${C.teal}" stroke-opacity=".45" stroke-width="2" stroke-dasharray="3 7" stroke-linecap="round"/>`;
  body += `<g transform="translate(${hx} ${floorY - 270}) scale(1.08) rotate(-6)">${kneeJoint(doc, 28, { sw: 1.4, skin: true, span: 118, fade: true, focus: ['bones', 'acl', 'pcl', 'menisci', 'cartilage'] })}</g>`;

  // doctor, standing, facing left (mirrored), pointing at the model and holding a tablet
  const dPose: PoseSpec = {
    hip: [0, -93],
    torso: 2,
    neck: 10,
    arm: { a: 76, b: 108, c: 110 },
    farArm: { a: 20, b: 118, c: 130 },
    leg: { a: 2, b: 0 },
    farLeg: { a: -6, b: -6 },
  };
  const df = figure(doc, dPose, { scale: s, outfit: DOCTOR, mirror: true });
  const dx = 760;
  const tab = add(df.j.far.wr, mul(dirOf(118), 6));
  const tablet = `<g transform="translate(${pt([-tab[0], tab[1]])}) rotate(-24)"><rect x="-10" y="-14" width="20" height="27" rx="2.5" fill="${C.ink}"/><rect x="-8.5" y="-12.5" width="17" height="24" rx="1.5" fill="${C.mid}"/><rect x="-6" y="-9" width="9" height="2.4" rx="1.2" fill="${C.accent}"/></g>`;
  body += place(dx, floorY, s, `<g>${tablet}</g>` + df.svg);
  // shadows
  const shd = doc.rad('shd', [
    [0, C.deep, 0.22],
    [1, C.deep, 0],
  ]);
  body = body.replace(
    `<path d="M0 ${floorY}H${W}" stroke="#c9d8dc" stroke-width="2"/>`,
    `<path d="M0 ${floorY}H${W}" stroke="#c9d8dc" stroke-width="2"/><ellipse cx="${px + 20}" cy="${floorY + 6}" rx="150" ry="16" fill="${shd}"/><ellipse cx="${dx}" cy="${floorY + 6}" rx="90" ry="14" fill="${shd}"/>`,
  );
  return doc.svg(W, H, 'A clinician explains a 3D knee model to a seated patient', body);
}

export function university(): string {
  const W = 960;
  const H = 640;
  const doc = new Doc('u');
  let body = roomBackdrop(doc, W, H, 420);
  // big screen
  const scr = doc.lin('scr', [
    [0, '#0f6774'],
    [1, '#0a3540'],
  ]);
  body += `<rect x="250" y="40" width="460" height="270" rx="18" fill="${C.ink}"/><rect x="262" y="52" width="436" height="246" rx="10" fill="${scr}"/>`;
  body += `<rect x="262" y="52" width="436" height="246" fill="${gridFill(doc, 22, '#ffffff', 0.05)}"/>`;
  const s = 0.92;
  const pose: PoseSpec = {
    hip: [0, -93],
    torso: 2,
    neck: 4,
    arm: { a: 168, b: 176, c: 180 },
    farArm: { a: 160, b: 170, c: 176 },
    leg: { a: 0, b: 0 },
    farLeg: { a: -4, b: -4 },
  };
  const fig = figure(doc, pose, { scale: s, primary: ['delts', 'triceps'] });
  body +=
    `<ellipse cx="420" cy="282" rx="66" ry="10" stroke="${C.teal}" stroke-opacity=".6" stroke-width="2"/>` +
    place(420, 280, s, fig.svg);
  body +=
    `<rect x="530" y="82" width="140" height="96" rx="10" fill="#ffffff" fill-opacity=".08"/>` +
    musclePill(566, 110, 0.9, -15) +
    bars(592, 104, [56, 40], '#ffffff33', 6, 12) +
    `<rect x="546" y="146" width="108" height="8" rx="4" fill="#ffffff" fill-opacity=".15"/><rect x="546" y="146" width="72" height="8" rx="4" fill="${C.accent}"/>`;
  body +=
    `<rect x="530" y="194" width="140" height="84" rx="10" fill="#ffffff" fill-opacity=".08"/><circle cx="568" cy="236" r="22" stroke="#ffffff" stroke-opacity=".15" stroke-width="6"/><path d="${arcPath([568, 236], 22, -90, 120)}" stroke="${C.teal}" stroke-width="6" stroke-linecap="round"/>` +
    bars(604, 220, [50, 36, 44], '#ffffff33', 6, 14);
  // lecturer at the left, facing the screen
  const lec: PoseSpec = {
    hip: [0, -93],
    torso: -2,
    neck: -4,
    arm: { a: 112, b: 122, c: 126 },
    farArm: { a: 8, b: 40, c: 40 },
    leg: { a: 4, b: 0 },
    farLeg: { a: -6, b: -6 },
  };
  const lf = figure(doc, lec, {
    scale: 1.75,
    outfit: { skin: 'skin', top: 'deep', legs: 'ink', hair: 'short', hairTone: C.ink },
  });
  body += `<ellipse cx="150" cy="424" rx="60" ry="9" fill="${C.deep}" opacity=".12"/>` + place(140, 420, 1.75, lf.svg);
  // lectern
  body += `<path d="M760 300H860L850 420H770Z" fill="${doc.lin('lect', [
    [0, '#ffffff'],
    [1, '#d7e3e6'],
  ])}" stroke="#c5d7da" stroke-width="2"/><rect x="752" y="292" width="116" height="14" rx="5" fill="${C.mid}"/>`;
  // tiered rows of students seen from behind
  const desk = doc.lin('desk', [
    [0, '#ffffff'],
    [1, '#dfe8ea'],
  ]);
  const rows = [
    { y: 452, s: 0.8, n: 6, x0: 250, dx: 124 },
    { y: 540, s: 0.95, n: 6, x0: 110, dx: 148 },
    { y: 640, s: 1.12, n: 5, x0: 100, dx: 188 },
  ];
  let k = 0;
  for (const r of rows) {
    body += `<path d="M0 ${r.y - 18 * r.s}Q480 ${r.y - 40 * r.s} 960 ${r.y - 18 * r.s}V${r.y + 30 * r.s}Q480 ${r.y + 8 * r.s} 0 ${r.y + 30 * r.s}Z" fill="${desk}" stroke="#c5d7da" stroke-width="2"/>`;
    for (let i = 0; i < r.n; i++) {
      const x = r.x0 + i * r.dx + (k % 2) * 6;
      const bend = -Math.pow((x - 480) / 480, 2) * 22 * r.s;
      const y = r.y - 16 * r.s + bend;
      body += student(doc, x, y, r.s * 1.3, STUDENT_TOPS[k % 4]!, k);
      k++;
    }
  }
  return doc.svg(W, H, 'Students in a lecture hall learning anatomy from a 3D model', body);
}

export function student(doc: Doc, x: number, y: number, scale: number, top: ToneName, k: number): string {
  const s = 1;
  const t = TONES[top];
  const g = doc.lin(
    `st${top}`,
    [
      [0, t.lit],
      [0.5, t.mid],
      [1, t.dark],
    ],
    0,
    0,
    1,
    0.4,
  );
  const skin = doc.lin(
    'stskin',
    [
      [0, '#fbfcfc'],
      [1, '#c8d7db'],
    ],
    0,
    0,
    1,
    0.5,
  );
  const hairCols = [C.ink, '#4a3b33', '#2c4047', '#6b5446'];
  const hc = hairCols[k % 4]!;
  const hair =
    k % 3 === 0
      ? `<path d="M${n(-14 * s)} ${n(-46 * s)}C${n(-16 * s)} ${n(-30 * s)} ${n(-14 * s)} ${n(-20 * s)} ${n(-10 * s)} ${n(-16 * s)}H${n(10 * s)}C${n(14 * s)} ${n(-20 * s)} ${n(16 * s)} ${n(-30 * s)} ${n(14 * s)} ${n(-46 * s)}Z" fill="${hc}"/>`
      : '';
  const laptop =
    k % 3 === 1
      ? `<path d="M${n(12 * s)} ${n(-6 * s)}L${n(18 * s)} ${n(-30 * s)}H${n(44 * s)}L${n(40 * s)} ${n(-6 * s)}Z" fill="#8aa1a7"/><path d="M${n(16 * s)} ${n(-9 * s)}L${n(20.5 * s)} ${n(-27 * s)}H${n(40.5 * s)}L${n(36.5 * s)} ${n(-9 * s)}Z" fill="${C.teal}" opacity=".5"/>`
      : '';
  const id = doc
    .raw(
      `stu${top}${k % 12}`,
      (idd) =>
        `<g id="${idd}">${laptop}<path d="M${n(-24 * s)} 0C${n(-24 * s)} ${n(-22 * s)} ${n(-16 * s)} ${n(-26 * s)} 0 ${n(-27 * s)}C${n(16 * s)} ${n(-26 * s)} ${n(24 * s)} ${n(-22 * s)} ${n(24 * s)} 0Z" fill="${g}"/><rect x="${n(-4.5 * s)}" y="${n(-32 * s)}" width="${n(9 * s)}" height="${n(7 * s)}" fill="${skin}"/><ellipse cy="${n(-42 * s)}" rx="${n(11 * s)}" ry="${n(12.5 * s)}" fill="${hc}"/><ellipse cx="${n(-11 * s)}" cy="${n(-40 * s)}" rx="${n(2.2 * s)}" ry="${n(3.4 * s)}" fill="${skin}"/><ellipse cx="${n(11 * s)}" cy="${n(-40 * s)}" rx="${n(2.2 * s)}" ry="${n(3.4 * s)}" fill="${skin}"/>${hair}</g>`,
    )
    .slice(4, -1);
  return `<use href="${id}" transform="translate(${n(x)} ${n(y)}) scale(${n3(scale)})"/>`;
}

export function about(): string {
  const W = 960;
  const H = 640;
  const doc = new Doc('ab');
  let body = studio(doc, W, H, 32, [480, 320], 300);
  const c: Pt = [480, 320];
  // orbits
  body += `<ellipse cx="${c[0]}" cy="${c[1]}" rx="380" ry="150" stroke="${C.teal}" stroke-opacity=".3" stroke-width="2" transform="rotate(-14 ${c[0]} ${c[1]})"/>`;
  body += `<ellipse cx="${c[0]}" cy="${c[1]}" rx="300" ry="230" stroke="${C.teal}" stroke-opacity=".22" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  body += `<circle cx="${c[0]}" cy="${c[1]}" r="190" fill="${doc.rad('core', [
    [0, '#ffffff'],
    [0.75, '#eef5f6'],
    [1, '#dcebed'],
  ])}" stroke="${C.line}" stroke-width="2"/>`;
  // muscle bundle: fascicles converging into tendons, like the logo mark
  const fasc = [
    { w: 40, o: -48, t: 'deep' },
    { w: 46, o: -16, t: 'teal' },
    { w: 44, o: 18, t: 'teal' },
    { w: 36, o: 48, t: 'deep' },
  ] as const;
  let bundle = '';
  fasc.forEach((f, i) => {
    const pts: Pt[] = [
      [-150, 0],
      [-80, f.o * 0.8 - f.w * 0.5],
      [0, f.o - f.w * 0.5],
      [80, f.o * 0.8 - f.w * 0.5],
      [150, 0],
      [80, f.o * 0.8 + f.w * 0.5],
      [0, f.o + f.w * 0.5],
      [-80, f.o * 0.8 + f.w * 0.5],
    ];
    const g = doc.lin(
      `fas${f.t}`,
      f.t === 'teal'
        ? [
            [0, '#63cfcb'],
            [1, C.mid],
          ]
        : [
            [0, '#2a8591'],
            [1, C.deep],
          ],
    );
    bundle += `<path d="${smoothClosed(pts)}" fill="${g}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`;
    bundle += `<path d="${smoothOpen([
      [-120, f.o * 0.25],
      [-50, f.o * 0.85],
      [50, f.o * 0.85],
      [120, f.o * 0.25],
    ])}" stroke="#fff" stroke-opacity=".35" stroke-width="1.6"/>`;
    if (i === 1)
      bundle += `<path d="${smoothClosed([
        [-60, f.o - 6],
        [0, f.o - f.w * 0.4],
        [60, f.o - 6],
        [0, f.o + f.w * 0.3],
      ])}" fill="${C.accent}" opacity=".92"/>`;
  });
  bundle += `<path d="M-150 0H-205M150 0H205" stroke="#c9d7da" stroke-width="12" stroke-linecap="round"/><circle cx="-212" cy="0" r="16" fill="#fff" stroke="${C.deep}" stroke-width="6"/><circle cx="212" cy="0" r="16" fill="#fff" stroke="${C.accent}" stroke-width="6"/>`;
  body += `<g transform="translate(${c[0]} ${c[1]}) rotate(-28)">${bundle}</g>`;
  // team avatars on the orbit
  const av = [
    { a: 200, hair: 'bun', top: 'teal' },
    { a: 300, hair: 'short', top: 'deep' },
    { a: 20, hair: 'short', top: 'muscle' },
    { a: 120, hair: 'short', top: 'ink' },
  ] as const;
  for (const [i, v] of av.entries()) {
    const p: Pt = [c[0] + 330 * Math.cos(rad(v.a)), c[1] + 200 * Math.sin(rad(v.a))];
    body += `<path d="M${pt(c)}L${pt(p)}" stroke="${C.teal}" stroke-opacity=".25" stroke-width="1.5" stroke-dasharray="3 6"/>`;
    body += avatar(doc, p, 44, v.top, v.hair, i);
  }
  for (const a of [70, 160, 250, 345]) {
    const p: Pt = [c[0] + 300 * Math.cos(rad(a)), c[1] + 230 * Math.sin(rad(a))];
    body += `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="7" fill="${a === 160 ? C.accent : C.teal}"/>`;
  }
  return doc.svg(W, H, 'A team around an abstract muscle bundle: anatomy, movement and care', body);
}

export function avatar(doc: Doc, p: Pt, r: number, top: ToneName, hair: 'bun' | 'short' | 'long', k: number): string {
  const t = TONES[top];
  const g = doc.lin(`av${top}`, [
    [0, t.lit],
    [1, t.dark],
  ]);
  const skin = doc.lin('avskin', [
    [0, '#ffffff'],
    [1, '#d2dfe2'],
  ]);
  const hc = [C.ink, '#4a3b33', '#2c4047', '#6b5446'][k % 4]!;
  const clip = doc.raw(
    `avc${k}`,
    (id) => `<clipPath id="${id}"><circle cx="${n(p[0])}" cy="${n(p[1])}" r="${r}"/></clipPath>`,
  );
  const hx = p[0];
  const hy = p[1] - r * 0.18;
  const hr = r * 0.34;
  const hairEl =
    hair === 'bun'
      ? `<circle cx="${n(hx)}" cy="${n(hy - hr * 1.05)}" r="${n(hr * 0.5)}" fill="${hc}"/><path d="M${n(hx - hr * 1.05)} ${n(hy)}A${n(hr * 1.05)} ${n(hr * 1.05)} 0 0 1 ${n(hx + hr * 1.05)} ${n(hy)}Q${n(hx)} ${n(hy - hr * 0.5)} ${n(hx - hr * 1.05)} ${n(hy)}Z" fill="${hc}"/>`
      : hair === 'long'
        ? `<path d="M${n(hx - hr * 1.15)} ${n(hy + hr * 1.5)}C${n(hx - hr * 1.4)} ${n(hy - hr * 0.4)} ${n(hx - hr * 0.9)} ${n(hy - hr * 1.25)} ${n(hx)} ${n(hy - hr * 1.2)}C${n(hx + hr * 0.9)} ${n(hy - hr * 1.25)} ${n(hx + hr * 1.4)} ${n(hy - hr * 0.4)} ${n(hx + hr * 1.15)} ${n(hy + hr * 1.5)}L${n(hx + hr * 0.75)} ${n(hy + hr * 0.9)}C${n(hx + hr * 0.9)} ${n(hy - hr * 0.2)} ${n(hx + hr * 0.4)} ${n(hy - hr * 0.6)} ${n(hx - hr * 0.2)} ${n(hy - hr * 0.55)}C${n(hx - hr * 0.7)} ${n(hy - hr * 0.4)} ${n(hx - hr * 0.9)} ${n(hy + hr * 0.2)} ${n(hx - hr * 0.75)} ${n(hy + hr * 0.9)}Z" fill="${hc}"/>`
        : `<path d="M${n(hx - hr * 1.05)} ${n(hy)}A${n(hr * 1.05)} ${n(hr * 1.05)} 0 0 1 ${n(hx + hr * 1.05)} ${n(hy - hr * 0.1)}Q${n(hx + hr * 0.2)} ${n(hy - hr * 0.65)} ${n(hx - hr * 1.05)} ${n(hy)}Z" fill="${hc}"/>`;
  return (
    `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${r + 5}" fill="#fff" stroke="${C.line}" stroke-width="2"/>` +
    `<g clip-path="${clip}"><circle cx="${n(p[0])}" cy="${n(p[1])}" r="${r}" fill="${C.bg}"/><path d="M${n(p[0] - r * 0.8)} ${n(p[1] + r)}C${n(p[0] - r * 0.8)} ${n(p[1] + r * 0.3)} ${n(p[0] - r * 0.4)} ${n(p[1] + r * 0.22)} ${n(p[0])} ${n(p[1] + r * 0.22)}C${n(p[0] + r * 0.4)} ${n(p[1] + r * 0.22)} ${n(p[0] + r * 0.8)} ${n(p[1] + r * 0.3)} ${n(p[0] + r * 0.8)} ${n(p[1] + r)}Z" fill="${g}"/><circle cx="${n(hx)}" cy="${n(hy)}" r="${n(hr)}" fill="${skin}"/>${hairEl}</g>`
  );
}

// ---------------------------------------------------------------------------------------------
