import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { Dismiss24Regular, Navigation24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { mergeClasses } from '@griffel/react';
import { breakpoints } from '@hr/ui/theme';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useMediaQuery } from '../hooks/use-media-query';
import { useLayoutStyles } from './layout-styles';
import { ThemeToggle } from './theme-toggle';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
}

export interface LayoutFrameProps {
  /** null while the remotes' descriptors load: no navigation yet (it would fill in under the pointer). */
  navItems: NavItem[] | null;
  /** Sidebar width in px: 240 for admins, 220 for collectors. */
  width: number;
  userName: string;
  onLogout(): void;
  children: ReactNode;
}

function SideNav({ navItems, onLogout, onNavigate }: Pick<LayoutFrameProps, 'navItems' | 'onLogout'> & { onNavigate?(): void }) {
  const styles = useLayoutStyles();
  if (!navItems) return null;
  return (
    <nav className={styles.nav} aria-label="Main navigation">
      <ul className={styles.navList}>
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) => mergeClasses(styles.navLink, isActive && styles.navLinkActive)}
            >
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Button appearance="subtle" className={styles.logout} icon={<SignOut24Regular />} onClick={onLogout}>
            Logout
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
export function LayoutFrame({ navItems, width, userName, onLogout, children }: LayoutFrameProps) {
  const styles = useLayoutStyles();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
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
      {wide ? (
        <aside className={styles.sidebar} style={{ width }}>
          <p className={styles.brand}>Household Registry</p>
          <SideNav navItems={navItems} onLogout={onLogout} />
        </aside>
      ) : (
        <OverlayDrawer
          open={drawerOpen}
          onOpenChange={(_, data) => setDrawerOpen(data.open)}
          style={{ width }}
          aria-label="Navigation"
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
                  aria-label="Close navigation"
                  icon={<Dismiss24Regular />}
                  onClick={() => setDrawerOpen(false)}
                />
              }
            >
              Household Registry
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            <SideNav
              navItems={navItems}
              onLogout={() => {
                loggingOut.current = true;
                setDrawerOpen(false);
                // Signs out even where the closing animation never reports its end.
                window.setTimeout(finishLogout, 2000);
              }}
              onNavigate={() => setDrawerOpen(false)}
            />
          </DrawerBody>
        </OverlayDrawer>
      )}
      <div className={styles.main}>
        <header className={styles.header}>
          {!wide && (
            <Button
              className={styles.headerButton}
              appearance="subtle"
              aria-label="Open navigation"
              icon={<Navigation24Regular />}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <span className={styles.headerTitle}>{wide ? '' : 'Household Registry'}</span>
          <span className={styles.userName}>{userName}</span>
          <ThemeToggle className={styles.headerButton} />
        </header>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
