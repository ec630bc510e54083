import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { Button } from '../../components/light/button';
import { Paper } from '../../components/light/card';
import { Anchor, Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { COMPANY_EMAIL } from '#contract/brand.js';
import { asLanguage } from '#contract/language.js';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/layout/page-meta';
import artUrl from '../../assets/illustrations/contact.svg';
import { InertUntilHydrated } from '../../components/layout/inert-until-hydrated';
import { ContactForm } from './contact-form';
import formPage from '../../components/layout/form-page.module.css';
import classes from './contact.module.css';
import { useBrand } from '../../lib/brand';
import { operatorFor } from '../../lib/operator';

export function ContactPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  // The same settings the legal pages name the operator by (docs/decisions/135).
  const operator = operatorFor(asLanguage(i18n.language));
  return (
    <>
      <PageMeta title={t('contact.title')} description={t('contact.meta', { brand })} />
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className={formPage.layout}>
        <Paper className={formPage.formCard} radius="lg" withBorder>
          <Title order={2} fz="h3" id="contact-form-title">
            {t('contact.form.title')}
          </Title>
          <Text c="var(--ma-muted)" mt={6} mb="lg">
            {t('contact.form.intro')}
          </Text>
          <InertUntilHydrated>
            <ContactForm />
          </InertUntilHydrated>
        </Paper>
        <aside className={classes.info} aria-labelledby="contact-info-title">
          <img src={artUrl} alt="" width={640} height={480} className={classes.art} />
          <Title order={2} fz="h3" id="contact-info-title">
            {t('contact.info.title')}
          </Title>
          <dl className={classes.details}>
            <div>
              <dt>{t('contact.info.company')}</dt>
              <dd>{operator.name}</dd>
            </div>
            <div>
              <dt>{t('contact.info.address')}</dt>
              <dd>{operator.address}</dd>
            </div>
            <div>
              <dt>{t('contact.info.email')}</dt>
              <dd>
                <Anchor href={`mailto:${COMPANY_EMAIL}`} fw={600}>
                  {t('contact.info.emailAddress', { email: COMPANY_EMAIL })}
                </Anchor>
              </dd>
            </div>
            {operator.phone ? (
              <div>
                <dt>{t('contact.info.phone')}</dt>
                <dd>
                  <Anchor href={`tel:${operator.phone.replace(/[^\d+]/g, '')}`} fw={600}>
                    {operator.phone}
                  </Anchor>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('contact.info.response')}</dt>
              <dd>{t('contact.info.responseTime')}</dd>
            </div>
            <div>
              <dt>{t('contact.info.topics')}</dt>
              <dd>{t('contact.info.topicsText')}</dd>
            </div>
          </dl>
          <section aria-labelledby="contact-institutions-title" className={classes.institutions}>
            <Title order={2} fz="h4" id="contact-institutions-title">
              {t('contact.institutions.title')}
            </Title>
            <Text mt={6}>{t('contact.institutions.intro')}</Text>
            <ul className={classes.steps}>
              {(['quote', 'contract', 'transfer', 'invoice'] as const).map((step) => (
                <li key={step}>{t(`contact.institutions.${step}`)}</li>
              ))}
            </ul>
            <Button component={Link} href={paths.QuoteRequest} color="ember" mt="md">
              {t('offer.quote.cta')}
            </Button>
          </section>
        </aside>
      </div>
    </>
  );
}
