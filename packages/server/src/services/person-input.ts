import type { PersonInput } from '../db/queries/people';
import { requirePhone } from '../lib/phone';

interface Fields {
  name: string;
  fatherName: string;
  wardNo: string;
  areaName: string;
  householdSize: number;
  religion: string;
  caste: string;
  whatsappNumber?: string | null;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** The stored form of a person's editable fields; WhatsApp is a phone too (E.164). */
export function toPersonInput(body: Fields, gps: string | null | undefined, region: string): PersonInput {
  const whatsapp = blankToNull(body.whatsappNumber);
  return {
    name: body.name,
    fatherName: body.fatherName,
    wardNo: body.wardNo,
    areaName: body.areaName,
    householdSize: body.householdSize,
    religion: body.religion,
    caste: body.caste,
    whatsappNumber: whatsapp ? requirePhone(whatsapp, region, 'whatsappNumber') : null,
    gpsLocation: blankToNull(gps),
  };
}
