import type { ReactNode } from 'react';
import { Container } from '../light/layout';
import { Text, Title } from '../light/text';
import classes from './page-header.module.css';

/** The band at the top of a content page: its one h1 and an optional intro. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className={classes.band}>
      <Container>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {intro ? (
          <Text size="lg" className={classes.intro}>
            {intro}
          </Text>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
