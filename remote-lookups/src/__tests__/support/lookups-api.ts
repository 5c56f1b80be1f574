import { gate, realApiPerFile, type RealApi } from '@hr/test-support';

type Seed = { name: string; castes?: string[] };

/**
 * The real API for a lookups test file, signed in as the real admin. `seed()` empties the
 * registry and creates the given religions (the server lists them by name) before a test.
 */
export function lookupsApi(): RealApi & { seed(religions?: Seed[]): Promise<void> } {
  const server = realApiPerFile();
  return Object.assign(Object.create(server) as RealApi, {
    async seed(religions: Seed[] = []) {
      await server.reset();
      for (const r of religions) await server.createReligion(r.name, r.castes ?? []);
      await server.signInAdmin();
    },
  });
}

/** Holds the next request of `route` until the test calls `release()` (to see busy labels). */
export function holdNext(server: RealApi, route: string): () => void {
  const hold = gate();
  server.fault(route, { hold: hold.wait }, 1);
  return hold.open;
}
