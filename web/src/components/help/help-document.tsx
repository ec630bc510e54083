import { useRef } from 'react';
import { Container, NavLink, Paper, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { type RouteName, paths } from '../../app/paths';
import { PageMeta } from '../layout/page-meta';
import { publicFile } from '../../lib/base-path';
import { preferences } from '../../lib/state/preferences';
import { useFrameFit } from './use-frame-fit';
import classes from './help-document.module.css';

/** The help menu: its tab numbers (requirements R2), routes, documents and frame heights (en/cn). */
export const helpTabs = [
  {
    tab: 105,
    route: 'PrivacyPolicy',
    label: 'help.privacyPolicy',
    doc: 'privacy-policy',
    height: { en: 1600, cn: 1500 },
  },
  { tab: 106, route: 'TermsOfUse', label: 'help.termsOfUse', doc: 'terms-of-use', height: { en: 5000, cn: 3500 } },
  { tab: 904, route: 'HelpCancle', label: 'help.unsubscribe', doc: 'unsubscribe', height: { en: 4100, cn: 4000 } },
  { tab: 905, route: 'HelpInvoice', label: 'help.invoice', doc: 'invoice', height: { en: 2250, cn: 2200 } },
] as const satisfies ReadonlyArray<{
  tab: number;
  route: RouteName;
  label: string;
  doc: string;
  height: { en: number; cn: number };
}>;

export type HelpTab = (typeof helpTabs)[number]['tab'];

/** A help page: the side help menu and the language's own static document in a frame. */
export function HelpDocument({ tab }: { tab: HelpTab }) {
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  const current = helpTabs.find((h) => h.tab === tab)!;
  return (
    <Container py="xl">
      <PageMeta title={t(current.label)} description={t('help.description')} />
      <div className={classes.layout}>
        <div className={classes.side}>
          <nav aria-label={t('help.menu')} className={classes.menu}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed" mb="xs">
              {t('help.menuTitle')}
            </Title>
            {helpTabs.map((h) => (
              <NavLink
                key={h.tab}
                component={Link}
                href={paths[h.route]}
                label={t(h.label)}
                active={h.tab === tab}
                aria-current={h.tab === tab ? 'page' : undefined}
                data-tab={h.tab}
                variant="light"
                className={classes.item}
              />
            ))}
          </nav>
        </div>
        <div className={classes.main}>
          {/* The document shows its own title at the top of the frame: the page's heading is for
              screen readers and crawlers only, so no width shows the title twice. */}
          <VisuallyHidden component="h1">{t(current.label)}</VisuallyHidden>
          <Paper withBorder radius="lg" className={classes.paper}>
            <HelpFrame
              key={`${current.doc}-${language}`}
              title={t(current.label)}
              src={publicFile(`/help/${language}/${current.doc}.html`)}
              least={current.height[language]}
            />
          </Paper>
        </div>
      </div>
    </Container>
  );
}

/** The document's frame: the spec's height at least, and as tall as the document. */
function HelpFrame({ title, src, least }: { title: string; src: string; least: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useFrameFit(frame, least);
  return <iframe ref={frame} title={title} src={src} height={height} className={classes.frame} />;
}
