import { currentLanguage } from './instance';
import { localDigits, localeOf, numberingSystemOf, type Language } from './languages';

/**
 * Intl formatters, kept by locale and options: building one costs a hundred times what formatting
 * with it does (a table's first render built one per cell: 24 ms of a phone's long task).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string | undefined,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A number in the active language's own way, grouped ('2,000') in the language's digits
 * (numberingSystemOf: Nepali Devanagari, Hindi Latin), whatever the browser's locale data holds.
 */
export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  language: Language = currentLanguage(),
): string {
  const locale = localeOf(language);
  const all = { numberingSystem: numberingSystemOf(language), ...options };
  return cached('number', locale, all, () => new Intl.NumberFormat(locale, all)).format(value);
}

/**
 * A text of figures Intl does not format (a ward number as typed: '12', '12A') in the active
 * language's digits, so a page writes all its figures in one system ('वडा १२' beside '३ घरपरिवार').
 */
export function formatDigits(text: string, language: Language = currentLanguage()): string {
  return localDigits(text, language);
}

/** A date (a Date, an ISO string or a time stamp) in the active language. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  language: Language = currentLanguage(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const locale = localeOf(language);
  const all = { numberingSystem: numberingSystemOf(language), ...options };
  const text = cached('date', locale, all, () => new Intl.DateTimeFormat(locale, all)).format(date);
  return language === 'ne' ? nepaliDate(text) : localDigits(text, language);
}

/**
 * A date in the reader's way: in English after the browser's own locale ('23 Nov' or 'Nov 23',
 * as before the languages came), in Hindi or Nepali in that language's (`formatDate`).
 */
export function formatReaderDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const language = currentLanguage();
  // A 24-hour clock: Chromium writes Hindi times with a Latin 'am'/'pm'.
  const clock = options.timeStyle || options.hour ? { hourCycle: 'h23' as const } : {};
  if (language !== 'en') return formatDate(value, { ...options, ...clock }, language);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return cached(
    'date',
    undefined,
    options,
    () => new Intl.DateTimeFormat(undefined, options),
  ).format(date);
}

const MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
/**
 * An English month name as Intl writes it, short or long, with or without a dot ('Sept.').
 * Built from MONTHS_EN so that every month it matches has its Nepali name at the same index.
 */
const ENGLISH_MONTH = new RegExp(`\\b(${MONTHS_EN.join('|')})[a-z]*\\.?`, 'g');

/**
 * Nepali dates where the browser's Intl has no Nepali date names (Debian's Chromium writes
 * 'Nov 24, 2026' for ne-NP; Node's full ICU writes '२०२६ नोभेम्बर २४'): English month names,
 * AM/PM and Latin digits become Nepali. A date Intl already wrote in Nepali passes unchanged.
 */
export function nepaliDate(text: string): string {
  return text
    .replace(ENGLISH_MONTH, (_, m: string) => MONTHS_NE[MONTHS_EN.indexOf(m)]!)
    .replace(/\bAM\b/g, 'पूर्वाह्न')
    .replace(/\bPM\b/g, 'अपराह्न')
    .replace(/[0-9]+/g, (digits) => localDigits(digits, 'ne'));
}

/**
 * The plural category of a count in the active language (`one`, `other`...), for texts that are
 * not i18next keys; keys use i18next's own `_one`/`_other` suffixes with `count`.
 */
export function plural(count: number, language: Language = currentLanguage()): Intl.LDMLPluralRule {
  const locale = localeOf(language);
  return cached('plural', locale, undefined, () => new Intl.PluralRules(locale)).select(count);
}
