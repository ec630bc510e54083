import { C } from '../palette.js';
import { type PoseSpec } from '../rig.js';
import { Doc, gridFill } from '../site/doc.js';
import { EXERCISES } from '../site/exercises.js';
import { figure } from '../site/figure.js';
import { bars, musclePill, place } from '../site/marks.js';
import { TONES } from '../site/materials.js';
import { studio } from '../site/props.js';
import { type Pt, add, dirOf, mul, n, smoothOpen } from '../vector.js';

// Download: phone mockups with a 3D muscle screen (no store logos)
// ---------------------------------------------------------------------------------------------

export function phone(kind: 'android' | 'ios'): string {
  const doc = new Doc(kind === 'ios' ? 'pi' : 'pa');
  const W = 480;
  const H = 640;
  let body = studio(doc, W, H, 24, [240, 320], 230);
  const x = 110;
  const y = 40;
  const w = 260;
  const h = 540;
  const r = kind === 'ios' ? 44 : 30;
  const frame = doc.lin(
    'frame',
    [
      [0, '#3c5259'],
      [0.5, C.ink],
      [1, '#2c4047'],
    ],
    0,
    0,
    1,
    1,
  );
  const scr = doc.lin('scr', [
    [0, '#0f6774'],
    [0.6, '#0b4f5c'],
    [1, '#083843'],
  ]);
  const bez = kind === 'ios' ? 11 : 9;
  body += `<ellipse cx="240" cy="600" rx="150" ry="16" fill="${C.deep}" opacity=".16"/>`;
  // side buttons
  if (kind === 'ios')
    body += `<rect x="${x - 4}" y="150" width="6" height="34" rx="2" fill="#2c4047"/><rect x="${x - 4}" y="196" width="6" height="54" rx="2" fill="#2c4047"/><rect x="${x + w - 2}" y="200" width="6" height="80" rx="2" fill="#2c4047"/>`;
  else
    body += `<rect x="${x + w - 2}" y="150" width="6" height="70" rx="2" fill="#2c4047"/><rect x="${x + w - 2}" y="240" width="6" height="40" rx="2" fill="#2c4047"/>`;
  body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${frame}"/>`;
  const sx = x + bez;
  const sy = y + bez;
  const sw = w - bez * 2;
  const sh = h - bez * 2;
  const clip = doc.raw(
    'sclip',
    (id) => `<clipPath id="${id}"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${r - bez}"/></clipPath>`,
  );
  let s = `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="${scr}"/>`;
  s += `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="${gridFill(doc, 20, '#ffffff', 0.05)}"/>`;
  // status bar (shapes only)
  s += `<rect x="${sx + 22}" y="${sy + 18}" width="30" height="7" rx="3.5" fill="#fff" fill-opacity=".7"/><rect x="${sx + sw - 56}" y="${sy + 18}" width="14" height="7" rx="2" fill="#fff" fill-opacity=".7"/><rect x="${sx + sw - 38}" y="${sy + 17}" width="20" height="9" rx="3" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>`;
  // top app bar
  s += `<rect x="${sx + 18}" y="${sy + 50}" width="34" height="34" rx="11" fill="#fff" fill-opacity=".1"/><path d="M${sx + 39} ${sy + 60}l-7 7 7 7" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += bars(sx + 66, sy + 58, [90], '#ffffff', 8) + bars(sx + 66, sy + 72, [60], '#ffffff44', 6);
  s += `<rect x="${sx + sw - 52}" y="${sy + 50}" width="34" height="34" rx="11" fill="${C.accent}"/><path d="M${sx + sw - 41} ${sy + 67}h12M${sx + sw - 35} ${sy + 61}v12" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`;
  // 3D viewer
  const ex = EXERCISES.find((e) => e.slug === (kind === 'ios' ? 'lunge' : 'shoulder-press'))!;
  const fs = kind === 'ios' ? 1.32 : 1.12;
  const fig = figure(doc, ex.pose, { scale: fs, primary: ex.primary, secondary: ex.secondary, grip: ex.grip });
  const cx = sx + sw / 2;
  const floor = sy + 352;
  s += `<circle cx="${cx}" cy="${floor - 110}" r="110" fill="${doc.rad('vh', [
    [0, C.teal, 0.35],
    [1, C.teal, 0],
  ])}"/>`;
  s += `<ellipse cx="${cx}" cy="${floor + 4}" rx="96" ry="18" stroke="${C.teal}" stroke-width="2" stroke-opacity=".8"/><ellipse cx="${cx}" cy="${floor + 4}" rx="70" ry="12" stroke="${C.teal}" stroke-opacity=".4" stroke-dasharray="2 5"/>`;
  const props = ex.props?.(doc, fig.j, 1 / fs) ?? {};
  const cxw = kind === 'ios' ? -14 : 0;
  s += place(cx - cxw * fs, floor, fs, (props.back ?? '') + fig.svg + (props.front ?? ''));
  s += `<path d="M${cx - 96} ${floor + 4}A96 18 0 0 0 ${cx - 20} ${floor + 21.6}" stroke="${C.accent}" stroke-width="4" stroke-linecap="round"/>`;
  // bottom sheet
  const by = sy + 392;
  s += `<rect x="${sx}" y="${by}" width="${sw}" height="${sh - 392 + 10}" rx="22" fill="#fff"/>`;
  s += `<rect x="${cx - 18}" y="${by + 8}" width="36" height="4" rx="2" fill="${C.line}"/>`;
  const chips = [C.accent, C.teal, C.line];
  chips.forEach(
    (c, i) =>
      (s += `<rect x="${sx + 18 + i * 72}" y="${by + 22}" width="64" height="22" rx="11" fill="${c}" fill-opacity="${i === 0 ? 1 : i === 1 ? 0.25 : 1}"/>`),
  );
  s += musclePill(sx + 44, by + 72, 0.7, -20) + bars(sx + 70, by + 64, [120, 84], C.line, 7, 14);
  s += `<rect x="${sx + 18}" y="${by + 94}" width="${sw - 36}" height="8" rx="4" fill="${C.line}"/><rect x="${sx + 18}" y="${by + 94}" width="${(sw - 36) * 0.66}" height="8" rx="4" fill="${C.teal}"/>`;
  // system navigation hints
  if (kind === 'ios') s += `<rect x="${cx - 50}" y="${sy + sh - 14}" width="100" height="5" rx="2.5" fill="${C.ink}"/>`;
  else
    s += `<rect x="${cx - 36}" y="${sy + sh - 14}" width="72" height="5" rx="2.5" fill="${C.ink}" fill-opacity=".7"/>`;
  body += `<g clip-path="${clip}">${s}</g>`;
  // camera cut-outs
  if (kind === 'ios')
    body += `<rect x="${240 - 44}" y="${sy + 12}" width="88" height="24" rx="12" fill="${C.ink}"/><circle cx="${240 + 28}" cy="${sy + 24}" r="5" fill="#2c4047"/>`;
  else
    body += `<circle cx="240" cy="${sy + 22}" r="8" fill="${C.ink}"/><circle cx="240" cy="${sy + 22}" r="3" fill="#2c4047"/>`;
  // screen glare
  body += `<path d="M${x + w - 80} ${y + 10}L${x + w - 10} ${y + 10}L${x + w - 10} ${y + 140}Z" fill="#fff" opacity=".04"/>`;
  return doc.svg(
    W,
    H,
    kind === 'ios' ? 'Phone (iOS) showing the 3D muscle viewer' : 'Phone (Android) showing the 3D muscle viewer',
    body,
  );
}

