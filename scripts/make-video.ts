/**
 * Renders the short MSK intro clip shown on the MSK Patient Education page.
 *
 *   npx tsx scripts/make-video.ts
 *
 * Output (web/public/media/):
 *   msk-intro.webm        VP9, 1280x720, 24 fps, 16 s, no audio
 *   msk-intro-poster.jpg  first-beat frame, also used as <video poster>
 *   msk-intro.en.vtt      English captions
 *   msk-intro.cn.vtt      Simplified Chinese captions
 *
 * Frames are SVG documents drawn by the same code as the site illustrations
 * (scripts/make-illustrations.ts: kneeScene), rasterised by ffmpeg's librsvg decoder.
 * Everything is deterministic: the same input always gives the same frames.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BEATS, ROOT, VIDEO, kneeScene } from './make-illustrations';

const OUT = join(ROOT, 'web/public/media');

function haveFfmpeg(): boolean {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  return r.status === 0;
}

function hasSvgDecoder(): boolean {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-decoders'], { encoding: 'utf8' });
  return r.status === 0 && /\blibrsvg\b/.test(r.stdout);
}

function run(args: string[]): void {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) {
    console.error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
    process.exit(1);
  }
}

const stamp = (t: number): string => {
  const ms = Math.round(t * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const r = ms % 1000;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(r).padStart(3, '0')}`;
};

export function captions(lang: 'en' | 'cn'): string {
  const cues = BEATS.map((b, i) => `${i + 1}\n${stamp(b.from + 0.2)} --> ${stamp(Math.min(b.to, VIDEO.seconds) - 0.1)}\n${lang === 'en' ? b.en : b.cn}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function main(): void {
  if (!haveFfmpeg()) {
    console.error('make-video: ffmpeg was not found on PATH. Install it (Debian/Ubuntu: apt-get install ffmpeg) and run again.');
    process.exit(1);
  }
  if (!hasSvgDecoder()) {
    console.error('make-video: this ffmpeg has no librsvg SVG decoder (built without --enable-librsvg). Install a distribution ffmpeg build and run again.');
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'msk-intro-'));
  try {
    const total = VIDEO.fps * VIDEO.seconds;
    for (let i = 0; i < total; i++) {
      const t = i / VIDEO.fps;
      writeFileSync(join(work, `f${String(i).padStart(4, '0')}.svg`), kneeScene(t));
    }
    const video = join(OUT, 'msk-intro.webm');
    // two-pass VP9, constant quality with a bitrate cap: small file, smooth gradients
    const common = ['-framerate', String(VIDEO.fps), '-c:v', 'librsvg', '-i', join(work, 'f%04d.svg'), '-an', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '520k', '-maxrate', '700k', '-crf', '34', '-row-mt', '1', '-g', '96', '-threads', '2', '-deadline', 'good', '-cpu-used', '2'];
    const log = join(work, 'pass');
    run([...common, '-pass', '1', '-passlogfile', log, '-f', 'webm', '/dev/null']);
    run([...common, '-pass', '2', '-passlogfile', log, '-metadata', 'title=MotionAtlas – the knee joint', video]);
    // poster: a frame from the first beat
    const posterSvg = join(work, 'poster.svg');
    writeFileSync(posterSvg, kneeScene(1.5, 'p'));
    run(['-c:v', 'librsvg', '-i', posterSvg, '-frames:v', '1', '-q:v', '3', join(OUT, 'msk-intro-poster.jpg')]);
    writeFileSync(join(OUT, 'msk-intro.en.vtt'), captions('en'));
    writeFileSync(join(OUT, 'msk-intro.cn.vtt'), captions('cn'));
    for (const f of ['msk-intro.webm', 'msk-intro-poster.jpg', 'msk-intro.en.vtt', 'msk-intro.cn.vtt']) {
      console.log(`${f.padEnd(24)} ${(statSync(join(OUT, f)).size / 1024).toFixed(1)} KB`);
    }
    const size = statSync(video).size;
    if (size > 1.5 * 1024 * 1024) {
      console.error(`make-video: ${video} is ${(size / 1048576).toFixed(2)} MB, over the 1.5 MB budget.`);
      process.exit(1);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
