import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { mediaDown } from '@hr/ui/theme';

export const useLoginStyles = makeStyles({
  // The card in the middle of the screen both ways (100vh: the page wrapper only has a
  // min-height, which a percentage cannot resolve against); the theme switch in the top corner.
  page: {
    position: 'relative',
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '64px 16px',
  },
  // The language menu and the theme switch, top right.
  toolbar: {
    position: 'absolute',
    top: '8px',
    right: '8px',
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
  },
  themeToggle: { minWidth: '44px', minHeight: '44px' },
  card: {
    width: '100%',
    maxWidth: '400px',
    boxSizing: 'border-box',
    padding: '32px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  product: { margin: 0, color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  // On a phone the fields and Sign in are touch-sized (44px), as the collector's wizard is.
  control: { [mediaDown('sm')]: { minHeight: '44px' } },
  footer: { textAlign: 'center' },
  // A router link in Fluent's link colours (Fluent's Link package is not worth its bytes here).
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});