export function notFound(): string {
  const doc = new Doc('nf');
  const W = 640;
  const H = 480;
  let body = studio(doc, W, H, 24, [330, 250], 200);
  const floorY = 420;
  // wandering dashed route on the floor + signpost
  body += `<path d="${smoothOpen([
    [40, 450],
    [120, 430],
    [150, 456],
    [230, 440],
    [260, 420],
  ])}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  body += `<path d="${smoothOpen([
    [420, 420],
    [470, 444],
    [540, 430],
    [600, 452],
  ])}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  const post = doc.lin('post', [
    [0, '#ffffff'],
    [1, '#d7e3e6'],
  ]);
  body += `<rect x="522" y="170" width="10" height="252" rx="4" fill="#8aa1a7"/>`;
  body += `<path d="M474 186H574L592 204L574 222H474Z" fill="${post}" stroke="${C.mid}" stroke-opacity=".5" stroke-width="2"/>${bars(490, 201, [62], C.line, 6)}`;
  body += `<path d="M580 240H480L462 258L480 276H580Z" fill="${C.accent}"/>${bars(490, 255, [70], '#ffffff88', 6)}`;
  body += `<path d="M476 300H572L588 316L572 332H476Z" fill="${post}" stroke="${C.mid}" stroke-opacity=".5" stroke-width="2"/>`;
  body += `<ellipse cx="527" cy="${floorY + 2}" rx="30" ry="6" fill="${C.deep}" opacity=".15"/>`;
  // figure holding a map, head tilted
  const s = 1.72;
  const pose: PoseSpec = {
    hip: [0, -93],
    torso: -3,
    neck: 26,
    arm: { a: 38, b: 96, c: 110 },
    farArm: { a: 50, b: 100, c: 110 },
    leg: { a: 6, b: 0 },
    farLeg: { a: -8, b: -8 },
  };
  const fig = figure(doc, pose, {
    scale: s,
    outfit: { skin: 'skin', top: 'teal', legs: 'ink', hair: 'short', hairTone: C.ink },
  });
  const fx = 250;
  const j = fig.j;
  const toS = (p: Pt): Pt => [fx + p[0] * s, floorY + p[1] * s];
  body += `<ellipse cx="${fx}" cy="${floorY + 4}" rx="70" ry="10" fill="${C.deep}" opacity=".16"/>`;
  body += place(
    fx,
    floorY,
    s,
    figure(
      doc,
      { ...pose },
      { scale: s, outfit: { skin: 'skin', top: 'teal', legs: 'ink', hair: 'short', hairTone: C.ink } },
    ).svg,
  );
  // the map: a tri-fold sheet held in front of the body (3/4 cheat)
  const h1 = toS(j.near.wr);
  const mx = h1[0] - 20;
  const my = h1[1] - 86;
  const panel = (x0: number, y0: number, w: number, h: number, skew: number, fill: string): string =>
    `<path d="M${x0} ${y0}L${x0 + w} ${y0 + skew}V${y0 + h + skew}L${x0} ${y0 + h}Z" fill="${fill}" stroke="${C.mid}" stroke-opacity=".5" stroke-width="1.5" stroke-linejoin="round"/>`;
  const mapA = doc.lin('mapa', [
    [0, '#ffffff'],
    [1, '#e6eff0'],
  ]);
  const mapB = doc.lin('mapb', [
    [0, '#e6eff0'],
    [1, '#d2e0e3'],
  ]);
  let map =
    panel(mx, my, 44, 104, 8, mapA) + panel(mx + 44, my + 8, 44, 104, -8, mapB) + panel(mx + 88, my, 44, 104, 8, mapA);
  map += `<path d="${smoothOpen([
    [mx + 10, my + 86],
    [mx + 30, my + 60],
    [mx + 60, my + 74],
    [mx + 76, my + 40],
    [mx + 104, my + 56],
    [mx + 118, my + 30],
  ])}" stroke="${C.accent}" stroke-width="3" stroke-dasharray="1 6" stroke-linecap="round"/>`;
  map += `<path d="M${mx + 112} ${my + 20}l12 12M${mx + 124} ${my + 20}l-12 12" stroke="${C.deep}" stroke-width="3" stroke-linecap="round"/>`;
  map += `<path d="M${mx + 18} ${my + 30}q10 -8 20 0t20 0" stroke="${C.teal}" stroke-width="2" opacity=".6"/><circle cx="${mx + 66}" cy="${my + 92}" r="5" fill="${C.teal}" opacity=".6"/>`;
  const hands = [j.near.wr]
    .map((w) => toS(add(w, mul(dirOf(110), 4))))
    .map(
      (p) =>
        `<ellipse cx="${n(p[0])}" cy="${n(p[1])}" rx="8" ry="6" fill="${TONES.skin.mid}" stroke="${C.deep}" stroke-opacity=".4"/>`,
    )
    .join('');
  body += map + hands;
  // question marks as drawn curves (not text)
  const q = (x: number, y: number, k: number, col: string): string =>
    `<g transform="translate(${x} ${y}) scale(${k})"><path d="M-8 -6C-8 -18 10 -20 10 -8C10 0 0 2 0 10" stroke="${col}" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="22" r="3.4" fill="${col}"/></g>`;
  const head = toS(j.head);
  body += q(head[0] - 6, head[1] - 70, 1.2, C.accent) + q(head[0] + 36, head[1] - 48, 0.8, C.teal);
  return doc.svg(W, H, 'Lost: a person studies a folded map next to a signpost', body);
}

// ---------------------------------------------------------------------------------------------
