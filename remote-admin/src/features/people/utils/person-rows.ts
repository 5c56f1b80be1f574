import type { AdminUpdatePersonBody, Person } from '@hr/contracts';
import type { PersonFormValues } from '@hr/ui';

/**
 * A person with what the tables derive from it, computed once per fetched list: with 50,000
 * people, building the creator's name and the search strings on every keystroke or render would
 * cost more than the filtering itself.
 */
export interface PersonRow {
  person: Person;
  /** The creator's full name, or 'Unknown' when the account is gone. */
  addedBy: string;
  /** The strings the search box matches against. */
  search: string[];
}

export function creatorName(person: Person): string {
  const by = person.createdBy;
  const name = by ? `${by.firstName} ${by.lastName}`.trim() : '';
  return name || 'Unknown';
}

/** All People: name, phone, area, ward and the creator's first and last name. */
export function toAdminRows(people: Person[]): PersonRow[] {
  return people.map((person) => ({
    person,
    addedBy: creatorName(person),
    search: [
      person.name,
      person.phone,
      person.areaName,
      person.wardNo,
      person.createdBy?.firstName ?? '',
      person.createdBy?.lastName ?? '',
    ],
  }));
}

/** A user's own people (user detail page): the creator is the same for all of them. */
export function toUserRows(people: Person[]): PersonRow[] {
  return people.map((person) => ({
    person,
    addedBy: creatorName(person),
    search: [person.name, person.phone, person.areaName, person.wardNo],
  }));
}

export const rowId = (row: PersonRow) => row.person.id;
export const rowSearch = (row: PersonRow) => row.search;

/** The admin edit sends every field; an empty optional goes as null (spec section 5). */
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
