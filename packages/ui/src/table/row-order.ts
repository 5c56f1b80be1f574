/**
 * Pure helpers behind DataTable, written for lists of 50,000 rows: the lowercase search text
 * and the sort keys are computed once per items array, not once per keystroke or render.
 */

/** Separator that a user cannot type, so a match never spans two fields. */
const FIELD_SEPARATOR = '\u0000';

export function buildHaystacks<T>(
  items: readonly T[],
  searchText: (item: T) => string[],
): string[] {
  return items.map((item) => searchText(item).join(FIELD_SEPARATOR).toLowerCase());
}

/** Same ordering as `a.localeCompare(b, undefined, { sensitivity: 'base' })`, but faster. */
const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

export function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sort key. For text made only of letters a-z (any case), digits, spaces and '+', which is most
 * names, wards and phones, the collator's base-level order is the plain order of the lowercase
 * text (space < '+' < digits < letters in both), so those pairs skip the collator: sorting
 * 50,000 rows through Intl alone took seconds on a slow machine.
 */
type SortKey = { value: string | number; fast: string | null };

const SIMPLE_TEXT = /^[a-z0-9 +]*$/;

function sortKey(value: string | number): SortKey {
  if (typeof value === 'number') return { value, fast: null };
  const lower = value.toLowerCase();
  return { value, fast: SIMPLE_TEXT.test(lower) ? lower : null };
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a.fast !== null && b.fast !== null) return a.fast < b.fast ? -1 : a.fast > b.fast ? 1 : 0;
  return compareValues(a.value, b.value);
}

/** Indices of `items` in ascending order of `sortValue` (stable). */
export function ascendingOrder<T>(
  items: readonly T[],
  sortValue: (item: T) => string | number,
): number[] {
  const keys = items.map((item) => sortKey(sortValue(item)));
  const order = items.map((_, i) => i);
  order.sort((a, b) => compareKeys(keys[a]!, keys[b]!) || a - b);
  return order;
}

/** Visible row indices: the (sorted) order filtered by a lowercase query. */
export function visibleIndices(
  count: number,
  order: readonly number[] | null,
  descending: boolean,
  haystacks: readonly string[] | null,
  query: string,
): number[] {
  const base = order ?? Array.from({ length: count }, (_, i) => i);
  const filtered =
    query && haystacks ? base.filter((i) => haystacks[i]!.includes(query)) : [...base];
  return descending ? filtered.reverse() : filtered;
}
