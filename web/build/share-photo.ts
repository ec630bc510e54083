import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE } from '../serve/share/share-head.js';
import { type IdentifiedArticle, rasterPhoto, renderedPicture } from '../serve/share/article.js';

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

/**
 * Platforms refuse SVG share pictures: for an article whose photo is an SVG, the build renders
 * one from it into <dist>/share/articles (once per article and photo). Answers whether it exists;
 * a photo the API cannot give leaves the blog's picture in its place, never a failed build.
 */
export async function renderArticlePicture(
  article: IdentifiedArticle,
  photosOrigin: string,
  dist: string,
): Promise<boolean> {
  if (!article.photo || rasterPhoto(article.photo)) return false;
  const file = join(dist, renderedPicture(article));
  if (existsSync(file)) return true;
  try {
    const url = /^https?:\/\//.test(article.photo) ? article.photo : `${photosOrigin}${article.photo}`;
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const type = answer.headers.get('content-type') ?? '';
    if (!answer.ok || !type.includes('svg')) return false;
    const svg = await answer.text();
    if (!drawable(svg)) {
      console.warn(`No share picture for article ${article.id}: its photo is too large or refers to other files`);
      return false;
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, sharePng(svg));
    return true;
  } catch (error) {
    console.warn(`No share picture for article ${article.id}: ${(error as Error).message}`);
    return false;
  }
}
