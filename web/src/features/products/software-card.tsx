import { useId } from 'react';
import { Button } from '../../components/light/button';
import { Card, CardSection } from '../../components/light/card';
import { Group } from '../../components/light/layout';
import { Text, Title } from '../../components/light/text';
import type { SoftwareItem } from '#contract/entities.js';
import { useTranslation } from 'react-i18next';
import { AppLinks } from '../../components/app-links/app-links';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { parseFileRef, parsePcPath } from '../../lib/file-ref';
import { ImageCarousel } from './image-carousel';
import { detailPath } from './product-path';
import classes from './products.module.css';

/**
 * One program: its screenshots, what it does, 'get started' (opens it in the frame page when it
 * has a desktop path) and 'See Plans'. Without a desktop path 'get started' does nothing and
 * says why, visibly and to screen readers.
 */
export function SoftwareCard({ item }: { item: SoftwareItem }) {
  const { t } = useTranslation();
  const noteId = useId();
  const titleId = useId();
  const images = parseFileRef(item.image);
  const openable = parsePcPath(item.pcPath) !== null;
  return (
    <Card
      component="article"
      className={classes.softwareCard}
      data-openable={openable || undefined}
      aria-labelledby={titleId}
    >
      <CardSection className={classes.softwareMedia}>
        <ImageCarousel
          images={images.length ? images : item.thumbnailGIF ? [item.thumbnailGIF] : []}
          title={item.title}
        />
      </CardSection>
      <Title order={3} mt="lg" className={classes.softwareTitle} id={titleId}>
        {item.title}
      </Title>
      {item.description ? (
        <Text c="var(--ma-muted)" mt="xs" lh={1.65}>
          {item.description}
        </Text>
      ) : null}
      <div className={classes.softwareFooter}>
        {/* Above the buttons, so every card's buttons sit on its bottom edge, in line with its neighbour's. */}
        {openable ? null : (
          <div className={classes.appOnly}>
            <Text id={noteId} size="sm" className={classes.appOnlyText}>
              {t('products.card.appOnly')}
            </Text>
            <AppLinks />
          </div>
        )}
        <Group gap="sm">
          {openable ? (
            <Button
              component={Link}
              href={detailPath(item)}
              aria-label={t('products.card.startFor', { title: item.title })}
            >
              {t('products.card.start')}
            </Button>
          ) : (
            <Button
              aria-disabled="true"
              data-disabled
              aria-describedby={noteId}
              aria-label={t('products.card.startFor', { title: item.title })}
              onClick={(e) => e.preventDefault()}
              className={classes.inertButton}
            >
              {t('products.card.start')}
            </Button>
          )}
          <Button component={Link} href={paths.Pricing} variant="default">
            {t('products.card.plans')}
          </Button>
        </Group>
      </div>
    </Card>
  );
}
