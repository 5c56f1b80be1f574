import type { Person } from '@hr/contracts';
import { phoneColumn as tablePhoneColumn, type Column } from '@hr/ui';
import { creatorName } from '../utils/person-fields';

// Module-level, so the tables get the same column objects on every render. A column with a
// sortValue is sortable; the server sorts it (PEOPLE_SORT_BY_COLUMN in @hr/ui maps the id).
// `card`/`cardLabel` place them in the card a row becomes on a phone: 'Ward 3 · Lakeside'.
export const nameColumn: Column<Person> = {
  id: 'name',
  header: 'Name',
  render: (p) => p.name,
  sortValue: (p) => p.name,
  card: 'title',
};
export const phoneColumn: Column<Person> = tablePhoneColumn((p) => p.phone);
export const wardColumn: Column<Person> = {
  id: 'ward',
  header: 'Ward',
  render: (p) => p.wardNo,
  sortValue: (p) => p.wardNo,
  card: 'inline',
  cardLabel: 'Ward',
  width: 80,
};
export const areaColumn: Column<Person> = {
  id: 'area',
  header: 'Area',
  render: (p) => p.areaName,
  card: 'inline',
};
export const householdColumn: Column<Person> = {
  id: 'household',
  header: 'Household',
  render: (p) => p.householdSize,
  cardLabel: 'Household',
  width: 100,
};
export const addedByColumn: Column<Person> = {
  id: 'addedBy',
  header: 'Added By',
  render: creatorName,
  cardLabel: 'Added by',
};
export const personId = (p: Person) => p.id;
