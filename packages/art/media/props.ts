/** Training equipment drawn flat, in the figures' units (pixels on the canvas). */
import { C } from '../palette.js';
import { type Pt } from '../vector.js';
import { circle, line, rect } from './draw.js';

const metal = (a: Pt, b: Pt, w: number) => line(a, b, C.night, w, ' stroke-opacity=".78"');

export const stool = (x: number, floorY: number, w: number, h: number) =>
  rect(x - w / 2, floorY - h, w, h * 0.16, C.night, h * 0.06, ' fill-opacity=".85"') +
  metal([x - w * 0.36, floorY - h], [x - w * 0.36, floorY], w * 0.06) +
  metal([x + w * 0.36, floorY - h], [x + w * 0.36, floorY], w * 0.06);

export const mat = (x0: number, x1: number, floorY: number) => rect(x0, floorY - 10, x1 - x0, 12, '#9cc5ca', 6);

export const pulley = (p: Pt, r = 14) => circle(p, r, C.night) + circle(p, r * 0.4, C.accentSoft);

/** A longmen (gantry) frame upright with its pulley. */
export const longmen = (x: number, floorY: number, topY: number, pulleyY: number) =>
  metal([x, floorY], [x, topY], 22) +
  metal([x - 50, floorY], [x + 50, floorY], 14) +
  metal([x - 40, topY], [x + 40, topY], 16) +
  pulley([x - 20, pulleyY], 16);

/** The high pull-down station: upright, top beam, pulley, seat and knee pad. */
export const pullDownStation = (x: number, floorY: number, topY: number, seatY: number, pulleyX: number) =>
  metal([x, floorY], [x, topY], 22) +
  metal([x, topY], [pulleyX, topY], 16) +
  pulley([pulleyX, topY + 14], 16) +
  rect(pulleyX - 90, seatY, 180, 22, C.night, 8, ' fill-opacity=".85"') +
  metal([pulleyX, seatY + 20], [pulleyX, floorY], 16);

/** Smith machine rails either side of the bar's path. */
export const smith = (x: number, floorY: number, topY: number) =>
  metal([x - 14, floorY], [x - 14, topY], 9) +
  metal([x + 14, floorY], [x + 14, topY], 9) +
  metal([x - 70, topY], [x + 70, topY], 14) +
  metal([x - 70, floorY], [x + 70, floorY], 12);

/** A phone or tablet frame, used in consultation scenes. */
export const tablet = (x: number, y: number, w: number, h: number, screen: string) =>
  rect(x, y, w, h, C.night, 14) + rect(x + 8, y + 8, w - 16, h - 16, C.mist, 8) + screen;
