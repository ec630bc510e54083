import { C } from '../palette.js';
import {
  type Joints,
  L,
  type LimbJoints,
  MUSCLES,
  type MuscleDef,
  type PoseSpec,
  type Seg,
  limbOutline,
  musclePaths,
  solve,
} from '../rig.js';
import { Doc } from './doc.js';
import { TONES, type ToneName, shade } from './materials.js';
import { type Pt, add, deg, dirOf, len, mul, n, pt, rad, smoothClosed, sub } from '../vector.js';

export type Outfit = {
  skin: ToneName;
  top: ToneName;
  legs: ToneName;
  coat?: boolean;
  hair?: 'short' | 'bun' | 'long' | 'none';
  hairTone?: string;
};
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
    const pts: Pt[] = [
      [1, -4.2],
      [-4.2, -2.6],
      [-6.2, 2.5],
      [-4.4, 6.8],
      [6, 7],
      [15, 6.9],
      [19.5, 5.6],
      [18.2, 2.6],
      [10, 0.2],
    ];
    // the gradient for feet runs top -> sole
    const fill = flat ?? shade(doc, tone, far, [-xAxis[1], xAxis[0]]);
    const stroke = flat || !far ? '' : ` stroke-opacity=".55"`;
    parts.push(
      `<use href="${doc.path('foot', smoothClosed(pts))}" transform="translate(${pt(l.an)}) rotate(${n(th)})" fill="${fill}"${stroke}/>`,
    );
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
  part(
    'neck',
    j.sh,
    add(j.sh, mul([Math.sin(rad(j.neckAng)), -Math.cos(rad(j.neckAng))], L.neck + 3)),
    out.skin,
    false,
    'n',
  );
  if (out.coat && !flat) coatTail(doc, parts, j, f, sw);
  part('torso', j.sh, j.hip, out.top, false, 'n');
  head(doc, parts, j, out, f, sw, flat);
  limbSet(j.near, false, 'leg');
  limbSet(j.near, false, 'arm');

  if (o.markers && !flat) {
    const ms = [j.near.sh, j.near.el, j.near.wr, j.near.hip, j.near.kn, j.near.an];
    for (const m of ms)
      parts.push(
        `<circle cx="${n(m[0])}" cy="${n(m[1])}" r="${n3(3.2 / o.scale)}" fill="#fff" stroke="${C.accent}" stroke-width="${n3(1.6 / o.scale)}"/>`,
      );
  }
  const inner = parts.join('');
  const mirrorT = o.mirror ? ` transform="scale(-1 1)"` : '';
  const op = o.opacity !== undefined && o.opacity < 1 ? ` opacity="${o.opacity}"` : '';
  const strokeAttr = flat ? '' : ` stroke="${C.deep}" stroke-opacity=".4" stroke-width="${n3(sw)}"`;
  return { svg: `<g${mirrorT}${op}${strokeAttr}>${inner}</g>`, j };
}

export const n3 = (x: number): string => String(Math.round(x * 1000) / 1000);

export function head(doc: Doc, parts: string[], j: Joints, out: Outfit, f: number, sw: number, flat?: string): void {
  const theta = j.neckAng; // rotate the head frame with the neck
  const pts: Pt[] = [
    [-9.2, 0.5],
    [-7.4, -7.6],
    [-0.5, -11.2],
    [6.6, -8.4],
    [9.2, -2.4],
    [9.3, 2.6],
    [7.6, 7.6],
    [3.2, 10.6],
    [-2.2, 9.6],
    [-6.8, 6.6],
  ];
  const xAxis: Pt = [f * Math.cos(rad(theta)), Math.sin(rad(theta))];
  const fill = flat ?? shade(doc, out.skin, false, xAxis);
  const stroke = '';
  void sw;
  let g = `<use href="${doc.path('head', smoothClosed(pts))}" fill="${fill}"${stroke}/>`;
  if (!flat) {
    g += `<ellipse cx="-1.6" cy="1.4" rx="1.7" ry="2.6" fill="${C.deep}" opacity=".18" stroke="none"/>`;
    const hairTone = out.hairTone ?? C.ink;
    if (out.hair === 'short' || out.hair === 'bun' || out.hair === 'long') {
      const hp: Pt[] = [
        [-9.8, 2.5],
        [-8.2, -7.8],
        [-1, -12.2],
        [6.6, -9.4],
        [8.8, -4.4],
        [4, -6.4],
        [-2.4, -5.2],
        [-3.8, -0.6],
        [-5.4, 4.4],
      ];
      g += `<path d="${smoothClosed(hp)}" fill="${hairTone}" stroke="none"/>`;
      if (out.hair === 'bun') g += `<circle cx="-10.4" cy="-6.4" r="4.4" fill="${hairTone}"/>`;
      if (out.hair === 'long')
        g += `<path d="${smoothClosed([
          [-9.8, 0],
          [-10.8, 8],
          [-9, 15],
          [-4.4, 14.6],
          [-4.6, 6],
        ])}" fill="${hairTone}"/>`;
    }
  }
  parts.push(`<g transform="translate(${pt(j.head)}) rotate(${n(theta)})">${g}</g>`);
}

export function coatTail(doc: Doc, parts: string[], j: Joints, f: number, _sw: number): void {
  const d = sub(j.hip, j.sh);
  const theta = deg(Math.atan2(-d[0], d[1]));
  const l = len(d);
  const xAxis: Pt = [f * Math.cos(rad(theta)), Math.sin(rad(theta))];
  const pts: Pt[] = [
    [-9, l * 0.55],
    [9.6, l * 0.55],
    [12.4, l * 1.25],
    [13.5, l * 1.64],
    [-12.5, l * 1.64],
    [-13.5, l * 1.2],
  ];
  parts.push(
    `<path transform="translate(${pt(j.sh)}) rotate(${n(theta)})" d="${smoothClosed(pts, 0.6)}" fill="${shade(doc, 'coat', false, xAxis)}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
