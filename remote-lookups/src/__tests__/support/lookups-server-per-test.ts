import { startLookupsServer, type LookupsServer } from './lookups-server';

/**
 * Per-test server: `await serve(seed)` starts it (the shared axios instance then talks to it);
 * it is closed and the base URL restored after each test.
 */
export function lookupsServerPerTest() {
  let current: LookupsServer | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (seed: Parameters<typeof startLookupsServer>[0] = []) => {
    current = await startLookupsServer(seed);
    return current;
  };
}
