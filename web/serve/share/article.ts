import { createHash } from 'node:crypto';
import type { BlogDetail } from '#contract/entities.js';
import { blogDetailKey } from '../../src/features/blog/prerendered.js';
import { sharePicture } from './families.js';
import type { Language, ShareArticle } from './share-head.js';

const ARTICLE = /^\/blog-detail\/(\d+)$/;
const DESCRIPTION_CHARS = { en: 160, cn: 90 } as const;

/** An article's id from its path, or null (ids stay text, as the API's are read). */
export const articleId = (path: string): string | null => ARTICLE.exec(path)?.[1] ?? null;

/** An article with its id: the detail answer need not carry one (the spec's does not), its address does. */
export type IdentifiedArticle = BlogDetail & { id: string };

/**
 * The text of an article's HTML, for its description: elements out, entities of the common kinds
 * read, whitespace collapsed, cut at a word (English) or a character (Chinese). The result is
 * escaped where it is written, never inserted as markup.
 */
export function summaryOf(html: string, language: Language): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const max = DESCRIPTION_CHARS[language];
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const atWord = language === 'en' ? cut.replace(/\s+\S*$/, '') : cut;
  return `${atWord.replace(/[\s,.;:，。；：、]+$/, '')}…`;
}

/** Whether an article's photo is one platforms show as is (JPEG, PNG, WebP). */
export const rasterPhoto = (photo: string) => /\.(jpe?g|png|webp)(\?|$)/i.test(photo);

/**
 * Where the build puts the raster share picture it renders from an article's SVG photo
 * (web/build/share-photo.ts), relative to the site's root: named by the article and its photo, so
 * a new photo is never shared with an old picture.
 */
export const renderedPicture = (article: Pick<IdentifiedArticle, 'id' | 'photo'>) =>
  `share/articles/${article.id}-${createHash('sha256').update(article.photo).digest('hex').slice(0, 10)}.png`;

/**
 * What a shared article shows: its title, its own summary in the page's language, its photo
 * (a raster photo from the API; for an SVG one, which platforms refuse, the picture the build
 * rendered from it, else the blog's picture), and its publication time with its zone.
 */
export function shareArticle(
  article: IdentifiedArticle,
  language: Language,
  origins: { photos: string; site: string },
  hasFile: (path: string) => boolean = () => false,
): ShareArticle {
  const photo = /^https?:\/\//.test(article.photo) ? article.photo : `${origins.photos}${article.photo}`;
  const raster = rasterPhoto(article.photo);
  const rendered = raster || !article.photo ? null : renderedPicture(article);
  const published = new Date(article.createTime);
  return {
    id: article.id,
    title: article.title,
    description: summaryOf(article.content, language),
    image: raster
      ? photo
      : rendered && hasFile(rendered)
        ? `${origins.site}/${rendered}`
        : `${origins.site}${sharePicture('blog', language).url}`,
    published: Number.isNaN(published.getTime()) ? String(article.createTime) : published.toISOString(),
  };
}

/** The article a prerendered page shows (its page data), for its share tags. */
export function articleShare(
  path: string,
  data: Record<string, unknown>,
  language: Language,
  origins: { photos: string; site: string },
  hasFile?: (path: string) => boolean,
): ShareArticle | null {
  const article = pageArticle(path, data);
  return article ? shareArticle(article, language, origins, hasFile) : null;
}

/** The article a prerendered page shows, from its page data. */
export function pageArticle(path: string, data: Record<string, unknown>): IdentifiedArticle | undefined {
  const id = articleId(path);
  const article = id === null ? undefined : (data[blogDetailKey(id)] as BlogDetail | undefined);
  return article && id !== null ? { ...article, id: article.id ?? id } : undefined;
}
