import { Select } from '@fluentui/react-select';
import { LANGUAGES, isLanguage, useLanguage, useT } from '@hr/i18n';

/**
 * The language switch of the headers and the login pages: each language named in its own script
 * (with its `lang`, so a screen reader says it right). A native select: light enough for the
 * login page's budget, and a phone shows its own picker. Switching re-renders in place.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const t = useT('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <Select
      className={className}
      aria-label={t('language.label')}
      title={t('language.label')}
      value={language}
      onChange={(_, data) => {
        if (isLanguage(data.value)) void setLanguage(data.value);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </Select>
  );
}
