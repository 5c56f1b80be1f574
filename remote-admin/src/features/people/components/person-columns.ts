import type { Column } from '@hr/ui';
import type { PersonRow } from '../utils/person-rows';

// Module-level, so the tables get the same column objects on every render.
export const nameColumn: Column<PersonRow> = {
  id: 'name',
  header: 'Name',
  render: (r) => r.person.name,
  sortValue: (r) => r.person.name,
};
export const phoneColumn: Column<PersonRow> = {
  id: 'phone',
  header: 'Phone',
  render: (r) => r.person.phone,
  sortValue: (r) => r.person.phone,
};
export const wardColumn: Column<PersonRow> = {
  id: 'ward',
  header: 'Ward',
  render: (r) => r.person.wardNo,
  sortValue: (r) => r.person.wardNo,
};
export const areaColumn: Column<PersonRow> = {
  id: 'area',
  header: 'Area',
  render: (r) => r.person.areaName,
};
export const householdColumn: Column<PersonRow> = {
  id: 'household',
  header: 'Household',
  render: (r) => r.person.householdSize,
};
export const addedByColumn: Column<PersonRow> = {
  id: 'addedBy',
  header: 'Added By',
  render: (r) => r.addedBy,
};
