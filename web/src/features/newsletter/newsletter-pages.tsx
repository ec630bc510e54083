import type { ReactNode } from 'react';
import { Button } from '../../components/light/button';
import { Paper } from '../../components/light/card';
import { Container, Group } from '../../components/light/layout';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { paths } from '../../app/paths';
import { NewsletterForm } from '../../components/footer/newsletter-form';
import { PageMeta } from '../../components/layout/page-meta';
import { FillScreen } from '../../components/layout/fill-screen';
import artUrl from '../../assets/illustrations/newsletter.svg';
import classes from './newsletter-pages.module.css';

/** The shared frame of the three newsletter pages: illustration, status, h1, text, then actions. */
function NewsletterResult({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'success' | 'error';
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FillScreen>
      <Container size={680} className={classes.page}>
        <PageMeta title={title} description={t('newsletterPages.meta')} />
        <Paper withBorder radius="xl" className={classes.card} data-tone={tone}>
          {tone === 'error' ? null : <img src={artUrl} alt="" width={480} height={320} className={classes.art} />}
          <Text className={classes.eyebrow}>{t('newsletterPages.eyebrow')}</Text>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {children}
        </Paper>
      </Container>
    </FillScreen>
  );
}

/** After joining: the confirmation mail is on its way (double opt-in). */
export function HelpEmailPage() {
  const { t } = useTranslation();
  return (
    <NewsletterResult tone="info" title={t('newsletterPages.check.title')}>
      <Text className={classes.lead}>{t('newsletterPages.check.text')}</Text>
      <ul className={classes.tips}>
        <li>{t('newsletterPages.check.tipSpam')}</li>
        <li>{t('newsletterPages.check.tipExpiry')}</li>
        <li>{t('newsletterPages.check.tipAgain')}</li>
      </ul>
      <Group justify="center" mt="xl">
        <Button component={Link} href={paths.Home} size="md">
          {t('newsletterPages.home')}
        </Button>
      </Group>
    </NewsletterResult>
  );
}

/** The confirmation link worked. */
export function HelpEmailSuccessPage() {
  const { t } = useTranslation();
  return (
    <NewsletterResult tone="success" title={t('newsletterPages.success.title')}>
      <Text className={classes.lead}>{t('newsletterPages.success.text')}</Text>
      <Group justify="center" mt="xl">
        <Button component={Link} href={paths.Blog} size="md" color="ember">
          {t('newsletterPages.success.blog')}
        </Button>
        <Button component={Link} href={paths.Home} size="md" variant="default">
          {t('newsletterPages.home')}
        </Button>
      </Group>
    </NewsletterResult>
  );
}

/** The link was expired or unknown: say so (requirements R8) and offer the form again. */
export function HelpEmailFailPage() {
  const { t } = useTranslation();
  const query = new URLSearchParams(useSearch());
  return (
    <NewsletterResult tone="error" title={t('newsletterPages.fail.title')}>
      <Text className={classes.lead} role="alert">
        {t('newsletterPages.fail.text')}
      </Text>
      <section className={classes.resubmit} aria-labelledby="newsletter-resubmit">
        <Title order={2} fz="h4" id="newsletter-resubmit">
          {t('newsletterPages.fail.formTitle')}
        </Title>
        <Text size="sm" c="var(--ma-muted)" mb="md">
          {t('newsletterPages.fail.formIntro')}
        </Text>
        <NewsletterForm tone="light" initial={{ name: query.get('name') ?? '', email: query.get('email') ?? '' }} />
      </section>
    </NewsletterResult>
  );
}
