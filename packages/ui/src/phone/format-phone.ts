import {
  formatPhone as formatWith,
  formatTypedPhone as formatTypedWith,
  type CountryCode,
} from '@hr/contracts/phone';

/** Joins the groups of a formatted number, so a line never breaks inside it. */
const NBSP = '\u00a0';

/**
 * The region the server assumes for a number typed without a country code (its
 * DEFAULT_PHONE_REGION, 'IN' unless the deployment changes it). The browser is not told the
 * server's setting, so it is used only where a wrong guess costs nothing: the grouping of a
 * number typed without a country code, and the example in a phone input's hint.
 */
export const HINT_PHONE_REGION: CountryCode = 'IN';

/** A stored phone as people read it ('+91 91000 00001'), with non-breaking spaces; see @hr/contracts/phone. */
export const formatPhone = (phone: string): string => formatWith(phone, NBSP);

/** A phone as typed (the wizard's 'Enter OTP sent to …'), with non-breaking spaces. */
export const formatTypedPhone = (typed: string, region: CountryCode = HINT_PHONE_REGION): string =>
  formatTypedWith(typed, region, NBSP);
