import type { Cell } from './columns';

/**
 * RFC 4180 by hand: quotes doubled, a field quoted when it holds a comma, quote, CR or LF, CRLF
 * line ends. A dozen lines we can read whole, with the formula rule below exactly as we want it
 * (phones exempt), rather than a dependency and its options to keep in step with them. Lines are
 * built a batch at a time and written as one chunk. The BOM is written once by the caller.
 */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** '+' and digits only (an E.164 phone): a spreadsheet reads it as that number, calls nothing. */
const PLAIN_NUMBER = /^\+[0-9]+$/;

/**
 * Spreadsheet formula injection: text starting with = + - @, a tab or a CR is prefixed with an
 * apostrophe, so '=HYPERLINK(...)' typed as a name stays text when the file is opened. Phones
 * are exempt (they are validated E.164, '+' and digits, and every one would carry a stray
 * apostrophe otherwise); numeric columns hold numbers, so a negative longitude stays a number.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** How a CSV writes a time: '2026-11-27 15:30:05' in the office's zone (ZonedClock.text). */
export type TimeText = (at: Date) => string;

export function csvField(cell: Cell, time: TimeText): string {
  if (cell === null) return '';
  if (cell instanceof Date) return time(cell);
  if (typeof cell === 'object') return cell.number;
  const text = guardFormula(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[], time: TimeText): string =>
  `${cells.map((cell) => csvField(cell, time)).join(',')}\r\n`;

/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (Devanagari names intact). */
export const CSV_BOM = '\uFEFF';
