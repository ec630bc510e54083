import { C } from '../palette.js';
import { logo } from './logo.js';
import { Doc, gridFill } from '../site/doc.js';
import { n3 } from '../site/figure.js';
import { KNEE_COLORS, type KneePart, kneeJoint } from '../site/knee.js';
import { motionArc } from '../site/marks.js';
import { type Pt, lerp, n } from '../vector.js';

// MSK intro: the knee scene, one frame per call (used for the poster and by video.ts)
// ---------------------------------------------------------------------------------------------

export const VIDEO = { w: 1280, h: 720, fps: 24, seconds: 26 } as const;

export interface Beat {
  from: number;
  to: number;
  focus: KneePart[] | undefined;
  step: number; // legend row
  /** The beat's captions, one cue each, shown one after the other (docs/decisions/139). */
  en: string[];
  cn: string[];
}

/**
 * Story of the clip; the captions are written from the same list, so they always match. Each
 * beat lasts as long as its captions take to read for a patient (at most 9 Chinese characters or
 * 17 English ones a second: scripts/chinese/captions.test.ts); a Chinese cue is a phrase of at
 * most two lines of 16 characters without the sentence’s closing mark, as Chinese subtitles are written.
 */
export const BEATS: Beat[] = [
  {
    from: 0,
    to: 5.6,
    focus: undefined,
    step: 0,
    en: ['The knee from the side: thigh bone above, shin bone below, kneecap in front.'],
    cn: ['从侧面看膝关节：上方是大腿骨（股骨）', '下方是小腿骨（胫骨），前方是膝盖骨（髌骨）'],
  },
  {
    from: 5.6,
    to: 10.8,
    focus: ['bones', 'cartilage', 'menisci'],
    step: 1,
    en: ['Smooth cartilage covers the joint surfaces; the menisci cushion the shin bone.'],
    cn: ['骨头的关节面覆盖着光滑的软骨', '两块半月板垫在小腿骨上方，起缓冲作用'],
  },
  {
    from: 10.8,
    to: 16,
    focus: ['bones', 'acl', 'pcl', 'lcl'],
    step: 2,
    en: ['The cruciate ligaments cross inside the joint and keep the shin bone from sliding.'],
    cn: ['关节里的两条交叉韧带呈 X 形', '防止小腿骨前后滑动'],
  },
  {
    from: 16,
    to: 21.4,
    focus: ['bones', 'tendons', 'hamstrings'],
    step: 3,
    en: ['Bending the knee: the hamstrings pull, the kneecap glides along the thigh bone.'],
    cn: ['屈膝时，大腿后侧的肌肉（腘绳肌）收缩', '膝盖骨沿大腿骨滑动'],
  },
  {
    from: 21.4,
    to: 26,
    focus: undefined,
    step: 4,
    en: ['Rotate, zoom and replay each structure with your patient in the app.'],
    cn: ['在 App 中与患者一起', '旋转、放大并回放每个结构'],
  },
];

/** The beat the knee bends in, and the one after it (the closing sway). */
const BEND = BEATS[3]!;
const CLOSE = BEATS[4]!;

export const ease = (x: number): number => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

