/**
 * The languages of the app, each named in its own script (the language menu shows these), and the
 * one digit system each writes every figure in: counts, dates and phone numbers alike, so a page
 * never mixes two. Nepali writes its own Devanagari digits (as Nepali print and forms do); Hindi
 * writes Latin ones (India's official form of the digits, and what hi-IN uses by default).
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', locale: 'en-US', numberingSystem: 'latn' },
  { code: 'hi', label: 'हिन्दी', locale: 'hi-IN', numberingSystem: 'latn' },
  { code: 'ne', label: 'नेपाली', locale: 'ne-NP', numberingSystem: 'deva' },
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

/** The digit system of a language (see LANGUAGES): `latn` or `deva`. */
export function numberingSystemOf(language: Language): 'latn' | 'deva' {
  return LANGUAGES.find((l) => l.code === language)?.numberingSystem ?? 'latn';
}

/**
 * Text with Latin digits written in the language's digits: for figures Intl does not write (a
 * phone number, a date from a browser without the language's data). Other characters stay.
 */
export function localDigits(text: string, language: Language): string {
  if (numberingSystemOf(language) !== 'deva') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
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
