/** Points and the numbers written into SVG, for every picture of the pipeline (y grows downwards). */
export type Pt = readonly [number, number];

/** Compact number for SVG output: one decimal, no trailing zeros. */
export function n(x: number): string {
  const v = Math.round(x * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
}
export const pt = (p: Pt): string => `${n(p[0])} ${n(p[1])}`;
/** Whole pixels on large canvases, one decimal for small values (the fixture pictures: smaller files). */
export const nPx = (v: number) => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
export const ptPx = (p: Pt) => `${nPx(p[0])} ${nPx(p[1])}`;
export const rad = (d: number): number => (d * Math.PI) / 180;
export const deg = (r: number): number => (r * 180) / Math.PI;
/** a + b, or a + b·k. */
export const add = (a: Pt, b: Pt, k = 1): Pt => [a[0] + b[0] * k, a[1] + b[1] * k];
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
export const len = (a: Pt): number => Math.hypot(a[0], a[1]);
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
/** Direction of an absolute limb angle: 0 = straight down, +90 = forward (+x), 180 = up. */
export const dirOf = (a: number): Pt => [Math.sin(rad(a)), Math.cos(rad(a))];
/** The absolute angle of a direction (the inverse of dirOf). */
export const angleOf = (v: Pt): number => deg(Math.atan2(v[0], v[1]));

/** Mix two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(lerp(v, pb[i]!, t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
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
