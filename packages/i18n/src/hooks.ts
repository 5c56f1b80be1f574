import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, setLanguage } from './instance';
import type { Language } from './languages';

/**
 * Counts every change of the texts: a language switch, or a namespace's texts arriving. Counted
 * by listeners added here, before any component's: when a change is announced, the count a
 * component then reads is already the new one.
 */
let textsVersion = 0;
const countChange = () => {
  textsVersion += 1;
};
i18n.on('languageChanged', countChange);
i18n.store.on('added', countChange);

function subscribeTexts(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}
const textsSnapshot = () => textsVersion;

/**
 * The translate function of a namespace; the component renders again when the language changes
 * or texts arrive, and the function is a new one then (so texts memoized with it are made again).
 *
 * react-i18next alone misses texts that arrive between a component's render and its commit (it
 * listens from the commit on and keeps its old function): a page drawn in a concurrent render
 * while the Hindi texts came in kept its column headers in English. useSyncExternalStore compares
 * the count it rendered with once it listens, so no arrival is missed.
 */
export function useT(ns: string) {
  const version = useSyncExternalStore(subscribeTexts, textsSnapshot, textsSnapshot);
  const { t } = useTranslation(ns);
  return useMemo(() => {
    void version; // a new function for each change of the texts
    return ((...args: Parameters<typeof t>) => t(...args)) as typeof t;
  }, [t, version]);
}

/**
 * The active language and the switch (no reload, no remount: form input stays). It listens with
 * useT's subscription: texts arriving re-read the language, which renders nothing when unchanged.
 */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const language = useSyncExternalStore(subscribeTexts, currentLanguage, currentLanguage);
  return [language, setLanguage];
}
