import type { Queryable } from '../db';
import { listAllPeopleJson, peopleListVersion } from '../db/queries/people';

/**
 * The full people list (about 20 MB of JSON for 50,000 people) is rebuilt only when the data
 * changed: each request asks PostgreSQL for the current version (a few milliseconds), so every
 * API instance still answers with what the database holds now.
 */
export function peopleListCache() {
  let cached: { version: string; json: string } | undefined;
  let building: Promise<{ version: string; json: string }> | undefined;
  return async (db: Queryable): Promise<string> => {
    const version = await peopleListVersion(db);
    if (cached?.version === version) return cached.json;
    // Concurrent misses share one build.
    building ??= (async () => {
      try {
        return { version, json: await listAllPeopleJson(db) };
      } finally {
        building = undefined;
      }
    })();
    const fresh = await building;
    cached = fresh;
    return fresh.json;
  };
}
