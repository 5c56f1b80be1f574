import { toE164 } from '@hr/contracts/phone';
import { invalidInput } from '../errors';

// Parsing and formatting live once in @hr/contracts/phone (shared with the browser).
export { formatPhone, toE164 } from '@hr/contracts/phone';

/** Like toE164 but answers 400 '<field> is not a valid phone number'. */
export function requirePhone(input: string, region: string, field = 'phone'): string {
  const phone = toE164(input, region);
  if (!phone) throw invalidInput(`${field} is not a valid phone number`);
  return phone;
}
