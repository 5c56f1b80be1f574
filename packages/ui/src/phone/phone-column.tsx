import { PhoneText } from './phone-text';
import type { Column } from '@hr/ui/table';
import { uiText } from '@hr/ui/i18n';

/** Room for '+91 91000 00001' on one line, with the cell's padding. */
export const PHONE_COLUMN_WIDTH = 130;

/**
 * The 'Phone' column of a table: the number grouped and never wrapped, sorted by the stored
 * (E.164) value, the same order the server sorts by.
 */
export function phoneColumn<T>(phoneOf: (item: T) => string, id = 'phone'): Column<T> {
  return {
    id,
    // A getter: read as the table renders, in the language of that moment.
    get header() {
      return uiText('phone.header');
    },
    render: (item) => <PhoneText value={phoneOf(item)} />,
    sortValue: phoneOf,
    width: PHONE_COLUMN_WIDTH,
  };
}
