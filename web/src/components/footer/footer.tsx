import { lazy } from 'react';
import { Container, Group, Stack } from '../light/layout';
import { Anchor, Text, Title } from '../light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type RouteName, paths } from '../../app/paths';
import { AfterHydration } from '../layout/after-hydration';
import classes from './footer.module.css';
import { asLanguage } from '#contract/language.js';
import { useBrand } from '../../lib/brand';
import { builtOperatorName } from '../../lib/operator-name';
import { Columns } from '../layout/columns';
import { Filings } from './filings';

// The form (and its validation schema) loads after the first paint.
// Rendered only in the browser (after mount), so prerendered pages and hydration never wait for it.
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

const links: Array<{ route: RouteName; label: string }> = [
  { route: 'Download', label: 'nav.appDownload' },
  { route: 'About', label: 'nav.about' },
  { route: 'Contact', label: 'nav.contact' },
  { route: 'PrivacyPolicy', label: 'footer.privacyPolicy' },
  { route: 'TermsOfUse', label: 'footer.termsOfUse' },
];

export function Footer() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  // The copyright belongs to the legal entity that operates the site; a demo build, naming none, shows the brand.
  const holder = builtOperatorName(asLanguage(i18n.language)) ?? brand;
  return (
    <footer className={classes.footer}>
      <Container>
        <Columns cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} fz="xl" c="white">
              {brand}
            </Text>
            <Text c="atlas.1" fz="sm">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <nav aria-label={t('footer.linksLabel')}>
            <Title order={2} fz="md" c="white" mb="sm">
              {t('footer.links')}
            </Title>
            <Stack gap={6}>
              {links.map((l) => (
                <Anchor key={l.route} component={Link} href={paths[l.route]} className={classes.link}>
                  {t(l.label)}
                </Anchor>
              ))}
            </Stack>
          </nav>
          <section aria-labelledby="newsletter-title">
            <Title id="newsletter-title" order={2} fz="md" c="white" mb={4}>
              {t('newsletter.title')}
            </Title>
            <Text c="atlas.1" fz="sm" mb="sm">
              {t('newsletter.intro')}
            </Text>
            <AfterHydration fallback={<div className={classes.formPlaceholder} />}>
              <NewsletterForm />
            </AfterHydration>
          </section>
        </Columns>
        <Group justify="space-between" gap="xs" className={classes.bottom}>
          <Text fz="sm" c="atlas.1">
            {t('footer.copyright', { holder, year: import.meta.env.VITE_BUILD_YEAR ?? new Date().getUTCFullYear() })}
          </Text>
          <Filings />
        </Group>
      </Container>
    </footer>
  );
}
