import type { CreatePersonBody, UserUpdatePersonBody } from '@hr/contracts';
import type { PersonFormValues } from '@hr/ui/person';

/** Name, father name, ward, area, religion, caste and a household size of at least 1: required before anything is sent. */
export function missingRequired(form: PersonFormValues): boolean {
  const required = [
    form.name,
    form.fatherName,
    form.wardNo,
    form.areaName,
    form.religion,
    form.caste,
  ];
  return required.some((v) => v.trim() === '') || !(Number(form.householdSize) >= 1);
}

function common(form: PersonFormValues) {
  return {
    name: form.name.trim(),
    fatherName: form.fatherName.trim(),
    wardNo: form.wardNo.trim(),
    areaName: form.areaName.trim(),
    // The form may hold what the user typed; the wire wants a number.
    householdSize: Number(form.householdSize),
    religion: form.religion,
    caste: form.caste,
  };
}

/** Collector calls omit an empty optional field instead of sending null. */
function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  const trimmed = value.trim();
  return trimmed ? ({ [key]: trimmed } as Record<K, string>) : {};
}

/** POST /user/people: the location goes out as `gps`. */
export function toCreateBody(form: PersonFormValues, phone: string): CreatePersonBody {
  return {
    ...common(form),
    phone: phone.trim(),
    ...optional('whatsappNumber', form.whatsappNumber),
    ...optional('gps', form.gpsLocation),
  };
}

/** PUT /user/people/{id}: the phone never changes, so it is not sent. */
export function toUpdateBody(form: PersonFormValues): UserUpdatePersonBody {
  return {
    ...common(form),
    ...optional('whatsappNumber', form.whatsappNumber),
    ...optional('gpsLocation', form.gpsLocation),
  };
}
