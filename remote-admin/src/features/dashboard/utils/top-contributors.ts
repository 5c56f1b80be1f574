import type { Stats, User } from '@hr/contracts';

export interface Contributor {
  id: string;
  name: string;
  count: number;
}

export const TOP_CONTRIBUTORS = 5;

/**
 * The users with the most people, most first (ties by name), at most five. Counts come from the
 * stats call; names from the users list. Users without people are no contributors, and an id
 * missing from the list (deleted meanwhile) is skipped rather than shown nameless.
 */
export function topContributors(stats: Stats, users: User[]): Contributor[] {
  const byId = new Map(users.map((u) => [u.id, u]));
  const rows: Contributor[] = [];
  for (const { _id, count } of stats.personsByUser) {
    const user = byId.get(_id);
    if (user && count > 0)
      rows.push({ id: _id, name: `${user.firstName} ${user.lastName}`, count });
  }
  rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return rows.slice(0, TOP_CONTRIBUTORS);
}
