/** SVG elements of the fixture pictures' flat style (the palette and vectors are the pipeline's own). */
import { C } from '../palette.js';
import { type Pt, add, nPx, ptPx } from '../vector.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A complete document. The xmlns is the SVG namespace name, which a standalone file needs; nothing is fetched. */
export function doc(w: number, h: number, title: string, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t">
<title id="t">${esc(title)}</title>
${defs ? `<defs>${defs}</defs>\n` : ''}${body}
</svg>
`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${nPx(x)}" y="${nPx(y)}" width="${nPx(w)}" height="${nPx(h)}"${rx ? ` rx="${nPx(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const circle = (c: Pt, r: number, fill: string, extra = '') =>
  `<circle cx="${nPx(c[0])}" cy="${nPx(c[1])}" r="${nPx(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (c: Pt, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${nPx(c[0])}" cy="${nPx(c[1])}" rx="${nPx(rx)}" ry="${nPx(ry)}" fill="${fill}"${extra}/>`;
export const line = (a: Pt, b: Pt, stroke: string, w: number, extra = '') =>
  `<line x1="${nPx(a[0])}" y1="${nPx(a[1])}" x2="${nPx(b[0])}" y2="${nPx(b[1])}" stroke="${stroke}" stroke-width="${nPx(w)}" stroke-linecap="round"${extra}/>`;
export const stroke = (d: string, color: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${nPx(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const poly = (pts: Pt[], fill: string, extra = '') =>
  `<polygon points="${pts.map(ptPx).join(' ')}" fill="${fill}"${extra}/>`;
/** Short neutral labels only (numbers, degrees, single letters): no text that needs translating. */
export const label = (p: Pt, s: string, size: number, fill: string, anchor = 'middle') =>
  `<text x="${nPx(p[0])}" y="${nPx(p[1])}" font-family="system-ui, sans-serif" font-size="${nPx(size)}" font-weight="600" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
export const group = (body: string, extra: string) => `<g${extra}>${body}</g>`;

/** Backgrounds: a light paper sheet or a deep teal panel, both with a fine grid. */
export function background(w: number, h: number, tone: 'light' | 'dark', step = 40): { defs: string; body: string } {
  const dark = tone === 'dark';
  const defs =
    (dark
      ? `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.mid}"/><stop offset="1" stop-color="#083a44"/></linearGradient>`
      : `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.paper}"/><stop offset="1" stop-color="${C.mist}"/></linearGradient>`) +
    `<pattern id="grid" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${dark ? '#ffffff' : C.mid}" stroke-opacity="${dark ? 0.07 : 0.08}" stroke-width="1"/></pattern>`;
  return { defs, body: rect(0, 0, w, h, 'url(#bg)') + rect(0, 0, w, h, 'url(#grid)') };
}

/** A movement arc with an arrowhead at its end. Angles in screen degrees: 0 right, 90 down. */
export function arc(c: Pt, r: number, a0: number, a1: number, color: string = C.accent, w = 4, dashed = true): string {
  const at = (a: number): Pt => [c[0] + r * Math.cos((a * Math.PI) / 180), c[1] + r * Math.sin((a * Math.PI) / 180)];
  const s = at(a0);
  const e = at(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  const tan = ((a1 > a0 ? 90 : -90) + a1) * (Math.PI / 180);
  const t: Pt = [Math.cos(tan), Math.sin(tan)];
  const side: Pt = [-t[1], t[0]];
  const hs = w * 3;
  const head = poly(
    [add(e, t, hs), add(add(e, t, -hs * 0.6), side, hs * 0.8), add(add(e, t, -hs * 0.6), side, -hs * 0.8)],
    color,
  );
  return (
    stroke(
      `M${ptPx(s)}A${nPx(r)} ${nPx(r)} 0 ${large} ${sweep} ${ptPx(e)}`,
      color,
      w,
      dashed ? ` stroke-dasharray="${nPx(w * 2.5)} ${nPx(w * 2)}"` : '',
    ) + head
  );
}

/** A straight arrow, for forces and directions of pull. */
export function arrow(a: Pt, b: Pt, color: string = C.accent, w = 5): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const t: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const side: Pt = [-t[1], t[0]];
  const hs = w * 2.6;
  const base = add(b, t, -hs);
  return line(a, base, color, w) + poly([b, add(base, side, hs * 0.75), add(base, side, -hs * 0.75)], color);
}

export const floor = (x0: number, x1: number, y: number, color: string = C.mid) =>
  line([x0, y], [x1, y], color, 3, ' stroke-opacity=".35"');

/** A rounded card, as used by app mock-ups and tiles. */
export const card = (x: number, y: number, w: number, h: number, fill: string = C.white, rx = 18) =>
  rect(x, y, w, h, fill, rx, fill === C.white ? ` stroke="${C.rule}" stroke-width="2"` : '');
