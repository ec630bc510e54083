/** What every blog picture is drawn with: its size, the scene around it and a few strokes (1200 x 675). */
import { C } from '../palette.js';
import { type Pt } from '../vector.js';
import { background, circle, doc, group, line } from './draw.js';
import { type FigureOpts, type FrontPose, type SidePose, drawFront, drawSide } from './figures.js';

export const W = 1200;
export const H = 675;
export const FLOOR = 600;
export const scene = (title: string, tone: 'light' | 'dark', body: string) => {
  const bg = background(W, H, tone);
  return doc(W, H, title, bg.body + body, bg.defs);
};
export const ghost = (svg: string, o = 0.22) => group(svg, ` opacity="${o}"`);
export const dashed = (a: Pt, b: Pt, color: string = C.accent, w = 4) =>
  line(a, b, color, w, ` stroke-dasharray="${w * 3} ${w * 2.5}"`);
export const side = (pose: SidePose, o: FigureOpts) => drawSide(pose, o);
export const front = (pose: FrontPose, o: FigureOpts) => drawFront(pose, o);
/** Glow behind a subject on dark covers. */
export const halo = (c: Pt, r: number) =>
  circle(c, r, '#ffffff', ' opacity=".05"') + circle(c, r * 0.66, '#ffffff', ' opacity=".05"');
