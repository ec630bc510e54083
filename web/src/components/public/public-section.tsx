import type { ReactNode } from 'react';
import { Container } from '../light/layout';
import { Text, Title } from '../light/text';
import classes from './public-section.module.css';

/** A content section of a marketing page: eyebrow, h2, intro, then its body. */
export function PublicSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  align = 'left',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  align?: 'left' | 'center';
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={classes.section} data-tone={tone} aria-labelledby={title ? headingId : undefined} id={id}>
      <Container>
        {title ? (
          <header className={classes.head} data-align={align}>
            {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
            <Title order={2} id={headingId} className={classes.title}>
              {title}
            </Title>
            {intro ? <Text className={classes.intro}>{intro}</Text> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
