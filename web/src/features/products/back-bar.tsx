import { Button } from '../../components/light/button';
import { Switch } from '../../components/light/switch';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { goBackOr } from '../../lib/public-history';
import { ui } from '../../lib/state/ui';
import { ArrowLeft } from './icons';
import classes from './products.module.css';

/** The frame page's bar (tab 100): Back, the program's name, and a switch for the site navigation. */
export function BackBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const { navHidden } = useSnapshot(ui);
  const [, navigate] = useLocation();
  const back = () => goBackOr(() => navigate(paths.Home));
  return (
    <div className={classes.backBar} data-tab="100" role="region" aria-label={t('products.detail.barLabel')}>
      <Button variant="white" color="atlas" size="sm" leftSection={<ArrowLeft />} onClick={back}>
        {t('products.detail.back')}
      </Button>
      <h1 className={classes.backTitle}>{title}</h1>
      <Switch
        checked={!navHidden}
        onChange={(e) => {
          ui.navHidden = !e.currentTarget.checked;
        }}
        label={t('products.detail.showNav')}
        color="ember"
        styles={{ label: { color: '#fff' } }}
      />
    </div>
  );
}