export function kneeScene(time: number, prefix = 'v'): string {
  const { w: W, h: H, seconds } = VIDEO;
  const doc = new Doc(prefix);
  const beat = BEATS.find((b) => time >= b.from && time < b.to) ?? BEATS[BEATS.length - 1]!;
  // flexion: still, then bend and return during the movement beat, gentle sway at the end
  const m = (time - BEND.from) / (BEND.to - BEND.from);
  let phi = 4;
  if (m > 0 && m < 1) phi = 4 + 96 * Math.sin(Math.PI * ease(m));
  if (time >= CLOSE.from) phi = 4 + 26 * ease((time - CLOSE.from) / 1.6);
  const localT = (time - beat.from) / (beat.to - beat.from);
  const glow = (localT * 2) % 1;
  // camera: slow push-in and pan
  const u = time / seconds;
  const zoom = lerp(1.0, 1.14, ease(u));
  const panX = lerp(-40, 40, ease(u));
  const panY = lerp(10, -10, ease(u));
  const bg = doc.rad(
    'bg',
    [
      [0, '#12707c'],
      [0.55, '#0b4f5c'],
      [1, '#072f37'],
    ],
    0.55,
    0.45,
    0.8,
  );
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  body += `<rect x="-40" width="${W + 80}" height="${H}" transform="translate(${n(panX * 0.3)} 0)" fill="${gridFill(doc, 40, '#ffffff', 0.05)}"/>`;
  // turntable ellipse below the knee
  const cx = 700 + panX;
  const cy = 360 + panY;
  const k = 1.9 * zoom;
  body += `<ellipse cx="${n(cx)}" cy="${n(cy + 300 * zoom)}" rx="${n(240 * zoom)}" ry="${n(34 * zoom)}" stroke="${C.teal}" stroke-opacity=".5" stroke-width="2"/>`;
  body += `<ellipse cx="${n(cx)}" cy="${n(cy + 300 * zoom)}" rx="${n(180 * zoom)}" ry="${n(24 * zoom)}" stroke="${C.teal}" stroke-opacity=".3" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  const halo = doc.rad('halo', [
    [0, '#36c2c0', 0.28],
    [1, '#36c2c0', 0],
  ]);
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(300 * zoom)}" fill="${halo}"/>`;
  const showMuscles = beat.step === 3 || beat.step === 4;
  body += `<g transform="translate(${n(cx)} ${n(cy - 10)}) scale(${n3(k)}) rotate(${n(lerp(-4, 4, ease(u)))})">${kneeJoint(doc, phi, { dark: true, skin: true, muscles: showMuscles, focus: beat.focus, glow: beat.focus ? glow : 0, sw: 1.6, fade: true })}</g>`;
  // flexion arc during the movement beat
  if (beat.step === 3) {
    const c: Pt = [cx, cy - 10];
    body += `<g opacity="${n(Math.min(1, localT * 4))}">${motionArc(c, 112 * k, 94, 92 + Math.max(8, phi), C.accent, 4)}</g>`;
  }
  // legend: colour-coded steps (structure colours), the active one expanded
  const legend = [
    ['#f4f7f7', 0],
    [KNEE_COLORS.cartilage, 1],
    [KNEE_COLORS.acl, 2],
    [KNEE_COLORS.tendons, 3],
    [C.teal, 4],
  ] as const;
  legend.forEach(([col, i]) => {
    const y = 200 + i * 72;
    const on = i === beat.step;
    const inT = on ? ease(localT * 3) : 0;
    body += `<circle cx="120" cy="${y}" r="${n(on ? 14 : 9)}" fill="${col}" opacity="${on ? 1 : 0.45}"/>`;
    if (on)
      body += `<circle cx="120" cy="${y}" r="${n(22 + 6 * glow)}" stroke="${col}" stroke-opacity="${n(0.6 * (1 - glow))}" stroke-width="2"/>`;
    body += `<rect x="148" y="${y - 5}" width="${n(on ? 60 + 120 * inT : 60)}" height="10" rx="5" fill="#fff" fill-opacity="${on ? 0.55 : 0.14}"/>`;
    if (i < 4) body += `<path d="M120 ${y + 20}V${y + 52}" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>`;
  });
  // mark in the corner
  const mark = logo(64)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>.*?<\/title>/, '')
    .replace(/id="lg/g, `id="${prefix}lg`)
    .replace(/#lg/g, `#${prefix}lg`);
  body += `<g transform="translate(${W - 120} ${H - 110}) scale(1.1)" opacity=".9"><circle cx="32" cy="32" r="40" fill="#fff" fill-opacity=".06"/>${mark}</g>`;
  return doc.svg(W, H, 'Knee joint: bones, cartilage, menisci, ligaments and tendons', body);
}

// ---------------------------------------------------------------------------------------------
