import { getDefaultStore } from 'jotai';
import * as session from '@hr/session';
import { sessionAtom, signedOut } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { api } from '../index';
import { forgetPosition } from '../registry-position';

// Reading your own writes across read replicas (issue 40): the client keeps the highest
// X-Registry-LSN a write's answer carried and sends it as X-Registry-After with every later
// request. The test server runs on PGlite, which has no log positions: the proxy adds them to
// the server's real answers.
const server = realApiPerFile();

beforeEach(() => {
  forgetPosition();
  getDefaultStore().set(sessionAtom, signedOut);
});

const sentAfter = () =>
  server.requests.map((r) => `${r.method} ${r.path} ${r.registryAfter ?? '-'}`);

/**
 * The page loaded again: the client module anew, so it has nothing in memory. The session is the
 * same one (a reload restores it from localStorage; one jotai, as the page has).
 */
async function reloadedClient(): Promise<typeof api> {
  let fresh: typeof import('../client') | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@hr/session', () => session);
    fresh = await import('../client');
  });
  jest.dontMock('@hr/session');
  fresh!.api.defaults.baseURL = api.defaults.baseURL;
  return fresh!.api;
}

describe('the write position', () => {
  it('is not sent before any answer carried one', async () => {
    await server.signInAdmin();
    await api.get('/lookups/religions');
    await api.post('/admin/religions', { name: 'Kirat' });
    await api.get('/lookups/religions');
    expect(sentAfter()).toEqual([
      'GET /lookups/religions -',
      'POST /admin/religions -',
      'GET /lookups/religions -',
    ]);
  });

  it('is sent on every later request, the highest one seen: a lower or malformed one does not replace it', async () => {
    await server.signInAdmin();
    server.fault('POST /admin/religions', { headers: { 'x-registry-lsn': '0/16B3748' } }, 1);
    await api.post('/admin/religions', { name: 'Bon' });
    await api.get('/admin/stats');
    // An earlier position (another instance answered a slower write) and a broken one: ignored.
    server.fault('POST /admin/castes', { headers: { 'x-registry-lsn': '0/9' } }, 1);
    const religion = (
      await api.get<{ id: string; name: string }[]>('/lookups/religions')
    ).data.find((r) => r.name === 'Bon')!;
    await api.post('/admin/castes', { religionId: religion.id, name: 'Lama' });
    server.fault('PUT /admin/religions/:id', { headers: { 'x-registry-lsn': 'yesterday' } }, 1);
    await api.put(`/admin/religions/${religion.id}`, { name: 'Bon Po' });
    await api.get('/admin/people/search');
    // A later one (the high half counts first) takes its place, also on a failed request.
    server.fault('DELETE /admin/religions/:id', { headers: { 'x-registry-lsn': '1/0' } }, 1);
    await api.delete(`/admin/religions/${religion.id}`);
    await expect(api.get('/admin/people/nope')).rejects.toMatchObject({
      response: { status: 400 },
    });
    expect(sentAfter()).toEqual([
      'POST /admin/religions -',
      'GET /admin/stats 0/16B3748',
      'GET /lookups/religions 0/16B3748',
      'POST /admin/castes 0/16B3748',
      'PUT /admin/religions/' + religion.id + ' 0/16B3748',
      'GET /admin/people/search 0/16B3748',
      'DELETE /admin/religions/' + religion.id + ' 0/16B3748',
      'GET /admin/people/nope 1/0',
    ]);
  });

  it('is sent without a session too (a sign-in after a write)', async () => {
    server.fault('POST /auth/admin/login', { headers: { 'x-registry-lsn': 'A/B374D848' } }, 1);
    await server.signInAdmin(); // around the proxy: not the page's request
    await api.post('/auth/admin/login', {
      emailOrPhone: 'admin@example.org',
      password: 'Admin-Passw0rd!',
    });
    getDefaultStore().set(sessionAtom, signedOut);
    await api.get('/lookups/religions').catch(() => undefined);
    expect(sentAfter()).toEqual(['POST /auth/admin/login -', 'GET /lookups/religions A/B374D848']);
  });

  it('is kept across a reload of the page, in the tab: a reload right after a save still sends it, a new tab does not', async () => {
    await server.signInAdmin();
    server.fault('POST /admin/religions', { headers: { 'x-registry-lsn': '0/16B3748' } }, 1);
    await api.post('/admin/religions', { name: 'Sarna' });
    await (await reloadedClient()).get('/lookups/religions');
    // Another tab starts with a sessionStorage of its own: empty.
    sessionStorage.clear();
    await (await reloadedClient()).get('/lookups/religions');
    expect(sentAfter()).toEqual([
      'POST /admin/religions -',
      'GET /lookups/religions 0/16B3748',
      'GET /lookups/religions -',
    ]);
  });
});
