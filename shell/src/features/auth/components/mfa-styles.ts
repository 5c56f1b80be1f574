import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useMfaStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  subheading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0 },
  // The QR code on a light square in both themes: scanners need the contrast.
  qr: {
    width: '200px',
    maxWidth: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    '& svg': { display: 'block', width: '100%', height: 'auto' },
  },
  key: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  codes: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXXL,
    fontFamily: tokens.fontFamilyMonospace,
    columns: '2 8rem',
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    maxWidth: '40rem',
  },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  link: {
    alignSelf: 'flex-start',
    background: 'none',
    border: 'none',
    padding: 0,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    cursor: 'pointer',
    fontSize: 'inherit',
  },
});
