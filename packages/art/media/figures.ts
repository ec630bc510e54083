/** Stylised human figures built from joint angles, so the same pose can be drawn still or animated. */
import { C } from '../palette.js';
import { add, dirOf, lerpPt, nPx, type Pt } from '../vector.js';

export type Part =
  | { t: 'line'; a: Pt; b: Pt; w: number; c: string; o?: number }
  | { t: 'circle'; p: Pt; r: number; c: string; o?: number };

/** [upper segment angle, lower segment angle], absolute, in `dir` degrees (0 down, 90 right, 180 up). */
export type Limb = [number, number] | [number, number, number];
/** Side view, facing right. Limbs are [far, near]. */
export type SidePose = { torso: number; head?: number; arms: [Limb, Limb]; legs: [Limb, Limb] };
/** Front (or back) view. Angles are for the figure's left side on screen right; the other side mirrors unless given. */
export type FrontPose = {
  arm: Limb;
  leg: Limb;
  arm2?: Limb;
  leg2?: Limb;
  legScale?: [number, number];
  armScale?: [number, number];
};

export type Hold = 'barbellBack' | 'barbellHands' | 'dumbbells' | 'dumbbell' | 'bar';
export type FigureOpts = {
  s: number;
  anchor: string;
  at: Pt;
  muscles?: string[];
  tone?: 'light' | 'dark';
  hold?: Hold;
  /** A cable from this fixed point to the near hand (pulley stations). */
  cable?: Pt;
};

const L = { torso: 1, upperArm: 0.56, forearm: 0.5, thigh: 0.8, shin: 0.76, foot: 0.24, neck: 0.12, head: 0.17 };
const W = { torso: 0.34, upperArm: 0.14, forearm: 0.12, thigh: 0.21, shin: 0.15, foot: 0.1, neck: 0.1 };

const palette = (tone: 'light' | 'dark' = 'light') =>
  tone === 'dark'
    ? { near: '#eaf3f4', body: '#cfe3e6', far: '#5e929b', joint: C.mid }
    : { near: C.deep, body: C.mid, far: C.far, joint: C.white };

type Seg = 'torso' | 'upperArm' | 'forearm' | 'thigh' | 'shin';
/** Where each muscle sits on its segment: fraction range, side (+1 front, -1 back), width and offset factors. */
const MUSCLE: Record<string, { seg: Seg; from: number; to: number; side: number; wf?: number; of?: number }> = {
  quads: { seg: 'thigh', from: 0.18, to: 0.86, side: 1 },
  hams: { seg: 'thigh', from: 0.16, to: 0.86, side: -1 },
  glutes: { seg: 'thigh', from: -0.12, to: 0.26, side: -1, wf: 0.8, of: 0.42 },
  hipflexors: { seg: 'thigh', from: -0.08, to: 0.3, side: 1, wf: 0.45, of: 0.3 },
  calves: { seg: 'shin', from: 0.1, to: 0.5, side: -1, wf: 0.75, of: 0.4 },
  tibialis: { seg: 'shin', from: 0.12, to: 0.6, side: 1, wf: 0.4 },
  abs: { seg: 'torso', from: 0.16, to: 0.7, side: -1, wf: 0.4, of: 0.32 },
  erectors: { seg: 'torso', from: 0.06, to: 0.76, side: 1, wf: 0.36, of: 0.34 },
  pecs: { seg: 'torso', from: 0.62, to: 0.88, side: -1, wf: 0.5, of: 0.3 },
  lats: { seg: 'torso', from: 0.4, to: 0.84, side: 1, wf: 0.5, of: 0.3 },
  traps: { seg: 'torso', from: 0.78, to: 1.05, side: 1, wf: 0.42, of: 0.32 },
  delts: { seg: 'upperArm', from: 0, to: 0.3, side: 0, wf: 1.25, of: 0 },
  biceps: { seg: 'upperArm', from: 0.25, to: 0.86, side: 1, wf: 0.6 },
  triceps: { seg: 'upperArm', from: 0.2, to: 0.86, side: -1, wf: 0.6 },
  forearm: { seg: 'forearm', from: 0.08, to: 0.55, side: 1, wf: 0.6 },
};

function muscleOn(a: Pt, b: Pt, segW: number, m: (typeof MUSCLE)[string], s: number, color: string): Part {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const d: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const nrm: Pt = [d[1], -d[0]];
  const off = m.side * segW * (m.of ?? 0.28) * s;
  return {
    t: 'line',
    a: add(lerpPt(a, b, m.from), nrm, off),
    b: add(lerpPt(a, b, m.to), nrm, off),
    w: segW * (m.wf ?? 0.5) * s,
    c: color,
  };
}

