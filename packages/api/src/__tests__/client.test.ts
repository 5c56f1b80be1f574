import { getDefaultStore } from 'jotai';
import { getSession, sessionAtom, SESSION_STORAGE_KEY, signedOut } from '@hr/session';
import { api, errorMessage } from '../index';
import { fakeApiPerFile } from '../test-support/fake-api';

const profile = {
  id: 'u-1',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: null,
  phone: '+919800000002',
};

function signInAs(role: 'admin' | 'user') {
  getDefaultStore().set(sessionAtom, {
    token: `token-of-${role}`,
    role,
    admin: role === 'admin' ? profile : null,
    user: role === 'user' ? profile : null,
    authenticated: true,
  });
}

const server = fakeApiPerFile();
beforeEach(() => {
  getDefaultStore().set(sessionAtom, signedOut);
  window.history.replaceState(null, '', '/admin/dashboard');
});

describe('the api instance', () => {
  it('sends the Bearer token while signed in, and none when signed out', async () => {
    server.handle(() => ({ status: 200, body: [] }));
    await api.get('/lookups/religions');
    signInAs('admin');
    await api.get('/lookups/religions');
    expect(server.requests.map((r) => r.authorization)).toEqual([
      undefined,
      'Bearer token-of-admin',
    ]);
  });

  it('on a 401 with a token held, signs out and goes to that role’s login page with reason=session-expired', async () => {
    signInAs('user');
    window.history.replaceState(null, '', '/user/dashboard');
    server.handle(() => ({ status: 401, body: { message: 'Session expired' } }));

    await expect(api.get('/user/people')).rejects.toMatchObject({ response: { status: 401 } });

    expect(getSession()).toEqual(signedOut);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(signedOut);
    expect(window.location.pathname + window.location.search).toBe(
      '/login/user?reason=session-expired',
    );
  });

  it('goes to the admin login page when the role is admin', async () => {
    signInAs('admin');
    server.handle(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    await expect(api.get('/admin/stats')).rejects.toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(
      '/login/admin?reason=session-expired',
    );
  });

  it('stays put when already on a login page, and ignores a 401 without a token (a failed login)', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Invalid credentials' } }));
    window.history.replaceState(null, '', '/login/admin');
    await expect(
      api.post('/auth/admin/login', { emailOrPhone: 'a', password: 'b' }),
    ).rejects.toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/login/admin');

    signInAs('user');
    window.history.replaceState(null, '', '/login/user');
    await expect(api.get('/user/people')).rejects.toBeTruthy();
    expect(getSession().authenticated).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/login/user');
  });

  it('passes other errors through unchanged, keeping the session', async () => {
    signInAs('admin');
    server.handle(() => ({ status: 403, body: { message: 'Forbidden' } }));
    await expect(api.get('/admin/stats')).rejects.toMatchObject({ response: { status: 403 } });
    expect(getSession().authenticated).toBe(true);
    expect(window.location.pathname).toBe('/admin/dashboard');
  });
});

describe('errorMessage', () => {
  it('is the server’s message when there is one, otherwise the fallback', async () => {
    server.handle(() => ({ status: 409, body: { message: 'Phone already in use' } }));
    const withMessage = await api.get('/x').catch((e: unknown) => e);
    expect(errorMessage(withMessage, 'Could not create user')).toBe('Phone already in use');

    server.handle(() => ({ status: 500 }));
    const withoutMessage = await api.get('/x').catch((e: unknown) => e);
    expect(errorMessage(withoutMessage, 'Could not create user')).toBe('Could not create user');
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});
