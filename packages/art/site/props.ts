import { C } from '../palette.js';
import { Doc, gridFill } from './doc.js';
import { n3 } from './figure.js';
import { type Pt, add, mul, n, pt } from '../vector.js';

// Equipment (world units). Bars are shown in a slight three-quarter view.
// ---------------------------------------------------------------------------------------------

export const AXIS: Pt = [-0.9, 0.42]; // screen direction of the "toward the viewer" axis

export function plate(doc: Doc, c: Pt, r: number, sw: number, far = false): string {
  const g = doc.lin(
    far ? 'plateF' : 'plate',
    far
      ? [
          [0, '#2f444b'],
          [1, C.ink],
        ]
      : [
          [0, '#4c6169'],
          [0.5, '#2c4047'],
          [1, C.ink],
        ],
    0,
    0,
    1,
    0,
  );
  const rim = far ? '#3a5058' : '#5b737b';
  return `<g transform="translate(${pt(c)}) rotate(-12)"><ellipse rx="${n(r * 0.34)}" ry="${n(r)}" fill="${g}" stroke="${rim}" stroke-width="${n3(sw)}"/><ellipse rx="${n(r * 0.2)}" ry="${n(r * 0.62)}" stroke="${rim}" stroke-width="${n3(sw)}" opacity=".7"/><ellipse rx="${n(r * 0.07)}" ry="${n(r * 0.16)}" fill="${C.line}"/></g>`;
}

/** Barbell split in back (far plate + bar) and front (near plate) layers. */
export function barbell(doc: Doc, c: Pt, r: number, sw: number, half = 16): { back: string; front: string } {
  const a = add(c, mul(AXIS, -half));
  const b = add(c, mul(AXIS, half));
  const bar = (p: Pt, q: Pt): string =>
    `<path d="M${pt(p)}L${pt(q)}" stroke="#8aa1a7" stroke-width="${n(r * 0.12)}" stroke-linecap="round"/>`;
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

/**
 * Light studio backdrop: soft gradient, faded grid, halo. The tint fades out before the edges, so
 * a picture set on a white page or card has no hard-edged box around it.
 */
export function studio(doc: Doc, w: number, h: number, step: number, halo: Pt, haloR: number): string {
  const bg = doc.lin('bg', [
    [0, '#fbfdfd'],
    [1, '#e7eff1'],
  ]);
  // Backdrop and grid fade out together, before the picture's edges.
  const edge = doc.rad('be', [
    [0, '#fff'],
    [0.62, '#fff', 0.9],
    [1, '#fff', 0],
  ]);
  const soft = doc.raw('bm', (id) => `<mask id="${id}"><rect width="${w}" height="${h}" fill="${edge}"/></mask>`);
  const haloF = doc.rad('halo', [
    [0, C.teal, 0.16],
    [0.6, C.teal, 0.06],
    [1, C.teal, 0],
  ]);
  return (
    `<rect width="${w}" height="${h}" fill="${bg}" mask="${soft}"/>` +
    `<rect width="${w}" height="${h}" fill="${gridFill(doc, step, C.line)}" mask="${soft}"/>` +
    `<circle cx="${n(halo[0])}" cy="${n(halo[1])}" r="${n(haloR)}" fill="${haloF}"/>`
  );
}

/** Turntable platform under a figure (screen coordinates). */
export function platform(doc: Doc, c: Pt, rx: number, ry: number): string {
  const sh = doc.rad('shadow', [
    [0, C.deep, 0.3],
    [0.55, C.deep, 0.12],
    [1, C.deep, 0],
  ]);
  const top = doc.lin('plat', [
    [0, '#ffffff', 0.9],
    [1, C.line, 0.9],
  ]);
  return (
    `<ellipse cx="${n(c[0])}" cy="${n(c[1] + ry * 0.18)}" rx="${n(rx)}" ry="${n(ry)}" fill="${top}" stroke="${C.teal}" stroke-opacity=".35"/>` +
    `<ellipse cx="${n(c[0])}" cy="${n(c[1] + ry * 0.18)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.72)}" stroke="${C.teal}" stroke-opacity=".22" stroke-dasharray="2 5"/>` +
    `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.45)}" fill="${sh}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
