import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../components/layout/lazy-dialog';
import type { LightboxImage } from './image-lightbox';
import { sanitizeArticle } from './sanitize';
import classes from './blog.module.css';

const ImageLightbox = lazyDialog(
  () => import('./image-lightbox').then((m) => m.ImageLightbox),
  (props) => props.index !== null && props.images.length > 0,
  (props) => ({ ...props, index: null }),
);

/** The usable images of the article body, in reading order (broken ones are hidden and skipped). */
function imagesOf(root: HTMLElement): HTMLImageElement[] {
  return [...root.querySelectorAll('img')].filter((img) => !img.dataset.broken);
}

/**
 * The article's HTML, sanitised, with its images opening the lightbox by click, Enter or Space.
 */
export function ArticleContent({ html }: { html: string }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => sanitizeArticle(html), [html]);
  const [images, setImages] = useState<LightboxImage[]>([]);
  const [index, setIndex] = useState<number | null>(null);

  const open = useCallback((img: HTMLImageElement) => {
    if (!root.current) return;
    const list = imagesOf(root.current);
    setImages(
      list.map((i) => ({
        src: i.currentSrc || i.src,
        alt: i.alt,
        caption: i.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '',
      })),
    );
    setIndex(Math.max(0, list.indexOf(img)));
  }, []);

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const hide = (img: HTMLImageElement) => {
      img.dataset.broken = 'true';
      img.removeAttribute('tabindex');
      img.removeAttribute('role');
    };
    for (const img of el.querySelectorAll('img')) {
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-label', t('blog.openImage', { alt: img.alt || t('blog.image') }));
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) hide(img);
    }
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) hide(e.target);
    };
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof HTMLImageElement && !e.target.dataset.broken) open(e.target);
    };
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLImageElement) {
        e.preventDefault();
        open(e.target);
      }
    };
    el.addEventListener('error', onError, true);
    el.addEventListener('click', onClick);
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('error', onError, true);
      el.removeEventListener('click', onClick);
      el.removeEventListener('keydown', onKey);
    };
  }, [clean, open, t]);

  return (
    <>
      <div ref={root} className={classes.content} dangerouslySetInnerHTML={{ __html: clean }} />
      <ImageLightbox images={images} index={index} onIndex={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}
