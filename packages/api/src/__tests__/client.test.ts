import { getDefaultStore } from 'jotai';
import { getSession, sessionAtom, SESSION_STORAGE_KEY, signedOut } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { api, errorMessage } from '../index';

const server = realApiPerFile();

/** A session whose token the server no longer accepts (signed with another secret). */
function signInWithStaleToken(role: 'admin' | 'user') {
  const profile = {
    id: 'u-1',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: null,
    phone: '+919800000002',
  };
  getDefaultStore().set(sessionAtom, {
    token: 'not-a-token-this-server-issued',
    role,
    admin: role === 'admin' ? profile : null,
    user: role === 'user' ? profile : null,
    authenticated: true,
  });
}

beforeEach(() => {
  getDefaultStore().set(sessionAtom, signedOut);
  window.history.replaceState(null, '', '/admin/dashboard');
});

describe('the api instance', () => {
  it('sends the Bearer token while signed in, and none when signed out', async () => {
    await expect(api.get('/lookups/religions')).rejects.toMatchObject({
      response: { status: 401 },
    });
    await server.signInAdmin();
    const { data } = await api.get('/lookups/religions');
    expect(data).toEqual([]);
    const token = getSession().token;
    expect(server.requests.map((r) => r.authorization)).toEqual([undefined, `Bearer ${token}`]);
  });

  it('on a 401 with a token held, signs out and goes to that role’s login page with reason=session-expired', async () => {
    signInWithStaleToken('user');
    window.history.replaceState(null, '', '/user/dashboard');

    await expect(api.get('/user/people')).rejects.toMatchObject({ response: { status: 401 } });

    expect(getSession()).toEqual(signedOut);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(signedOut);
    expect(window.location.pathname + window.location.search).toBe(
      '/login/user?reason=session-expired',
    );
  });

  it('goes to the admin login page when the role is admin', async () => {
    signInWithStaleToken('admin');
    await expect(api.get('/admin/stats')).rejects.toMatchObject({ response: { status: 401 } });
    expect(window.location.pathname + window.location.search).toBe(
      '/login/admin?reason=session-expired',
    );
  });

  it('stays put when already on a login page, and ignores a 401 without a token (a failed login)', async () => {
    window.history.replaceState(null, '', '/login/admin');
    await expect(
      api.post('/auth/admin/login', {
        emailOrPhone: 'admin@example.org',
        password: 'wrong-password',
      }),
    ).rejects.toMatchObject({ response: { status: 401 } });
    expect(window.location.pathname + window.location.search).toBe('/login/admin');

    signInWithStaleToken('user');
    window.history.replaceState(null, '', '/login/user');
    await expect(api.get('/user/people')).rejects.toMatchObject({ response: { status: 401 } });
    expect(getSession().authenticated).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/login/user');
  });

  it('passes other errors through unchanged, keeping the session', async () => {
    // A collector asking for an admin list: the real server answers 403.
    const collector = await server.createCollector();
    server.signInCollector(collector);
    window.history.replaceState(null, '', '/user/dashboard');
    await expect(api.get('/admin/stats')).rejects.toMatchObject({ response: { status: 403 } });
    expect(getSession().authenticated).toBe(true);
    expect(window.location.pathname).toBe('/user/dashboard');
  });
});

describe('errorMessage', () => {
  it('is the server’s message when there is one, otherwise the fallback', async () => {
    await server.signInAdmin();
    const body = {
      firstName: 'Dup',
      lastName: 'User',
      phone: '9812300001',
      password: 'Collector-Pass1',
    };
    await api.post('/admin/users', body);
    const withMessage = await api.post('/admin/users', body).catch((e: unknown) => e);
    expect(errorMessage(withMessage, 'Could not create user')).toBe(
      'A user with this phone number already exists',
    );

    // A 500 without a body: the real server does not produce one on demand.
    server.fault('GET /admin/stats', { status: 500 });
    const withoutMessage = await api.get('/admin/stats').catch((e: unknown) => e);
    expect(errorMessage(withoutMessage, 'Could not create user')).toBe('Could not create user');
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});
