import { C } from '../palette.js';
import { Doc } from '../site/doc.js';
import { type Pt, add, arcPath, deg, len, lerpPt, mul, pt, sub } from '../vector.js';

// Logo mark and favicon
// ---------------------------------------------------------------------------------------------

export function logo(size: 64 | 32, fav = false): string {
  const doc = new Doc(fav ? 'fv' : 'lg');
  const g1 = doc.lin(
    'g1',
    [
      [0, C.teal],
      [1, C.mid],
    ],
    0,
    0,
    1,
    1,
  );
  const g2 = doc.lin(
    'g2',
    [
      [0, C.mid],
      [1, C.deep],
    ],
    0,
    0,
    1,
    1,
  );
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
    const f = (k: number): string =>
      `M${pt(add(lerpPt(A, J, 0.12), mul(nn, k * 0.6)))}Q${pt(add(lerpPt(A, J, 0.45), mul(nn, k * 1.05)))} ${pt(add(lerpPt(A, J, 0.78), mul(nn, k * 0.55)))}`;
    body += `<path d="${f(-3.2)}${f(2.6)}" stroke="#fff" stroke-opacity=".6" stroke-width="1.5" stroke-linecap="round"/>`;
  }
  body += `<circle cx="${J[0]}" cy="${J[1]}" r="${fav ? 8 : 7.2}" fill="${C.accent}" stroke="${fav ? C.bg : '#fff'}" stroke-width="2.6"/>`;
  const svg = doc.svg(64, 64, fav ? 'MotionAtlas' : 'MotionAtlas mark', body);
  return size === 64 ? svg : svg.replace('width="64" height="64"', 'width="32" height="32"');
}

// ---------------------------------------------------------------------------------------------
