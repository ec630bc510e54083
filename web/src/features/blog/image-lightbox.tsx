import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './blog.module.css';

export type LightboxImage = { src: string; alt: string; caption: string };

/**
 * The article's images one at a time: an 'n/m' counter, previous and next that stop at the ends
 * (not infinite), arrow keys, and closing on Escape or a click on the backdrop.
 */
export function ImageLightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: LightboxImage[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const opened = index !== null && images.length > 0;
  const current = opened ? images[index] : undefined;
  const last = images.length - 1;

  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
      if (e.key === 'ArrowRight' && index < last) onIndex(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, last, onIndex]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="min(1100px, 100%)"
      title={t('blog.lightbox.title')}
      closeButtonProps={{ 'aria-label': t('blog.lightbox.close') }}
      overlayProps={{ backgroundOpacity: 0.8, color: '#06242a', blur: 2 }}
      classNames={{ body: classes.lightboxBody }}
    >
      {current ? (
        <>
          <figure className={classes.lightboxFigure}>
            <img src={current.src} alt={current.alt} />
            {current.caption ? <figcaption>{current.caption}</figcaption> : null}
          </figure>
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Button variant="default" onClick={() => onIndex(index! - 1)} disabled={index === 0}>
              {t('blog.lightbox.previous')}
            </Button>
            <Text fw={700} className={classes.counter} aria-live="polite">
              {t('blog.lightbox.counter', { n: index! + 1, m: images.length })}
            </Text>
            <Button variant="default" onClick={() => onIndex(index! + 1)} disabled={index === last}>
              {t('blog.lightbox.next')}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
