import { C } from '../palette.js';
import { Doc } from '../site/doc.js';
import { EXERCISES } from '../site/exercises.js';
import { figure } from '../site/figure.js';
import { bars, card, musclePill, place } from '../site/marks.js';
import { studio } from '../site/props.js';
import { type Pt, pt, smoothOpen } from '../vector.js';

// Contact, pricing, newsletter
// ---------------------------------------------------------------------------------------------

export function envelope(doc: Doc, x: number, y: number, w: number, h: number, letter: string): string {
  const back = doc.lin('envb', [
    [0, C.mid],
    [1, C.deep],
  ]);
  const front = doc.lin('envf', [
    [0, '#16a9aa'],
    [1, C.mid],
  ]);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${back}"/>` +
    `<path d="M${x} ${y + 12}L${x + w / 2} ${y - h * 0.55}L${x + w} ${y + 12}Z" fill="${C.deep}" stroke="${C.deep}" stroke-width="6" stroke-linejoin="round"/>` +
    letter +
    `<path d="M${x} ${y + 14}L${x + w / 2} ${y + h * 0.58}L${x + w} ${y + 14}V${y + h - 12}Q${x + w} ${y + h} ${x + w - 12} ${y + h}H${x + 12}Q${x} ${y + h} ${x} ${y + h - 12}Z" fill="${front}"/>` +
    `<path d="M${x + 6} ${y + h - 6}L${x + w / 2 - 20} ${y + h * 0.52}M${x + w - 6} ${y + h - 6}L${x + w / 2 + 20} ${y + h * 0.52}" stroke="#fff" stroke-opacity=".15" stroke-width="3"/>`
  );
}

export function letterSheet(doc: Doc, x: number, y: number, w: number, h: number): string {
  const s = 0.55;
  const fig = figure(doc, EXERCISES.find((e) => e.slug === 'lunge')!.pose, {
    scale: s,
    primary: ['quads:n', 'glutes'],
  });
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#fff" stroke="${C.line}" stroke-width="2"/>` +
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h * 0.5}" rx="8" fill="${C.bg}"/>` +
    place(x + w / 2 + 4, y + 14 + h * 0.5 - 6, s, fig.svg) +
    bars(x + 16, y + h * 0.5 + 30, [w - 32, w * 0.6], C.line, 7, 15)
  );
}

export function planeIcon(p: Pt, s: number, rot: number): string {
  return `<g transform="translate(${pt(p)}) rotate(${rot}) scale(${s})"><path d="M0 0L64 -26L40 26L28 10Z" fill="#fff" stroke="${C.deep}" stroke-width="2.5" stroke-linejoin="round"/><path d="M0 0L28 10L26 26Z" fill="${C.line}" stroke="${C.deep}" stroke-width="2.5" stroke-linejoin="round"/><path d="M28 10L64 -26" stroke="${C.deep}" stroke-width="2.5"/></g>`;
}

export function contact(): string {
  const doc = new Doc('ct');
  let body = studio(doc, 640, 480, 24, [300, 260], 220);
  body += `<path d="${smoothOpen([
    [120, 330],
    [200, 300],
    [250, 340],
    [320, 250],
    [420, 150],
    [480, 120],
  ])}" stroke="${C.teal}" stroke-opacity=".6" stroke-width="2.5" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  body += envelope(doc, 170, 250, 260, 160, letterSheet(doc, 196, 130, 208, 210));
  body += planeIcon([470, 110], 1.2, -8);
  // chat bubble
  body +=
    card(doc, 420, 250, 150, 92, 22) +
    `<path d="M452 342L446 366L476 342Z" fill="#fff"/>` +
    [470, 496, 522].map((x, i) => `<circle cx="${x}" cy="296" r="7" fill="${i === 1 ? C.accent : C.teal}"/>`).join('');
  // location pin
  body += `<ellipse cx="110" cy="232" rx="34" ry="9" fill="${C.deep}" opacity=".15"/><path d="M110 230C90 200 78 186 78 166A32 32 0 0 1 142 166C142 186 130 200 110 230Z" fill="${doc.lin(
    'pin',
    [
      [0, '#f6a56f'],
      [1, C.accent],
    ],
  )}"/><circle cx="110" cy="166" r="12" fill="#fff"/>`;
  return doc.svg(640, 480, 'An envelope, a chat bubble and a location pin', body);
}

export function pricing(): string {
  const doc = new Doc('pr');
  let body = studio(doc, 480, 320, 20, [240, 170], 150);
  const hi = doc.lin('hi', [
    [0, C.teal],
    [1, C.deep],
  ]);
  const tick = (x: number, y: number, col: string): string =>
    `<path d="M${x - 5} ${y}l4 4 7 -8" stroke="${col}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const side = (x: number, y: number): string =>
    card(doc, x, y, 120, 170, 14) +
    `<circle cx="${x + 28}" cy="${y + 30}" r="12" fill="${C.bg}" stroke="${C.line}" stroke-width="2"/>` +
    bars(x + 20, y + 60, [80], C.line, 10) +
    [0, 1, 2]
      .map((i) => tick(x + 26, y + 100 + i * 20, C.teal) + bars(x + 40, y + 97 + i * 20, [58 - i * 8], C.line, 6))
      .join('');
  body += side(56, 110) + side(304, 110);
  body += card(doc, 174, 60, 132, 226, 16, hi);
  body += `<circle cx="240" cy="104" r="22" fill="#fff" fill-opacity=".15"/>` + musclePill(240, 104, 0.8, -20);
  body +=
    bars(200, 140, [80], '#ffffff', 12) +
    `<rect x="200" y="164" width="54" height="7" rx="3.5" fill="#fff" fill-opacity=".4"/>`;
  body += [0, 1, 2, 3]
    .map(
      (i) =>
        tick(206, 196 + i * 18, C.accent) +
        `<rect x="218" y="${193 + i * 18}" width="${60 - i * 6}" height="6" rx="3" fill="#fff" fill-opacity=".45"/>`,
    )
    .join('');
  body += `<rect x="192" y="266" width="96" height="26" rx="13" fill="${C.accent}"/>`;
  body += `<path d="M240 30l6 12 13 2 -9.5 9 2.3 13 -11.8 -6.3 -11.8 6.3 2.3 -13 -9.5 -9 13 -2Z" fill="${C.accent}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`;
  return doc.svg(480, 320, 'Three subscription plan cards, the middle one highlighted', body);
}

export function newsletter(): string {
  const doc = new Doc('nl');
  let body = studio(doc, 480, 320, 20, [230, 180], 150);
  body += `<path d="${smoothOpen([
    [60, 120],
    [110, 80],
    [170, 100],
    [220, 60],
  ])}" stroke="${C.teal}" stroke-opacity=".6" stroke-width="2.5" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  body += planeIcon([222, 58], 0.8, -20);
  body += envelope(doc, 150, 170, 200, 124, letterSheet(doc, 170, 84, 160, 170));
  body += `<circle cx="346" cy="170" r="20" fill="${C.accent}" stroke="#fff" stroke-width="5"/><path d="M339 170l5 5 9 -10" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += [
    [380, 90, 6],
    [96, 220, 5],
    [404, 250, 4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.teal}" opacity=".5"/>`)
    .join('');
  return doc.svg(480, 320, 'A newsletter envelope with an exercise sheet inside', body);
}

// ---------------------------------------------------------------------------------------------
