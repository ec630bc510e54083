import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { firstFile } from '../../lib/file-ref';
import { session, signOut } from '../../lib/state/session';
import { MenuButton } from './menu-button';
import classes from './header.module.css';

/** Signed in: avatar and "Hi {nickname}" with Account Settings, My Order and Log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const [, navigate] = useLocation();
  const name = userInfo?.nickName ?? '';
  return (
    <MenuButton
      align="end"
      className={classes.link}
      navigate={navigate}
      label={
        <Group gap={8} wrap="nowrap">
          <Avatar src={firstFile(userInfo?.avatar)} alt="" radius="xl" size={32} color="atlas">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text fw={600} size="sm" truncate maw={160}>
            {t('nav.greeting', { name })}
          </Text>
        </Group>
      }
      entries={[
        { key: 'settings', label: t('nav.accountSettings'), href: paths.AccountSettings },
        { key: 'orders', label: t('nav.myOrder'), href: paths.Order },
        {
          key: 'logout',
          label: t('nav.logOut'),
          onSelect: () => {
            signOut();
            navigate(paths.Login);
          },
        },
      ]}
    />
  );
}
