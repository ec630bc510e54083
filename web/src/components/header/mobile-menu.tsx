import { Anchor, Button, Divider, Drawer, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { type RouteName, paths } from '../../app/paths';
import { session } from '../../lib/state/session';
import { LanguageSwitch } from './language-switch';
import { mainItems, productItems, topBarItems } from './nav-items';
import { UserGreeting, useLogOut } from './user-greeting';
import classes from './header.module.css';
import { useBrand } from '../../lib/brand';

/**
 * The phone menu: every header link in a drawer (loaded when the burger is first pressed), and for
 * a signed-in visitor what the desktop's account menu offers, greeting first.
 */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { token } = useSnapshot(session);
  const [location] = useLocation();
  const logOut = useLogOut();
  const link = (route: RouteName, label: string) => (
    <Anchor
      key={route}
      component={Link}
      href={paths[route]}
      className={classes.drawerLink}
      aria-current={location === paths[route] ? 'page' : undefined}
    >
      {t(label)}
    </Anchor>
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={brand}
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <nav aria-label={t('nav.mobile')}>
        <Stack gap="xs">
          {token ? (
            <>
              <div className={classes.drawerGreeting}>
                <UserGreeting size={40} inMenu />
              </div>
              {link('AccountSettings', 'nav.accountSettings')}
              {link('Order', 'nav.myOrder')}
              <UnstyledButton
                className={classes.drawerLink}
                onClick={() => {
                  onClose();
                  logOut();
                }}
              >
                {t('nav.logOut')}
              </UnstyledButton>
              <Divider my={4} />
            </>
          ) : null}
          {link('Home', 'nav.home')}
          {[...productItems, ...mainItems, ...topBarItems].map((i) => link(i.route, i.label))}
          <LanguageSwitch />
          {token ? null : (
            <Button component={Link} href={paths.Login} color="ember" fullWidth>
              {t('nav.logIn')}
            </Button>
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}
