import { createHash } from 'node:crypto';
import { dateMs } from '#contract/dates.js';
import { BlogDetailSchema } from '#contract/entities.js';
import { WireOptionalDate } from '#contract/wire.js';
import type { z } from '#contract/zod.js';
import { blogDetailKey } from '#contract/page-data.js';
import { sharePicture } from './families.js';
import type { Language, ShareArticle } from './share-head.js';
import { textOf } from './text-of.js';

const ARTICLE = /^\/blog-detail\/(\d{1,30})$/;
const DESCRIPTION_CHARS = { en: 160, cn: 90 } as const;
/** Longest title a share card carries (a card shows far less; an API's odd 1 MB title stops here). */
const TITLE_CHARS = 300;

/** An article's id from its path, or null (ids stay text, as the API's are read). */
export const articleId = (path: string): string | null => ARTICLE.exec(path)?.[1] ?? null;

/**
 * An article as the crawler pages and the build read it (docs/decisions/096): the contract's
 * reading of the spec's blog detail (title, content and photo in every form the spec allows: a
 * missing or null photo reads as '', the blog's picture), with a date that may be missing too (it
 * is then left out of the tags), and a title. The id is the address's: the answer need not carry
 * one, nor a read count.
 */
export const ArticleAnswerSchema = BlogDetailSchema.pick({ title: true, content: true, photo: true })
  .extend({ createTime: WireOptionalDate })
  // Without a title there is nothing to share: the page stays the plain shell.
  .refine((article) => article.title.trim() !== '');
export type ArticleAnswer = z.infer<typeof ArticleAnswerSchema>;

/** An ISO 8601 instant of a time the API sent; a wall time without a zone is the publisher's (ADR 077). */
export function publishedIso(value: string | number | null | undefined): string | null {
  const ms = dateMs(value);
  return ms === null ? null : new Date(ms).toISOString();
}

/**
 * The text of an article's HTML, for its description (text-of.ts: one pass, whatever the markup,
 * blocks joined as the language writes sentences), cut at a word (English) or a character
 * (Chinese, closed with the Chinese ellipsis). Escaped where it is written.
 */
export function summaryOf(html: string, language: Language): string {
  const max = DESCRIPTION_CHARS[language];
  const text = textOf(html, max + 1, language);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const atWord = language === 'en' ? cut.replace(/\s+\S*$/, '') : cut;
  return `${atWord.replace(/[\s,.;:，。；：、]+$/, '')}${language === 'cn' ? '……' : '…'}`;
}

/** Whether an article's photo is one platforms show as is (JPEG, PNG, WebP). */
export const rasterPhoto = (photo: string) => /\.(jpe?g|png|webp)(\?|$)/i.test(photo);

/**
 * Where the build puts the raster share picture it renders from an article's SVG photo
 * (site-build/share-photo.ts), relative to the site's root: named by the article and its photo, so
 * a new photo is never shared with an old picture.
 */
export const renderedPicture = (id: string, photo: string) =>
  `share/articles/${id}-${createHash('sha256').update(photo).digest('hex').slice(0, 10)}.png`;

/** What a share card needs of an article in a language: its content only as its summary (small to keep). */
export type ArticleFacts = Pick<ArticleAnswer, 'title' | 'photo' | 'createTime'> & { description: string };

export const articleFacts = (article: ArticleAnswer, language: Language): ArticleFacts => ({
  title: article.title.slice(0, TITLE_CHARS),
  photo: article.photo,
  createTime: article.createTime,
  description: summaryOf(article.content, language),
});

/**
 * What a shared article shows: its title, its own summary in the page's language, its photo
 * (a raster photo from the API; for an SVG one, which platforms refuse, the picture the build
 * rendered from it; without a photo, or when none was rendered, the blog's picture), and its
 * publication time.
 */
export function shareArticle(
  id: string,
  article: ArticleFacts,
  language: Language,
  origins: { photos: string; site: string },
  hasFile: (path: string) => boolean = () => false,
): ShareArticle {
  const photo = article.photo?.trim() || null;
  const rendered = photo && !rasterPhoto(photo) ? renderedPicture(id, photo) : null;
  const blogPicture = `${origins.site}${sharePicture('blog', language).url}`;
  return {
    id,
    title: article.title,
    description: article.description,
    image:
      photo && rasterPhoto(photo)
        ? /^https?:\/\//.test(photo)
          ? photo
          : `${origins.photos}${photo}`
        : rendered && hasFile(rendered)
          ? `${origins.site}/${rendered}`
          : blogPicture,
    published: publishedIso(article.createTime),
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
  const shown = pageArticle(path, data);
  return shown ? shareArticle(shown.id, articleFacts(shown.article, language), language, origins, hasFile) : null;
}

/** The article a prerendered page shows, from its page data, with its id from the address. */
export function pageArticle(
  path: string,
  data: Record<string, unknown>,
): { id: string; article: ArticleAnswer } | null {
  const id = articleId(path);
  if (id === null) return null;
  const parsed = ArticleAnswerSchema.safeParse(data[blogDetailKey(id)]);
  return parsed.success ? { id, article: parsed.data } : null;
}