/** Joint positions of a side-view figure placed on the canvas (for overlays such as nerves or bar paths). */
export function sideJoints(pose: SidePose, o: FigureOpts): (joint: string) => Pt {
  const S = o.s;
  const j: Record<string, Pt> = { hip: [0, 0] };
  j.shoulder = add(j.hip!, dirOf(pose.torso), L.torso);
  const hd = pose.head ?? pose.torso;
  j.headC = add(j.shoulder, dirOf(hd), L.neck + L.head);
  j.neck = add(j.shoulder, dirOf(hd), L.neck);
  (['far', 'near'] as const).forEach((side, i) => {
    const [ua, fa] = pose.arms[i]!;
    const [th, sh, foot = 90] = pose.legs[i]!;
    j[`elbow_${side}`] = add(j.shoulder!, dirOf(ua), L.upperArm);
    j[`hand_${side}`] = add(j[`elbow_${side}`]!, dirOf(fa), L.forearm);
    j[`knee_${side}`] = add(j.hip!, dirOf(th), L.thigh);
    j[`ankle_${side}`] = add(j[`knee_${side}`]!, dirOf(sh), L.shin);
    j[`toe_${side}`] = add(j[`ankle_${side}`]!, dirOf(foot), L.foot);
  });
  const anchorKey =
    o.anchor.includes('_') || !['hand', 'elbow', 'knee', 'ankle', 'toe'].includes(o.anchor)
      ? o.anchor
      : `${o.anchor}_near`;
  const base = j[anchorKey]!;
  return (k: string): Pt => {
    const p = j[k] ?? j[`${k}_near`]!;
    return [o.at[0] + (p[0] - base[0]) * S, o.at[1] + (p[1] - base[1]) * S];
  };
}

/** The parts of a side-view figure, in drawing order (far side first). */
export function sideFigure(pose: SidePose, o: FigureOpts): Part[] {
  const pal = palette(o.tone);
  const S = o.s;
  const P = sideJoints(pose, o);
  const parts: Part[] = [];
  const seg = (a: string, b: string, w: number, c: string) => parts.push({ t: 'line', a: P(a), b: P(b), w: w * S, c });
  const muscles = o.muscles ?? [];
  const musclesOf = (segName: Seg, a: string, b: string, side: 'far' | 'near' | 'torso') => {
    for (const name of muscles) {
      const far = name.startsWith('far:');
      const key = far ? name.slice(4) : name;
      const m = MUSCLE[key];
      if (!m || m.seg !== segName) continue;
      if (side !== 'torso' && (side === 'far') !== far) continue;
      parts.push(muscleOn(P(a), P(b), W[segName], m, S, far ? C.accentSoft : C.accent));
    }
  };
  const leg = (side: 'far' | 'near', c: string) => {
    seg('hip', `knee_${side}`, W.thigh, c);
    seg(`knee_${side}`, `ankle_${side}`, W.shin, c);
    seg(`ankle_${side}`, `toe_${side}`, W.foot, c);
    musclesOf('thigh', 'hip', `knee_${side}`, side);
    musclesOf('shin', `knee_${side}`, `ankle_${side}`, side);
  };
  const armParts = (side: 'far' | 'near', c: string) => {
    seg('shoulder', `elbow_${side}`, W.upperArm, c);
    seg(`elbow_${side}`, `hand_${side}`, W.forearm, c);
    parts.push({ t: 'circle', p: P(`hand_${side}`), r: 0.075 * S, c });
    musclesOf('upperArm', 'shoulder', `elbow_${side}`, side);
    musclesOf('forearm', `elbow_${side}`, `hand_${side}`, side);
  };
  const hold = (side: 'far' | 'near') => {
    const h = P(`hand_${side}`);
    if (o.hold === 'dumbbells' || (o.hold === 'dumbbell' && side === 'near'))
      parts.push({ t: 'circle', p: h, r: 0.12 * S, c: C.night }, { t: 'circle', p: h, r: 0.04 * S, c: C.accentSoft });
  };

  if (o.cable) parts.push({ t: 'line', a: o.cable, b: P('hand_near'), w: 0.025 * S, c: C.night, o: 0.7 });
  hold('far');
  armParts('far', pal.far);
  leg('far', pal.far);
  seg('hip', 'shoulder', W.torso, pal.body);
  seg('shoulder', 'neck', W.neck, pal.body);
  parts.push({ t: 'circle', p: P('headC'), r: L.head * S, c: pal.body });
  musclesOf('torso', 'hip', 'shoulder', 'torso');
  leg('near', pal.near);
  if (o.hold === 'barbellBack') {
    const bar = add(P('shoulder'), dirOf(pose.torso + 90), 0.2 * S);
    parts.push({ t: 'circle', p: bar, r: 0.26 * S, c: C.night }, { t: 'circle', p: bar, r: 0.06 * S, c: C.accentSoft });
  }
  armParts('near', pal.near);
  if (o.hold === 'barbellHands') {
    const h = P('hand_near');
    parts.push(
      { t: 'circle', p: h, r: 0.26 * S, c: C.night, o: 0.92 },
      { t: 'circle', p: h, r: 0.06 * S, c: C.accentSoft },
    );
  }
  if (o.hold === 'bar')
    parts.push({
      t: 'line',
      a: add(P('hand_near'), [-0.28 * S, 0]),
      b: add(P('hand_near'), [0.28 * S, 0]),
      w: 0.05 * S,
      c: C.night,
    });
  hold('near');
  for (const k of ['knee_near', 'elbow_near', 'hip', 'shoulder'])
    parts.push({ t: 'circle', p: P(k), r: 0.04 * S, c: pal.joint, o: 0.9 });
  return parts;
}

