import { QUALITY_FLAGS, type QualityFlagFilter } from '@hr/contracts';

/**
 * The quality flags are stored as a bit mask in people.flags (migration 0013): bit i is
 * QUALITY_FLAGS[i] (1 no_location, 2 far_from_ward, 4 same_spot, 8 possible_duplicate).
 */
export const FLAG_BITS = Object.fromEntries(QUALITY_FLAGS.map((f, i) => [f, 1 << i])) as Record<
  (typeof QUALITY_FLAGS)[number],
  number
>;

/** The flags of `p` as a text array in QUALITY_FLAGS order (no work for the unflagged majority). */
export const FLAG_NAMES = `CASE WHEN p.flags = 0 THEN '{}'::text[] ELSE array_remove(ARRAY[${QUALITY_FLAGS.map(
  (f) => `CASE WHEN p.flags & ${FLAG_BITS[f]} <> 0 THEN '${f}' END`,
).join(', ')}], NULL) END`;

/**
 * The `flag=` filter on `people p`, written exactly as the partial indexes' predicates (migration
 * 0013), constants rather than parameters, so the planner can use them.
 */
export const flagCondition = (flag: QualityFlagFilter): string =>
  flag === 'any' ? 'p.flags <> 0' : `(p.flags & ${FLAG_BITS[flag]}) <> 0`;
