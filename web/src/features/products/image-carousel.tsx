import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { ActionIcon } from '../../components/light/action-icon';
import { VisuallyHidden } from '../../components/light/layout';
import { useReducedMotion } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from './icons';
import classes from './image-carousel.module.css';

/** requirements R9: the software carousels advance every 4 seconds. */
export const CAROUSEL_INTERVAL_MS = 4000;

/**
 * A software item's screenshots. It advances on its own every 4 s and stops while the pointer is
 * over it or keyboard focus is inside it; the pause button stops it for good (WCAG 2.2.2).
 * Arrow keys, previous/next and the dots move it by hand.
 */
export function ImageCarousel({
  images,
  title,
  interval = CAROUSEL_INTERVAL_MS,
}: {
  images: string[];
  title: string;
  interval?: number;
}) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 24 });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState<boolean | null>(null);
  const count = images.length;
  const userPaused = paused ?? reducedMotion;
  const playing = count > 1 && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // Restarts with each slide, so a slide moved to by hand also gets its full 4 s.
  useEffect(() => {
    if (!playing || !embla) return;
    const timer = window.setInterval(() => embla.scrollNext(), interval);
    return () => window.clearInterval(timer);
  }, [playing, embla, interval, selected]);

  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => {
    // Focus on the pause/play button itself does not pause: that button decides.
    setFocused(!e.target.dataset.rotationControl);
  }, []);
  const onBlur = useCallback((e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  }, []);

  if (count === 0) return <div className={classes.empty} />;

  return (
    <section
      className={classes.root}
      aria-roledescription={t('products.carousel.role')}
      aria-label={t('products.carousel.label', { title })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') embla?.scrollNext();
        if (e.key === 'ArrowLeft') embla?.scrollPrev();
      }}
      data-playing={playing || undefined}
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          {images.map((src, index) => (
            <div
              key={`${src}-${index}`}
              className={classes.slide}
              role="group"
              aria-roledescription={t('products.carousel.slideRole')}
              aria-label={t('products.carousel.position', { n: index + 1, total: count })}
              aria-hidden={index !== selected || undefined}
            >
              <img
                src={src}
                alt={t('products.carousel.imageAlt', { title, n: index + 1, total: count })}
                width={1280}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>
      <VisuallyHidden aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {t('products.carousel.position', { n: selected + 1, total: count })}
      </VisuallyHidden>
      {count > 1 ? (
        <div className={classes.controlBar}>
          <div className={classes.controls}>
            <ActionIcon
              variant="subtle"
              color="dark"
              radius="xl"
              size="lg"
              data-rotation-control
              onClick={() => setPaused(!userPaused)}
              aria-label={userPaused ? t('products.carousel.play') : t('products.carousel.pause')}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </ActionIcon>
            <div className={classes.dots}>
              {images.map((src, index) => (
                <button
                  key={`${src}-${index}`}
                  type="button"
                  className={classes.dot}
                  data-active={index === selected || undefined}
                  aria-current={index === selected ? 'true' : undefined}
                  aria-label={t('products.carousel.goTo', { n: index + 1, total: count })}
                  onClick={() => embla?.scrollTo(index)}
                />
              ))}
            </div>
            <ActionIcon
              variant="subtle"
              color="dark"
              radius="xl"
              size="lg"
              onClick={() => embla?.scrollPrev()}
              aria-label={t('products.carousel.previous')}
            >
              <ChevronLeft />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="dark"
              radius="xl"
              size="lg"
              onClick={() => embla?.scrollNext()}
              aria-label={t('products.carousel.next')}
            >
              <ChevronRight />
            </ActionIcon>
          </div>
        </div>
      ) : null}
    </section>
  );
}
