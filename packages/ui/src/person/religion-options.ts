import type { Religion } from '@hr/contracts';

/**
 * Option lists for the religion and caste selects. A value that is not in the lookups (a
 * religion or caste renamed or deleted since the person was saved) is added, so editing shows
 * it instead of silently picking another one.
 */
export function withCurrent(names: readonly string[], current: string): string[] {
  return current && !names.includes(current) ? [current, ...names] : [...names];
}

export function findReligion(religions: readonly Religion[], name: string): Religion | undefined {
  return religions.find((r) => r.name === name);
}

export function casteNames(religions: readonly Religion[], religion: string): string[] {
  return findReligion(religions, religion)?.castes.map((c) => c.name) ?? [];
}

/** A new religion resets the caste to that religion's first caste, or empty when it has none. */
export function firstCaste(religions: readonly Religion[], religion: string): string {
  return casteNames(religions, religion)[0] ?? '';
}

/** The first religion and its first caste, for a new person once the lookups arrive. */
export function defaultReligion(religions: readonly Religion[]): {
  religion: string;
  caste: string;
} {
  const first = religions[0];
  return { religion: first?.name ?? '', caste: first?.castes[0]?.name ?? '' };
}
