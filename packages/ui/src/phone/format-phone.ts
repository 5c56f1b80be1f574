import {
  formatPhone as formatWith,
  formatTypedPhone as formatTypedWith,
  type CountryCode,
} from '@hr/contracts/phone';
import { currentLanguage, localDigits } from '@hr/i18n';

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
 * A stored phone as people read it ('+91 91000 00001'), with non-breaking spaces; see
 * @hr/contracts/phone. In the active language's digits, as its counts and dates (localDigits).
 */
export const formatPhone = (phone: string): string =>
  localDigits(formatWith(phone, NBSP), currentLanguage());

/**
 * A phone as typed, grouped as in the lists: the wizard's 'Enter OTP sent to …', the locked phone
 * field on step 3, the draft prompt. Non-breaking spaces, the active language's digits.
 */
export const formatTypedPhone = (typed: string, region: CountryCode = HINT_PHONE_REGION): string =>
  localDigits(formatTypedWith(typed, region, NBSP), currentLanguage());
