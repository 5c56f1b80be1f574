import type { AdminUpdatePersonBody, Person } from '@hr/contracts';
import type { PersonFormValues } from '@hr/ui/person';
import { adminText } from '@admin/i18n';

/** The creator's full name, or 'Unknown' when the account is gone. */
export function creatorName(person: Person): string {
  const by = person.createdBy;
  const name = by ? `${by.firstName} ${by.lastName}`.trim() : '';
  return name || adminText('people.unknown');
}

/** The admin edit sends every field; an empty optional one goes as null, which clears it. */
export function toAdminUpdateBody(value: PersonFormValues): AdminUpdatePersonBody {
  const optional = (text: string) => (text.trim() ? text.trim() : null);
  return {
    name: value.name.trim(),
    fatherName: value.fatherName.trim(),
    wardNo: value.wardNo.trim(),
    areaName: value.areaName.trim(),
    householdSize: Number(value.householdSize),
    religion: value.religion,
    caste: value.caste,
    whatsappNumber: optional(value.whatsappNumber),
    gpsLocation: optional(value.gpsLocation),
  };
}
