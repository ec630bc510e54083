import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { burgerClasses } from '../light/burger';
import { Button, UnstyledButton } from '../light/button';
import { Container, Group } from '../light/layout';
import { Anchor } from '../light/text';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { session } from '../../lib/state/session';
import { ui } from '../../lib/state/ui';
import logoUrl from '../../assets/illustrations/logo.svg';
import { LanguageSwitch } from './language-switch';
import { MenuButton } from './menu-button';
import { mainItems, productItems, topBarItems } from './nav-items';
import classes from './header.module.css';
import { useBrand } from '../../lib/brand';
import { lazyPart } from '../../lib/lazy-part';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// Signed in only (its avatar is Mantine's): asked for at once when the page opens with a session.
const { Part: UserMenu, preload: preloadUserMenu } = lazyPart(() => import('./user-menu').then((m) => m.UserMenu), {
  reload: false,
});
if (session.token) void preloadUserMenu();

const TOP_BAR_HIDE_AFTER = 40;

export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { token } = useSnapshot(session);
  const { topBarHidden, pageAction } = useSnapshot(ui);
  const [location, navigate] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // The phone menu's code loads the first time it is opened.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const toggleDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen((open) => !open);
  };

  const topBar = useRef<HTMLDivElement>(null);
  // The store changes (and the header renders) only when the top bar's state flips, not on every
  // scroll. The bar has scrolled away by then (header.module.css); above the demo's ribbon it is
  // hidden once it is out of sight too, so no empty band shows.
  useEffect(() => {
    const update = () => {
      ui.topBarHidden =
        window.scrollY > TOP_BAR_HIDE_AFTER && (topBar.current?.getBoundingClientRect().bottom ?? 0) <= 0;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  // A new address closes the phone menu.
  useEffect(() => closeDrawer(), [location, closeDrawer]);

  const active = (href: string) => (location === href ? 'page' : undefined);
  const link = (route: keyof typeof paths, label: string, className = classes.link) => (
    <Anchor key={route} component={Link} href={paths[route]} className={className} aria-current={active(paths[route])}>
      {t(label)}
    </Anchor>
  );

  return (
    <header className={classes.header}>
      <div
        ref={topBar}
        className={classes.topBar}
        data-hidden={topBarHidden || undefined}
        aria-hidden={topBarHidden || undefined}
      >
        <Container className={classes.topBarInner}>
          <nav aria-label={t('nav.secondary')}>
            <Group gap="lg">{topBarItems.map((i) => link(i.route, i.label, classes.topLink))}</Group>
          </nav>
        </Container>
      </div>
      <Container className={classes.mainBar}>
        <Anchor
          component={Link}
          href={paths.Home}
          className={classes.brand}
          aria-label={t('nav.homeAria', { brand: brand })}
        >
          <img src={logoUrl} alt="" width={36} height={36} />
          <span>{brand}</span>
        </Anchor>
        <nav aria-label={t('nav.primary')} className={`${classes.desktopNav} ${classes.primaryNav}`}>
          <Group gap="xs" wrap="nowrap">
            {link('Home', 'nav.home')}
            <MenuButton
              label={
                <>
                  {t('nav.products')} <span aria-hidden="true">▾</span>
                </>
              }
              className={classes.link}
              navigate={navigate}
              entries={productItems.map((i) => ({
                key: i.route,
                label: t(i.label),
                href: paths[i.route],
                current: location === paths[i.route],
              }))}
            />
            {mainItems.map((i) => link(i.route, i.label))}
          </Group>
        </nav>
        <Group gap="sm" wrap="nowrap" className={`${classes.desktopNav} ${classes.account}`}>
          <LanguageSwitch />
          {token ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <Button component={Link} href={paths.Login} color="ember">
              {t('nav.logIn')}
            </Button>
          )}
        </Group>
        {pageAction ? (
          <Button
            component={Link}
            href={pageAction.href}
            size="sm"
            color="ember"
            className={classes.pageAction}
            data-shown={pageAction.shown || undefined}
            aria-hidden={!pageAction.shown || undefined}
            tabIndex={pageAction.shown ? undefined : -1}
          >
            {pageAction.label}
          </Button>
        ) : null}
        {/* Mantine's Burger draws its lines in a div, which a button may not hold (HTML allows only
            phrasing content there): the same button, with its classes, around a span. */}
        <UnstyledButton
          onClick={toggleDrawer}
          className={`${burgerClasses.root} ${classes.burger}`}
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
        >
          <span className={burgerClasses.burger} data-reduce-motion data-opened={drawerOpen || undefined} />
        </UnstyledButton>
      </Container>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      ) : null}
    </header>
  );
}
