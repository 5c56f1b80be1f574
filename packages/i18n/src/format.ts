import { currentLanguage } from './instance';
import { localeOf, type Language } from './languages';

/** A number in the active language's own way (Nepali writes Devanagari digits, Hindi Latin ones). */
export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  language: Language = currentLanguage(),
): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** A date (a Date, an ISO string or a time stamp) in the active language. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language: Language = currentLanguage(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(localeOf(language), options).format(date);
}

/**
 * The plural category of a count in the active language (`one`, `other`...), for texts that are
 * not i18next keys; keys use i18next's own `_one`/`_other` suffixes with `count`.
 */
export function plural(count: number, language: Language = currentLanguage()): Intl.LDMLPluralRule {
  return new Intl.PluralRules(localeOf(language)).select(count);
}
