import { createElement } from 'react';
import type { Person } from '@hr/contracts';
import { ReviewCell } from './review-cell';
import { type Column } from '@hr/ui/table';
import { phoneColumn as tablePhoneColumn } from '@hr/ui/phone';
import { creatorName } from '../utils/person-fields';
import { formatDigits, formatNumber } from '@hr/i18n';
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
  truncate: true,
};
export const phoneColumn: Column<Person> = tablePhoneColumn((p) => p.phone);
export const wardColumn: Column<Person> = {
  id: 'ward',
  get header() {
    return adminText('people.ward');
  },
  render: (p) => formatDigits(p.wardNo),
  sortValue: (p) => p.wardNo,
  card: 'inline',
  get cardLabel() {
    return adminText('people.ward');
  },
  width: 64,
};
export const areaColumn: Column<Person> = {
  id: 'area',
  get header() {
    return adminText('people.area');
  },
  render: (p) => p.areaName,
  card: 'inline',
  truncate: true,
  width: 96,
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
  align: 'end',
  width: 72,
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
  truncate: true,
  width: 96,
};
// The review state and one badge for all the quality flags (their names in its tooltip), on one
// line (this file has no JSX, hence createElement).
export const reviewColumn: Column<Person> = {
  id: 'review',
  get header() {
    return adminText('review.column');
  },
  render: (p) => createElement(ReviewCell, { person: p }),
  // 'Needs correction' and the flags' badge. The widths are the cells' content (each cell adds
  // 16 px of padding): the columns but the name take 862 px of the 992 px a 1280 px screen gives
  // the table beside the sidebar, leaving the name about 114 px ('Lakshmi Narayan' whole), the
  // area and the creator 96 each: each row one line, a longer value cut with its whole text as a
  // tooltip; every header on one line.
  width: 144,
};
export const personId = (p: Person) => p.id;
