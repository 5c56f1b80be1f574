/** The languages of the app, each named in its own script (the language menu shows these). */
export const LANGUAGES = [
  { code: 'en', label: 'English', locale: 'en-US' },
  { code: 'hi', label: 'हिन्दी', locale: 'hi-IN' },
  { code: 'ne', label: 'नेपाली', locale: 'ne-NP' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
/** The languages loaded on demand; English is every namespace's source and fallback, bundled. */
export type LoadedLanguage = Exclude<Language, 'en'>;

/** Where the choice is kept (`en`, `hi` or `ne`). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The Intl locale of a language: en-US keeps the English figures exactly as they were. */
export function localeOf(language: Language): string {
  return LANGUAGES.find((l) => l.code === language)?.locale ?? 'en-US';
}

/**
 * The language to start in: the stored choice, else the first of the browser's languages that we
 * have (so `hi-IN` or `ne` start in Hindi or Nepali), else English.
 */
export function initialLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage denied: the browser's language decides
  }
  const nav = globalThis.navigator;
  const preferred = nav?.languages?.length ? nav.languages : [nav?.language ?? 'en'];
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
