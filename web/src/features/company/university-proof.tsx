import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '#contract/language.js';
import { PublicSection } from '../../components/public/public-section';
import { type Testimonial, proofFor } from './proof';
import classes from './company.module.css';

/**
 * The institutions that use the apps and what their people say, from the company's own file
 * (docs/decisions/184): nothing when it is empty, a name only with consent, and in a demo the
 * samples, each marked as one.
 */
export function UniversityProof() {
  const { t, i18n } = useTranslation();
  const proof = proofFor(asLanguage(i18n.language));
  if (proof.testimonials.length === 0 && proof.institutions.length === 0) return null;
  const sample = proof.sample ? <span className={classes.sample}>{t('company.university.sample')}</span> : null;
  return (
    <PublicSection
      id="testimonials"
      tone="tinted"
      eyebrow={t('company.university.quotesEyebrow')}
      title={t('company.university.quotesTitle')}
      intro={proof.sample ? t('company.university.sampleNote') : undefined}
    >
      {proof.institutions.length > 0 ? (
        <ul className={classes.institutions} aria-label={t('company.university.institutions')}>
          {proof.institutions.map((institution, i) => (
            <li key={i}>
              {institution.logo ? <img src={institution.logo} alt="" width={180} height={60} loading="lazy" /> : null}
              <span>{institution.name}</span>
              {sample}
            </li>
          ))}
        </ul>
      ) : null}
      {proof.testimonials.length > 0 ? (
        <ul className={classes.quotes}>
          {proof.testimonials.map((quote, i) => (
            <li key={i}>
              <Quote quote={quote} sample={sample} />
            </li>
          ))}
        </ul>
      ) : null}
    </PublicSection>
  );
}

/** A quote: the person's name, institution and place with their consent; without it, their role and place alone. */
function Quote({ quote, sample }: { quote: Testimonial; sample: ReactNode }) {
  // Latin names by their capitals (Helen Marsh: HM), a Chinese name by its first character (陈).
  const initials = quote.name
    ?.split(/\s+/)
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !/^(Dr|Prof|Mr|Mrs|Ms)\.?$/.test(word))
    .map((word) => word[0])
    .slice(0, 2)
    .join('');
  return (
    <figure className={classes.quote}>
      {sample}
      <blockquote>{quote.quote}</blockquote>
      <figcaption>
        {quote.name ? (
          <span className={classes.initials} aria-hidden="true">
            {initials || quote.name.slice(0, 1)}
          </span>
        ) : null}
        <span>
          {quote.name ? <strong className={classes.quoteName}>{quote.name}</strong> : null}
          <span className={quote.name ? classes.quoteRole : classes.quoteName}>{quote.role}</span>
          {quote.institution ? <span className={classes.quotePlace}>{quote.institution}</span> : null}
          <span className={classes.quotePlace}>{quote.place}</span>
        </span>
      </figcaption>
    </figure>
  );
}
