/** SVG primitives for the generated illustrations: one palette, one flat style. */

export const C = {
  deep: '#0b4f5c',
  teal: '#0b6e7a',
  far: '#8db7bd',
  accent: '#f08a4b',
  accentSoft: '#f7c3a0',
  warm: '#d9644a',
  paper: '#f6f3ee',
  mist: '#e4eef0',
  line: '#cfdfe2',
  bone: '#efe6d8',
  boneEdge: '#cdbb9f',
  ink: '#16343b',
  white: '#ffffff',
} as const;

export type V = [number, number];

/** Whole pixels on the large canvases, one decimal for small values (icons, widths): keeps files small. */
export const n = (v: number) => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
export const pt = (p: V) => `${n(p[0])} ${n(p[1])}`;
export const add = (p: V, d: V, k = 1): V => [p[0] + d[0] * k, p[1] + d[1] * k];
export const lerp = (a: V, b: V, t: number): V => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** Direction of an angle in degrees: 0 points down, 90 right, 180 up, -90 left. */
export const dir = (deg: number): V => [Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)];

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
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const circle = (c: V, r: number, fill: string, extra = '') => `<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (c: V, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const line = (a: V, b: V, stroke: string, w: number, extra = '') =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(w)}" stroke-linecap="round"${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, color: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const poly = (pts: V[], fill: string, extra = '') => `<polygon points="${pts.map(pt).join(' ')}" fill="${fill}"${extra}/>`;
/** Short neutral labels only (numbers, degrees, single letters): no text that needs translating. */
export const label = (p: V, s: string, size: number, fill: string, anchor = 'middle') =>
  `<text x="${n(p[0])}" y="${n(p[1])}" font-family="system-ui, sans-serif" font-size="${n(size)}" font-weight="600" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
export const group = (body: string, extra: string) => `<g${extra}>${body}</g>`;

/** Backgrounds: a light paper sheet or a deep teal panel, both with a fine grid. */
export function background(w: number, h: number, tone: 'light' | 'dark', step = 40): { defs: string; body: string } {
  const dark = tone === 'dark';
  const defs =
    (dark
      ? `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="#083a44"/></linearGradient>`
      : `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.paper}"/><stop offset="1" stop-color="${C.mist}"/></linearGradient>`) +
    `<pattern id="grid" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${dark ? '#ffffff' : C.teal}" stroke-opacity="${dark ? 0.07 : 0.08}" stroke-width="1"/></pattern>`;
  return { defs, body: rect(0, 0, w, h, 'url(#bg)') + rect(0, 0, w, h, 'url(#grid)') };
}

/** A movement arc with an arrowhead at its end. Angles in screen degrees: 0 right, 90 down. */
export function arc(c: V, r: number, a0: number, a1: number, color: string = C.accent, w = 4, dashed = true): string {
  const at = (a: number): V => [c[0] + r * Math.cos((a * Math.PI) / 180), c[1] + r * Math.sin((a * Math.PI) / 180)];
  const s = at(a0);
  const e = at(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  const tan = ((a1 > a0 ? 90 : -90) + a1) * (Math.PI / 180);
  const t: V = [Math.cos(tan), Math.sin(tan)];
  const side: V = [-t[1], t[0]];
  const hs = w * 3;
  const head = poly([add(e, t, hs), add(add(e, t, -hs * 0.6), side, hs * 0.8), add(add(e, t, -hs * 0.6), side, -hs * 0.8)], color);
  return stroke(`M${pt(s)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${pt(e)}`, color, w, dashed ? ` stroke-dasharray="${n(w * 2.5)} ${n(w * 2)}"` : '') + head;
}

/** A straight arrow, for forces and directions of pull. */
export function arrow(a: V, b: V, color: string = C.accent, w = 5): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const t: V = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const side: V = [-t[1], t[0]];
  const hs = w * 2.6;
  const base = add(b, t, -hs);
  return line(a, base, color, w) + poly([b, add(base, side, hs * 0.75), add(base, side, -hs * 0.75)], color);
}

export const floor = (x0: number, x1: number, y: number, color: string = C.teal) => line([x0, y], [x1, y], color, 3, ' stroke-opacity=".35"');

/** A rounded card, as used by app mock-ups and tiles. */
export const card = (x: number, y: number, w: number, h: number, fill: string = C.white, rx = 18) =>
  rect(x, y, w, h, fill, rx, fill === C.white ? ` stroke="${C.line}" stroke-width="2"` : '');
