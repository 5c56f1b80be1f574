import { formatDate, type Language } from '@hr/i18n';

/** A date filter's value: the reader's calendar day, `YYYY-MM-DD` ('' = open). */
export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The reader's own calendar day of `date`, YYYY-MM-DD. */
export const isoDate = (date: Date): IsoDate =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day a year, month and day name, at local midnight; null for one that does not exist. */
function day(year: number, month: number, date: number): Date | null {
  const d = new Date(year, month - 1, date);
  d.setFullYear(year); // years 0-99 are not 1900-1999
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === date ? d : null;
}

/** A filter's value as a Date at local midnight; null when open or not a day. */
export function parseIsoDate(value: IsoDate): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? day(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** From after To: the range holds no day (an open end never makes it so). */
export const isInvalidRange = (from: IsoDate, to: IsoDate) => from !== '' && to !== '' && from > to;

/** A date written in the language: 'Nov 28, 2026', '28 नव॰ 2026', 'नोभेम्बर २८, २०२६'. */
export const dateText = (date: Date, language: Language) =>
  formatDate(date, { dateStyle: 'medium' }, language);

const latinDigits = (text: string) =>
  text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
/** A month's name as compared: lower case, without an abbreviation's dot ('Sept.', 'नव॰'). */
const bare = (word: string) => word.toLowerCase().replace(/[.\u0970]/g, '');

/** Each month's names in the language and in English, long and short. */
function monthNames(language: Language): string[][] {
  return Array.from({ length: 12 }, (_, i) => {
    const first = Date.UTC(2000, i, 1);
    const names = (['long', 'short'] as const).flatMap((month) =>
      (['en', language] as const).map((lang) =>
        formatDate(first, { month, timeZone: 'UTC' }, lang),
      ),
    );
    return [...new Set(names.map(bare))];
  });
}

/** The month a word names (a name, or the start of an English one: 'sept'), 1-12; else 0. */
function monthOf(word: string, language: Language): number {
  const w = bare(word);
  const names = monthNames(language);
  const exact = names.findIndex((forms) => forms.includes(w));
  if (exact >= 0) return exact + 1;
  if (w.length < 3 || !/^[a-z]+$/.test(w)) return 0;
  return names.findIndex((forms) => forms[0]!.startsWith(w)) + 1;
}

/**
 * A date typed whole as 2026-11-28 (either digits): it counts at once, as in the browser's own
 * date field, where any other text waits for the field to be left. Else null.
 */
export function typedIsoDate(text: string): Date | null {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(latinDigits(text));
  return m ? day(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/**
 * A date as a reader types it, in the language or in English, with Latin or Devanagari digits:
 * '2026-11-28', 'Nov 28, 2026', '28 नवंबर 2026', '२८ नोभेम्बर २०२६', or three numbers in the
 * order the language writes them (English month/day/year, Hindi and Nepali day/month/year; a
 * four-digit first number is a year: year/month/day). Null when it names no day.
 */
export function parseDateText(text: string, language: Language): Date | null {
  const plain = latinDigits(text.trim());
  const numbers = (plain.match(/\d+/g) ?? []).map((n) => ({ value: Number(n), long: n.length }));
  const words = plain.match(/[\p{L}\p{M}.\u0970]+/gu) ?? [];
  if (words.length > 1) return null;
  if (words.length === 1) {
    const month = monthOf(words[0]!, language);
    if (!month || numbers.length !== 2) return null;
    const [a, b] = numbers as [(typeof numbers)[0], (typeof numbers)[0]];
    const [year, date] = a.long === 4 ? [a, b] : [b, a];
    return year.long === 4 && date.long <= 2 ? day(year.value, month, date.value) : null;
  }
  if (numbers.length !== 3) return null;
  const [a, b, c] = numbers as [(typeof numbers)[0], (typeof numbers)[0], (typeof numbers)[0]];
  if (a.long === 4) return day(a.value, b.value, c.value);
  if (c.long !== 4) return null;
  return language === 'en' ? day(c.value, a.value, b.value) : day(c.value, b.value, a.value);
}
