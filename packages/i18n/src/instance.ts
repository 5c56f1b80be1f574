import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  initialLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  type LoadedLanguage,
} from './languages';

/**
 * The one i18next instance of the page. @hr/i18n is a federation singleton (packages/build/
 * shared.js), so the shell and every remote add their namespaces to this same object.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi', 'ne'],
  // Namespaces arrive with the apps (registerNamespace), none at start.
  ns: [],
  resources: {},
  initAsync: false,
  // React escapes what it renders; escaping here would show `&amp;` in names.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  // No Suspense: a text shows in English for the moment its translation is on the way, and the
  // component renders again when it has arrived ('added'); form state is never thrown away.
  react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
});

function setHtmlLang(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
setHtmlLang(i18n.language);
i18n.on('languageChanged', setHtmlLang);

type Bundle = { default: ResourceKey } | ResourceKey;
/** How a namespace fetches its Hindi and Nepali texts: a dynamic import of the app's own JSON. */
export type NamespaceLoaders = Record<LoadedLanguage, () => Promise<Bundle>>;

const loaders = new Map<string, NamespaceLoaders>();

async function loadNamespace(ns: string, language: Language): Promise<void> {
  const load = language === 'en' ? undefined : loaders.get(ns)?.[language];
  if (!load || i18n.hasResourceBundle(language, ns)) return;
  const bundle = await load();
  const texts = (bundle as { default?: ResourceKey }).default ?? bundle;
  i18n.addResourceBundle(language, ns, texts, true, true);
}

/**
 * Adds an app's namespace: its English texts (the source, bundled with the app) and how to fetch
 * the others. Only the active language is fetched, now and on each switch. Resolves when the
 * active language's texts are in (a failed fetch leaves the English ones showing).
 */
export function registerNamespace(
  ns: string,
  english: ResourceKey,
  load: NamespaceLoaders,
): Promise<void> {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, english, true, true);
  loaders.set(ns, load);
  return loadNamespace(ns, i18n.language as Language).catch(() => undefined);
}

/**
 * Switches the language without a reload: fetches every registered namespace's texts first (so
 * the page changes at once, not piece by piece), then changes, stores the choice and sets
 * `<html lang>`.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  await Promise.all([...loaders.keys()].map((ns) => loadNamespace(ns, language))).catch(
    () => undefined,
  );
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage denied: the choice lasts until the page is closed
  }
  await i18n.changeLanguage(language);
}

/** The active language. */
export function currentLanguage(): Language {
  const lng = i18n.language;
  return isLanguage(lng) ? lng : 'en';
}
