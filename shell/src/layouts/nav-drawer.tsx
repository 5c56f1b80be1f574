import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useShellT } from '../i18n';
import { useLayoutStyles } from './layout-styles';

export interface NavDrawerProps {
  open: boolean;
  width: number;
  userName: string;
  onDismiss(): void;
  /** The closing animation has ended (the frame signs out then when the drawer's Logout asked). */
  onClosed(): void;
  /** The navigation (SideNav) the drawer holds. */
  children: ReactNode;
}

/**
 * The navigation of a narrow screen: an overlay drawer behind the header's menu button. Its code
 * (Fluent's drawer, dialog and motion) loads when the button is first pressed or a few seconds
 * after the page, never with the page's first screen (LayoutFrame).
 */
export function NavDrawer({
  open,
  width,
  userName,
  onDismiss,
  onClosed,
  children,
}: NavDrawerProps) {
  const styles = useLayoutStyles();
  const t = useShellT();
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, data) => !data.open && onDismiss()}
      style={{ width }}
      aria-label={t('layout.navigation')}
      surfaceMotion={{
        onMotionFinish: (_, { direction }) => direction === 'exit' && onClosed(),
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('layout.closeNavigation')}
              icon={<Dismiss24Regular />}
              onClick={onDismiss}
            />
          }
        >
          {t('appTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {/* On a phone the header has no room for the name: it is said here. */}
        <p className={styles.drawerUser}>{userName}</p>
        {children}
      </DrawerBody>
    </OverlayDrawer>
  );
}
