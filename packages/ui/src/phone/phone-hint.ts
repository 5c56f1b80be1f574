import { getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import { HINT_PHONE_REGION } from './format-phone';
import { uiText } from '@hr/ui/i18n';

/**
 * 'e.g. 81234 56789': the library's example mobile number of the region, grouped as people write
 * it at home (no trunk prefix), for the hint under a phone input. Any spacing is accepted: the
 * server parses what is typed.
 */
export function phoneHint(region: CountryCode = HINT_PHONE_REGION): string {
  const example = getExampleNumber(region, examples);
  return example
    ? uiText('phone.example', { example: example.format('NATIONAL', { nationalPrefix: false }) })
    : '';
}
