import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BEATS, VIDEO, kneeScene } from './scenes/knee-video.js';

/** Where the clip, its poster and captions go (served at /media/), relative to the repository. */
export const VIDEO_OUT = 'web/public/media';

const stamp = (t: number): string => {
  const ms = Math.round(t * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const r = ms % 1000;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(r).padStart(3, '0')}`;
};

/** The clip's cues: each beat's time shared among its captions by their length. */
export function cues(lang: 'en' | 'cn'): Array<{ from: number; to: number; text: string }> {
  return BEATS.flatMap((b) => {
    const lines = lang === 'en' ? b.en : b.cn;
    const end = Math.min(b.to, VIDEO.seconds);
    const total = lines.reduce((sum, l) => sum + l.length, 0);
    let at = b.from;
    return lines.map((text) => {
      const from = at;
      at += ((end - b.from) * text.length) / total;
      return { from: from + (from === b.from ? 0.2 : 0.05), to: at - 0.1, text };
    });
  });
}

/** The clip's captions, written from the same beats as its frames, so they always match. */
export function captions(lang: 'en' | 'cn'): string {
  const list = cues(lang).map((c, i) => `${i + 1}\n${stamp(c.from)} --> ${stamp(c.to)}\n${c.text}`);
  return `WEBVTT\n\n${list.join('\n\n')}\n`;
}

/** Every frame of the MSK intro clip as an SVG document, in order (deterministic). */
export function videoFrames(): string[] {
  return Array.from({ length: VIDEO.fps * VIDEO.seconds }, (_, i) => kneeScene(i / VIDEO.fps));
}

const ffmpeg = (args: string[]) => spawnSync('ffmpeg', ['-hide_banner', ...args], { encoding: 'utf8' });

/**
 * Encodes the frames into msk-intro.webm (VP9, 1280x720, 24 fps, 26 s) and the poster JPEG with
 * ffmpeg's librsvg decoder. Needs a distribution ffmpeg (apt-get install ffmpeg); the encoded
 * files are committed, so only changing the clip needs it.
 */
export function encodeVideo(out: string) {
  if (ffmpeg(['-version']).status !== 0)
    throw new Error('ffmpeg was not found on PATH (Debian: apt-get install ffmpeg)');
  if (!/\blibrsvg\b/.test(ffmpeg(['-decoders']).stdout)) throw new Error('this ffmpeg has no librsvg SVG decoder');
  const run = (args: string[]) => {
    if (ffmpeg(['-loglevel', 'error', '-y', ...args]).status !== 0)
      throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
  };
  const work = mkdtempSync(join(tmpdir(), 'msk-intro-'));
  try {
    videoFrames().forEach((svg, i) => writeFileSync(join(work, `f${String(i).padStart(4, '0')}.svg`), svg));
    const video = join(out, 'msk-intro.webm');
    // Two-pass VP9, constant quality with a bitrate cap: a small file with smooth gradients.
    const common = [
      '-framerate',
      String(VIDEO.fps),
      '-c:v',
      'librsvg',
      '-i',
      join(work, 'f%04d.svg'),
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '520k',
      '-maxrate',
      '700k',
      '-crf',
      '34',
      '-row-mt',
      '1',
      '-g',
      '96',
      '-threads',
      '2',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
    ];
    const log = join(work, 'pass');
    run([...common, '-pass', '1', '-passlogfile', log, '-f', 'webm', '/dev/null']);
    run([...common, '-pass', '2', '-passlogfile', log, '-metadata', 'title=MotionAtlas – the knee joint', video]);
    const poster = join(work, 'poster.svg');
    writeFileSync(poster, kneeScene(1.5, 'p'));
    run(['-c:v', 'librsvg', '-i', poster, '-frames:v', '1', '-q:v', '3', join(out, 'msk-intro-poster.jpg')]);
    const size = statSync(video).size;
    if (size > 1.5 * 1024 * 1024)
      throw new Error(`${video} is ${(size / 1048576).toFixed(2)} MB, over the 1.5 MB budget`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
