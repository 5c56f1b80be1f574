import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * The one phone parser and formatter of the server and the browser. Both use the library's `min`
 * metadata: the server validated with it before (the package's default entry is `min`), so it
 * stays exactly as strict (lengths per country, not every number range), and the browser bundles
 * stay within their budgets (`max` metadata adds ~100 kB). A subpath of its own
 * ('@hr/contracts/phone'), so code that imports only the schemas never pulls the library in.
 */
export type { CountryCode };

/** E.164 form of a phone typed in any usual way, or null when it is not a valid number. */
export function toE164(input: string, region: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), region as CountryCode);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/**
 * '+919100000001' -> '+91 91000 00001', grouped in its country's international format, the groups
 * joined by `space` (the browser passes a non-breaking space so a line never breaks inside a
 * number). A value the library cannot read is returned as it is: the stored text is the truth.
 */
export function formatPhone(phone: string, space = ' '): string {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (!parsed) return phone;
  return parsed.formatInternational().replace(/ /g, space);
}

/**
 * A phone as typed: with a country code as formatPhone; without one only regrouped
 * ('9812345678' -> '98123 45678'), claiming no country, since the region assumed here may not be
 * the server's. Anything unreadable comes back as typed (trimmed).
 */
export function formatTypedPhone(typed: string, region: CountryCode, space = ' '): string {
  const text = typed.trim();
  if (text.startsWith('+')) return formatPhone(text, space);
  const parsed = parsePhoneNumberFromString(text, region);
  if (!parsed?.isValid()) return text;
  return parsed.format('NATIONAL', { nationalPrefix: false }).replace(/ /g, space);
}
