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