/** Joint positions of a front-view figure placed on the canvas; `T(x, y)` maps body units around the pelvis. */
export function frontJoints(
  pose: FrontPose,
  o: FigureOpts,
): { P: (joint: string) => Pt; T: (x: number, y: number) => Pt } {
  const S = o.s;
  const [ls1, ls2] = pose.legScale ?? [1, 1];
  const [as1, as2] = pose.armScale ?? [1, 1];
  const j: Record<string, Pt> = {
    pelvis: [0, 0],
    waist: [0, -0.12],
    chest: [0, -0.82],
    neck: [0, -1.02],
    headC: [0, -1.27],
  };
  for (const [sideKey, sign] of [
    ['R', 1],
    ['L', -1],
  ] as const) {
    const arm = sign === 1 ? pose.arm : (pose.arm2 ?? pose.arm);
    const leg = sign === 1 ? pose.leg : (pose.leg2 ?? pose.leg);
    const m = (a: number) => a * sign;
    j[`hip${sideKey}`] = [0.12 * sign, 0.02];
    j[`shoulder${sideKey}`] = [0.27 * sign, -0.92];
    j[`elbow${sideKey}`] = add(j[`shoulder${sideKey}`]!, dirOf(m(arm[0])), L.upperArm * as1);
    j[`hand${sideKey}`] = add(j[`elbow${sideKey}`]!, dirOf(m(arm[1])), L.forearm * as2);
    j[`knee${sideKey}`] = add(j[`hip${sideKey}`]!, dirOf(m(leg[0])), L.thigh * ls1);
    j[`ankle${sideKey}`] = add(j[`knee${sideKey}`]!, dirOf(m(leg[1])), L.shin * ls2);
    j[`toe${sideKey}`] = add(j[`ankle${sideKey}`]!, [0.07 * sign, 0.05], 1);
  }
  const base = j[o.anchor]!;
  return {
    P: (k: string): Pt => [o.at[0] + (j[k]![0] - base[0]) * S, o.at[1] + (j[k]![1] - base[1]) * S],
    T: (x: number, y: number): Pt => [o.at[0] + (x - base[0]) * S, o.at[1] + (y - base[1]) * S],
  };
}

