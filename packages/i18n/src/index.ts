// The app's one i18n instance and its helpers (docs/i18n.md). Shared as a federation singleton.
export {
  i18n,
  registerNamespace,
  setLanguage,
  currentLanguage,
  type NamespaceLoaders,
} from './instance';
export {
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  initialLanguage,
  isLanguage,
  localeOf,
  localDigits,
  numberingSystemOf,
  type Language,
  type LoadedLanguage,
} from './languages';
export { formatNumber, formatDate, formatDigits, formatReaderDate, plural } from './format';
export { serverErrorText } from './errors';
export { useT, useLanguage } from './hooks';
export { Trans } from 'react-i18next';
export type { TFunction } from 'i18next';
