import { Anchor } from '../light/text';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '#contract/language.js';
import { storesFor } from '../../lib/store-links';
import classes from './app-links.module.css';

/**
 * The stores' own links, where a text says the software works only in the app: in Chinese the
 * mainland download when the build has one, with Google Play beside it (docs/decisions/110).
 */
export function AppLinks() {
  const { t, i18n } = useTranslation();
  const stores = storesFor(asLanguage(i18n.language));
  const links = [
    { key: 'android', href: stores.android, label: t('common.appLinks.android') },
    { key: 'ios', href: stores.ios, label: t('common.appLinks.ios') },
    ...(stores.googlePlay
      ? [{ key: 'google-play', href: stores.googlePlay, label: t('common.appLinks.googlePlay') }]
      : []),
  ];
  return (
    <span className={classes.links} data-mainland={stores.androidMainland || undefined}>
      <span className={classes.label}>{t('common.appLinks.label')}</span>
      {links.map((link) => (
        <Anchor
          key={link.key}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          aria-label={t('common.appLinks.newTab', { label: link.label })}
        >
          {link.label}
        </Anchor>
      ))}
    </span>
  );
}
