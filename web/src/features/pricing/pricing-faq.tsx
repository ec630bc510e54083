import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { asLanguage } from '#contract/language.js';
import { paths } from '../../app/paths';
import { RichText } from '../../components/rich-text';
import { Anchor, Title } from '../../components/light/text';
import { operatorFor } from '../../lib/operator';
import { paypalAvailable } from '../checkout/paypal';
import classes from './pricing-faq.module.css';

const QUESTIONS = ['free', 'pay', 'devices', 'cancel', 'invoices', 'institutions', 'students', 'data'] as const;
/** Each answer's link, where it has one. */
const LINKS: Partial<Record<(typeof QUESTIONS)[number], string>> = {
  cancel: paths.HelpCancle,
  invoices: paths.HelpInvoice,
  institutions: paths.QuoteRequest,
  students: paths.QuoteRequest,
  data: paths.PrivacyPolicy,
};

/**
 * What a buyer asks before paying (docs/decisions/181), each answer as true as the site can keep
 * it: what is free, the ways to pay this build offers, devices, cancelling, invoices as the seller
 * issues them, institutions, students, and where the data is kept (the operator's setting).
 */
export function PricingFaq() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const answer = (key: (typeof QUESTIONS)[number]) => {
    if (key === 'free') return t('offer.free');
    if (key === 'pay') return paymentMethods(t);
    const text = t(`pricing.faq.${key}.a`, { dataLocation: operatorFor(language).dataLocation });
    return (
      <RichText
        text={text}
        components={{ link: <Anchor component={Link} href={LINKS[key]} inherit underline="always" /> }}
      />
    );
  };
  return (
    <section aria-labelledby="faq-title">
      <Title order={2} id="faq-title" className={classes.title}>
        {t('pricing.faq.title')}
      </Title>
      <div className={classes.list}>
        {QUESTIONS.map((key) => (
          <details key={key} className={classes.item}>
            <summary>{t(`pricing.faq.${key}.q`)}</summary>
            <p>{answer(key)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The ways to pay this build offers: a card on the hosted checkout, and PayPal only where it is configured. */
export function paymentMethods(t: TFunction): string {
  const methods = [t('pricing.pay.card'), ...(paypalAvailable ? [t('pricing.pay.paypal')] : [])];
  return t('pricing.pay.methods', { methods: methods.join(t('pricing.pay.separator')) });
}