/** The parts of a front- or back-view figure. Anchors: pelvis, ankleL/R, handL/R, shoulderL/R. */
export function frontFigure(pose: FrontPose, o: FigureOpts): Part[] {
  const pal = palette(o.tone);
  const S = o.s;
  const { P, T } = frontJoints(pose, o);
  const parts: Part[] = [];
  const seg = (a: string, b: string, w: number, c: string) => parts.push({ t: 'line', a: P(a), b: P(b), w: w * S, c });
  const mus = new Set(o.muscles ?? []);
  const acc = (a: Pt, b: Pt, w: number) => parts.push({ t: 'line', a, b, w: w * S, c: C.accent });

  for (const sd of ['R', 'L']) {
    seg(`hip${sd}`, `knee${sd}`, W.thigh, pal.near);
    seg(`knee${sd}`, `ankle${sd}`, W.shin, pal.near);
    seg(`ankle${sd}`, `toe${sd}`, W.foot, pal.near);
    if (mus.has('quads'))
      acc(lerpPt(P(`hip${sd}`), P(`knee${sd}`), 0.22), lerpPt(P(`hip${sd}`), P(`knee${sd}`), 0.85), W.thigh * 0.5);
    if (mus.has('adductors'))
      acc(lerpPt(P(`hip${sd}`), P(`knee${sd}`), 0.1), lerpPt(P(`hip${sd}`), P(`knee${sd}`), 0.55), W.thigh * 0.3);
  }
  seg('pelvis', 'chest', 0.44, pal.body);
  parts.push({ t: 'line', a: P('hipL'), b: P('hipR'), w: 0.26 * S, c: pal.body });
  parts.push({ t: 'line', a: P('shoulderL'), b: P('shoulderR'), w: 0.2 * S, c: pal.body });
  seg('chest', 'neck', W.neck, pal.body);
  parts.push({ t: 'circle', p: P('headC'), r: L.head * S, c: pal.body });
  if (mus.has('abs')) acc(T(0, -0.22), T(0, -0.66), 0.16);
  if (mus.has('gluteMed')) for (const sg of [1, -1]) acc(T(0.15 * sg, -0.08), T(0.2 * sg, 0.04), 0.1);
  if (mus.has('lats')) for (const sg of [1, -1]) acc(T(0.12 * sg, -0.32), T(0.2 * sg, -0.78), 0.1);
  if (mus.has('traps')) for (const sg of [1, -1]) acc(T(0.04 * sg, -0.98), T(0.2 * sg, -0.93), 0.08);
  if (mus.has('pecs')) for (const sg of [1, -1]) acc(T(0.06 * sg, -0.8), T(0.2 * sg, -0.82), 0.12);
  for (const sd of ['R', 'L']) {
    seg(`shoulder${sd}`, `elbow${sd}`, W.upperArm, pal.near);
    seg(`elbow${sd}`, `hand${sd}`, W.forearm, pal.near);
    parts.push({ t: 'circle', p: P(`hand${sd}`), r: 0.075 * S, c: pal.near });
    if (mus.has('delts')) acc(P(`shoulder${sd}`), lerpPt(P(`shoulder${sd}`), P(`elbow${sd}`), 0.3), 0.17);
    if (o.hold === 'dumbbells') {
      const h = P(`hand${sd}`);
      parts.push({ t: 'line', a: add(h, [-0.13 * S, 0]), b: add(h, [0.13 * S, 0]), w: 0.05 * S, c: C.night });
      parts.push({
        t: 'line',
        a: add(h, [-0.13 * S, -0.06 * S]),
        b: add(h, [-0.13 * S, 0.06 * S]),
        w: 0.1 * S,
        c: C.night,
      });
      parts.push({
        t: 'line',
        a: add(h, [0.13 * S, -0.06 * S]),
        b: add(h, [0.13 * S, 0.06 * S]),
        w: 0.1 * S,
        c: C.night,
      });
    }
  }
  if (o.hold === 'bar') {
    const a = P('handL');
    const b = P('handR');
    if (o.cable) parts.unshift({ t: 'line', a: o.cable, b: lerpPt(a, b, 0.5), w: 0.025 * S, c: C.night, o: 0.7 });
    parts.push({ t: 'line', a: add(a, [-0.2 * S, 0]), b: add(b, [0.2 * S, 0]), w: 0.05 * S, c: C.night });
  }
  for (const k of ['kneeL', 'kneeR', 'elbowL', 'elbowR', 'shoulderL', 'shoulderR'])
    parts.push({ t: 'circle', p: P(k), r: 0.035 * S, c: pal.joint, o: 0.9 });
  return parts;
}

const attrsOf = (p: Part): Record<string, number> =>
  p.t === 'line' ? { x1: p.a[0], y1: p.a[1], x2: p.b[0], y2: p.b[1] } : { cx: p.p[0], cy: p.p[1] };

/** Draws the parts; with several frames, each attribute that changes is animated (pause, move, pause, move back). */
export function renderParts(frames: Part[][], dur = 2.4): string {
  const first = frames[0]!;
  return (
    '<g stroke-linecap="round">' +
    first
      .map((part, i) => {
        const all = frames.map((f) => f[i]!);
        const a = attrsOf(part);
        const common =
          part.t === 'line'
            ? ` stroke="${part.c}" stroke-width="${nPx(part.w)}"`
            : ` r="${nPx(part.r)}" fill="${part.c}"`;
        const op = part.o !== undefined ? ` opacity="${part.o}"` : '';
        const anims = Object.keys(a)
          .map((key) => {
            const vals = all.map((p) => nPx(attrsOf(p)[key]!));
            if (vals.every((v) => v === vals[0])) return '';
            // Hold, move, hold, move back: reads like a repetition and needs no easing attributes.
            const seq = [...vals.flatMap((v) => [v, v]), vals[0]];
            return `<animate attributeName="${key}" values="${seq.join(';')}" dur="${dur}s" repeatCount="indefinite"/>`;
          })
          .join('');
        const pos = Object.entries(a)
          .map(([k, v]) => `${k}="${nPx(v)}"`)
          .join(' ');
        const tag = part.t === 'line' ? 'line' : 'circle';
        return anims ? `<${tag} ${pos}${common}${op}>${anims}</${tag}>` : `<${tag} ${pos}${common}${op}/>`;
      })
      .join('\n') +
    '</g>'
  );
}

export const drawSide = (pose: SidePose, o: FigureOpts) => renderParts([sideFigure(pose, o)]);
export const drawFront = (pose: FrontPose, o: FigureOpts) => renderParts([frontFigure(pose, o)]);
