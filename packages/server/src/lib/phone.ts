import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { invalidInput } from '../errors';

/** E.164 form of a phone typed in any usual way, or null when it is not a valid number. */
export function toE164(input: string, region: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), region as CountryCode);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** '+919100000001' → '+91 91000 00001', grouped as its country writes it; unparsable input as is. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Like toE164 but answers 400 '<field> is not a valid phone number'. */
export function requirePhone(input: string, region: string, field = 'phone'): string {
  const phone = toE164(input, region);
  if (!phone) throw invalidInput(`${field} is not a valid phone number`);
  return phone;
}
