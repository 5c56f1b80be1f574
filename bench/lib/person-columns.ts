import type { PersonInput } from '../../packages/server/src/db/queries/people';

/**
 * A person's editable columns in the order the benches' hand-written UPDATE statements bind them
 * ($2..$10 after the id: name, father's name, ward, area, WhatsApp, household size, religion,
 * caste, location): the statements the activity log's benches compare against the app's own.
 */
export const personColumns = (p: PersonInput) => [
  p.name,
  p.fatherName,
  p.wardNo,
  p.areaName,
  p.whatsappNumber,
  p.householdSize,
  p.religion,
  p.caste,
  p.gpsLocation,
];

/** The i-th person the activity log's benches save and edit: plain values, no location. */
export const benchPerson = (i: number): PersonInput => ({
  name: `Person ${i}`,
  fatherName: 'Father',
  wardNo: String(i % 40),
  areaName: 'Area',
  whatsappNumber: null,
  householdSize: 1 + (i % 8),
  religion: 'Hindu',
  caste: 'Brahmin',
  gpsLocation: null,
});
