import { useEffect } from 'react';
import { Button } from '../../components/light/button';
import { Center, Stack } from '../../components/light/layout';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { AppLinks } from '../../components/app-links/app-links';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useParams, useSearch } from 'wouter';
import { paths } from '../../app/paths';
import { LoadState } from '../../components/layout/load-state';
import { PageMeta } from '../../components/layout/page-meta';
import { parsePcPath } from '../../lib/file-ref';
import { ui } from '../../lib/state/ui';
import { useLoad } from '../../lib/use-load';
import { BackBar } from './back-bar';
import { loadSoftware } from './load-software';
import { ANATOMY_PID, anatomyPath, readDetailQuery, slugWords } from './product-path';
import classes from './products.module.css';

/**
 * The software in a full-page frame (requirements R2 ViewDetail): `?pid=&sid=`, or the variant
 * `?id=&sId=&new=`; no ids -> 404; package 3 -> the fixed anatomy web path; otherwise the item of
 * the package's list whose id is the software id.
 */
export function ViewDetailPage() {
  const query = readDetailQuery(useSearch());
  const { title = '' } = useParams<{ title: string }>();
  if (!query) return <Redirect to={paths.NotFound} replace />;
  // A new `new` value mounts a new frame: the software loads afresh.
  return <DetailFrame key={query.fresh ?? ''} pid={query.pid} sid={query.sid} routeTitle={slugWords(title)} />;
}

type Target = { title: string; url: string | null } | 'unknown';

function DetailFrame({ pid, sid, routeTitle }: { pid: string; sid: string; routeTitle: string }) {
  const { t, i18n } = useTranslation();
  const { navHidden } = useSnapshot(ui);
  const target = useLoad<Target>(async () => {
    if (pid === ANATOMY_PID) return { title: t('products.detail.anatomyTitle'), url: anatomyPath() };
    const list = await loadSoftware(pid);
    if (!list) return null;
    const item = list.find((s) => s.id === sid);
    return item ? { title: item.title, url: parsePcPath(item.pcPath) } : 'unknown';
  }, [pid, sid, routeTitle, i18n.language]);

  // The top navigation is hidden while the frame is open and comes back on leave.
  useEffect(() => {
    ui.navHidden = true;
    return () => {
      ui.navHidden = false;
    };
  }, []);

  if (target.data === 'unknown') return <Redirect to={paths.NotFound} replace />;
  const title = target.data?.title || routeTitle || t('products.detail.fallbackTitle');
  // The bar and the frame fill the screen (below the navigation when it is shown); the bar may take
  // two rows on a phone, where the program's name goes under the controls.
  return (
    <div className={classes.detail} data-with-nav={navHidden ? undefined : true}>
      <PageMeta title={title} description={t('products.detail.meta')} />
      <BackBar title={title} />
      <LoadState loading={target.loading} failed={target.failed} onRetry={target.retry} minHeight={420}>
        {target.data?.url ? (
          <FrameView url={target.data.url} title={title} />
        ) : (
          <Center mih={420} px="md">
            <Stack align="center" ta="center" gap="sm" maw={520}>
              <Title order={2}>{t('products.detail.appOnlyTitle')}</Title>
              <Text c="var(--ma-muted)">{t('products.detail.appOnlyText')}</Text>
              <Button component={Link} href={paths.Download} color="ember">
                {t('products.downloadApp')}
              </Button>
              <AppLinks />
            </Stack>
          </Center>
        )}
      </LoadState>
    </div>
  );
}

function FrameView({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <iframe src={url} title={t('products.detail.frameTitle', { title })} className={classes.frame} allow="fullscreen" />
  );
}
