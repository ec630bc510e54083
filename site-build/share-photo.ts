import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE } from '../site-server/share/share-head.js';
import { rasterPhoto, renderedPicture } from '../site-server/share/article.js';

/**
 * An SVG drawn as a share picture: 1200 x 630 PNG, the drawing covering the frame from its centre
 * (as the article's photo covers its header), rendered by resvg, no browser needed.
 */
export function sharePng(svg: string): Buffer {
  const { width, height } = SHARE_IMAGE;
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/><image width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"/></svg>`;
  return new Resvg(frame, { font: { loadSystemFonts: true } }).render().asPng();
}

/** Longest photo drawn: a share picture is not worth rendering a megabyte-scale drawing. */
const SVG_MAX_CHARS = 2_000_000;
/** A reference out of the drawing (a file, a URL): resvg would read local files for it. */
const FOREIGN_REFERENCE = /\b(?:xlink:)?href\s*=\s*["']?(?!#|data:)|url\(\s*["']?(?!#|data:)/i;

/** Whether a photo from the API may be drawn: bounded, and self-contained (nothing of the build machine's files). */
export const drawable = (svg: string) => svg.length <= SVG_MAX_CHARS && !FOREIGN_REFERENCE.test(svg);

/** How long drawing one picture may take: a photo's normal drawing takes well under a second. */
export const RENDER_DEADLINE_MS = 15_000;
const RENDERER = fileURLToPath(new URL('./share-photo-render.ts', import.meta.url));
const PNG_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `sharePng` in a child process with a deadline: a drawing made to take minutes (a filter with
 * 100,000 octaves is 200 bytes of SVG) is killed at the deadline, wherever it is (resvg's native
 * code included), and the answer is null.
 */
export function renderWithDeadline(svg: string, deadlineMs = RENDER_DEADLINE_MS): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', RENDERER], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const settle = (png: Buffer | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(png);
    };
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      settle(null);
    }, deadlineMs);
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > PNG_MAX_BYTES) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.once('error', () => settle(null));
    child.once('close', (code) => settle(code === 0 && bytes <= PNG_MAX_BYTES ? Buffer.concat(chunks) : null));
    child.stdin.on('error', () => undefined);
    child.stdin.end(svg);
  });
}

/**
 * Platforms refuse SVG share pictures: for an article whose photo is an SVG, the build renders
 * one from it into <dist>/share/articles (once per article and photo). Answers whether it exists;
 * an article without a photo, a photo the API cannot give, or one that cannot be drawn in time
 * leaves the blog's picture in its place, never a failed or endless build.
 */
export async function renderArticlePicture(
  id: string,
  photo: string | null | undefined,
  photosOrigin: string,
  dist: string,
  deadlineMs = RENDER_DEADLINE_MS,
): Promise<boolean> {
  if (!photo?.trim() || rasterPhoto(photo)) return false;
  const file = join(dist, renderedPicture(id, photo));
  if (existsSync(file)) return true;
  const skip = (why: string) => {
    console.warn(`No share picture for article ${id}: ${why}; the blog's picture stands in`);
    return false;
  };
  try {
    const url = /^https?:\/\//.test(photo) ? photo : `${photosOrigin}${photo}`;
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const type = answer.headers.get('content-type') ?? '';
    if (!answer.ok || !type.includes('svg')) return false;
    const svg = await answer.text();
    if (!drawable(svg)) return skip('its photo is too large or refers to other files');
    const png = await renderWithDeadline(svg, deadlineMs);
    if (!png) return skip(`its photo could not be drawn within ${deadlineMs / 1000} s`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
    return true;
  } catch (error) {
    return skip((error as Error).message);
  }
}
