import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, setLanguage } from './instance';
import type { Language } from './languages';

/** The translate function of a namespace; the component renders again on a language switch. */
export function useT(ns: string) {
  return useTranslation(ns).t;
}

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The active language and the switch (no reload, no remount: form input stays). */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return [language, setLanguage];
}
