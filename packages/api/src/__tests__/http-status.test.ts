import { getDefaultStore } from 'jotai';
import { sessionAtom, signedOut } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { api, httpStatus } from '../index';

const server = realApiPerFile();

beforeEach(() => {
  getDefaultStore().set(sessionAtom, signedOut);
  window.history.replaceState(null, '', '/login/admin');
});

const failure = (request: Promise<unknown>) => request.catch((e: unknown) => e);

describe('httpStatus', () => {
  it('is the status the server answered a failed call with', async () => {
    await server.signInAdmin();
    const unknown = await failure(api.get('/admin/people/00000000-0000-4000-8000-000000000000'));
    expect(httpStatus(unknown)).toBe(404);
  });

  it('is undefined when no answer came or the error is not from a call', async () => {
    await server.signInAdmin();
    server.fault('GET /admin/stats', { hangUp: 'before' });
    expect(httpStatus(await failure(api.get('/admin/stats')))).toBeUndefined();
    expect(httpStatus(new Error('boom'))).toBeUndefined();
    expect(httpStatus(null)).toBeUndefined();
  });
});
