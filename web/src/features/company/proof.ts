import type { Language } from '#contract/language.js';
import company from '../../../proof.json';
import samples from './sample-proof.json';
import sampleLogo from '../../assets/logos/sample-institution.svg';

type Bilingual = { en: string; cn: string };

/** One quote as the company's file holds it (web/proof.json). */
type TestimonialEntry = {
  consent: boolean;
  name?: Bilingual;
  role: Bilingual;
  institution?: Bilingual;
  place: Bilingual;
  quote: Bilingual;
};
type InstitutionEntry = { consent: boolean; name: Bilingual; logo: string | null };
type ProofFile = { testimonials: unknown[]; institutions: unknown[] };

/** A quote as the page shows it: the person named only with their consent, otherwise their role and place alone. */
export type Testimonial = {
  quote: string;
  name: string | null;
  role: string;
  institution: string | null;
  place: string;
};
export type Institution = { name: string; logo: string | null };
export type Proof = { testimonials: Testimonial[]; institutions: Institution[]; sample: boolean };

const isBilingual = (v: unknown): v is Bilingual =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Bilingual).en === 'string' &&
  typeof (v as Bilingual).cn === 'string';

/** An entry the file holds whole (a quote, a role, a place in both languages); a broken one is left out, never half shown. */
const isTestimonial = (e: unknown): e is TestimonialEntry => {
  const t = e as TestimonialEntry;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.consent === 'boolean' &&
    [t.role, t.place, t.quote].every(isBilingual) &&
    (!t.consent || isBilingual(t.name))
  );
};
const isInstitution = (e: unknown): e is InstitutionEntry => {
  const i = e as InstitutionEntry;
  return typeof i === 'object' && i !== null && i.consent === true && isBilingual(i.name);
};

/**
 * The company's logos dropped into their slot (web/media.json, docs/media.md), by file name; the
 * demo's placeholder (sample-*) is not among them, so a production build ships no sample picture.
 */
const LOGOS = import.meta.glob<string>(['../../assets/logos/*', '!../../assets/logos/sample-*'], {
  eager: true,
  import: 'default',
  query: '?url',
});
const companyLogo = (file: string) => LOGOS[`../../assets/logos/${file}`] ?? null;

/**
 * What the University page shows as proof (docs/decisions/184), in the reader's language, from a
 * file: the company's (web/proof.json), or in a demo build while that is empty the samples, marked
 * as such. A production build carries no sample: `demo` is false there, and the samples are not in
 * its code.
 */
export function proofFrom(
  file: ProofFile,
  language: Language,
  sample: boolean,
  logoOf: (file: string) => string | null = companyLogo,
): Proof {
  return {
    sample,
    testimonials: file.testimonials.filter(isTestimonial).map((t) => ({
      quote: t.quote[language],
      name: t.consent && t.name ? t.name[language] : null,
      role: t.role[language],
      institution: t.consent && t.institution ? t.institution[language] : null,
      place: t.place[language],
    })),
    institutions: file.institutions
      .filter(isInstitution)
      .map((i) => ({ name: i.name[language], logo: i.logo ? logoOf(i.logo) : null })),
  };
}

const companyHasProof = company.testimonials.length > 0 || company.institutions.length > 0;

export function proofFor(language: Language): Proof {
  if (import.meta.env.VITE_FAKE_API && !companyHasProof) return proofFrom(samples, language, true, () => sampleLogo);
  return proofFrom(company, language, false);
}
