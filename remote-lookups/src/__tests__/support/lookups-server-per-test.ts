import { api } from '@hr/api';
import { startLookupsServer, type LookupsServer } from './lookups-server';

/**
 * Per-test server: `await serve(seed)` starts it and points the shared axios instance at it;
 * it is closed and the base URL restored after each test.
 */
export function lookupsServerPerTest() {
  let current: LookupsServer | undefined;
  const baseURL = api.defaults.baseURL;
  afterEach(async () => {
    api.defaults.baseURL = baseURL;
    await current?.close();
    current = undefined;
  });
  return async (seed: Parameters<typeof startLookupsServer>[0] = []) => {
    current = await startLookupsServer(seed);
    api.defaults.baseURL = current.url;
    return current;
  };
}
