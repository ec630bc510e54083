import { type Pt, add, angleOf, dirOf, len, lerp, mul, n, rad, smoothClosed, smoothOpen, sub } from './vector.js';

// The mannequin rig (units ~ centimetres, y down, floor at y = 0, facing +x)
// ---------------------------------------------------------------------------------------------

export const L = { torso: 50, neck: 7, ua: 30, fa: 26, hand: 14, thigh: 44, shin: 42 } as const;

export interface Profile {
  t: number[];
  a: number[]; // anterior half width
  p: number[]; // posterior half width
}
export const PROFILES = {
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
export type Seg = keyof typeof PROFILES;

export function profAt(pr: Profile, side: 'a' | 'p', t: number): number {
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

export function limbOutline(seg: Seg, length: number): string {
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

/** Muscle belly path + fibre lines in the part's local frame (anterior = +x). */
export function musclePaths(m: MuscleDef, length: number): { body: string; fibres: string } {
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
    const w = profAt(pr, m.side, t);
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

export function chain(
  root: Pt,
  spec: LimbSpec,
  l1: number,
  l2: number,
  defBend: number,
  defC: (b: number) => number,
): [Pt, Pt, number] {
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

/** Two-segment inverse kinematics: angles that reach `v` from the root; `bend` picks the side the middle joint goes. */
export function ik(v: Pt, l1: number, l2: number, bend: 1 | -1): [number, number] {
  const d = Math.min(Math.hypot(v[0], v[1]), l1 + l2 - 1e-6);
  const cos = Math.max(-1, Math.min(1, (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d)));
  const a1 = angleOf(v) + bend * ((Math.acos(cos) * 180) / Math.PI);
  const mid = add([0, 0], dirOf(a1), l1);
  return [a1, angleOf([v[0] - mid[0], v[1] - mid[1]])];
}
