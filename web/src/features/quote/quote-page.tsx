import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/light/button';
import { Paper } from '../../components/light/card';
import { Anchor, Text, Title } from '../../components/light/text';
import { COMPANY_EMAIL } from '#contract/brand.js';
import { asLanguage } from '#contract/language.js';
import { InertUntilHydrated } from '../../components/layout/inert-until-hydrated';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/layout/page-meta';
import { useBrand } from '../../lib/brand';
import { qrCodeOf } from '../../lib/qr-codes';
import { salesContactFor } from '../../lib/sales-contact';
import { QuoteForm, type SentRequest } from './quote-form';
import formPage from '../../components/layout/form-page.module.css';
import classes from './quote.module.css';

const NEXT = ['quote', 'contract', 'pay', 'access'] as const;

/** Institutions' own way to buy (docs/decisions/182): a quote request, what happens after it, and who to call. */
export function QuoteRequestPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [sent, setSent] = useState<SentRequest | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // The confirmation takes the form's place: the reader is told where they are.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);
  return (
    <>
      <PageMeta title={t('quote.metaTitle')} description={t('quote.meta', { brand })} />
      <PageHeader title={t('quote.title')} intro={t('quote.intro')} />
      <div className={formPage.layout}>
        <aside className={classes.aside} aria-labelledby="quote-next-title">
          <Title order={2} fz="h4" id="quote-next-title">
            {t('quote.how.title')}
          </Title>
          <ol className={classes.next}>
            {NEXT.map((step) => (
              <li key={step}>{t(`quote.how.${step}`)}</li>
            ))}
          </ol>
          <Reach />
        </aside>
        <Paper className={`${formPage.formCard} ${classes.formSide}`} radius="lg" withBorder>
          {sent ? (
            <div
              role="status"
              className={classes.sent}
              ref={confirmation}
              tabIndex={-1}
              aria-labelledby="quote-sent-title"
            >
              <Title order={2} fz="h3" id="quote-sent-title">
                {t('quote.sent.title')}
              </Title>
              <Text mt="sm">{t('quote.sent.text', { email: sent.email })}</Text>
              <dl className={classes.summary} aria-label={t('quote.sent.summary')}>
                <dt>{t('quote.form.institution')}</dt>
                <dd>{sent.institution}</dd>
                <dt>{t('quote.form.seats')}</dt>
                <dd>{sent.seats}</dd>
                <dt>{t('quote.form.start')}</dt>
                <dd>{sent.start}</dd>
              </dl>
              <Text c="var(--ma-muted)">{t('quote.sent.next')}</Text>
              <Button mt="lg" variant="default" onClick={() => setSent(null)}>
                {t('quote.sent.again')}
              </Button>
            </div>
          ) : (
            <>
              <Title order={2} fz="h3" id="quote-form-title">
                {t('quote.form.title')}
              </Title>
              <Text c="var(--ma-muted)" mt={6} mb="lg">
                {t('quote.form.intro')}
              </Text>
              <InertUntilHydrated>
                <QuoteForm onSent={setSent} />
              </InertUntilHydrated>
            </>
          )}
        </Paper>
      </div>
    </>
  );
}

/** The company's e-mail, and where the settings name them a telephone and (Chinese) a WeChat QR code. */
function Reach() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const contact = salesContactFor(asLanguage(i18n.language));
  const qr = contact.wechat ? qrCodeOf(contact.wechat.url) : null;
  return (
    <section aria-labelledby="quote-reach-title" className={classes.reach}>
      <Title order={2} fz="h4" id="quote-reach-title">
        {t('quote.reach.title')}
      </Title>
      <dl className={classes.details}>
        {contact.phone ? (
          <>
            <dt>{t('quote.reach.phone')}</dt>
            <dd>
              <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} fw={600}>
                {contact.phone}
              </Anchor>
            </dd>
          </>
        ) : null}
        <dt>{t('quote.reach.email')}</dt>
        <dd>
          <Anchor href={`mailto:${COMPANY_EMAIL}`} fw={600}>
            {t('quote.reach.emailAddress', { email: COMPANY_EMAIL })}
          </Anchor>
        </dd>
        {qr && contact.wechat ? (
          <>
            <dt>{t('quote.reach.wechat')}</dt>
            <dd>
              <figure className={classes.wechat}>
                <img src={qr} alt={t('quote.reach.wechatAlt', { brand })} width={128} height={128} />
                {contact.wechat.id ? (
                  <figcaption>{t('quote.reach.wechatId', { id: contact.wechat.id })}</figcaption>
                ) : null}
              </figure>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
