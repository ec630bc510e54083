import { Anchor } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { RichText } from '../../components/rich-text';
import classes from './auth-form.module.css';

/** "By continuing you agree to the Terms of Use and the Privacy Policy", with both links. */
export function LegalNote({ i18nKey }: { i18nKey: 'auth.login.legal' | 'auth.register.legal' }) {
  const { t } = useTranslation();
  return (
    <p className={classes.legal}>
      <LegalLinks text={t(i18nKey)} />
    </p>
  );
}

/** A text whose <terms> and <privacy> are the links to the two documents. */
export function LegalLinks({ text }: { text: string }) {
  return (
    <RichText
      text={text}
      components={{
        terms: <Anchor component={Link} href={paths.TermsOfUse} inherit underline="always" />,
        privacy: <Anchor component={Link} href={paths.PrivacyPolicy} inherit underline="always" />,
      }}
    />
  );
}
