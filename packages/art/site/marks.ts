import { C } from '../palette.js';
import { type LimbSpecAngles, type PoseSpec } from '../rig.js';
import { Doc } from './doc.js';
import { n3 } from './figure.js';
import { type Pt, add, arcPath, len, lerp, lerpPt, mul, n, pt, rad, sub } from '../vector.js';

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
  const head = (p: Pt, s: number): string =>
    `M${pt(add(p, add(mul(u, -h * s), mul(nn, h * 0.6))))}L${pt(p)}L${pt(add(p, add(mul(u, -h * s), mul(nn, -h * 0.6))))}`;
  return `<path d="M${pt(a)}L${pt(b)}${head(b, 1)}${both ? head(a, -1) : ''}" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Rounded card with a soft shadow (screen units). */
export function card(doc: Doc, x: number, y: number, w: number, h: number, r = 14, fill = '#ffffff'): string {
  const sh = doc.raw(
    'cardsh',
    (id) =>
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dy="6"/><feComponentTransfer><feFuncA type="linear" slope=".16"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${fill}" stroke="${C.line}" filter="${sh}"/>`;
}

/** Placeholder text lines (no real text in images). */
export function bars(x: number, y: number, widths: number[], col: string = C.line, h = 6, gap = 12): string {
  return widths
    .map(
      (w, i) => `<rect x="${n(x)}" y="${n(y + i * gap)}" width="${n(w)}" height="${h}" rx="${h / 2}" fill="${col}"/>`,
    )
    .join('');
}

export function musclePill(cx: number, cy: number, s: number, angle = 0): string {
  // small standalone muscle belly with fibres (icon size), centred
  const body = `M${-20 * s} 0C${-10 * s} ${-10 * s} ${10 * s} ${-10 * s} ${20 * s} 0C${10 * s} ${10 * s} ${-10 * s} ${10 * s} ${-20 * s} 0Z`;
  const fib = `M${-14 * s} ${-2 * s}C${-4 * s} ${-7 * s} ${4 * s} ${-7 * s} ${14 * s} ${-2 * s}M${-14 * s} ${2.5 * s}C${-4 * s} ${6 * s} ${4 * s} ${6 * s} ${14 * s} ${2.5 * s}`;
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${angle})"><path d="${body}" fill="${C.accent}"/><path d="${fib}" stroke="#fff" stroke-opacity=".7" stroke-width="${n(1.2 * Math.max(1, s))}" stroke-linecap="round"/></g>`;
}

export const place = (x: number, y: number, s: number, inner: string, mirror = false): string =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${mirror ? `${n3(-s)} ${n3(s)}` : n3(s)})">${inner}</g>`;

export type AnglePose = {
  hip: Pt;
  torso: number;
  neck: number;
  arm: LimbSpecAngles;
  leg: LimbSpecAngles;
  farArm: LimbSpecAngles;
  farLeg: LimbSpecAngles;
};
export function lerpPose(a: AnglePose, b: AnglePose, t: number): PoseSpec {
  const l = (x: LimbSpecAngles, y: LimbSpecAngles): LimbSpecAngles => ({
    a: lerp(x.a, y.a, t),
    b: lerp(x.b, y.b, t),
    c: lerp(x.c ?? 90, y.c ?? 90, t),
  });
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
