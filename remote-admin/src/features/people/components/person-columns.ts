import { createElement } from 'react';
import type { Person } from '@hr/contracts';
import { ReviewCell } from './review-cell';
import { type Column } from '@hr/ui/table';
import { phoneColumn as tablePhoneColumn } from '@hr/ui/phone';
import { creatorName } from '../utils/person-fields';
import { formatNumber } from '@hr/i18n';
import { adminText } from '@admin/i18n';

// Module-level, so the tables get the same column objects on every render. A column with a
// sortValue is sortable; the server sorts it (PEOPLE_SORT_BY_COLUMN of @hr/ui/table maps the id).
// `card`/`cardLabel` place them in the card a row becomes on a phone: 'Ward 3 · Lakeside'.
// Headers are getters: read on each render of the table, in the language of that moment.
export const nameColumn: Column<Person> = {
  id: 'name',
  get header() {
    return adminText('people.name');
  },
  render: (p) => p.name,
  sortValue: (p) => p.name,
  card: 'title',
};
export const phoneColumn: Column<Person> = tablePhoneColumn((p) => p.phone);
export const wardColumn: Column<Person> = {
  id: 'ward',
  get header() {
    return adminText('people.ward');
  },
  render: (p) => p.wardNo,
  sortValue: (p) => p.wardNo,
  card: 'inline',
  get cardLabel() {
    return adminText('people.ward');
  },
  width: 80,
};
export const areaColumn: Column<Person> = {
  id: 'area',
  get header() {
    return adminText('people.area');
  },
  render: (p) => p.areaName,
  card: 'inline',
};
export const householdColumn: Column<Person> = {
  id: 'household',
  get header() {
    return adminText('people.household');
  },
  render: (p) => formatNumber(p.householdSize),
  get cardLabel() {
    return adminText('people.household');
  },
  width: 100,
};
export const addedByColumn: Column<Person> = {
  id: 'addedBy',
  get header() {
    return adminText('people.addedBy');
  },
  render: creatorName,
  get cardLabel() {
    return adminText('people.addedByCard');
  },
};
// The review state and the quality flags: a badge each (this file has no JSX, hence createElement).
export const reviewColumn: Column<Person> = {
  id: 'review',
  get header() {
    return adminText('review.column');
  },
  render: (p) => createElement(ReviewCell, { person: p }),
  // With the others, within the 992 px a 1280 px screen leaves beside the sidebar.
  width: 160,
};
export const personId = (p: Person) => p.id;
