import { GlobeRegular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useShellLanguage } from '../i18n';
import { LanguageMenu } from './language-menu';

const useStyles = makeStyles({
  // A subtle icon button's look: the globe and the language's code, as wide as they need.
  button: {
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4px',
    minWidth: '44px',
    minHeight: '44px',
    boxSizing: 'border-box',
    padding: '0 6px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  globe: { fontSize: '20px', flexShrink: 0 },
  // The native select over the whole button, invisible: a tap opens the phone's own picker and a
  // screen reader meets the select ('Language, English'), not the drawing under it.
  overlay: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    minHeight: 0,
    margin: 0,
    padding: 0,
    opacity: 0,
  },
});

/**
 * The phone header's language switch: a compact button (a globe and the language's code, 'EN')
 * instead of the select with the language's whole name, so the app's title fits beside it.
 */
export function CompactLanguageMenu({ className }: { className?: string }) {
  const styles = useStyles();
  const [language] = useShellLanguage();
  return (
    <span className={mergeClasses(styles.button, className)}>
      <GlobeRegular className={styles.globe} aria-hidden />
      <span aria-hidden>{language.toUpperCase()}</span>
      <LanguageMenu className={styles.overlay} />
    </span>
  );
}
