import type { Person } from '@hr/contracts';
import { HOUSEHOLD_SIZE_MIN } from '@hr/contracts/constants';

/** What PersonForm edits: every text field a string ('' = empty), householdSize a number. */
export interface PersonFormValues {
  name: string;
  fatherName: string;
  phone: string;
  wardNo: string;
  areaName: string;
  whatsappNumber: string;
  householdSize: number;
  religion: string;
  caste: string;
  gpsLocation: string;
}

export const emptyPersonForm: PersonFormValues = {
  name: '',
  fatherName: '',
  phone: '',
  wardNo: '',
  areaName: '',
  whatsappNumber: '',
  householdSize: HOUSEHOLD_SIZE_MIN,
  religion: '',
  caste: '',
  gpsLocation: '',
};

/** The form values of an existing person (nulls become ''). */
export function personToForm(person: Person): PersonFormValues {
  return {
    name: person.name,
    fatherName: person.fatherName,
    phone: person.phone,
    wardNo: person.wardNo,
    areaName: person.areaName,
    whatsappNumber: person.whatsappNumber ?? '',
    householdSize: person.householdSize,
    religion: person.religion,
    caste: person.caste,
    gpsLocation: person.gpsLocation ?? '',
  };
}
