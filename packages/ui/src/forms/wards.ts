import { WARD_MAX, WARDS_MAX } from '@hr/contracts/constants';
import { uiText } from '@hr/ui/i18n';

/** A wards field's text as read: the wards ascending, or the first thing that is wrong with it. */
export type ParsedWards = { ok: true; wards: number[] } | { ok: false; message: string };

/**
 * "3, 4", "1-3" or "1-3, 7" (spaces, commas or semicolons between; an en dash in a range too) as
 * ward numbers, ascending and each once. Refused, with a message for under the field: a part that
 * is not a number or range, a ward outside 1 to WARD_MAX, more than WARDS_MAX wards (a range is
 * counted before it is expanded, so "1-100000" costs nothing). Empty text is no wards: whether
 * that is allowed is the form's rule (a supervisor needs one; a collector's empty means any ward).
 */
export function parseWards(text: string): ParsedWards {
  const wards = new Set<number>();
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^(\d+)(?:[-–](\d+))?$/.exec(part);
    if (!range) return { ok: false, message: uiText('wards.invalid', { part }) };
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 1 || to < 1 || from > WARD_MAX || to > WARD_MAX || to < from)
      return { ok: false, message: uiText('wards.outOfRange', { part, max: WARD_MAX }) };
    if (to - from + 1 > WARDS_MAX)
      return { ok: false, message: uiText('wards.tooMany', { max: WARDS_MAX }) };
    for (let ward = from; ward <= to; ward += 1) wards.add(ward);
    if (wards.size > WARDS_MAX)
      return { ok: false, message: uiText('wards.tooMany', { max: WARDS_MAX }) };
  }
  return { ok: true, wards: [...wards].sort((a, b) => a - b) };
}

/**
 * Wards as the field shows them to edit: consecutive runs as ranges ("1-3, 7"), so a text the
 * admin typed reads back the same way.
 */
export function wardsToText(wards: readonly number[]): string {
  const sorted = [...new Set(wards)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    // Two in a row read better as a list ("3, 4") than as a range.
    if (j - i >= 2) parts.push(`${sorted[i]}-${sorted[j]}`);
    else for (let k = i; k <= j; k += 1) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.join(', ');
}
