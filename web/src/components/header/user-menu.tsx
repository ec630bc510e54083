import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { MenuButton } from './menu-button';
import { UserGreeting, useLogOut } from './user-greeting';
import classes from './header.module.css';

/** Signed in: avatar and "Hi {nickname}" with Account Settings, My Order and Log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logOut = useLogOut();
  return (
    <MenuButton
      align="end"
      className={`${classes.link} ${classes.userButton}`}
      rootClassName={classes.userMenu}
      navigate={navigate}
      label={<UserGreeting />}
      entries={[
        { key: 'settings', label: t('nav.accountSettings'), href: paths.AccountSettings },
        { key: 'orders', label: t('nav.myOrder'), href: paths.Order },
        { key: 'logout', label: t('nav.logOut'), onSelect: logOut },
      ]}
    />
  );
}
