import type { Person } from '@hr/contracts';
import type { Column } from '@hr/ui';
import { creatorName } from '../utils/person-fields';

// Module-level, so the tables get the same column objects on every render. A column with a
// sortValue is sortable; the server sorts it (PEOPLE_SORT_BY_COLUMN in @hr/ui maps the id).
export const nameColumn: Column<Person> = {
  id: 'name',
  header: 'Name',
  render: (p) => p.name,
  sortValue: (p) => p.name,
};
export const phoneColumn: Column<Person> = {
  id: 'phone',
  header: 'Phone',
  render: (p) => p.phone,
  sortValue: (p) => p.phone,
};
export const wardColumn: Column<Person> = {
  id: 'ward',
  header: 'Ward',
  render: (p) => p.wardNo,
  sortValue: (p) => p.wardNo,
};
export const areaColumn: Column<Person> = { id: 'area', header: 'Area', render: (p) => p.areaName };
export const householdColumn: Column<Person> = {
  id: 'household',
  header: 'Household',
  render: (p) => p.householdSize,
};
export const addedByColumn: Column<Person> = {
  id: 'addedBy',
  header: 'Added By',
  render: creatorName,
};
export const personId = (p: Person) => p.id;
