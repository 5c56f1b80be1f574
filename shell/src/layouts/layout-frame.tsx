import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import {
  Dismiss24Regular,
  Navigation24Regular,
  ShieldKeyhole24Regular,
  SignOut24Regular,
} from '@fluentui/react-icons';
import { useRestoreFocusTarget } from '@fluentui/react-tabster';
import { mergeClasses } from '@griffel/react';
import { breakpoints } from '@hr/ui/theme';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { CompactLanguageMenu } from '../components/compact-language-menu';
import { LanguageMenu } from '../components/language-menu';
import { useShellT } from '../i18n';
import { ThemeToggle } from '../components/theme-toggle';
import { useMediaQuery } from '@hr/ui/page';
import type { SidebarCount } from '@hr/contracts';
import type { ActiveNav } from './active-nav';
import { useLayoutStyles } from './layout-styles';
import { NavCount } from './nav-count';

/** The skip link's target. */
const MAIN_ID = 'main-content';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** A number to show after the label (the descriptor's `count`). */
  count?: SidebarCount;
}

export interface LayoutFrameProps {
  /** null while the remotes' descriptors load: no navigation yet (it would fill in under the pointer). */
  navItems: NavItem[] | null;
  /** The item of the section the page belongs to (see activeNav), highlighted. */
  active: ActiveNav | null;
  /** Sidebar width in px (240 in both areas). */
  width: number;
  userName: string;
  /** A line under the name: a supervisor's wards ("Wards 3, 4"). */
  userNote?: string;
  onLogout(): void;
  /** The office area's Account security page (second factors, issue 39), above Logout. */
  accountLink?: string;
  children: ReactNode;
}

function SideNav({
  navItems,
  active,
  onLogout,
  onNavigate,
  accountLink,
}: Pick<LayoutFrameProps, 'navItems' | 'active' | 'onLogout' | 'accountLink'> & {
  onNavigate?(): void;
}) {
  const styles = useLayoutStyles();
  const t = useShellT();
  if (!navItems) return null;
  return (
    <nav className={styles.nav} aria-label={t('layout.mainNavigation')}>
      <ul className={styles.navList}>
        {navItems.map((item) => {
          const current = active?.path === item.to ? active.kind : null;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                // `page` on the item's own page; `true` (the current section) on a page under it.
                aria-current={current === 'page' ? 'page' : current ? 'true' : undefined}
                className={mergeClasses(styles.navLink, current ? styles.navLinkActive : undefined)}
              >
                {item.icon}
                {item.label}
                {item.count && <NavCount count={item.count} />}
              </Link>
            </li>
          );
        })}
        {accountLink && (
          <li>
            <Link
              to={accountLink}
              onClick={onNavigate}
              aria-current={active?.path === accountLink ? 'page' : undefined}
              className={mergeClasses(
                styles.navLink,
                active?.path === accountLink ? styles.navLinkActive : undefined,
              )}
            >
              <ShieldKeyhole24Regular />
              {t('layout.accountSecurity')}
            </Link>
          </li>
        )}
        <li>
          {/* Dressed as the links above it: the same box, icon size and gap, so they line up. */}
          <Button
            appearance="subtle"
            className={styles.navButton}
            icon={{ className: styles.navButtonIcon, children: <SignOut24Regular /> }}
            onClick={onLogout}
          >
            {t('layout.logout')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The side-navigation layout of both areas: a permanent sidebar from the md breakpoint up, an
 * overlay drawer behind a menu button below it; the header shows who is signed in and the theme
 * switch. The page content (a remote's routes) renders in the main column.
 */
export function LayoutFrame({
  navItems,
  active,
  width,
  userName,
  userNote,
  onLogout,
  accountLink,
  children,
}: LayoutFrameProps) {
  const styles = useLayoutStyles();
  const t = useShellT();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // When the drawer closes (Escape, its close button, the backdrop, a link) the focus goes back
  // to the menu button that opened it, not to the top of the page: the button is the drawer's
  // focus-restore target (DialogTrigger would mark it so; this button opens the drawer itself).
  const restoreFocusTarget = useRestoreFocusTarget();
  const dismissDrawer = () => setDrawerOpen(false);
  // Logout from the drawer closes it first and signs out once it has gone. Unmounting the open
  // drawer with the layout would leave its focus trap active and the login page aria-hidden
  // (tabster restores the page 250 ms after the focus has left the drawer).
  const loggingOut = useRef(false);
  const finishLogout = () => {
    if (!loggingOut.current) return;
    loggingOut.current = false;
    onLogout();
  };

  return (
    <div className={styles.root}>
      {/* The first tab stop: past the sidebar and the header to the page itself. */}
      <a
        className={styles.skipLink}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus, not a fragment navigation: the router keeps the address as it is.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('layout.skipToMain')}
      </a>
      {wide ? (
        <aside className={styles.sidebar} style={{ width }}>
          <p className={styles.brand}>{t('appTitle')}</p>
          <SideNav
            navItems={navItems}
            active={active}
            onLogout={onLogout}
            accountLink={accountLink}
          />
        </aside>
      ) : (
        <OverlayDrawer
          open={drawerOpen}
          onOpenChange={(_, data) => (data.open ? setDrawerOpen(true) : dismissDrawer())}
          style={{ width }}
          aria-label={t('layout.navigation')}
          surfaceMotion={{
            onMotionFinish: (_, { direction }) => {
              if (direction === 'exit' && loggingOut.current) window.setTimeout(finishLogout, 300);
            },
          }}
        >
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={t('layout.closeNavigation')}
                  icon={<Dismiss24Regular />}
                  onClick={dismissDrawer}
                />
              }
            >
              {t('appTitle')}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            {/* On a phone the header has no room for the name: it is said here. */}
            <p className={styles.drawerUser}>
              {userName}
              {userNote && <span className={styles.userNote}>{userNote}</span>}
            </p>
            <SideNav
              navItems={navItems}
              active={active}
              onLogout={() => {
                loggingOut.current = true;
                setDrawerOpen(false);
                // Signs out even where the closing animation never reports its end.
                window.setTimeout(finishLogout, 2000);
              }}
              onNavigate={() => setDrawerOpen(false)}
              accountLink={accountLink}
            />
          </DrawerBody>
        </OverlayDrawer>
      )}
      <div className={styles.main}>
        <header className={styles.header}>
          {!wide && (
            <Button
              {...restoreFocusTarget}
              className={styles.headerButton}
              appearance="subtle"
              aria-label={t('layout.openNavigation')}
              icon={<Navigation24Regular />}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <span className={styles.headerTitle}>{wide ? '' : t('appTitle')}</span>
          {wide && (
            <span className={styles.userName}>
              {userName}
              {userNote && <span className={styles.userNote}>{userNote}</span>}
            </span>
          )}
          {wide ? <LanguageMenu className={styles.languageMenu} /> : <CompactLanguageMenu />}
          <ThemeToggle className={styles.headerButton} />
        </header>
        <OfflineBanner />
        <main id={MAIN_ID} tabIndex={-1} className={styles.content}>
          {children}
        </main>
      </div>
    </div>
  );
}
