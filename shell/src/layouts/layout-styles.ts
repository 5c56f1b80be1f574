import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { mediaUp } from '@hr/ui/theme';

export const useLayoutStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh' },
  sidebar: {
    flexShrink: 0,
    boxSizing: 'border-box',
    position: 'sticky',
    top: 0,
    height: '100vh',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brand: {
    margin: 0,
    padding: '16px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  /** The header's icon buttons are touch-sized: the menu button is what phones use to navigate. */
  headerButton: { minWidth: '44px', minHeight: '44px' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: '56px',
    padding: '0 16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  headerTitle: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  userName: { color: tokens.colorNeutralForeground2 },
  content: {
    flexGrow: 1,
    boxSizing: 'border-box',
    padding: '16px',
    [mediaUp('md')]: { padding: '24px' },
  },
  nav: { display: 'flex', flexDirection: 'column', gap: '4px', padding: '8px' },
  navList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  navLink: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  navLinkActive: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  logout: { justifyContent: 'flex-start', width: '100%', padding: '8px 12px', fontWeight: tokens.fontWeightRegular },
});
