// Numbers and dates in the active language; Nepali dates stay Nepali where the browser's Intl has
// no Nepali date names (Debian's Chromium writes 'Nov 24, 2026' for ne-NP).
import {
  formatDate,
  formatNumber,
  formatReaderDate,
  localDigits,
  numberingSystemOf,
  setLanguage,
} from '@hr/i18n';
import { nepaliDate } from '../format';

afterEach(() => setLanguage('en'));

describe('nepaliDate', () => {
  it('writes English month names, AM/PM and Latin digits the Nepali way', () => {
    expect(nepaliDate('Nov 24, 2026, 3:05 PM')).toBe('नोभेम्बर २४, २०२६, ३:०५ अपराह्न');
    expect(nepaliDate('24 September')).toBe('२४ सेप्टेम्बर');
  });

  it('leaves a date Intl already wrote in Nepali as it is', () => {
    expect(nepaliDate('२०२६ नोभेम्बर २४')).toBe('२०२६ नोभेम्बर २४');
  });
});

describe('formatReaderDate', () => {
  const day = new Date(Date.UTC(2026, 10, 24));
  const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

  it("follows the browser's locale in English, as before the languages came", () => {
    expect(formatReaderDate(day, options)).toBe(
      new Intl.DateTimeFormat(undefined, options).format(day),
    );
  });

  it('has no Latin letter or digit in Nepali, and is the Hindi formatter in Hindi', async () => {
    await setLanguage('ne');
    expect(formatReaderDate(day, options)).not.toMatch(/[A-Za-z0-9]/);
    await setLanguage('hi');
    expect(formatReaderDate(day, options)).toBe(formatDate(day, options, 'hi'));
  });
});

// One digit system per language, the same for counts, dates and phones (languages.ts).
describe('the digits of a language', () => {
  it('groups counts in the language: Latin in English and Hindi, Devanagari in Nepali', () => {
    expect(formatNumber(2000, undefined, 'en')).toBe('2,000');
    expect(formatNumber(2000, undefined, 'hi')).toBe('2,000');
    expect(formatNumber(2000, undefined, 'ne')).toBe('२,०००');
    expect(numberingSystemOf('hi')).toBe('latn');
    expect(numberingSystemOf('ne')).toBe('deva');
  });

  it('writes dates and other figures in the same digits', () => {
    const day = new Date(Date.UTC(2026, 10, 24));
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(formatDate(day, options, 'hi')).toMatch(/24/);
    expect(formatDate(day, options, 'ne')).not.toMatch(/[0-9]/);
    expect(localDigits('+91 91000 00003', 'ne')).toBe('+९१ ९१००० ००००३');
    expect(localDigits('+91 91000 00003', 'hi')).toBe('+91 91000 00003');
  });
});
