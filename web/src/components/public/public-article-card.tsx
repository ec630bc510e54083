import { useId } from 'react';
import { Card } from '../light/card';
import { Text, Title } from '../light/text';
import type { BlogListItem } from '#contract/entities.js';
import { Link } from 'wouter';
import { pathTo } from '../../app/paths';
import { firstFile } from '../../lib/file-ref';
import { DATE, formatDate } from '../../lib/format';
import classes from './public-article-card.module.css';

export type ArticleCardItem = Pick<BlogListItem, 'id' | 'title' | 'photo' | 'createTime' | 'summary'>;

/**
 * A blog article as a card: photo, date, title (the link, stretched over the card), summary.
 * `headingLevel` keeps the outline right where the card sits; `eager` loads the photo at once (the
 * first row of a list, where the largest paint is).
 */
export function PublicArticleCard({
  item,
  headingLevel = 2,
  eager = false,
}: {
  item: ArticleCardItem;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const photo = firstFile(item.photo);
  const titleId = useId();
  return (
    <Card component="article" className={classes.card} padding={0} aria-labelledby={titleId}>
      <div className={classes.photo}>
        {photo ? (
          <img
            src={photo}
            alt=""
            width={1200}
            height={675}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
          />
        ) : null}
      </div>
      <div className={classes.body}>
        {item.createTime ? (
          <Text component="time" dateTime={formatDate(item.createTime, DATE)} className={classes.date}>
            {formatDate(item.createTime, DATE)}
          </Text>
        ) : null}
        <Title order={headingLevel} className={classes.title} id={titleId}>
          <Link href={pathTo('BlogDetail', { bid: item.id })} className={classes.link}>
            {item.title}
          </Link>
        </Title>
        {item.summary ? <Text className={classes.summary}>{item.summary}</Text> : null}
      </div>
    </Card>
  );
}
