import { adminText } from '@admin/i18n';

/**
 * Screen names of the fields the log records changes of (wire names), as the forms and the
 * details dialog call them.
 */
const FIELDS = new Set([
  'name',
  'fatherName',
  'phone',
  'whatsappNumber',
  'wardNo',
  'areaName',
  'householdSize',
  'religion',
  'caste',
  'gpsLocation',
  'firstName',
  'lastName',
  'email',
  'gender',
  'religionId',
  'reviewStatus',
  'reviewComment',
  'wards',
  'supervisorId',
]);

export const fieldLabel = (field: string): string =>
  FIELDS.has(field) ? adminText(`fields.${field}`) : field;
