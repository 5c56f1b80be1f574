import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Joins the groups of a formatted number, so a line never breaks inside it. */
const NBSP = '\u00a0';

/**
 * The region the server assumes for a number typed without a country code (its
 * DEFAULT_PHONE_REGION, 'IN' unless the deployment changes it). The browser is not told the
 * server's setting, so it is used only where a wrong guess costs nothing: the grouping of a
 * number typed without a country code, and the example in a phone input's hint.
 */
export const HINT_PHONE_REGION: CountryCode = 'IN';

/**
 * A stored phone as people read it: grouped in its country's international format,
 * '+919100000001' -> '+91 91000 00001', with non-breaking spaces. The same library (and version)
 * the server parses with, with its `min` metadata (enough to format). A value the library cannot
 * read is shown as it is: the stored text is still the truth.
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (!parsed) return phone;
  return parsed.formatInternational().replace(/ /g, NBSP);
}

/**
 * A phone as typed (the wizard's 'Enter OTP sent to …'): with a country code as formatPhone;
 * without one only regrouped ('9812345678' -> '98123 45678'), claiming no country, since the
 * server's region may not be the one assumed here. Anything unreadable is shown as typed.
 */
export function formatTypedPhone(typed: string, region: CountryCode = HINT_PHONE_REGION): string {
  const text = typed.trim();
  if (text.startsWith('+')) return formatPhone(text);
  const parsed = parsePhoneNumberFromString(text, region);
  if (!parsed?.isValid()) return text;
  return parsed.format('NATIONAL', { nationalPrefix: false }).replace(/ /g, NBSP);
}
