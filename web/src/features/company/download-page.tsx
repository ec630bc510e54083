import { Button } from '../../components/light/button';
import { Anchor, Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '#contract/language.js';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/layout/page-meta';
import { PublicSteps } from '../../components/public/public-steps';
import { PublicSection } from '../../components/public/public-section';
import androidUrl from '../../assets/illustrations/download-android.svg';
import iosUrl from '../../assets/illustrations/download-ios.svg';
import { storesFor } from '../../lib/store-links';
import { qrCodeOf } from '../../lib/qr-codes';
import classes from './company.module.css';

const STEPS = ['install', 'signIn', 'learn'] as const;

export function DownloadPage() {
  const { t, i18n } = useTranslation();
  // In Chinese, the mainland Android download first and Google Play beside it (docs/decisions/110).
  const stores = storesFor(asLanguage(i18n.language));
  const android = stores.androidMainland ? { text: 'mainlandText', button: 'mainlandButton' } : null;
  const STORES = [
    {
      key: 'android',
      art: androidUrl,
      href: stores.android,
      text: android?.text ?? 'text',
      button: android?.button ?? 'button',
    },
    { key: 'ios', art: iosUrl, href: stores.ios, text: 'text', button: 'button' },
  ] as const;
  const newTab = (label: string) => t('company.download.newTab', { label });
  return (
    <>
      <PageMeta title={t('company.download.title')} description={t('company.download.meta')} />
      <PageHeader title={t('company.download.title')} intro={t('company.download.intro')} />
      <PublicSection>
        <div className={classes.stores}>
          {STORES.map((s) => (
            <article key={s.key} className={classes.store} aria-labelledby={`store-${s.key}`}>
              <div className={classes.storeArt}>
                <img src={s.art} alt="" width={480} height={640} />
              </div>
              <div className={classes.storeBody}>
                <Title order={2} id={`store-${s.key}`} fz="h3">
                  {t(`company.download.${s.key}.title`)}
                </Title>
                <Text c="var(--ma-muted)" mt={8} lh={1.65}>
                  {t(`company.download.${s.key}.${s.text}`)}
                </Text>
                <Button
                  component="a"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="md"
                  px="md"
                  mt="lg"
                  fullWidth
                  color={s.key === 'android' ? 'atlas' : 'dark'}
                  aria-label={newTab(t(`company.download.${s.key}.${s.button}`))}
                >
                  {t(`company.download.${s.key}.${s.button}`)}
                </Button>
                <StoreQr href={s.href} store={t(`company.download.${s.key}.title`)} />
                {s.key === 'android' && stores.googlePlay ? (
                  <Anchor
                    href={stores.googlePlay}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    mt="sm"
                    display="inline-block"
                    aria-label={newTab(t('company.download.android.googlePlay'))}
                  >
                    {t('company.download.android.googlePlay')}
                  </Anchor>
                ) : null}
              </div>
            </article>
          ))}
        </div>
      </PublicSection>
      <PublicSection
        id="how"
        tone="tinted"
        eyebrow={t('company.download.stepsEyebrow')}
        title={t('company.download.stepsTitle')}
      >
        <PublicSteps
          steps={STEPS.map((key) => ({
            key,
            title: t(`company.download.steps.${key}.title`),
            text: t(`company.download.steps.${key}.text`),
          }))}
        />
      </PublicSection>
    </>
  );
}

/**
 * On a desktop, the store link as a QR code to scan with a phone (docs/decisions/183): drawn at build
 * time, with the link in words as its text alternative. None for a link the build did not know;
 * hidden on phones, which follow the link itself.
 */
function StoreQr({ href, store }: { href: string; store: string }) {
  const { t } = useTranslation();
  const src = qrCodeOf(href);
  if (!src) return null;
  return (
    <figure className={classes.storeQr}>
      <img src={src} alt={t('company.download.qrAlt', { store, link: href })} width={112} height={112} loading="lazy" />
      <figcaption>{t('company.download.qrCaption')}</figcaption>
    </figure>
  );
}
