/**
 * Screen names of the fields the log records changes of (wire names), as the forms and the
 * details dialog call them.
 */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  fatherName: 'Father name',
  phone: 'Phone',
  whatsappNumber: 'WhatsApp',
  wardNo: 'Ward',
  areaName: 'Area',
  householdSize: 'People in House',
  religion: 'Religion',
  caste: 'Caste',
  gpsLocation: 'GPS',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  gender: 'Gender',
  religionId: 'Religion',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;
