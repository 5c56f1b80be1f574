import type { Religion } from '@hr/contracts';
import { HOUSEHOLD_SIZE_MIN } from '@hr/contracts/constants';
import { requiredMessage, type FieldErrors } from '@hr/ui/forms';
import type { PersonFormValues } from './person-form-values';
import { casteNames } from './religion-options';
import { uiText } from '@hr/ui/i18n';

export type PersonFieldKey = keyof PersonFormValues;

/** The form's keys, which are also the wire names the server's messages start with. */
export const PERSON_FIELDS: readonly PersonFieldKey[] = [
  'name',
  'fatherName',
  'phone',
  'wardNo',
  'areaName',
  'whatsappNumber',
  'householdSize',
  'religion',
  'caste',
  'gpsLocation',
];

export const PERSON_LABELS: Record<PersonFieldKey, string> = {
  name: 'Name',
  fatherName: 'Father Name',
  phone: 'Phone',
  wardNo: 'Ward No',
  areaName: 'Area Name',
  whatsappNumber: 'WhatsApp Number',
  householdSize: 'People in House',
  religion: 'Religion',
  caste: 'Caste',
  gpsLocation: 'GPS Location',
};

/** A field's label in the active language (PERSON_LABELS is the English). */
export const personLabel = (key: PersonFieldKey): string => uiText(`person.labels.${key}`);

const REQUIRED_TEXT = ['name', 'fatherName', 'wardNo', 'areaName', 'religion'] as const;

/**
 * The spec's required person fields, before anything is sent. With `religions` (the admin's
 * edit) the caste is required only when its select is enabled, i.e. the religion has castes (what
 * the browser checked before); without, always (a collector's save refuses an empty caste).
 */
export function personFormErrors(
  value: PersonFormValues,
  religions?: readonly Religion[],
): FieldErrors<PersonFieldKey> {
  const errors: FieldErrors<PersonFieldKey> = {};
  for (const key of REQUIRED_TEXT) {
    if (!value[key].trim()) errors[key] = requiredMessage(personLabel(key));
  }
  const casteRequired = !religions || casteNames(religions, value.religion).length > 0;
  if (casteRequired && !value.caste.trim()) errors.caste = requiredMessage(personLabel('caste'));
  // 0 is the cleared box (see PersonForm).
  if (value.householdSize === 0)
    errors.householdSize = requiredMessage(personLabel('householdSize'));
  else if (!(value.householdSize >= HOUSEHOLD_SIZE_MIN)) {
    errors.householdSize = uiText('forms.atLeast', {
      field: personLabel('householdSize'),
      min: HOUSEHOLD_SIZE_MIN,
    });
  }
  return errors;
}
