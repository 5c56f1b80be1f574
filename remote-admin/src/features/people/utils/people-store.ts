import type { Person } from '@hr/contracts';
import { onSignOut } from '@hr/session';
import { getPeople } from '../api/get-people';

/**
 * The last fetched people list, kept for the session. The whole list is 50,000 records (about
 * 20 MB of JSON, a second or more on the server), so All People shows the list it already has
 * at once and refreshes it in the background, and the dashboard fetches it ahead while the admin
 * looks at the dashboard. Every change still reloads it fresh.
 */
let cached: Person[] | undefined;
let cachedAt = 0;
let inflight: Promise<Person[]> | undefined;

// A list of every household must not outlive the admin's session in this tab.
onSignOut(() => clearPeopleStore());

/**
 * The whole list from the server. `fresh` (after a change, or a retry) always asks again;
 * otherwise a request already under way (a prefetch) is shared.
 */
export function fetchPeople(fresh: boolean): Promise<Person[]> {
  if (inflight && !fresh) return inflight;
  const request = getPeople().then((list) => {
    if (inflight === request || !inflight) {
      cached = list;
      cachedAt = Date.now();
    }
    return list;
  });
  inflight = request;
  void request.then(
    () => inflight === request && (inflight = undefined),
    () => inflight === request && (inflight = undefined),
  );
  return request;
}

/** The list fetched last in this session, if any. */
export function cachedPeople(): Person[] | undefined {
  return cached;
}

/** Fetches the list ahead unless one is on its way or younger than `maxAgeMs`. */
export function prefetchPeople(maxAgeMs = 30_000): void {
  if (inflight || (cached && Date.now() - cachedAt < maxAgeMs)) return;
  fetchPeople(false).catch(() => {
    // A failed prefetch is retried by the page that needs the list.
  });
}

export function clearPeopleStore(): void {
  cached = undefined;
  cachedAt = 0;
  inflight = undefined;
}
