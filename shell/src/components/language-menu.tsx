import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { LANGUAGES, isLanguage } from '@hr/i18n/languages';
import { useShellLanguage, useShellT } from '../i18n';

const useStyles = makeStyles({
  // Dressed as Fluent's outline Select (a native one: Fluent's would weigh on the login page).
  select: {
    minHeight: '32px',
    padding: '0 8px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
});

/**
 * The language switch of the headers and the login pages: each language named in its own script
 * (with its `lang`, so a screen reader says it right). A native select, so a phone shows its own
 * picker. Switching re-renders in place: no reload, typed input stays.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const styles = useStyles();
  const t = useShellT();
  const [language, setLanguage] = useShellLanguage();
  return (
    <select
      className={mergeClasses(styles.select, className)}
      aria-label={t('language.label')}
      title={t('language.label')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
