import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { publicFile } from '../../lib/base-path';
import classes from './products.module.css';

const LINES = ['one', 'two', 'three', 'four', 'five'] as const;

/**
 * The patient-education tour: a local video made by packages/art (npm run art -- --video), captions in the
 * visitor's language, and the same words as a transcript beside it.
 */
export function MskVideo() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  return (
    <div className={classes.videoWrap}>
      <video
        key={lang}
        className={classes.video}
        controls
        preload="metadata"
        playsInline
        poster={publicFile('/media/msk-intro-poster.jpg')}
        width={1280}
        height={720}
        aria-label={t('products.msk.videoLabel')}
      >
        <source src={publicFile('/media/msk-intro.webm')} type="video/webm" />
        <track
          kind="captions"
          src={publicFile(`/media/msk-intro.${lang}.vtt`)}
          srcLang={lang === 'cn' ? 'zh-Hans' : 'en'}
          label={t('products.msk.captions')}
          default
        />
      </video>
      <section className={classes.transcript} aria-labelledby="msk-transcript">
        <Title order={3} fz="h4" id="msk-transcript">
          {t('products.msk.transcriptTitle')}
        </Title>
        <ol>
          {LINES.map((key) => (
            <li key={key}>{t(`products.msk.transcript.${key}`)}</li>
          ))}
        </ol>
        <Text size="sm" c="var(--ma-muted)" mt="md">
          {t('products.msk.transcriptNote')}
        </Text>
      </section>
    </div>
  );
}
