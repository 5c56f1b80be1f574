import { tokens } from '@fluentui/react-theme';
import { makeStyles, shorthands } from '@griffel/react';
import { mediaUp } from '@hr/ui/theme';

export const useLayoutStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh' },
  // Out of sight until it has the keyboard focus; then at the top left, above the header.
  skipLink: {
    position: 'absolute',
    top: '8px',
    left: '8px',
    zIndex: 2,
    padding: '12px 16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    boxShadow: tokens.shadow16,
    fontWeight: tokens.fontWeightSemibold,
    transform: 'translateY(-200%)',
    ':focus': {
      transform: 'none',
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
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
  // The wide header's select (phones get the compact button, compact-language-menu.tsx).
  languageMenu: { flexShrink: 0, width: '104px' },
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
  // One line at any width. On a phone the name is in the drawer and the language a compact
  // button, so the title fits a 360px screen whole; should a longer one not, it ends in an
  // ellipsis rather than wrapping the header onto two lines.
  headerTitle: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  userName: {
    minWidth: 0,
    maxWidth: '40%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
  },
  // Under the name (a supervisor's wards): a line of its own, smaller, in the name's box.
  userNote: {
    display: 'block',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // The signed-in user's name at the top of the phone drawer.
  drawerUser: {
    margin: '0 8px 8px',
    padding: '0 12px',
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  content: {
    flexGrow: 1,
    // Focused by the skip link (tabIndex -1): a page, not a control, so no focus ring.
    ':focus': { outline: 'none' },
    boxSizing: 'border-box',
    padding: '16px',
    [mediaUp('md')]: { padding: '24px' },
  },
  nav: { display: 'flex', flexDirection: 'column', gap: '4px', padding: '8px' },
  navList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
  },
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
  // The current section: neutral text on the selected background (brand-coloured text measured
  // 4.49:1 there in the dark theme) and a brand bar on its start edge, as Fluent's own Nav does.
  navLinkActive: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1Selected,
    boxShadow: `inset ${tokens.strokeWidthThicker} 0 0 ${tokens.colorCompoundBrandStroke}`,
  },
  // Logout is a Fluent button dressed as the links above it (same box, icon and text positions).
  navButton: {
    gap: '12px',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    width: '100%',
    minWidth: 0,
    justifyContent: 'flex-start',
    ...shorthands.borderWidth(0),
    fontWeight: tokens.fontWeightRegular,
  },
  navButtonIcon: { width: '24px', height: '24px', fontSize: '24px', marginRight: 0 },
});
