import { type ReactNode, useRef } from 'react';
import { Container, Paper, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import type { UserInfo } from '#contract/entities.js';
import { PageHeader } from '../../components/layout/page-header';
import { PageLoader } from '../../components/layout/page-loader';
import { PageMeta } from '../../components/layout/page-meta';
import { session } from '../../lib/state/session';
import { DeleteTab } from './delete-tab';
import { PasswordTab } from './password-tab';
import { ProfileTab } from './profile-tab';
import { FillScreen } from '../../components/layout/fill-screen';
import classes from './account-settings.module.css';
import '@mantine/core/styles/Tabs.layer.css';

/** requirements R4: tabs 1 profile, 2 password, 3 delete account. */
const TABS = ['1', '2', '3'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** Signed-in only: the route manifest puts it behind RequireSession. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  // After a reset or deletion signs the user out, the page keeps showing them behind its last dialog.
  const lastUser = useRef<UserInfo | null>(null);
  if (userInfo) lastUser.current = userInfo;
  const user = lastUser.current;
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : '1';
  const select = (value: string | null) => {
    if (isTab(value)) setParams((p) => (p.set('tab', value), p), { replace: true });
  };

  const panel = (content: (u: UserInfo) => ReactNode) => (user ? content(user) : <PageLoader />);

  return (
    <FillScreen align="start" className={classes.screen}>
      <PageMeta title={t('account.title')} description={t('account.intro')} />
      <PageHeader title={t('account.title')} intro={t('account.intro')} />
      <Container className={classes.body}>
        <Tabs
          value={tab}
          onChange={select}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="pills"
          radius="md"
          keepMounted={false}
          classNames={{
            root: classes.tabs,
            list: classes.menu,
            tab: classes.tab,
            tabLabel: classes.tabLabel,
            panel: classes.panel,
          }}
        >
          <Tabs.List aria-label={t('account.menu')}>
            <Tabs.Tab value="1">{t('account.tabs.profile')}</Tabs.Tab>
            <Tabs.Tab value="2">{t('account.tabs.password')}</Tabs.Tab>
            <Tabs.Tab value="3">{t('account.tabs.delete')}</Tabs.Tab>
          </Tabs.List>
          <Paper className={classes.card} withBorder radius="lg">
            <Tabs.Panel value="1">
              {panel((u) => (
                <ProfileTab user={u} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="2">
              {panel((u) => (
                <PasswordTab email={u.email} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="3">
              <DeleteTab />
            </Tabs.Panel>
          </Paper>
        </Tabs>
      </Container>
    </FillScreen>
  );
}
