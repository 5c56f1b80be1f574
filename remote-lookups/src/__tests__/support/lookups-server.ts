// The lookups part of the API for the component tests, on the shared fake API server (a real HTTP
// server on 127.0.0.1): it keeps religions and castes in memory and answers the lookup calls of
// spec section 7 the way the real API does (201/200/204, 404, 409 with a `message`), so the page
// is tested through the real axios instance instead of a mock.
import { randomUUID } from 'node:crypto';
import type { Religion } from '@hr/contracts';
import { startFakeApi } from '@hr/api/test-support';

export type RecordedRequest = { method: string; route: string; body: unknown };
type Reply = { status: number; body?: unknown };
type Seed = { name: string; castes?: string[] };

export type LookupsServer = {
  /** The API's base URL, e.g. http://127.0.0.1:41234/api (already in `api.defaults.baseURL`). */
  url: string;
  /** Every request but CORS pre-flights, with ids replaced by ':id' in `route`. */
  requests: RecordedRequest[];
  religions: () => Religion[];
  /** The next request to `route` ('POST /admin/religions', 'DELETE /admin/castes/:id', ...) fails. */
  failNext: (route: string, reply: Reply) => void;
  /** The next request to `route` is answered only after `ms` (to see busy labels). */
  delayNext: (route: string, ms: number) => void;
  /** Restores `api.defaults.baseURL` and closes the server. */
  close: () => Promise<void>;
};

export async function startLookupsServer(seed: Seed[] = []): Promise<LookupsServer> {
  let religions: Religion[] = seed.map((r) => ({
    id: randomUUID(),
    name: r.name,
    castes: (r.castes ?? []).map((name) => ({ id: randomUUID(), name })),
  }));
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, Reply>();
  const delays = new Map<string, number>();

  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const findCaste = (id: string) => {
    for (const religion of religions) {
      const caste = religion.castes.find((c) => c.id === id);
      if (caste) return { religion, caste };
    }
    return undefined;
  };

  function answer(method: string, path: string, body: Record<string, unknown>): Reply {
    const [, area, kind, id] = path.split('/');
    const name = typeof body.name === 'string' ? body.name : '';
    if (method === 'GET' && path === '/lookups/religions') return { status: 200, body: religions };
    if (area !== 'admin') return { status: 404, body: { message: 'Not found' } };

    if (kind === 'religions') {
      if (method === 'POST' && !id) {
        if (religions.some((r) => same(r.name, name))) {
          return { status: 409, body: { message: 'Religion already exists' } };
        }
        const created: Religion = { id: randomUUID(), name, castes: [] };
        religions = [...religions, created];
        return { status: 201, body: created };
      }
      const religion = religions.find((r) => r.id === id);
      if (!religion) return { status: 404, body: { message: 'Religion not found' } };
      if (method === 'PUT') {
        if (religions.some((r) => r.id !== id && same(r.name, name))) {
          return { status: 409, body: { message: 'Religion already exists' } };
        }
        religion.name = name;
        return { status: 200, body: religion };
      }
      if (method === 'DELETE') {
        religions = religions.filter((r) => r.id !== id);
        return { status: 204 };
      }
    }

    if (kind === 'castes') {
      const religionId = typeof body.religionId === 'string' ? body.religionId : '';
      if (method === 'POST' && !id) {
        const religion = religions.find((r) => r.id === religionId);
        if (!religion) return { status: 404, body: { message: 'Religion not found' } };
        if (religion.castes.some((c) => same(c.name, name))) {
          return { status: 409, body: { message: 'Caste already exists for this religion' } };
        }
        const created = { id: randomUUID(), name };
        religion.castes = [...religion.castes, created];
        return { status: 201, body: created };
      }
      const found = id ? findCaste(id) : undefined;
      if (!found) return { status: 404, body: { message: 'Caste not found' } };
      if (method === 'PUT') {
        if (found.religion.castes.some((c) => c.id !== id && same(c.name, name))) {
          return { status: 409, body: { message: 'Caste already exists for this religion' } };
        }
        found.caste.name = name;
        return { status: 200, body: found.caste };
      }
      if (method === 'DELETE') {
        found.religion.castes = found.religion.castes.filter((c) => c.id !== id);
        return { status: 204 };
      }
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  const fake = await startFakeApi();
  fake.handle(async ({ method, path, body }) => {
    const route = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`;
    requests.push({ method, route, body });

    const delay = delays.get(route);
    if (delay) {
      delays.delete(route);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    const failure = failures.get(route);
    if (failure) failures.delete(route);
    return failure ?? answer(method, path, (body ?? {}) as Record<string, unknown>);
  });

  return {
    url: fake.url,
    requests,
    religions: () => JSON.parse(JSON.stringify(religions)) as Religion[],
    failNext: (route, reply) => failures.set(route, reply),
    delayNext: (route, ms) => delays.set(route, ms),
    close: fake.close,
  };
}
