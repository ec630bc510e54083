import type { ReactNode, Ref } from 'react';
import { Container } from '../light/layout';
import { Text, Title } from '../light/text';
import classes from './public-hero.module.css';

/**
 * The opening band of a marketing page: its one h1, an eyebrow, an intro, actions and a generated
 * illustration beside the text (below it on a phone).
 */
export function PublicHero({
  eyebrow,
  title,
  intro,
  actions,
  art,
  artWidth = 960,
  artHeight = 640,
  footnote,
  actionsRef,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  art?: string;
  artWidth?: number;
  artHeight?: number;
  footnote?: ReactNode;
  /** The actions' box, for a page that follows whether they are on screen (the home page). */
  actionsRef?: Ref<HTMLDivElement>;
}) {
  return (
    <section className={classes.band}>
      <Container className={classes.inner} data-with-art={art ? true : undefined}>
        <div className={classes.text}>
          {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
          <Title order={1} className={classes.title} data-word-breaks={title.includes('\u200b') || undefined}>
            {title}
          </Title>
          {intro ? <Text className={classes.intro}>{intro}</Text> : null}
          {actions ? (
            <div className={classes.actions} ref={actionsRef}>
              {actions}
            </div>
          ) : null}
          {footnote ? <div className={classes.footnote}>{footnote}</div> : null}
        </div>
        {art ? (
          <div className={classes.art}>
            <img src={art} alt="" width={artWidth} height={artHeight} fetchPriority="high" />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
