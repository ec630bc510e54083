import type { ReactNode } from 'react';
import { Container } from '../light/layout';
import { Text, Title } from '../light/text';
import classes from './public-cta.module.css';

/** The closing call to action of a marketing page: a dark band with a heading, a line and buttons. */
export function PublicCta({ title, text, actions }: { title: string; text?: ReactNode; actions: ReactNode }) {
  return (
    <Container className={classes.wrap}>
      <section className={classes.panel} aria-label={title}>
        <div>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          {text ? <Text className={classes.text}>{text}</Text> : null}
        </div>
        <div className={classes.actions}>{actions}</div>
      </section>
    </Container>
  );
}
