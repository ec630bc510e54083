/**
 * Generates every illustration the website uses, as small hand-tuned SVG files.
 *
 *   npx tsx scripts/make-illustrations.ts
 *
 * Output: web/src/assets/illustrations/ (plus actions/*.svg and actions/index.ts).
 * The output is deterministic: no randomness, no clock, no external references, no text.
 *
 * One visual system for the whole site:
 *   - a jointed "anatomy mannequin" drawn in side view from a small pose rig (forward and
 *     inverse kinematics), every body part shaded like a cylinder with a soft gradient;
 *   - working muscles as fibred bellies in the warm accent colour;
 *   - palette deep teal #0b4f5c / #0b6e7a / #12a4a6, accent #f08a4b, neutrals #f4f7f7 #dfe8ea #17262b.
 *
 * The rig and the drawing helpers are exported: scripts/make-video.ts reuses them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// ---------------------------------------------------------------------------------------------
// Palette and small numeric helpers
// ---------------------------------------------------------------------------------------------

export const C = {
  deep: '#0b4f5c',
  mid: '#0b6e7a',
  teal: '#12a4a6',
  accent: '#f08a4b',
  bg: '#f4f7f7',
  line: '#dfe8ea',
  ink: '#17262b',
  white: '#ffffff',
} as const;

export type Pt = readonly [number, number];

/** Compact number for SVG output: one decimal, no trailing zeros. */
export function n(x: number): string {
  const v = Math.round(x * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
}
export const pt = (p: Pt): string => `${n(p[0])} ${n(p[1])}`;
const rad = (d: number): number => (d * Math.PI) / 180;
const deg = (r: number): number => (r * 180) / Math.PI;
export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
export const len = (a: Pt): number => Math.hypot(a[0], a[1]);
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
/** Direction of an absolute limb angle: 0 = straight down, +90 = forward (+x), 180 = up. */
export const dirOf = (a: number): Pt => [Math.sin(rad(a)), Math.cos(rad(a))];

/** Mix two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(lerp(v, pb[i]!, t)).toString(16).padStart(2, '0')).join('')}`;
}

/** Smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosed(ps: readonly Pt[], k = 1): string {
  const m = ps.length;
  let d = `M${pt(ps[0]!)}`;
  for (let i = 0; i < m; i++) {
    const p0 = ps[(i - 1 + m) % m]!;
    const p1 = ps[i]!;
    const p2 = ps[(i + 1) % m]!;
    const p3 = ps[(i + 2) % m]!;
    const c1 = add(p1, mul(sub(p2, p0), k / 6));
    const c2 = sub(p2, mul(sub(p3, p1), k / 6));
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return `${d}Z`;
}

/** Smooth open path through points; `move` = false continues the current path. */
export function smoothOpen(ps: readonly Pt[], move = true, k = 1): string {
  const m = ps.length;
  let d = move ? `M${pt(ps[0]!)}` : `L${pt(ps[0]!)}`;
  for (let i = 0; i < m - 1; i++) {
    const p0 = ps[Math.max(0, i - 1)]!;
    const p1 = ps[i]!;
    const p2 = ps[i + 1]!;
    const p3 = ps[Math.min(m - 1, i + 2)]!;
    const c1 = add(p1, mul(sub(p2, p0), k / 6));
    const c2 = sub(p2, mul(sub(p3, p1), k / 6));
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d;
}

export function arcPath(c: Pt, r: number, a0: number, a1: number): string {
  // angles in degrees, screen convention (0 = +x, 90 = +y / down)
  const p0: Pt = [c[0] + r * Math.cos(rad(a0)), c[1] + r * Math.sin(rad(a0))];
  const p1: Pt = [c[0] + r * Math.cos(rad(a1)), c[1] + r * Math.sin(rad(a1))];
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${pt(p0)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${pt(p1)}`;
}

// ---------------------------------------------------------------------------------------------
// Document: collects <defs> once per file with a file-specific id prefix
// ---------------------------------------------------------------------------------------------

export class Doc {
  private defs = new Map<string, string>();
  constructor(readonly prefix: string) {}
  /** Register a definition; `make` receives the final id. Returns `url(#id)`. */
  def(key: string, make: (id: string) => string): string {
    const id = `${this.prefix}${key}`;
    if (!this.defs.has(id)) this.defs.set(id, make(id));
    return `url(#${id})`;
  }
  lin(key: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(key, (id) =>
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
  }
  linU(key: string, stops: [number, string, number?][], a: Pt, b: Pt): string {
    return this.def(key, (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}">${stopsOf(stops)}</linearGradient>`,
    );
  }
  rad(key: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(key, (id) =>
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
  }
  raw(key: string, make: (id: string) => string): string {
    return this.def(key, make);
  }
  /** A reusable path in <defs>; returns `#id` for <use href>. */
  path(key: string, d: string): string {
    const id = `${this.prefix}${key}`;
    if (!this.defs.has(id)) this.defs.set(id, `<path id="${id}" d="${d}"/>`);
    return `#${id}`;
  }
  svg(w: number, h: number, title: string, body: string): string {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    const out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none"><title>${esc(title)}</title>${defs}${body}</svg>\n`;
    return out.replace(/ d="([^"]*)"/g, (_m, d: string) => ` d="${minifyPath(d)}"`);
  }
}

/** Shorter path data: no space before a minus sign, no leading zeros. */
export function minifyPath(d: string): string {
  return d
    .replace(/(^|[^\d.])0\.(\d)/g, '$1.$2')
    .replace(/ -/g, '-')
    .replace(/([A-Za-z]) /g, '$1')
    .replace(/ ([A-Za-z])/g, '$1');
}

/** Faded square grid as a pattern (much smaller than explicit lines). */
export function gridFill(doc: Doc, step: number, stroke: string, opacity = 1): string {
  return doc.raw(`grid${step}${stroke.slice(1)}`, (id) => `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0V${step}H0" stroke="${stroke}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/></pattern>`);
}

function stopsOf(stops: [number, string, number?][]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a !== undefined && a < 1 ? ` stop-opacity="${a}"` : ''}/>`)
    .join('');
}
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// ---------------------------------------------------------------------------------------------
// Materials: cylinder-like gradients, picked per part so the light always comes from top-left
// ---------------------------------------------------------------------------------------------

export interface Tone {
  lit: string;
  mid: string;
  dark: string;
}
export const TONES = {
  teal: { lit: '#63cfcb', mid: '#16a9aa', dark: '#0b6e7a' },
  deep: { lit: '#2a8591', mid: '#0f5e6b', dark: '#0a4350' },
  coat: { lit: '#ffffff', mid: '#eef3f4', dark: '#c2d3d7' },
  skin: { lit: '#fbfcfc', mid: '#e3ecee', dark: '#b4c7cc' },
  ink: { lit: '#4a5f66', mid: '#2c4047', dark: '#17262b' },
  muscle: { lit: '#fbc197', mid: '#f08a4b', dark: '#c8622c' },
  bone: { lit: '#ffffff', mid: '#f1f4f1', dark: '#cdd8d6' },
} satisfies Record<string, Tone>;
export type ToneName = keyof typeof TONES;

const LIGHT: Pt = [-0.6, -0.8];

/** Gradient across a part drawn in a rotated local frame (+x local = `xAxis` in world). */
export function shade(doc: Doc, tone: ToneName, far: boolean, xAxis: Pt): string {
  const litRight = xAxis[0] * LIGHT[0] + xAxis[1] * LIGHT[1] > 0;
  const t = TONES[tone];
  const k = far ? 0.32 : 0;
  const lit = far ? mix(t.lit, C.deep, k) : t.lit;
  const mid = far ? mix(t.mid, C.deep, k) : t.mid;
  const dark = far ? mix(t.dark, C.deep, k + 0.1) : t.dark;
  const key = `${tone}${far ? 'F' : ''}${litRight ? 'R' : 'L'}`;
  const stops: [number, string][] = [
    [0, lit],
    [0.38, mid],
    [0.86, dark],
    [1, mix(dark, mid, 0.45)],
  ];
  return doc.lin(key, litRight ? stops.map(([o, c]) => [1 - o, c] as [number, string]).reverse() : stops, 0, 0, 1, 0);
}

// ---------------------------------------------------------------------------------------------
// The mannequin rig (units ~ centimetres, y down, floor at y = 0, facing +x)
// ---------------------------------------------------------------------------------------------

export const L = { torso: 50, neck: 7, ua: 30, fa: 26, hand: 14, thigh: 44, shin: 42 } as const;

interface Profile {
  t: number[];
  a: number[]; // anterior half width
  p: number[]; // posterior half width
}
const PROFILES = {
  torso: {
    t: [0, 0.1, 0.28, 0.48, 0.66, 0.84, 1, 1.1],
    a: [7.5, 11, 12.2, 10.2, 9.6, 10.4, 9.5, 5.5],
    p: [8.5, 10.6, 10.2, 8.2, 8.4, 11.2, 12, 7.5],
  },
  ua: { t: [0, 0.25, 0.55, 0.8, 1], a: [5.6, 5.2, 4.9, 4.1, 3.8], p: [5.8, 5.4, 5, 4.2, 3.8] },
  fa: { t: [0, 0.2, 0.5, 0.8, 1], a: [3.8, 4.2, 3.5, 2.7, 2.4], p: [3.8, 4.3, 3.6, 2.8, 2.4] },
  thigh: { t: [0, 0.25, 0.55, 0.8, 1], a: [8.8, 8.6, 7.8, 6.4, 5.4], p: [8.8, 8.8, 7.6, 6, 5.4] },
  shin: { t: [0, 0.2, 0.45, 0.75, 1], a: [5.2, 4.6, 4, 3.3, 3], p: [5.2, 6.6, 5.4, 3.6, 3] },
  neck: { t: [0, 0.5, 1], a: [3.6, 3.4, 3.6], p: [4, 3.6, 3.8] },
  hand: { t: [0, 0.4, 1], a: [2.4, 2.8, 2.1], p: [2.4, 2.6, 2] },
} satisfies Record<string, Profile>;
type Seg = keyof typeof PROFILES;

function profAt(pr: Profile, side: 'a' | 'p', t: number): number {
  const arr = pr[side];
  const ts = pr.t;
  if (t <= ts[0]!) return arr[0]!;
  for (let i = 1; i < ts.length; i++) {
    if (t <= ts[i]!) {
      const u = (t - ts[i - 1]!) / (ts[i]! - ts[i - 1]!);
      const s = u * u * (3 - 2 * u);
      return lerp(arr[i - 1]!, arr[i]!, s);
    }
  }
  return arr[arr.length - 1]!;
}

function limbOutline(seg: Seg, length: number): string {
  const pr: Profile = PROFILES[seg];
  const pts: Pt[] = [];
  const a0 = pr.a[0]!;
  const p0 = pr.p[0]!;
  const a1 = pr.a[pr.a.length - 1]!;
  const p1 = pr.p[pr.p.length - 1]!;
  const tMax = pr.t[pr.t.length - 1]!;
  // top cap
  pts.push([-p0 * 0.72, -p0 * 0.7], [(a0 - p0) * 0.3, -(a0 + p0) * 0.5], [a0 * 0.72, -a0 * 0.7]);
  for (let i = 0; i < pr.t.length; i++) pts.push([pr.a[i]!, pr.t[i]! * length]);
  const end = tMax * length;
  pts.push([a1 * 0.72, end + a1 * 0.68], [(a1 - p1) * 0.3, end + (a1 + p1) * 0.5], [-p1 * 0.72, end + p1 * 0.68]);
  for (let i = pr.t.length - 1; i >= 0; i--) pts.push([-pr.p[i]!, pr.t[i]! * length]);
  return smoothClosed(pts);
}

export interface MuscleDef {
  seg: Seg;
  side: 'a' | 'p' | 'cap';
  t0: number;
  t1: number;
  depth: number;
  bulge: number;
  abs?: boolean;
}
export const MUSCLES = {
  pecs: { seg: 'torso', side: 'a', t0: 0.05, t1: 0.4, depth: 0.5, bulge: 1.2 },
  abs: { seg: 'torso', side: 'a', t0: 0.4, t1: 0.92, depth: 0.34, bulge: 0.5, abs: true },
  hipFlexor: { seg: 'torso', side: 'a', t0: 0.78, t1: 1.08, depth: 0.45, bulge: 0.3 },
  traps: { seg: 'torso', side: 'p', t0: -0.06, t1: 0.34, depth: 0.5, bulge: 0.8 },
  lats: { seg: 'torso', side: 'p', t0: 0.12, t1: 0.64, depth: 0.5, bulge: 1 },
  erector: { seg: 'torso', side: 'p', t0: 0.42, t1: 0.86, depth: 0.3, bulge: 0.6 },
  glutes: { seg: 'torso', side: 'p', t0: 0.76, t1: 1.1, depth: 0.62, bulge: 1.4 },
  delts: { seg: 'ua', side: 'cap', t0: 0, t1: 0.45, depth: 0, bulge: 0.7 },
  frontDelt: { seg: 'ua', side: 'a', t0: -0.08, t1: 0.42, depth: 0.8, bulge: 0.8 },
  biceps: { seg: 'ua', side: 'a', t0: 0.2, t1: 0.88, depth: 0.62, bulge: 1.2 },
  triceps: { seg: 'ua', side: 'p', t0: 0.12, t1: 0.86, depth: 0.62, bulge: 1 },
  forearm: { seg: 'fa', side: 'a', t0: 0.04, t1: 0.62, depth: 0.6, bulge: 0.7 },
  quads: { seg: 'thigh', side: 'a', t0: 0.06, t1: 0.92, depth: 0.62, bulge: 1.1 },
  hamstrings: { seg: 'thigh', side: 'p', t0: 0.1, t1: 0.92, depth: 0.6, bulge: 0.9 },
  calves: { seg: 'shin', side: 'p', t0: 0.04, t1: 0.6, depth: 0.62, bulge: 0.9 },
  soleus: { seg: 'shin', side: 'p', t0: 0.42, t1: 0.84, depth: 0.4, bulge: 0.4 },
  tibialis: { seg: 'shin', side: 'a', t0: 0.08, t1: 0.72, depth: 0.4, bulge: 0.4 },
} satisfies Record<string, MuscleDef>;
export type MuscleName = keyof typeof MUSCLES;

/** Muscle belly path + fibre lines in the part's local frame (anterior = +x). */
function musclePaths(m: MuscleDef, length: number): { body: string; fibres: string } {
  const pr: Profile = PROFILES[m.seg];
  if (m.side === 'cap') {
    const r0 = (profAt(pr, 'a', 0) + profAt(pr, 'p', 0)) / 2;
    const y = (t: number): number => t * length;
    const b = m.bulge;
    const pts: Pt[] = [
      [-profAt(pr, 'p', 0.05) - b, y(0.05)],
      [-r0 * 0.8 - b * 0.6, -r0 * 0.62],
      [0, -r0 - b],
      [r0 * 0.8 + b * 0.6, -r0 * 0.62],
      [profAt(pr, 'a', 0.05) + b, y(0.05)],
      [profAt(pr, 'a', 0.22) + b * 0.8, y(0.22)],
      [profAt(pr, 'a', 0.36) * 0.55, y(0.37)],
      [0.5, y(m.t1)],
      [-profAt(pr, 'p', 0.34) * 0.5, y(0.35)],
      [-profAt(pr, 'p', 0.2) - b * 0.8, y(0.2)],
    ];
    const f = (k: number): Pt[] => [
      [k * r0 * 0.9, -r0 * 0.55],
      [k * r0 * 0.75, y(0.12)],
      [k * r0 * 0.3 + 0.3, y(0.3)],
      [0.4, y(m.t1 * 0.92)],
    ];
    return { body: smoothClosed(pts), fibres: smoothOpen(f(-0.55)) + smoothOpen(f(0.05)) + smoothOpen(f(0.6)) };
  }
  const s = m.side === 'a' ? 1 : -1;
  const N = 6;
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  const fib: Pt[][] = [[], [], []];
  for (let i = 0; i <= N; i++) {
    const u = i / N;
    const t = lerp(m.t0, m.t1, u);
    const w = profAt(pr, m.side as 'a' | 'p', t);
    const bell = Math.sin(Math.PI * u);
    const o = w + m.bulge * Math.pow(bell, 0.8);
    const inn = w * (1 - m.depth * Math.pow(bell, 0.7));
    outer.push([s * o, t * length]);
    inner.push([s * inn, t * length]);
    [0.3, 0.55, 0.8].forEach((k, j) => fib[j]!.push([s * lerp(inn, o, k), t * length]));
  }
  const body = smoothOpen(outer) + smoothOpen([...inner].reverse(), false) + 'Z';
  const fibres = fib.map((f) => smoothOpen(f.slice(1, -1))).join('');
  let extra = '';
  if (m.abs) {
    for (const t of [0.52, 0.64, 0.76]) {
      const w = profAt(pr, 'a', t);
      extra += `M${n(w * 0.7)} ${n(t * length)}L${n(w + m.bulge * 0.6)} ${n(t * length - 0.6)}`;
    }
  }
  return { body, fibres: fibres + extra };
}

export interface LimbSpecAngles {
  a: number;
  b: number;
  c?: number;
}
export interface LimbSpecTarget {
  to: Pt;
  bend?: number;
  c?: number;
}
export type LimbSpec = LimbSpecAngles | LimbSpecTarget;

export interface PoseSpec {
  hip: Pt;
  torso: number; // hip -> shoulder, degrees from vertical, + leaning forward
  neck?: number; // shoulder -> head, degrees from vertical
  arm: LimbSpec; // near arm
  leg: LimbSpec; // near leg
  farArm?: LimbSpec; // defaults to the near spec, shifted
  farLeg?: LimbSpec;
  farShift?: Pt;
}

export interface Joints {
  hip: Pt;
  sh: Pt;
  head: Pt;
  neckAng: number;
  near: LimbJoints;
  far: LimbJoints;
}
export interface LimbJoints {
  sh: Pt;
  el: Pt;
  wr: Pt;
  handAng: number;
  hip: Pt;
  kn: Pt;
  an: Pt;
  footAng: number;
}

function angleOf(v: Pt): number {
  // inverse of dirOf
  return deg(Math.atan2(v[0], v[1]));
}

function chain(root: Pt, spec: LimbSpec, l1: number, l2: number, defBend: number, defC: (b: number) => number): [Pt, Pt, number] {
  if ('to' in spec) {
    const d = sub(spec.to, root);
    const dist = Math.min(len(d), l1 + l2 - 0.01);
    const u = mul(d, 1 / len(d));
    const a = (l1 * l1 - l2 * l2 + dist * dist) / (2 * dist);
    const h = Math.sqrt(Math.max(0, l1 * l1 - a * a));
    const normal: Pt = [u[1], -u[0]]; // anterior side of the chain
    const bend = spec.bend ?? defBend;
    const mid = add(add(root, mul(u, a)), mul(normal, h * bend));
    const end = add(root, mul(u, dist));
    const b = angleOf(sub(end, mid));
    return [mid, end, spec.c ?? defC(b)];
  }
  const mid = add(root, mul(dirOf(spec.a), l1));
  const end = add(mid, mul(dirOf(spec.b), l2));
  return [mid, end, spec.c ?? defC(spec.b)];
}

export function solve(p: PoseSpec): Joints {
  const hip = p.hip;
  const sh = add(hip, mul([Math.sin(rad(p.torso)), -Math.cos(rad(p.torso))], L.torso));
  const neckAng = p.neck ?? p.torso;
  const head = add(sh, mul([Math.sin(rad(neckAng)), -Math.cos(rad(neckAng))], L.neck + 9.5));
  const limb = (armS: LimbSpec, legS: LimbSpec, shift: Pt): LimbJoints => {
    const s2 = add(sh, shift);
    const h2 = add(hip, shift);
    const shiftSpec = (s: LimbSpec): LimbSpec => ('to' in s ? { ...s, to: add(s.to, shift) } : s);
    const [el, wr, handAng] = chain(s2, shiftSpec(armS), L.ua, L.fa, -1, (b) => b);
    const [kn, an, footAng] = chain(h2, shiftSpec(legS), L.thigh, L.shin, 1, () => 90);
    return { sh: s2, el, wr, handAng, hip: h2, kn, an, footAng };
  };
  const shift = p.farShift ?? [-2.2, -1.4];
  return {
    hip,
    sh,
    head,
    neckAng,
    near: limb(p.arm, p.leg, [0, 0]),
    far: limb(p.farArm ?? p.arm, p.farLeg ?? p.leg, p.farArm || p.farLeg ? shift : shift),
  };
}

export type Outfit = { skin: ToneName; top: ToneName; legs: ToneName; coat?: boolean; hair?: 'short' | 'bun' | 'long' | 'none'; hairTone?: string };
export const MANNEQUIN: Outfit = { skin: 'teal', top: 'teal', legs: 'teal', hair: 'none' };

export interface FigureOpts {
  primary?: string[]; // muscle names, optionally suffixed ':n' or ':f' for one side only
  secondary?: string[];
  outfit?: Outfit;
  mirror?: boolean; // face -x
  scale: number; // pixels per unit, for constant stroke widths
  markers?: boolean;
  opacity?: number;
  flat?: string; // draw as a flat silhouette of this colour (ghosts)
  grip?: boolean; // closed fists around a bar
}

export interface Figure {
  svg: string;
  j: Joints;
}

/** Draw a posed figure in world units. Wrap in a transform to place it. */
export function figure(doc: Doc, p: PoseSpec, o: FigureOpts): Figure {
  const j = solve(p);
  const out = o.outfit ?? MANNEQUIN;
  const f = o.mirror ? -1 : 1;
  const sw = 0.9 / o.scale; // outline width: 0.9 px whatever the scale
  const fsw = 0.55 / o.scale;
  const parts: string[] = [];
  const flat = o.flat;
  const want = (list: string[] | undefined, side: 'n' | 'f'): Set<string> => {
    const s = new Set<string>();
    for (const m of list ?? []) {
      const [name, only] = m.split(':');
      if (!only || only === side) s.add(name!);
    }
    return s;
  };
  const prim = { n: want(o.primary, 'n'), f: want(o.primary, 'f') };
  const sec = { n: want(o.secondary, 'n'), f: want(o.secondary, 'f') };

  const part = (seg: Seg, a: Pt, b: Pt, tone: ToneName, far: boolean, side: 'n' | 'f', extraLen = 0): void => {
    const d = sub(b, a);
    const length = len(d) + extraLen;
    const theta = deg(Math.atan2(-d[0], d[1]));
    const xAxis: Pt = [f * Math.cos(rad(theta)), Math.sin(rad(theta))];
    const tr = `translate(${pt(a)}) rotate(${n(theta)})`;
    const fill = flat ?? shade(doc, tone, far, xAxis);
    const stroke = flat || !far ? '' : ` stroke-opacity=".55"`;
    const lk = `${seg}${Math.round(length * 10)}`;
    let g = `<use href="${doc.path(lk, limbOutline(seg, length))}" fill="${fill}"${stroke}/>`;
    if (!flat) {
      for (const [set, op] of [
        [sec[side], 0.5],
        [prim[side], 1],
      ] as const) {
        for (const name of set) {
          const m = (MUSCLES as Record<string, MuscleDef>)[name];
          if (!m || m.seg !== seg) continue;
          const mk = `${name}${Math.round(length * 10)}`;
          const mp = musclePaths(m, length);
          const mb = doc.path(`${mk}b`, mp.body);
          const mfib = doc.path(`${mk}f`, mp.fibres);
          const mf = shade(doc, 'muscle', far, xAxis);
          g += `<g opacity="${far ? n(op * 0.8) : op}"><use href="${mb}" fill="${mf}" stroke="${TONES.muscle.dark}" stroke-opacity=".5" stroke-width="${n3(fsw)}"/><use href="${mfib}" stroke="#fff3ea" stroke-opacity=".55" stroke-width="${n3(fsw)}" stroke-linecap="round"/></g>`;
        }
      }
    }
    parts.push(`<g transform="${tr}">${g}</g>`);
  };

  const hand = (l: LimbJoints, far: boolean): void => {
    const end = add(l.wr, mul(dirOf(l.handAng), o.grip ? 9 : L.hand));
    part('hand', add(l.wr, mul(dirOf(l.handAng), 1.5)), end, out.skin, far, far ? 'f' : 'n');
  };
  const foot = (l: LimbJoints, far: boolean): void => {
    const th = 90 - l.footAng; // rotation of the local +x (toes) axis
    const tone = out.legs === 'teal' ? out.skin : out.legs === 'coat' ? 'ink' : out.legs;
    const xAxis: Pt = [f * Math.cos(rad(th)), Math.sin(rad(th))];
    // local frame: +x toward the toes, +y toward the sole; ankle at the origin
    const pts: Pt[] = [[1, -4.2], [-4.2, -2.6], [-6.2, 2.5], [-4.4, 6.8], [6, 7], [15, 6.9], [19.5, 5.6], [18.2, 2.6], [10, 0.2]];
    // the gradient for feet runs top -> sole
    const fill = flat ?? shade(doc, tone, far, [-xAxis[1], xAxis[0]]);
    const stroke = flat || !far ? '' : ` stroke-opacity=".55"`;
    parts.push(`<use href="${doc.path('foot', smoothClosed(pts))}" transform="translate(${pt(l.an)}) rotate(${n(th)})" fill="${fill}"${stroke}/>`);
  };

  const limbSet = (l: LimbJoints, far: boolean, which: 'arm' | 'leg'): void => {
    const side = far ? 'f' : 'n';
    if (which === 'leg') {
      part('thigh', l.hip, l.kn, out.legs, far, side, 0);
      part('shin', l.kn, l.an, out.legs === 'coat' ? 'ink' : out.legs, far, side);
      foot(l, far);
    } else {
      hand(l, far);
      part('fa', l.el, l.wr, out.top, far, side);
      part('ua', l.sh, l.el, out.top, far, side);
    }
  };

  // far side first
  limbSet(j.far, true, 'arm');
  limbSet(j.far, true, 'leg');
  // neck + torso + head
  part('neck', j.sh, add(j.sh, mul([Math.sin(rad(j.neckAng)), -Math.cos(rad(j.neckAng))], L.neck + 3)), out.skin, false, 'n');
  if (out.coat && !flat) coatTail(doc, parts, j, f, sw);
  part('torso', j.sh, j.hip, out.top, false, 'n');
  head(doc, parts, j, out, f, sw, flat);
  limbSet(j.near, false, 'leg');
  limbSet(j.near, false, 'arm');

  if (o.markers && !flat) {
    const ms = [j.near.sh, j.near.el, j.near.wr, j.near.hip, j.near.kn, j.near.an];
    for (const m of ms) parts.push(`<circle cx="${n(m[0])}" cy="${n(m[1])}" r="${n3(3.2 / o.scale)}" fill="#fff" stroke="${C.accent}" stroke-width="${n3(1.6 / o.scale)}"/>`);
  }
  const inner = parts.join('');
  const mirrorT = o.mirror ? ` transform="scale(-1 1)"` : '';
  const op = o.opacity !== undefined && o.opacity < 1 ? ` opacity="${o.opacity}"` : '';
  const strokeAttr = flat ? '' : ` stroke="${C.deep}" stroke-opacity=".4" stroke-width="${n3(sw)}"`;
  return { svg: `<g${mirrorT}${op}${strokeAttr}>${inner}</g>`, j };
}

const n3 = (x: number): string => String(Math.round(x * 1000) / 1000);

function head(doc: Doc, parts: string[], j: Joints, out: Outfit, f: number, sw: number, flat?: string): void {
  const theta = j.neckAng; // rotate the head frame with the neck
  const pts: Pt[] = [[-9.2, 0.5], [-7.4, -7.6], [-0.5, -11.2], [6.6, -8.4], [9.2, -2.4], [9.3, 2.6], [7.6, 7.6], [3.2, 10.6], [-2.2, 9.6], [-6.8, 6.6]];
  const xAxis: Pt = [f * Math.cos(rad(theta)), Math.sin(rad(theta))];
  const fill = flat ?? shade(doc, out.skin, false, xAxis);
  const stroke = '';
  void sw;
  let g = `<use href="${doc.path('head', smoothClosed(pts))}" fill="${fill}"${stroke}/>`;
  if (!flat) {
    g += `<ellipse cx="-1.6" cy="1.4" rx="1.7" ry="2.6" fill="${C.deep}" opacity=".18" stroke="none"/>`;
    const hairTone = out.hairTone ?? C.ink;
    if (out.hair === 'short' || out.hair === 'bun' || out.hair === 'long') {
      const hp: Pt[] = [[-9.8, 2.5], [-8.2, -7.8], [-1, -12.2], [6.6, -9.4], [8.8, -4.4], [4, -6.4], [-2.4, -5.2], [-3.8, -0.6], [-5.4, 4.4]];
      g += `<path d="${smoothClosed(hp)}" fill="${hairTone}" stroke="none"/>`;
      if (out.hair === 'bun') g += `<circle cx="-10.4" cy="-6.4" r="4.4" fill="${hairTone}"/>`;
      if (out.hair === 'long') g += `<path d="${smoothClosed([[-9.8, 0], [-10.8, 8], [-9, 15], [-4.4, 14.6], [-4.6, 6]])}" fill="${hairTone}"/>`;
    }
  }
  parts.push(`<g transform="translate(${pt(j.head)}) rotate(${n(theta)})">${g}</g>`);
}

function coatTail(doc: Doc, parts: string[], j: Joints, f: number, _sw: number): void {
  const d = sub(j.hip, j.sh);
  const theta = deg(Math.atan2(-d[0], d[1]));
  const l = len(d);
  const xAxis: Pt = [f * Math.cos(rad(theta)), Math.sin(rad(theta))];
  const pts: Pt[] = [[-9, l * 0.55], [9.6, l * 0.55], [12.4, l * 1.25], [13.5, l * 1.64], [-12.5, l * 1.64], [-13.5, l * 1.2]];
  parts.push(
    `<path transform="translate(${pt(j.sh)}) rotate(${n(theta)})" d="${smoothClosed(pts, 0.6)}" fill="${shade(doc, 'coat', false, xAxis)}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Equipment (world units). Bars are shown in a slight three-quarter view.
// ---------------------------------------------------------------------------------------------

const AXIS: Pt = [-0.9, 0.42]; // screen direction of the "toward the viewer" axis

export function plate(doc: Doc, c: Pt, r: number, sw: number, far = false): string {
  const g = doc.lin(far ? 'plateF' : 'plate', far ? [[0, '#2f444b'], [1, C.ink]] : [[0, '#4c6169'], [0.5, '#2c4047'], [1, C.ink]], 0, 0, 1, 0);
  const rim = far ? '#3a5058' : '#5b737b';
  return `<g transform="translate(${pt(c)}) rotate(-12)"><ellipse rx="${n(r * 0.34)}" ry="${n(r)}" fill="${g}" stroke="${rim}" stroke-width="${n3(sw)}"/><ellipse rx="${n(r * 0.2)}" ry="${n(r * 0.62)}" stroke="${rim}" stroke-width="${n3(sw)}" opacity=".7"/><ellipse rx="${n(r * 0.07)}" ry="${n(r * 0.16)}" fill="${C.line}"/></g>`;
}

/** Barbell split in back (far plate + bar) and front (near plate) layers. */
export function barbell(doc: Doc, c: Pt, r: number, sw: number, half = 16): { back: string; front: string } {
  const a = add(c, mul(AXIS, -half));
  const b = add(c, mul(AXIS, half));
  const bar = (p: Pt, q: Pt): string => `<path d="M${pt(p)}L${pt(q)}" stroke="#8aa1a7" stroke-width="${n(r * 0.12)}" stroke-linecap="round"/>`;
  return {
    back: bar(add(a, mul(AXIS, -4)), c) + plate(doc, a, r, sw, true),
    front: bar(c, add(b, mul(AXIS, 5))) + plate(doc, b, r, sw),
  };
}

export function dumbbell(doc: Doc, c: Pt, r: number, sw: number): string {
  const a = add(c, mul(AXIS, -5.5));
  const b = add(c, mul(AXIS, 5.5));
  return `<path d="M${pt(a)}L${pt(b)}" stroke="#8aa1a7" stroke-width="${n(r * 0.35)}" stroke-linecap="round"/>${plate(doc, a, r, sw, true)}${plate(doc, b, r, sw)}`;
}

// ---------------------------------------------------------------------------------------------
// Shared backgrounds
// ---------------------------------------------------------------------------------------------

export function gridPath(w: number, h: number, step: number, x0 = 0, y0 = 0): string {
  let d = '';
  for (let x = x0 + step; x < x0 + w; x += step) d += `M${n(x)} ${n(y0)}V${n(y0 + h)}`;
  for (let y = y0 + step; y < y0 + h; y += step) d += `M${n(x0)} ${n(y)}H${n(x0 + w)}`;
  return d;
}

/** Light studio backdrop: soft gradient, faded grid, halo. */
export function studio(doc: Doc, w: number, h: number, step: number, halo: Pt, haloR: number): string {
  const bg = doc.lin('bg', [[0, '#fbfdfd'], [1, '#e7eff1']]);
  const fade = doc.rad('gf', [[0, '#fff'], [0.55, '#fff', 0.85], [1, '#fff', 0]], 0.5, 0.45, 0.7);
  const mask = doc.raw('gm', (id) => `<mask id="${id}"><rect width="${w}" height="${h}" fill="${fade}"/></mask>`);
  const haloF = doc.rad('halo', [[0, C.teal, 0.16], [0.6, C.teal, 0.06], [1, C.teal, 0]]);
  return (
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    `<rect width="${w}" height="${h}" fill="${gridFill(doc, step, C.line)}" mask="${mask}"/>` +
    `<circle cx="${n(halo[0])}" cy="${n(halo[1])}" r="${n(haloR)}" fill="${haloF}"/>`
  );
}

/** Turntable platform under a figure (screen coordinates). */
export function platform(doc: Doc, c: Pt, rx: number, ry: number): string {
  const sh = doc.rad('shadow', [[0, C.deep, 0.3], [0.55, C.deep, 0.12], [1, C.deep, 0]]);
  const top = doc.lin('plat', [[0, '#ffffff', 0.9], [1, C.line, 0.9]]);
  return (
    `<ellipse cx="${n(c[0])}" cy="${n(c[1] + ry * 0.18)}" rx="${n(rx)}" ry="${n(ry)}" fill="${top}" stroke="${C.teal}" stroke-opacity=".35"/>` +
    `<ellipse cx="${n(c[0])}" cy="${n(c[1] + ry * 0.18)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.72)}" stroke="${C.teal}" stroke-opacity=".22" stroke-dasharray="2 5"/>` +
    `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.45)}" fill="${sh}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Exercises
// ---------------------------------------------------------------------------------------------

interface Exercise {
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

const box = (doc: Doc, x0: number, x1: number, top: number, sw: number, depth = 10): string => {
  const side = doc.lin('boxS', [[0, '#dfe8ea'], [1, '#c5d5d9']]);
  const topF = doc.lin('boxT', [[0, '#ffffff'], [1, '#e9f0f1']]);
  // a block seen slightly from above: front face + top face
  return (
    `<path d="M${n(x0)} ${n(top)}L${n(x0 + depth * 0.9)} ${n(top - depth * 0.45)}H${n(x1 + depth * 0.9)}L${n(x1)} ${n(top)}Z" fill="${topF}" stroke="${C.mid}" stroke-opacity=".35" stroke-width="${n3(sw)}"/>` +
    `<path d="M${n(x1)} ${n(top)}L${n(x1 + depth * 0.9)} ${n(top - depth * 0.45)}V${n(-depth * 0.45)}L${n(x1)} 0Z" fill="#c9d8dc" stroke="${C.mid}" stroke-opacity=".35" stroke-width="${n3(sw)}"/>` +
    `<rect x="${n(x0)}" y="${n(top)}" width="${n(x1 - x0)}" height="${n(-top)}" rx="1.5" fill="${side}" stroke="${C.mid}" stroke-opacity=".35" stroke-width="${n3(sw)}"/>`
  );
};

const mat = (doc: Doc, x0: number, x1: number, sw: number): string => {
  const g = doc.lin('mat', [[0, '#1c8f95'], [1, C.mid]]);
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
      const pad = doc.lin('pad', [[0, '#3a5158'], [1, C.ink]]);
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
    props: (doc, j, sw) => ({ back: dumbbell(doc, add(j.far.wr, mul(dirOf(0), 6)), 7, sw), front: dumbbell(doc, add(j.near.wr, mul(dirOf(0), 6)), 7, sw) }),
  },
  {
    slug: 'push-up',
    en: 'Push-up',
    cn: '俯卧撑',
    pose: { hip: [-10, -29], torso: 76, neck: 80, arm: { to: [36, -6], c: 90, bend: -1 }, leg: { to: [-93, -15], c: 10 }, farShift: [-3, -1.6] },
    primary: ['pecs', 'triceps'],
    secondary: ['frontDelt', 'abs'],
    floor: true,
    props: (doc, _j, sw) => ({ back: mat(doc, -120, 70, sw) }),
  },
  {
    slug: 'plank',
    en: 'Plank',
    cn: '平板支撑',
    pose: { hip: [-8, -26], torso: 77, neck: 82, arm: { a: 0, b: 90, c: 90 }, leg: { to: [-93, -15], c: 10 }, farShift: [-3, -1.6] },
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
      return { back: posts + `<path d="M4 -208L28 -217" stroke="#5b737b" stroke-width="3.2" stroke-linecap="round"/>`, front: bar };
    },
  },
  {
    slug: 'shoulder-press',
    grip: true,
    en: 'Shoulder Press',
    cn: '肩上推举',
    pose: { hip: [0, -93], torso: 0, neck: 2, arm: { to: [4, -192], c: 180, bend: -1 }, leg: { a: 0, b: 0 }, farLeg: { a: -3, b: -3 } },
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
    pose: { hip: [-8, -40], torso: -118, neck: -96, arm: { a: 80, b: 88, c: 90 }, leg: { to: [40, -7] }, farLeg: { to: [36, -7] }, farShift: [-2, -1] },
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
    pose: { hip: [0, -122], torso: 0, neck: 2, arm: { a: 2, b: 0, c: 0 }, leg: { a: 0, b: 0, c: 48 }, farLeg: { a: 0, b: 0, c: 48 } },
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
    ps.push(l.sh, l.el, l.wr, l.hip, l.kn, l.an, add(l.wr, mul(dirOf(l.handAng), L.hand)), add(l.an, mul(dirOf(l.footAng), 19)));
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
// Knee joint model (sagittal view, anterior = +x). Shared with the video.
// ---------------------------------------------------------------------------------------------

export type KneePart = 'bones' | 'cartilage' | 'menisci' | 'acl' | 'pcl' | 'tendons' | 'lcl' | 'quads' | 'hamstrings' | 'calf';

export const KNEE_COLORS = {
  cartilage: '#8fe0da',
  menisci: '#12a4a6',
  acl: '#f08a4b',
  pcl: '#e0662a',
  tendons: '#f7c9a3',
  lcl: '#f3a877',
} as const;

const rotP = (p: Pt, a: number): Pt => {
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
  const fibula: Pt[] = [[-36, 52], [-33, 62], [-26, 76], [-24, 110], [-22, S], [-14, S], [-15, 110], [-16, 74], [-19, 56], [-27, 46]];
  const tibia: Pt[] = [[-36, 37], [-20, 35], [-7, 36.5], [-2, 32], [3, 32], [8, 36], [20, 34.5], [31, 35.5], [34, 46], [29, 60], [31, 70], [22, 100], [18, S], [-18, S], [-20, 100], [-29, 66], [-38, 50]];
  if (o.ghost) {
    return `<path d="${smoothClosed(fibula.map(tib))}${smoothClosed(tibia.map(tib), 0.9)}" fill="${o.ghost}"/>`;
  }
  const bone = doc.lin(o.dark ? 'boneD' : 'bone', [[0, '#ffffff'], [0.5, '#f1f4f0'], [1, '#c3d1ce']], 0, 0, 1, 0);
  const boneStroke = o.dark ? '#a9c3c4' : C.mid;
  const out: string[] = [];
  const op = (p: KneePart, extra = 1): string => {
    const v = dimmed(p) * extra;
    return v < 1 ? ` opacity="${n3(v)}"` : '';
  };

  if (o.skin) {
    const thigh: Pt[] = [[60, -S - 10], [58, -70], [52, -20], [46, 14]];
    const shinF: Pt[] = [[42, 42], [38, 100], [30, S + 10]];
    const shinB: Pt[] = [[-32, S + 10], [-50, 110], [-56, 60]];
    const thighB: Pt[] = [[-58, 14], [-64, -40], [-68, -S - 10]];
    const pts: Pt[] = [...thigh, ...shinF.map(tib), ...shinB.map(tib), ...thighB];
    out.push(`<path d="${smoothOpen(pts)}" fill="${o.dark ? '#ffffff' : C.teal}" fill-opacity="${o.dark ? 0.05 : 0.07}" stroke="${o.dark ? '#ffffff' : C.teal}" stroke-opacity="${o.dark ? 0.25 : 0.4}" stroke-width="${n3(sw)}" stroke-dasharray="${n(sw * 4)} ${n(sw * 3)}"/>`);
  }
  if (o.muscles) {
    const hotG = doc.lin('kmus', [[0, '#f7a26b', 0.7], [1, C.accent, 0.4]], 0, 0, 1, 0);
    const coolG = doc.lin('kmusT', [[0, '#5fd0cc', 0.3], [1, C.teal, 0.12]], 0, 0, 1, 0);
    const muscle = (part: KneePart, pts: Pt[]): void => {
      const hot = o.focus?.includes(part);
      out.push(`<path d="${smoothClosed(pts)}" fill="${hot ? hotG : coolG}"/>`);
    };
    muscle('quads', [[22, -S - 4], [46, -S + 30], [44, -70], [34, -40], [24, -48], [20, -100]]);
    muscle('hamstrings', [[-24, -S - 4], [-50, -S + 30], [-50, -56], [-42, -20], tib([-36, 46]), tib([-31, 50]), [-30, -24], [-24, -100]]);
    muscle('calf', [[-28, -22], [-42, -12], tib([-48, 44]), tib([-46, 100]), tib([-30, S - 4]), tib([-24, S - 10]), tib([-26, 90]), tib([-30, 44])]);
  }
  out.push(`<path d="${smoothClosed(fibula.map(tib))}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`);
  // lateral collateral ligament: femoral epicondyle -> fibular head
  out.push(`<path d="M-8 -12L${pt(tib([-31, 50]))}" stroke="${KNEE_COLORS.lcl}" stroke-width="${n(sw * 4.5)}" stroke-linecap="round"${op('lcl', 0.9)}/>`);
  out.push(`<path d="${smoothClosed(tibia.map(tib), 0.9)}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`);
  const femur: Pt[] = [[19, -S], [19, -90], [22, -58], [28, -34], [31, -14], [28, 10], [14, 26], [-4, 31], [-20, 27], [-32, 13], [-36, -6], [-32, -26], [-24, -52], [-20, -90], [-20, -S]];
  out.push(`<path d="${smoothClosed(femur, 0.9)}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`);
  // condyle outline hint (the second condyle seen through)
  out.push(`<path d="${smoothOpen([[24, 6], [10, 21], [-6, 25], [-22, 19], [-30, 4]])}" stroke="${boneStroke}" stroke-opacity=".3" stroke-width="${n3(sw * 0.8)}"${op('bones')}/>`);
  // cartilage: femoral condyle + tibial plateau
  const fc: Pt[] = [[32, -16], [29, 10], [14, 27.5], [-4, 32.2], [-21, 28], [-33, 14], [-37.5, -6]];
  const tc: Pt[] = [[-35, 35.6], [-20, 33.6], [-8, 35], [9, 34.6], [20, 33.2], [31, 34.2]];
  const cart = (d: string): string => `<path d="${d}" stroke="${KNEE_COLORS.cartilage}" stroke-width="${n(sw * 2.4)}" stroke-linecap="round"${op('cartilage')}/>`;
  out.push(cart(smoothOpen(fc)), cart(smoothOpen(tc.map(tib))));
  // menisci: wedges on the plateau that travel with the tibia
  const men = (ps: Pt[]): string => `<path d="${smoothClosed(ps.map(tib), 0.5)}" fill="${KNEE_COLORS.menisci}" stroke="${o.dark ? '#8fe0da' : C.deep}" stroke-opacity=".7" stroke-width="${n(sw * 0.7)}"${op('menisci')}/>`;
  out.push(men([[12, 33], [32, 32.6], [33, 28], [25, 26]]), men([[-14, 33], [-36, 33], [-37, 27.5], [-28, 25.5]]));
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
  out.push(`<path d="M${pt(add(patBot, rotP([-2, -3], pr)))}L${pt(tub)}" stroke="${KNEE_COLORS.tendons}" stroke-width="${n(sw * 6)}" stroke-linecap="round"${op('tendons')}/>`);
  out.push(`<path d="M${pt(patTop)}C${pt(add(patTop, rotP([-2, -26], pr)))} 24 -70 21 ${n(-S + 6)}" stroke="${KNEE_COLORS.tendons}" stroke-width="${n(sw * 7)}" stroke-linecap="round"${op('tendons')}/>`);
  const patPts: Pt[] = [[0, -23], [9, -13], [10, 6], [3, 22], [-6, 17], [-9, -2], [-7, -17]];
  out.push(`<path transform="translate(${pt(patC)}) rotate(${n(pr)})" d="${smoothClosed(patPts)}" fill="${bone}" stroke="${boneStroke}" stroke-width="${n3(sw)}"${op('bones')}/>`);
  if (o.glow && o.focus) {
    out.push(`<circle cx="0" cy="20" r="${n(58 + 30 * o.glow)}" stroke="#bff0ec" stroke-opacity="${n3(0.5 * (1 - o.glow))}" stroke-width="${n(sw * 1.2)}"/>`);
  }
  if (o.fade) {
    // femur fades upward, tibia fades along its own (rotated) axis; the joint stays solid
    const gt = doc.linU(`kft${S}`, [[0, '#fff', 0], [0.3, '#fff'], [1, '#fff']], [0, -S - 6], [0, 0]);
    const gb = doc.linU(`kfb${S}`, [[0, '#fff'], [0.7, '#fff'], [1, '#fff', 0]], [0, 0], [0, S + 6]);
    const m = doc.raw(`kmask${S}${Math.round(phi)}`, (id) => `<mask id="${id}" maskUnits="userSpaceOnUse" x="-400" y="-400" width="800" height="800"><rect x="-90" y="${-S - 40}" width="180" height="${S + 40}" fill="${gt}"/><rect x="-90" y="0" width="180" height="${S + 40}" fill="${gb}" transform="rotate(${n(phi)})"/><circle r="80" fill="#fff"/></mask>`);
    return `<g mask="${m}">${out.join('')}</g>`;
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Small shared pieces
// ---------------------------------------------------------------------------------------------

/** Dashed motion arc with an arrow head at the end. Screen units. */
export function motionArc(c: Pt, r: number, a0: number, a1: number, col: string, w = 2): string {
  const end: Pt = [c[0] + r * Math.cos(rad(a1)), c[1] + r * Math.sin(rad(a1))];
  const dir = a1 > a0 ? 1 : -1;
  const tan: Pt = [-Math.sin(rad(a1)) * dir, Math.cos(rad(a1)) * dir];
  const nrm: Pt = [-tan[1], tan[0]];
  const h = w * 4.2;
  const p1 = add(end, add(mul(tan, -h), mul(nrm, h * 0.62)));
  const p2 = add(end, add(mul(tan, -h), mul(nrm, -h * 0.62)));
  return `<path d="${arcPath(c, r, a0, a1 - dir * 2)}" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-dasharray="${n(w * 0.1)} ${n(w * 3.2)}"/><path d="M${pt(p1)}L${pt(end)}L${pt(p2)}" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function arrowLine(a: Pt, b: Pt, col: string, w = 2, both = false): string {
  const d = sub(b, a);
  const u = mul(d, 1 / len(d));
  const nn: Pt = [-u[1], u[0]];
  const h = w * 4;
  const head = (p: Pt, s: number): string => `M${pt(add(p, add(mul(u, -h * s), mul(nn, h * 0.6))))}L${pt(p)}L${pt(add(p, add(mul(u, -h * s), mul(nn, -h * 0.6))))}`;
  return `<path d="M${pt(a)}L${pt(b)}${head(b, 1)}${both ? head(a, -1) : ''}" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Rounded card with a soft shadow (screen units). */
export function card(doc: Doc, x: number, y: number, w: number, h: number, r = 14, fill = '#ffffff'): string {
  const sh = doc.raw('cardsh', (id) => `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dy="6"/><feComponentTransfer><feFuncA type="linear" slope=".16"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`);
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${fill}" stroke="${C.line}" filter="${sh}"/>`;
}

/** Placeholder text lines (no real text in images). */
export function bars(x: number, y: number, widths: number[], col: string = C.line, h = 6, gap = 12): string {
  return widths.map((w, i) => `<rect x="${n(x)}" y="${n(y + i * gap)}" width="${n(w)}" height="${h}" rx="${h / 2}" fill="${col}"/>`).join('');
}

export function musclePill(cx: number, cy: number, s: number, angle = 0): string {
  // small standalone muscle belly with fibres (icon size), centred
  const body = `M${-20 * s} 0C${-10 * s} ${-10 * s} ${10 * s} ${-10 * s} ${20 * s} 0C${10 * s} ${10 * s} ${-10 * s} ${10 * s} ${-20 * s} 0Z`;
  const fib = `M${-14 * s} ${-2 * s}C${-4 * s} ${-7 * s} ${4 * s} ${-7 * s} ${14 * s} ${-2 * s}M${-14 * s} ${2.5 * s}C${-4 * s} ${6 * s} ${4 * s} ${6 * s} ${14 * s} ${2.5 * s}`;
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${angle})"><path d="${body}" fill="${C.accent}"/><path d="${fib}" stroke="#fff" stroke-opacity=".7" stroke-width="${n(1.2 * Math.max(1, s))}" stroke-linecap="round"/></g>`;
}

const place = (x: number, y: number, s: number, inner: string, mirror = false): string =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${mirror ? `${n3(-s)} ${n3(s)}` : n3(s)})">${inner}</g>`;

type AnglePose = { hip: Pt; torso: number; neck: number; arm: LimbSpecAngles; leg: LimbSpecAngles; farArm: LimbSpecAngles; farLeg: LimbSpecAngles };
function lerpPose(a: AnglePose, b: AnglePose, t: number): PoseSpec {
  const l = (x: LimbSpecAngles, y: LimbSpecAngles): LimbSpecAngles => ({ a: lerp(x.a, y.a, t), b: lerp(x.b, y.b, t), c: lerp(x.c ?? 90, y.c ?? 90, t) });
  return {
    hip: lerpPt(a.hip, b.hip, t),
    torso: lerp(a.torso, b.torso, t),
    neck: lerp(a.neck, b.neck, t),
    arm: l(a.arm, b.arm),
    leg: l(a.leg, b.leg),
    farArm: l(a.farArm, b.farArm),
    farLeg: l(a.farLeg, b.farLeg),
  };
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------

export function hero(): string {
  const W = 1200;
  const H = 800;
  const doc = new Doc('h');
  const s = 3.05;
  const fx = 650;
  const fy = 700;
  const P0: AnglePose = { hip: [-58, -93], torso: 0, neck: 0, arm: { a: 30, b: 150, c: 160 }, leg: { a: 0, b: 0, c: 90 }, farArm: { a: 20, b: 150, c: 160 }, farLeg: { a: 0, b: 0, c: 90 } };
  const P1: AnglePose = { hip: [-6, -57], torso: 6, neck: 16, arm: { a: 146, b: 156, c: 162 }, leg: { a: 80, b: -8, c: 90 }, farArm: { a: 136, b: 146, c: 152 }, farLeg: { a: -28, b: -100, c: 30 } };
  const ghost = (t: number, op: number): string => figure(doc, lerpPose(P0, P1, t), { scale: s, flat: C.teal, opacity: op }).svg;
  const main = figure(doc, lerpPose(P0, P1, 1), { scale: s, primary: ['quads:n', 'glutes', 'delts'], secondary: ['triceps', 'abs', 'hamstrings:n', 'calves:f'], markers: true });
  const j = main.j;
  const toS = (p: Pt): Pt => [fx + p[0] * s, fy + p[1] * s];

  // backdrop
  const bg = doc.lin('bg', [[0, '#ffffff'], [0.6, '#f4f7f7'], [1, '#e3eced']]);
  const fade = doc.rad('gf', [[0, '#fff'], [0.5, '#fff', 0.7], [1, '#fff', 0]], 0.54, 0.5, 0.62);
  const mask = doc.raw('gm', (id) => `<mask id="${id}"><rect width="${W}" height="${H}" fill="${fade}"/></mask>`);
  const halo = doc.rad('halo', [[0, C.teal, 0.2], [0.55, C.teal, 0.07], [1, C.teal, 0]]);
  const warm = doc.rad('warm', [[0, C.accent, 0.14], [1, C.accent, 0]]);
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  body += `<rect width="${W}" height="${H}" fill="${gridFill(doc, 40, C.line)}" mask="${mask}"/>`;
  body += `<circle cx="${fx - 20}" cy="420" r="330" fill="${halo}"/><circle cx="900" cy="250" r="200" fill="${warm}"/>`;
  // floor perspective grid inside the platform
  const pc: Pt = [fx - 30, fy + 8];
  const rx = 380;
  const ry = 78;
  const clip = doc.raw('pclip', (id) => `<clipPath id="${id}"><ellipse cx="${pc[0]}" cy="${pc[1]}" rx="${rx}" ry="${ry}"/></clipPath>`);
  let fl = '';
  for (let i = -10; i <= 10; i++) fl += `M${n(pc[0] + i * 34)} ${n(pc[1] - ry)}L${n(pc[0] + i * 80)} ${n(pc[1] + ry)}`;
  for (let k = 1; k < 8; k++) {
    const y = pc[1] - ry + (2 * ry * Math.pow(k / 8, 1.4));
    fl += `M${n(pc[0] - rx)} ${n(y)}H${n(pc[0] + rx)}`;
  }
  const plat = doc.lin('plat', [[0, '#ffffff'], [1, '#dbe7e9']]);
  const rim = doc.lin('rim', [[0, C.teal, 0.1], [0.5, C.teal, 0.55], [1, C.teal, 0.1]], 0, 0, 1, 0);
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
  const sh = doc.rad('fsh', [[0, C.deep, 0.35], [1, C.deep, 0]]);
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
  body += card(doc, c1[0], c1[1], 210, 118) + musclePill(c1[0] + 44, c1[1] + 40, 1.1, -20) + bars(c1[0] + 80, c1[1] + 28, [96, 64], C.line) + `<rect x="${c1[0] + 24}" y="${c1[1] + 80}" width="162" height="10" rx="5" fill="${C.line}"/><rect x="${c1[0] + 24}" y="${c1[1] + 80}" width="118" height="10" rx="5" fill="${C.accent}"/>`;
  const c2: Pt = [150, 200];
  const spark: Pt[] = [[0, 40], [20, 34], [40, 12], [60, 8], [80, 24], [100, 42], [120, 36], [140, 14], [160, 10]];
  body += card(doc, c2[0], c2[1], 200, 128) + `<path d="${smoothOpen(spark.map((p) => add(p, [c2[0] + 20, c2[1] + 56])))}" stroke="${C.teal}" stroke-width="3" stroke-linecap="round"/>` + `<circle cx="${c2[0] + 100}" cy="${c2[1] + 68}" r="5" fill="${C.accent}"/>` + bars(c2[0] + 20, c2[1] + 22, [80], C.line) + `<path d="M${c2[0] + 20} ${c2[1] + 108}H${c2[0] + 180}" stroke="${C.line}" stroke-width="2"/>`;
  const c3: Pt = [930, 470];
  const ringR = 26;
  body += card(doc, c3[0], c3[1], 180, 96) + `<circle cx="${c3[0] + 48}" cy="${c3[1] + 48}" r="${ringR}" stroke="${C.line}" stroke-width="7"/><path d="${arcPath([c3[0] + 48, c3[1] + 48], ringR, -90, 160)}" stroke="${C.teal}" stroke-width="7" stroke-linecap="round"/>` + bars(c3[0] + 90, c3[1] + 34, [66, 44], C.line);
  // leader lines from cards to the body
  const lead = (a: Pt, b: Pt): string => `<path d="M${pt(a)}L${pt(b)}" stroke="${C.mid}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="4 5"/><circle cx="${n(b[0])}" cy="${n(b[1])}" r="6" fill="#fff" stroke="${C.accent}" stroke-width="3"/>`;
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
// Feature cards (480 x 360)
// ---------------------------------------------------------------------------------------------

function featureBase(doc: Doc, haloAt: Pt): string {
  return studio(doc, 480, 360, 24, haloAt, 170);
}

export function featureAnatomy(): string {
  const doc = new Doc('fa');
  const s = 1.5;
  const pose: PoseSpec = { hip: [0, -93], torso: 2, neck: 4, arm: { a: 4, b: 92, c: 96 }, leg: { a: 0, b: 0 }, farLeg: { a: -3, b: -3 }, farArm: { a: 2, b: 4, c: 4 } };
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
  const bone = doc.lin('bone', [[0, '#ffffff'], [0.5, '#f1f4f0'], [1, '#c3d1ce']], 0, 0, 1, 0);
  const boneV = doc.lin('boneV', [[0, '#ffffff'], [0.5, '#f1f4f0'], [1, '#c3d1ce']]);
  const mus = doc.lin('mus', [[0, '#fbc197'], [0.45, C.accent], [1, '#c8622c']], 0, 0, 1, 0);
  const skin = doc.lin('skn', [[0, '#63cfcb', 0.35], [1, C.mid, 0.25]], 0, 0, 1, 0);
  let z = `<circle cx="0" cy="0" r="${r}" fill="#fbfdfd"/>`;
  z += `<path d="${smoothOpen([[-92, -150], [-84, -40], [-74, 34], [-44, 84], [20, 92], [160, 84]])}L160 -14${smoothOpen([[160, -14], [60, -10], [36, -30], [30, -90], [34, -150]], false)}Z" fill="${skin}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="1.5"/>`;
  // humerus
  z += `<path d="${smoothClosed([[-36, -160], [-22, -160], [-20, -40], [-10, 12], [-6, 36], [-22, 54], [-46, 50], [-58, 32], [-48, 4], [-38, -40]])}" fill="${bone}" stroke="${C.mid}" stroke-width="1.6"/>`;
  // ulna (lower) and radius (upper), forearm pointing forward
  z += `<path d="${smoothClosed([[-64, 40], [-52, 60], [-20, 62], [60, 58], [160, 60], [160, 70], [60, 72], [-24, 76], [-62, 66], [-72, 50]])}" fill="${boneV}" stroke="${C.mid}" stroke-width="1.6"/>`;
  z += `<path d="${smoothClosed([[-18, 30], [-4, 28], [10, 36], [60, 42], [160, 40], [160, 52], [60, 54], [8, 50], [-16, 44]])}" fill="${boneV}" stroke="${C.mid}" stroke-width="1.6"/>`;
  // brachialis (deep, secondary)
  z += `<path d="${smoothClosed([[-20, -70], [0, -40], [6, 10], [0, 36], [-14, 20], [-18, -20]])}" fill="${C.accent}" opacity=".35"/>`;
  // biceps: belly + tendons, origin above, insertion on the radius
  z += `<path d="M-10 -160L-4 -112M10 34L2 38" stroke="#f7c9a3" stroke-width="6" stroke-linecap="round"/>`;
  z += `<path d="${smoothClosed([[-6, -118], [14, -96], [28, -52], [26, -4], [10, 34], [-2, 0], [-10, -50], [-12, -96]])}" fill="${mus}" stroke="#c8622c" stroke-opacity=".6" stroke-width="1.2"/>`;
  z += `<path d="${smoothOpen([[-4, -104], [6, -60], [8, -10], [8, 26]])}${smoothOpen([[2, -106], [16, -60], [18, -12], [10, 28]])}${smoothOpen([[-8, -90], [-4, -50], [0, -10], [6, 26]])}" stroke="#fff3ea" stroke-opacity=".7" stroke-width="1.2" stroke-linecap="round"/>`;
  const mark = (p: Pt, col: string): string => `<circle cx="${p[0]}" cy="${p[1]}" r="13" fill="${col}" fill-opacity=".18"/><circle cx="${p[0]}" cy="${p[1]}" r="6.5" fill="#fff" stroke="${col}" stroke-width="3.5"/>`;
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
  body += card(doc, 356, 240, 100, 92) + `<circle cx="406" cy="286" r="25" stroke="${C.line}" stroke-width="7"/><path d="${arcPath([406, 286], 25, -90, -90 + phi * 2)}" stroke="${C.accent}" stroke-width="7" stroke-linecap="round"/><circle cx="406" cy="286" r="4" fill="${C.deep}"/>`;
  return doc.svg(480, 360, 'Joint movement: the knee flexing through its range of motion', body);
}

export function featureStrength(): string {
  const doc = new Doc('fs');
  const s = 1.78;
  const pose: PoseSpec = { hip: [0, -93], torso: 2, neck: 4, arm: { a: 6, b: 150, c: 150 }, leg: { a: 0, b: 0 }, farLeg: { a: -3, b: -3 }, farArm: { a: 2, b: 2, c: 0 } };
  const fig = figure(doc, pose, { scale: s, primary: ['biceps:n'], secondary: ['forearm:n', 'delts:n', 'abs'], grip: true });
  const j = fig.j;
  const ox = 170;
  const oy = 344;
  const toS = (p: Pt): Pt => [ox + p[0] * s, oy + p[1] * s];
  let body = featureBase(doc, [230, 200]);
  // growth bars
  const bx = 318;
  const hs = [64, 108, 160];
  const barG = doc.lin('barg', [[0, C.teal], [1, C.mid]]);
  const barA = doc.lin('bara', [[0, '#f6a56f'], [1, C.accent]]);
  hs.forEach((h, i) => {
    body += `<rect x="${bx + i * 46}" y="${330 - h}" width="30" height="${h}" rx="8" fill="${i === 2 ? barA : barG}" opacity="${i === 2 ? 1 : 0.35 + i * 0.2}"/>`;
  });
  body += arrowLine([316, 236], [424, 136], C.accent, 3);
  body += platform(doc, [ox, oy - 4], 110, 18);
  const el = toS(j.near.el);
  body += place(ox, oy, s, dumbbell(doc, add(j.far.wr, [0, 5]), 7.5, 1 / s) + fig.svg + dumbbell(doc, add(j.near.wr, mul(dirOf(j.near.handAng), 4.5)), 7.5, 1 / s));
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
// People scenes
// ---------------------------------------------------------------------------------------------

const PATIENT: Outfit = { skin: 'skin', top: 'deep', legs: 'ink', hair: 'short', hairTone: '#2c4047' };
const DOCTOR: Outfit = { skin: 'skin', top: 'coat', legs: 'ink', coat: true, hair: 'bun', hairTone: C.ink };
const STUDENT_TOPS: ToneName[] = ['teal', 'deep', 'coat', 'ink'];

function roomBackdrop(doc: Doc, W: number, H: number, floorY: number): string {
  const wall = doc.lin('wall', [[0, '#fbfdfd'], [1, '#eaf1f2']]);
  const floor = doc.lin('floor', [[0, '#dfe8ea'], [1, '#eef3f4']]);
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/><path d="M0 ${floorY}H${W}" stroke="#c9d8dc" stroke-width="2"/>`;
}

function chair(doc: Doc, x: number, seatY: number, s: number, mirror = false): string {
  const g = doc.lin('chair', [[0, '#3b535a'], [1, C.ink]]);
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
  const win = doc.lin('win', [[0, '#e4f3f3'], [1, '#cfe7e8']]);
  body += `<rect x="70" y="70" width="230" height="300" rx="18" fill="${win}" stroke="#c5d7da" stroke-width="3"/><path d="M185 70V370M70 220H300" stroke="#c5d7da" stroke-width="3"/><path d="M100 340L170 100M150 350L240 90" stroke="#fff" stroke-opacity=".6" stroke-width="10" stroke-linecap="round"/>`;
  {
    const pfig = figure(doc, { hip: [0, -93], torso: 0, neck: 0, arm: { a: 14, b: 8, c: 6 }, farArm: { a: 10, b: 4, c: 2 }, leg: { a: 0, b: 0 }, farLeg: { a: -3, b: -3 } }, { scale: 0.7, primary: ['quads', 'pecs'] });
    body += card(doc, 836, 70, 96, 168, 10) + `<rect x="846" y="80" width="76" height="148" rx="6" fill="${C.bg}"/>` + place(884, 218, 0.7, pfig.svg);
  }
  // plant
  body += `<path d="M840 560V470" stroke="#8aa1a7" stroke-width="4"/><rect x="816" y="500" width="48" height="60" rx="8" fill="${C.line}" stroke="#c5d7da" stroke-width="2"/>` + [[-30, -70, -40], [0, -90, 10], [28, -66, 40], [-14, -52, -20]].map(([dx, dy, r]) => `<ellipse cx="${840 + dx! * 0.6}" cy="${470 + dy! * 0.5}" rx="12" ry="28" transform="rotate(${r} ${840 + dx! * 0.6} ${470 + dy! * 0.5})" fill="${C.teal}" opacity=".55"/>`).join('');

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
  const holo = doc.lin('holo', [[0, C.teal, 0], [1, C.teal, 0.28]]);
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
  const shd = doc.rad('shd', [[0, C.deep, 0.22], [1, C.deep, 0]]);
  body = body.replace(`<path d="M0 ${floorY}H${W}" stroke="#c9d8dc" stroke-width="2"/>`, `<path d="M0 ${floorY}H${W}" stroke="#c9d8dc" stroke-width="2"/><ellipse cx="${px + 20}" cy="${floorY + 6}" rx="150" ry="16" fill="${shd}"/><ellipse cx="${dx}" cy="${floorY + 6}" rx="90" ry="14" fill="${shd}"/>`);
  return doc.svg(W, H, 'A clinician explains a 3D knee model to a seated patient', body);
}

export function university(): string {
  const W = 960;
  const H = 640;
  const doc = new Doc('u');
  let body = roomBackdrop(doc, W, H, 420);
  // big screen
  const scr = doc.lin('scr', [[0, '#0f6774'], [1, '#0a3540']]);
  body += `<rect x="250" y="40" width="460" height="270" rx="18" fill="${C.ink}"/><rect x="262" y="52" width="436" height="246" rx="10" fill="${scr}"/>`;
  body += `<rect x="262" y="52" width="436" height="246" fill="${gridFill(doc, 22, '#ffffff', 0.05)}"/>`;
  const s = 0.92;
  const pose: PoseSpec = { hip: [0, -93], torso: 2, neck: 4, arm: { a: 168, b: 176, c: 180 }, farArm: { a: 160, b: 170, c: 176 }, leg: { a: 0, b: 0 }, farLeg: { a: -4, b: -4 } };
  const fig = figure(doc, pose, { scale: s, primary: ['delts', 'triceps'] });
  body += `<ellipse cx="420" cy="282" rx="66" ry="10" stroke="${C.teal}" stroke-opacity=".6" stroke-width="2"/>` + place(420, 280, s, fig.svg);
  body += `<rect x="530" y="82" width="140" height="96" rx="10" fill="#ffffff" fill-opacity=".08"/>` + musclePill(566, 110, 0.9, -15) + bars(592, 104, [56, 40], '#ffffff33', 6, 12) + `<rect x="546" y="146" width="108" height="8" rx="4" fill="#ffffff" fill-opacity=".15"/><rect x="546" y="146" width="72" height="8" rx="4" fill="${C.accent}"/>`;
  body += `<rect x="530" y="194" width="140" height="84" rx="10" fill="#ffffff" fill-opacity=".08"/><circle cx="568" cy="236" r="22" stroke="#ffffff" stroke-opacity=".15" stroke-width="6"/><path d="${arcPath([568, 236], 22, -90, 120)}" stroke="${C.teal}" stroke-width="6" stroke-linecap="round"/>` + bars(604, 220, [50, 36, 44], '#ffffff33', 6, 14);
  // lecturer at the left, facing the screen
  const lec: PoseSpec = { hip: [0, -93], torso: -2, neck: -4, arm: { a: 112, b: 122, c: 126 }, farArm: { a: 8, b: 40, c: 40 }, leg: { a: 4, b: 0 }, farLeg: { a: -6, b: -6 } };
  const lf = figure(doc, lec, { scale: 1.75, outfit: { skin: 'skin', top: 'deep', legs: 'ink', hair: 'short', hairTone: C.ink } });
  body += `<ellipse cx="150" cy="424" rx="60" ry="9" fill="${C.deep}" opacity=".12"/>` + place(140, 420, 1.75, lf.svg);
  // lectern
  body += `<path d="M760 300H860L850 420H770Z" fill="${doc.lin('lect', [[0, '#ffffff'], [1, '#d7e3e6']])}" stroke="#c5d7da" stroke-width="2"/><rect x="752" y="292" width="116" height="14" rx="5" fill="${C.mid}"/>`;
  // tiered rows of students seen from behind
  const desk = doc.lin('desk', [[0, '#ffffff'], [1, '#dfe8ea']]);
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

function student(doc: Doc, x: number, y: number, scale: number, top: ToneName, k: number): string {
  const s = 1;
  const t = TONES[top];
  const g = doc.lin(`st${top}`, [[0, t.lit], [0.5, t.mid], [1, t.dark]], 0, 0, 1, 0.4);
  const skin = doc.lin('stskin', [[0, '#fbfcfc'], [1, '#c8d7db']], 0, 0, 1, 0.5);
  const hairCols = [C.ink, '#4a3b33', '#2c4047', '#6b5446'];
  const hc = hairCols[k % 4]!;
  const hair = k % 3 === 0 ? `<path d="M${n(-14 * s)} ${n(-46 * s)}C${n(-16 * s)} ${n(-30 * s)} ${n(-14 * s)} ${n(-20 * s)} ${n(-10 * s)} ${n(-16 * s)}H${n(10 * s)}C${n(14 * s)} ${n(-20 * s)} ${n(16 * s)} ${n(-30 * s)} ${n(14 * s)} ${n(-46 * s)}Z" fill="${hc}"/>` : '';
  const laptop = k % 3 === 1 ? `<path d="M${n(12 * s)} ${n(-6 * s)}L${n(18 * s)} ${n(-30 * s)}H${n(44 * s)}L${n(40 * s)} ${n(-6 * s)}Z" fill="#8aa1a7"/><path d="M${n(16 * s)} ${n(-9 * s)}L${n(20.5 * s)} ${n(-27 * s)}H${n(40.5 * s)}L${n(36.5 * s)} ${n(-9 * s)}Z" fill="${C.teal}" opacity=".5"/>` : '';
  const id = doc.raw(`stu${top}${k % 12}`, (idd) => `<g id="${idd}">${laptop}<path d="M${n(-24 * s)} 0C${n(-24 * s)} ${n(-22 * s)} ${n(-16 * s)} ${n(-26 * s)} 0 ${n(-27 * s)}C${n(16 * s)} ${n(-26 * s)} ${n(24 * s)} ${n(-22 * s)} ${n(24 * s)} 0Z" fill="${g}"/><rect x="${n(-4.5 * s)}" y="${n(-32 * s)}" width="${n(9 * s)}" height="${n(7 * s)}" fill="${skin}"/><ellipse cy="${n(-42 * s)}" rx="${n(11 * s)}" ry="${n(12.5 * s)}" fill="${hc}"/><ellipse cx="${n(-11 * s)}" cy="${n(-40 * s)}" rx="${n(2.2 * s)}" ry="${n(3.4 * s)}" fill="${skin}"/><ellipse cx="${n(11 * s)}" cy="${n(-40 * s)}" rx="${n(2.2 * s)}" ry="${n(3.4 * s)}" fill="${skin}"/>${hair}</g>`).slice(4, -1);
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
  body += `<circle cx="${c[0]}" cy="${c[1]}" r="190" fill="${doc.rad('core', [[0, '#ffffff'], [0.75, '#eef5f6'], [1, '#dcebed']])}" stroke="${C.line}" stroke-width="2"/>`;
  // muscle bundle: fascicles converging into tendons, like the logo mark
  const fasc = [
    { w: 40, o: -48, t: 'deep' },
    { w: 46, o: -16, t: 'teal' },
    { w: 44, o: 18, t: 'teal' },
    { w: 36, o: 48, t: 'deep' },
  ] as const;
  let bundle = '';
  fasc.forEach((f, i) => {
    const pts: Pt[] = [[-150, 0], [-80, f.o * 0.8 - f.w * 0.5], [0, f.o - f.w * 0.5], [80, f.o * 0.8 - f.w * 0.5], [150, 0], [80, f.o * 0.8 + f.w * 0.5], [0, f.o + f.w * 0.5], [-80, f.o * 0.8 + f.w * 0.5]];
    const g = doc.lin(`fas${f.t}`, f.t === 'teal' ? [[0, '#63cfcb'], [1, C.mid]] : [[0, '#2a8591'], [1, C.deep]]);
    bundle += `<path d="${smoothClosed(pts)}" fill="${g}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`;
    bundle += `<path d="${smoothOpen([[-120, f.o * 0.25], [-50, f.o * 0.85], [50, f.o * 0.85], [120, f.o * 0.25]])}" stroke="#fff" stroke-opacity=".35" stroke-width="1.6"/>`;
    if (i === 1) bundle += `<path d="${smoothClosed([[-60, f.o - 6], [0, f.o - f.w * 0.4], [60, f.o - 6], [0, f.o + f.w * 0.3]])}" fill="${C.accent}" opacity=".92"/>`;
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

function avatar(doc: Doc, p: Pt, r: number, top: ToneName, hair: 'bun' | 'short' | 'long', k: number): string {
  const t = TONES[top];
  const g = doc.lin(`av${top}`, [[0, t.lit], [1, t.dark]]);
  const skin = doc.lin('avskin', [[0, '#ffffff'], [1, '#d2dfe2']]);
  const hc = [C.ink, '#4a3b33', '#2c4047', '#6b5446'][k % 4]!;
  const clip = doc.raw(`avc${k}`, (id) => `<clipPath id="${id}"><circle cx="${n(p[0])}" cy="${n(p[1])}" r="${r}"/></clipPath>`);
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
// Contact, pricing, newsletter
// ---------------------------------------------------------------------------------------------

function envelope(doc: Doc, x: number, y: number, w: number, h: number, letter: string): string {
  const back = doc.lin('envb', [[0, C.mid], [1, C.deep]]);
  const front = doc.lin('envf', [[0, '#16a9aa'], [1, C.mid]]);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${back}"/>` +
    `<path d="M${x} ${y + 12}L${x + w / 2} ${y - h * 0.55}L${x + w} ${y + 12}Z" fill="${C.deep}" stroke="${C.deep}" stroke-width="6" stroke-linejoin="round"/>` +
    letter +
    `<path d="M${x} ${y + 14}L${x + w / 2} ${y + h * 0.58}L${x + w} ${y + 14}V${y + h - 12}Q${x + w} ${y + h} ${x + w - 12} ${y + h}H${x + 12}Q${x} ${y + h} ${x} ${y + h - 12}Z" fill="${front}"/>` +
    `<path d="M${x + 6} ${y + h - 6}L${x + w / 2 - 20} ${y + h * 0.52}M${x + w - 6} ${y + h - 6}L${x + w / 2 + 20} ${y + h * 0.52}" stroke="#fff" stroke-opacity=".15" stroke-width="3"/>`
  );
}

function letterSheet(doc: Doc, x: number, y: number, w: number, h: number): string {
  const s = 0.55;
  const fig = figure(doc, EXERCISES.find((e) => e.slug === 'lunge')!.pose, { scale: s, primary: ['quads:n', 'glutes'] });
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#fff" stroke="${C.line}" stroke-width="2"/>` +
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h * 0.5}" rx="8" fill="${C.bg}"/>` +
    place(x + w / 2 + 4, y + 14 + h * 0.5 - 6, s, fig.svg) +
    bars(x + 16, y + h * 0.5 + 30, [w - 32, w * 0.6], C.line, 7, 15)
  );
}

function planeIcon(p: Pt, s: number, rot: number): string {
  return `<g transform="translate(${pt(p)}) rotate(${rot}) scale(${s})"><path d="M0 0L64 -26L40 26L28 10Z" fill="#fff" stroke="${C.deep}" stroke-width="2.5" stroke-linejoin="round"/><path d="M0 0L28 10L26 26Z" fill="${C.line}" stroke="${C.deep}" stroke-width="2.5" stroke-linejoin="round"/><path d="M28 10L64 -26" stroke="${C.deep}" stroke-width="2.5"/></g>`;
}

export function contact(): string {
  const doc = new Doc('ct');
  let body = studio(doc, 640, 480, 24, [300, 260], 220);
  body += `<path d="${smoothOpen([[120, 330], [200, 300], [250, 340], [320, 250], [420, 150], [480, 120]])}" stroke="${C.teal}" stroke-opacity=".6" stroke-width="2.5" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  body += envelope(doc, 170, 250, 260, 160, letterSheet(doc, 196, 130, 208, 210));
  body += planeIcon([470, 110], 1.2, -8);
  // chat bubble
  body += card(doc, 420, 250, 150, 92, 22) + `<path d="M452 342L446 366L476 342Z" fill="#fff"/>` + [470, 496, 522].map((x, i) => `<circle cx="${x}" cy="296" r="7" fill="${i === 1 ? C.accent : C.teal}"/>`).join('');
  // location pin
  body += `<ellipse cx="110" cy="232" rx="34" ry="9" fill="${C.deep}" opacity=".15"/><path d="M110 230C90 200 78 186 78 166A32 32 0 0 1 142 166C142 186 130 200 110 230Z" fill="${doc.lin('pin', [[0, '#f6a56f'], [1, C.accent]])}"/><circle cx="110" cy="166" r="12" fill="#fff"/>`;
  return doc.svg(640, 480, 'An envelope, a chat bubble and a location pin', body);
}

export function pricing(): string {
  const doc = new Doc('pr');
  let body = studio(doc, 480, 320, 20, [240, 170], 150);
  const hi = doc.lin('hi', [[0, C.teal], [1, C.deep]]);
  const tick = (x: number, y: number, col: string): string => `<path d="M${x - 5} ${y}l4 4 7 -8" stroke="${col}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const side = (x: number, y: number): string =>
    card(doc, x, y, 120, 170, 14) + `<circle cx="${x + 28}" cy="${y + 30}" r="12" fill="${C.bg}" stroke="${C.line}" stroke-width="2"/>` + bars(x + 20, y + 60, [80], C.line, 10) + [0, 1, 2].map((i) => tick(x + 26, y + 100 + i * 20, C.teal) + bars(x + 40, y + 97 + i * 20, [58 - i * 8], C.line, 6)).join('');
  body += side(56, 110) + side(304, 110);
  body += card(doc, 174, 60, 132, 226, 16, hi);
  body += `<circle cx="240" cy="104" r="22" fill="#fff" fill-opacity=".15"/>` + musclePill(240, 104, 0.8, -20);
  body += bars(200, 140, [80], '#ffffff', 12) + `<rect x="200" y="164" width="54" height="7" rx="3.5" fill="#fff" fill-opacity=".4"/>`;
  body += [0, 1, 2, 3].map((i) => tick(206, 196 + i * 18, C.accent) + `<rect x="218" y="${193 + i * 18}" width="${60 - i * 6}" height="6" rx="3" fill="#fff" fill-opacity=".45"/>`).join('');
  body += `<rect x="192" y="266" width="96" height="26" rx="13" fill="${C.accent}"/>`;
  body += `<path d="M240 30l6 12 13 2 -9.5 9 2.3 13 -11.8 -6.3 -11.8 6.3 2.3 -13 -9.5 -9 13 -2Z" fill="${C.accent}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`;
  return doc.svg(480, 320, 'Three subscription plan cards, the middle one highlighted', body);
}

export function newsletter(): string {
  const doc = new Doc('nl');
  let body = studio(doc, 480, 320, 20, [230, 180], 150);
  body += `<path d="${smoothOpen([[60, 120], [110, 80], [170, 100], [220, 60]])}" stroke="${C.teal}" stroke-opacity=".6" stroke-width="2.5" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  body += planeIcon([222, 58], 0.8, -20);
  body += envelope(doc, 150, 170, 200, 124, letterSheet(doc, 170, 84, 160, 170));
  body += `<circle cx="346" cy="170" r="20" fill="${C.accent}" stroke="#fff" stroke-width="5"/><path d="M339 170l5 5 9 -10" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += [[380, 90, 6], [96, 220, 5], [404, 250, 4]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.teal}" opacity=".5"/>`).join('');
  return doc.svg(480, 320, 'A newsletter envelope with an exercise sheet inside', body);
}

// ---------------------------------------------------------------------------------------------
// Download: phone mockups with a 3D muscle screen (no store logos)
// ---------------------------------------------------------------------------------------------

function phone(kind: 'android' | 'ios'): string {
  const doc = new Doc(kind === 'ios' ? 'pi' : 'pa');
  const W = 480;
  const H = 640;
  let body = studio(doc, W, H, 24, [240, 320], 230);
  const x = 110;
  const y = 40;
  const w = 260;
  const h = 540;
  const r = kind === 'ios' ? 44 : 30;
  const frame = doc.lin('frame', [[0, '#3c5259'], [0.5, C.ink], [1, '#2c4047']], 0, 0, 1, 1);
  const scr = doc.lin('scr', [[0, '#0f6774'], [0.6, '#0b4f5c'], [1, '#083843']]);
  const bez = kind === 'ios' ? 11 : 9;
  body += `<ellipse cx="240" cy="600" rx="150" ry="16" fill="${C.deep}" opacity=".16"/>`;
  // side buttons
  if (kind === 'ios') body += `<rect x="${x - 4}" y="150" width="6" height="34" rx="2" fill="#2c4047"/><rect x="${x - 4}" y="196" width="6" height="54" rx="2" fill="#2c4047"/><rect x="${x + w - 2}" y="200" width="6" height="80" rx="2" fill="#2c4047"/>`;
  else body += `<rect x="${x + w - 2}" y="150" width="6" height="70" rx="2" fill="#2c4047"/><rect x="${x + w - 2}" y="240" width="6" height="40" rx="2" fill="#2c4047"/>`;
  body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${frame}"/>`;
  const sx = x + bez;
  const sy = y + bez;
  const sw = w - bez * 2;
  const sh = h - bez * 2;
  const clip = doc.raw('sclip', (id) => `<clipPath id="${id}"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${r - bez}"/></clipPath>`);
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
  s += `<circle cx="${cx}" cy="${floor - 110}" r="110" fill="${doc.rad('vh', [[0, C.teal, 0.35], [1, C.teal, 0]])}"/>`;
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
  chips.forEach((c, i) => (s += `<rect x="${sx + 18 + i * 72}" y="${by + 22}" width="64" height="22" rx="11" fill="${c}" fill-opacity="${i === 0 ? 1 : i === 1 ? 0.25 : 1}"/>`));
  s += musclePill(sx + 44, by + 72, 0.7, -20) + bars(sx + 70, by + 64, [120, 84], C.line, 7, 14);
  s += `<rect x="${sx + 18}" y="${by + 94}" width="${sw - 36}" height="8" rx="4" fill="${C.line}"/><rect x="${sx + 18}" y="${by + 94}" width="${(sw - 36) * 0.66}" height="8" rx="4" fill="${C.teal}"/>`;
  // system navigation hints
  if (kind === 'ios') s += `<rect x="${cx - 50}" y="${sy + sh - 14}" width="100" height="5" rx="2.5" fill="${C.ink}"/>`;
  else s += `<rect x="${cx - 36}" y="${sy + sh - 14}" width="72" height="5" rx="2.5" fill="${C.ink}" fill-opacity=".7"/>`;
  body += `<g clip-path="${clip}">${s}</g>`;
  // camera cut-outs
  if (kind === 'ios') body += `<rect x="${240 - 44}" y="${sy + 12}" width="88" height="24" rx="12" fill="${C.ink}"/><circle cx="${240 + 28}" cy="${sy + 24}" r="5" fill="#2c4047"/>`;
  else body += `<circle cx="240" cy="${sy + 22}" r="8" fill="${C.ink}"/><circle cx="240" cy="${sy + 22}" r="3" fill="#2c4047"/>`;
  // screen glare
  body += `<path d="M${x + w - 80} ${y + 10}L${x + w - 10} ${y + 10}L${x + w - 10} ${y + 140}Z" fill="#fff" opacity=".04"/>`;
  return doc.svg(W, H, kind === 'ios' ? 'Phone (iOS) showing the 3D muscle viewer' : 'Phone (Android) showing the 3D muscle viewer', body);
}

// ---------------------------------------------------------------------------------------------
// 404
// ---------------------------------------------------------------------------------------------

export function notFound(): string {
  const doc = new Doc('nf');
  const W = 640;
  const H = 480;
  let body = studio(doc, W, H, 24, [330, 250], 200);
  const floorY = 420;
  // wandering dashed route on the floor + signpost
  body += `<path d="${smoothOpen([[40, 450], [120, 430], [150, 456], [230, 440], [260, 420]])}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  body += `<path d="${smoothOpen([[420, 420], [470, 444], [540, 430], [600, 452]])}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  const post = doc.lin('post', [[0, '#ffffff'], [1, '#d7e3e6']]);
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
  const fig = figure(doc, pose, { scale: s, outfit: { skin: 'skin', top: 'teal', legs: 'ink', hair: 'short', hairTone: C.ink } });
  const fx = 250;
  const j = fig.j;
  const toS = (p: Pt): Pt => [fx + p[0] * s, floorY + p[1] * s];
  body += `<ellipse cx="${fx}" cy="${floorY + 4}" rx="70" ry="10" fill="${C.deep}" opacity=".16"/>`;
  body += place(fx, floorY, s, figure(doc, { ...pose }, { scale: s, outfit: { skin: 'skin', top: 'teal', legs: 'ink', hair: 'short', hairTone: C.ink } }).svg);
  // the map: a tri-fold sheet held in front of the body (3/4 cheat)
  const h1 = toS(j.near.wr);
  const mx = h1[0] - 20;
  const my = h1[1] - 86;
  const panel = (x0: number, y0: number, w: number, h: number, skew: number, fill: string): string => `<path d="M${x0} ${y0}L${x0 + w} ${y0 + skew}V${y0 + h + skew}L${x0} ${y0 + h}Z" fill="${fill}" stroke="${C.mid}" stroke-opacity=".5" stroke-width="1.5" stroke-linejoin="round"/>`;
  const mapA = doc.lin('mapa', [[0, '#ffffff'], [1, '#e6eff0']]);
  const mapB = doc.lin('mapb', [[0, '#e6eff0'], [1, '#d2e0e3']]);
  let map = panel(mx, my, 44, 104, 8, mapA) + panel(mx + 44, my + 8, 44, 104, -8, mapB) + panel(mx + 88, my, 44, 104, 8, mapA);
  map += `<path d="${smoothOpen([[mx + 10, my + 86], [mx + 30, my + 60], [mx + 60, my + 74], [mx + 76, my + 40], [mx + 104, my + 56], [mx + 118, my + 30]])}" stroke="${C.accent}" stroke-width="3" stroke-dasharray="1 6" stroke-linecap="round"/>`;
  map += `<path d="M${mx + 112} ${my + 20}l12 12M${mx + 124} ${my + 20}l-12 12" stroke="${C.deep}" stroke-width="3" stroke-linecap="round"/>`;
  map += `<path d="M${mx + 18} ${my + 30}q10 -8 20 0t20 0" stroke="${C.teal}" stroke-width="2" opacity=".6"/><circle cx="${mx + 66}" cy="${my + 92}" r="5" fill="${C.teal}" opacity=".6"/>`;
  const hands = [j.near.wr].map((w) => toS(add(w, mul(dirOf(110), 4)))).map((p) => `<ellipse cx="${n(p[0])}" cy="${n(p[1])}" rx="8" ry="6" fill="${TONES.skin.mid}" stroke="${C.deep}" stroke-opacity=".4"/>`).join('');
  body += map + hands;
  // question marks as drawn curves (not text)
  const q = (x: number, y: number, k: number, col: string): string => `<g transform="translate(${x} ${y}) scale(${k})"><path d="M-8 -6C-8 -18 10 -20 10 -8C10 0 0 2 0 10" stroke="${col}" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="22" r="3.4" fill="${col}"/></g>`;
  const head = toS(j.head);
  body += q(head[0] - 6, head[1] - 70, 1.2, C.accent) + q(head[0] + 36, head[1] - 48, 0.8, C.teal);
  return doc.svg(W, H, 'Lost: a person studies a folded map next to a signpost', body);
}

// ---------------------------------------------------------------------------------------------
// Logo mark and favicon
// ---------------------------------------------------------------------------------------------

export function logo(size: 64 | 32, fav = false): string {
  const doc = new Doc(fav ? 'fv' : 'lg');
  const g1 = doc.lin('g1', [[0, C.teal], [1, C.mid]], 0, 0, 1, 1);
  const g2 = doc.lin('g2', [[0, C.mid], [1, C.deep]], 0, 0, 1, 1);
  // a bent limb: two tapered, fibred segments meeting at an accent joint, with a range-of-motion arc
  const seg = (a: Pt, b: Pt, ra: number, rb: number): string => {
    const d = sub(b, a);
    const u = mul(d, 1 / len(d));
    const nn: Pt = [-u[1], u[0]];
    const p1 = add(a, mul(nn, ra));
    const p2 = add(b, mul(nn, rb));
    const p3 = add(b, mul(nn, -rb));
    const p4 = add(a, mul(nn, -ra));
    const m1 = add(lerpPt(a, b, 0.45), mul(nn, (ra + rb) * 0.62));
    const m2 = add(lerpPt(a, b, 0.45), mul(nn, -(ra + rb) * 0.62));
    return `M${pt(p1)}Q${pt(m1)} ${pt(p2)}A${rb} ${rb} 0 0 0 ${pt(p3)}Q${pt(m2)} ${pt(p4)}A${ra} ${ra} 0 0 0 ${pt(p1)}Z`;
  };
  const A: Pt = [14, 10];
  const J: Pt = [40, 30];
  const B: Pt = [22, 54];
  let body = '';
  if (fav) body += `<rect width="64" height="64" rx="14" fill="${C.bg}"/>`;
  const aA = deg(Math.atan2(A[1] - J[1], A[0] - J[0])) + 360;
  const aB = deg(Math.atan2(B[1] - J[1], B[0] - J[0]));
  body += `<path d="${arcPath(J, fav ? 21 : 22, aB + 14, aA - 14)}" stroke="${C.accent}" stroke-width="${fav ? 4 : 3}" stroke-linecap="round"${fav ? '' : ' stroke-dasharray=".1 5.6"'}/>`;
  body += `<path d="${seg(A, J, 7.5, 5)}" fill="${g1}"/><path d="${seg(J, B, 5.2, 4)}" fill="${g2}"/>`;
  if (!fav) {
    const d = sub(J, A);
    const u = mul(d, 1 / len(d));
    const nn: Pt = [-u[1], u[0]];
    const f = (k: number): string => `M${pt(add(lerpPt(A, J, 0.12), mul(nn, k * 0.6)))}Q${pt(add(lerpPt(A, J, 0.45), mul(nn, k * 1.05)))} ${pt(add(lerpPt(A, J, 0.78), mul(nn, k * 0.55)))}`;
    body += `<path d="${f(-3.2)}${f(2.6)}" stroke="#fff" stroke-opacity=".6" stroke-width="1.5" stroke-linecap="round"/>`;
  }
  body += `<circle cx="${J[0]}" cy="${J[1]}" r="${fav ? 8 : 7.2}" fill="${C.accent}" stroke="${fav ? C.bg : '#fff'}" stroke-width="2.6"/>`;
  const svg = doc.svg(64, 64, fav ? 'MotionAtlas' : 'MotionAtlas mark', body);
  return size === 64 ? svg : svg.replace('width="64" height="64"', 'width="32" height="32"');
}

// ---------------------------------------------------------------------------------------------
// MSK intro: the knee scene, one frame per call (used for the poster and by make-video.ts)
// ---------------------------------------------------------------------------------------------

export const VIDEO = { w: 1280, h: 720, fps: 24, seconds: 16 } as const;

export interface Beat {
  from: number;
  to: number;
  focus: KneePart[] | undefined;
  step: number; // legend row
  en: string;
  cn: string;
}

/** Story of the clip; the captions are written from the same list, so they always match. */
export const BEATS: Beat[] = [
  { from: 0, to: 3.2, focus: undefined, step: 0, en: 'The knee from the side: thigh bone above, shin bone below, kneecap in front.', cn: '从侧面看膝关节：上方是股骨，下方是胫骨，前方是髌骨。' },
  { from: 3.2, to: 6.4, focus: ['bones', 'cartilage', 'menisci'], step: 1, en: 'Smooth cartilage covers the joint surfaces; the menisci cushion the shin bone.', cn: '关节面覆盖着光滑的软骨，半月板垫在胫骨平台上起缓冲作用。' },
  { from: 6.4, to: 9.6, focus: ['bones', 'acl', 'pcl', 'lcl'], step: 2, en: 'The cruciate ligaments cross inside the joint and keep the shin bone from sliding.', cn: '前、后交叉韧带在关节内交叉，防止胫骨前后滑移。' },
  { from: 9.6, to: 13.2, focus: ['bones', 'tendons', 'hamstrings'], step: 3, en: 'Bending the knee: the hamstrings pull, the kneecap glides along the thigh bone.', cn: '屈膝时腘绳肌收缩，髌骨沿股骨滑动。' },
  { from: 13.2, to: 16, focus: undefined, step: 4, en: 'Rotate, zoom and replay each structure with your patient in the app.', cn: '在应用中与患者一起旋转、放大并回放每个结构。' },
];

const ease = (x: number): number => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

export function kneeScene(time: number, prefix = 'v'): string {
  const { w: W, h: H, seconds } = VIDEO;
  const doc = new Doc(prefix);
  const beat = BEATS.find((b) => time >= b.from && time < b.to) ?? BEATS[BEATS.length - 1]!;
  // flexion: still, then bend and return during the movement beat, gentle sway at the end
  const m = (time - 9.6) / 3.6;
  let phi = 4;
  if (m > 0 && m < 1) phi = 4 + 96 * Math.sin(Math.PI * ease(m));
  if (time >= 13.2) phi = 4 + 26 * ease((time - 13.2) / 1.6);
  const localT = (time - beat.from) / (beat.to - beat.from);
  const glow = (localT * 2) % 1;
  // camera: slow push-in and pan
  const u = time / seconds;
  const zoom = lerp(1.0, 1.14, ease(u));
  const panX = lerp(-40, 40, ease(u));
  const panY = lerp(10, -10, ease(u));
  const bg = doc.rad('bg', [[0, '#12707c'], [0.55, '#0b4f5c'], [1, '#072f37']], 0.55, 0.45, 0.8);
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  body += `<rect x="-40" width="${W + 80}" height="${H}" transform="translate(${n(panX * 0.3)} 0)" fill="${gridFill(doc, 40, '#ffffff', 0.05)}"/>`;
  // turntable ellipse below the knee
  const cx = 700 + panX;
  const cy = 360 + panY;
  const k = 1.9 * zoom;
  body += `<ellipse cx="${n(cx)}" cy="${n(cy + 300 * zoom)}" rx="${n(240 * zoom)}" ry="${n(34 * zoom)}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/>`;
  body += `<ellipse cx="${n(cx)}" cy="${n(cy + 300 * zoom)}" rx="${n(180 * zoom)}" ry="${n(24 * zoom)}" stroke="${C.teal}" stroke-opacity=".3" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  const halo = doc.rad('halo', [[0, '#36c2c0', 0.28], [1, '#36c2c0', 0]]);
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(300 * zoom)}" fill="${halo}"/>`;
  const showMuscles = beat.step === 3 || beat.step === 4;
  body += `<g transform="translate(${n(cx)} ${n(cy - 10)}) scale(${n3(k)}) rotate(${n(lerp(-4, 4, ease(u)))})">${kneeJoint(doc, phi, { dark: true, skin: true, muscles: showMuscles, focus: beat.focus, glow: beat.focus ? glow : 0, sw: 1.6, fade: true })}</g>`;
  // flexion arc during the movement beat
  if (beat.step === 3) {
    const c: Pt = [cx, cy - 10];
    body += `<g opacity="${n(Math.min(1, localT * 4))}">${motionArc(c, 112 * k, 94, 92 + Math.max(8, phi), C.accent, 4)}</g>`;
  }
  // legend: colour-coded steps (structure colours), the active one expanded
  const legend = [
    ['#f4f7f7', 0],
    [KNEE_COLORS.cartilage, 1],
    [KNEE_COLORS.acl, 2],
    [KNEE_COLORS.tendons, 3],
    [C.teal, 4],
  ] as const;
  legend.forEach(([col, i]) => {
    const y = 200 + i * 72;
    const on = i === beat.step;
    const inT = on ? ease(localT * 3) : 0;
    body += `<circle cx="120" cy="${y}" r="${n(on ? 14 : 9)}" fill="${col}" opacity="${on ? 1 : 0.45}"/>`;
    if (on) body += `<circle cx="120" cy="${y}" r="${n(22 + 6 * glow)}" stroke="${col}" stroke-opacity="${n(0.6 * (1 - glow))}" stroke-width="2"/>`;
    body += `<rect x="148" y="${y - 5}" width="${n(on ? 60 + 120 * inT : 60)}" height="10" rx="5" fill="#fff" fill-opacity="${on ? 0.55 : 0.14}"/>`;
    if (i < 4) body += `<path d="M120 ${y + 20}V${y + 52}" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>`;
  });
  // mark in the corner
  const mark = logo(64).replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<title>.*?<\/title>/, '').replace(/id="lg/g, `id="${prefix}lg`).replace(/#lg/g, `#${prefix}lg`);
  body += `<g transform="translate(${W - 120} ${H - 110}) scale(1.1)" opacity=".9"><circle cx="32" cy="32" r="40" fill="#fff" fill-opacity=".06"/>${mark}</g>`;
  return doc.svg(W, H, 'Knee joint: bones, cartilage, menisci, ligaments and tendons', body);
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, '..');
const OUT = join(ROOT, 'web/src/assets/illustrations');

function write(rel: string, content: string): void {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const camel = (slug: string): string => slug.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export function actionsIndex(): string {
  const imports = EXERCISES.map((e) => `import ${camel(e.slug)}Url from './${e.slug}.svg';`).join('\n');
  const rows = EXERCISES.map((e) => `  { slug: '${e.slug}', en: '${e.en}', cn: '${e.cn}', src: ${camel(e.slug)}Url },`).join('\n');
  return `// Generated by scripts/make-illustrations.ts – do not edit by hand.
${imports}

export interface ActionThumbnail {
  slug: string;
  en: string;
  cn: string;
  src: string;
}

export const actions: ActionThumbnail[] = [
${rows}
];
`;
}

export function main(): void {
  const files: [string, () => string][] = [
    ['hero.svg', hero],
    ['feature-anatomy.svg', featureAnatomy],
    ['feature-function.svg', featureFunction],
    ['feature-strength.svg', featureStrength],
    ['feature-stretching.svg', featureStretching],
    ['msk-patient.svg', mskPatient],
    ['msk-poster.svg', () => kneeScene(1.5, 'p')],
    ['university.svg', university],
    ['about.svg', about],
    ['contact.svg', contact],
    ['download-android.svg', () => phone('android')],
    ['download-ios.svg', () => phone('ios')],
    ['not-found.svg', notFound],
    ['pricing.svg', pricing],
    ['newsletter.svg', newsletter],
    ['logo.svg', () => logo(64)],
    ['favicon.svg', () => logo(64, true)],
  ];
  for (const [name, make] of files) write(name, make());
  for (const ex of EXERCISES) write(`actions/${ex.slug}.svg`, actionThumb(ex));
  write('actions/index.ts', actionsIndex());
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
