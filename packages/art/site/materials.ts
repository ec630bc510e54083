import { C } from '../palette.js';
import { Doc } from './doc.js';
import { type Pt, mix } from '../vector.js';

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

export const LIGHT: Pt = [-0.6, -0.8];

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
