import { getDefaultStore } from 'jotai';
import { sessionAtom, signedOut } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { api, errorCode, errorMessage } from '../index';

const server = realApiPerFile();

beforeEach(() => {
  getDefaultStore().set(sessionAtom, signedOut);
  window.history.replaceState(null, '', '/login/admin');
});

const failure = (request: Promise<unknown>) => request.catch((e: unknown) => e);

describe('errorCode', () => {
  it('is the catalogue code of the server’s answer, beside its unchanged message', async () => {
    const missingAuth = await failure(api.get('/admin/stats'));
    expect(errorCode(missingAuth)).toBe('AUTH_REQUIRED');

    await server.signInAdmin();
    const body = {
      firstName: 'Dup',
      lastName: 'Code',
      phone: '9812300077',
      password: 'Collector-Pass1',
    };
    await api.post('/admin/users', body);
    const duplicate = await failure(api.post('/admin/users', body));
    expect(errorCode(duplicate)).toBe('USER_PHONE_TAKEN');
    expect(errorMessage(duplicate, 'fallback')).toBe(
      'A user with this phone number already exists',
    );

    const unknown = await failure(api.get('/admin/people/00000000-0000-4000-8000-000000000000'));
    expect(errorCode(unknown)).toBe('PERSON_NOT_FOUND');
  });

  it('is undefined without an answer, or when the answer carries no known code', async () => {
    await server.signInAdmin();
    server.fault('GET /admin/stats', { hangUp: 'before' });
    expect(errorCode(await failure(api.get('/admin/stats')))).toBeUndefined();
    server.fault('GET /admin/stats', { status: 500, body: { message: 'x', code: 'NOT_A_CODE' } });
    expect(errorCode(await failure(api.get('/admin/stats')))).toBeUndefined();
    expect(errorCode(new Error('boom'))).toBeUndefined();
  });
});
