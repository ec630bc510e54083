import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { firstFile } from '../../lib/file-ref';
import { session, signOut } from '../../lib/state/session';
import classes from './header.module.css';

/**
 * The signed-in visitor's avatar and "Hi {nickname}", in the header's menu and the phone menu. In
 * the header the greeting is whole wherever the header has room (a nickname has at most 15
 * characters); only a header too narrow for it ends it with an ellipsis, the full greeting in its
 * title. In the phone menu it wraps.
 */
export function UserGreeting({ size = 32, inMenu = false }: { size?: number; inMenu?: boolean }) {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const name = userInfo?.nickName ?? '';
  const greeting = t('nav.greeting', { name });
  return (
    <Group gap={8} wrap="nowrap" className={classes.greeting}>
      <Avatar src={firstFile(userInfo?.avatar)} alt="" radius="xl" size={size} color="atlas">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text
        fw={600}
        size={inMenu ? 'md' : 'sm'}
        className={inMenu ? undefined : classes.greetingText}
        title={inMenu ? undefined : greeting}
      >
        {greeting}
      </Text>
    </Group>
  );
}

/** Log out as the spec has it: the session is cleared and Login opens. */
export function useLogOut() {
  const [, navigate] = useLocation();
  return () => {
    signOut();
    navigate(paths.Login);
  };
}
