import { createSigner } from 'fast-jwt';
import { ADMIN, JWT_SECRET, newPhone, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 8 });
  await t.adminToken(); // MFA_REQUIRED=office: the first admin's authenticator app is enrolled
});
afterAll(() => t?.close());

describe('POST /auth/admin/login', () => {
  it('signs the first admin (created from ADMIN_*) in by email, any case, and returns the profile', async () => {
    const step = await t.call('POST', '/auth/admin/login', {
      body: { emailOrPhone: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    // The password is right: the second factor follows (no session yet, nothing about the account).
    expect(step.status).toBe(200);
    expect(step.body).toEqual({
      mfaRequired: true,
      challenge: expect.any(String),
      methods: expect.any(Array),
    });
    const res = await t.secondStep(step.body.challenge);
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.admin).toEqual({
      id: expect.any(String),
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      email: ADMIN.email,
      phone: ADMIN.phone,
      role: 'admin',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon/i);
  });

  it('accepts the phone in national or international form', async () => {
    for (const emailOrPhone of ['98000 00001', '+91 98000 00001', '+919800000001']) {
      const res = await t.call('POST', '/auth/admin/login', {
        body: { emailOrPhone, password: ADMIN.password },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ mfaRequired: true, challenge: expect.any(String) });
    }
  });

  it('answers the same 401 for an unknown account and a wrong password', async () => {
    const unknown = await t.call('POST', '/auth/admin/login', {
      body: { emailOrPhone: 'nobody@example.org', password: ADMIN.password },
    });
    // The real admin's email with a wrong password: no hint that the account exists.
    const wrong = await t.call('POST', '/auth/admin/login', {
      body: { emailOrPhone: ADMIN.email, password: `${ADMIN.password}x` },
    });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
  });

  it('requires both fields, naming them', async () => {
    const noPassword = await t.call('POST', '/auth/admin/login', { body: { emailOrPhone: 'x@y.z' } });
    expect(noPassword).toMatchObject({ status: 400, body: { message: 'password is required' } });
    const blank = await t.call('POST', '/auth/admin/login', {
      body: { emailOrPhone: '   ', password: 'x' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/is required/);
  });
});

describe('POST /auth/user/login', () => {
  it('signs a collector in with the phone in any usual form', async () => {
    const c = await t.createCollector({ phone: '+919811111111' });
    const res = await t.call('POST', '/auth/user/login', {
      body: { phone: '98111 11111', password: c.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      email: null,
      phone: '+919811111111',
      wards: [],
    });
  });

  it('refuses an admin account on the collector login and bad credentials alike', async () => {
    const res = await t.call('POST', '/auth/user/login', {
      body: { phone: ADMIN.phone, password: ADMIN.password },
    });
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    const missing = await t.call('POST', '/auth/user/login', { body: { password: 'x' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'phone is required' } });
  });

  it('locks an identifier out after repeated failures with 429 and Retry-After', async () => {
    const c = await t.createCollector();
    for (let i = 0; i < 3; i += 1) {
      const res = await t.call('POST', '/auth/user/login', { body: { phone: c.phone, password: 'wrong' } });
      expect(res.status).toBe(401);
    }
    const locked = await t.call('POST', '/auth/user/login', {
      body: { phone: c.phone, password: c.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Try again in \d+ minutes?/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  const sign = (claims: object, ageMs = 0) =>
    createSigner({ key: JWT_SECRET, algorithm: 'HS256', expiresIn: 60_000, clockTimestamp: Date.now() - ageMs })(
      claims as Record<string, unknown>,
    );

  it('answers 401 without a token and with a malformed one', async () => {
    expect(await t.call('GET', '/admin/users')).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
    const bad = await t.call('GET', '/admin/users', { token: 'not.a.token' });
    expect(bad.status).toBe(401);
  });

  it('rejects a token signed with another secret', async () => {
    const forged = createSigner({ key: 'other-secret', algorithm: 'HS256' })({ sub: 'x', role: 'admin', pwd: 1 });
    expect((await t.call('GET', '/admin/users', { token: forged })).status).toBe(401);
  });

  it('ends an expired session with a message saying so', async () => {
    const token = await t.adminToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const fresh = sign({ sub: claims.sub, role: 'admin', pwd: claims.pwd });
    expect((await t.call('GET', '/admin/users', { token: fresh })).status).toBe(200);
    const expired = sign({ sub: claims.sub, role: 'admin', pwd: claims.pwd }, 120_000);
    const res = await t.call('GET', '/admin/users', { token: expired });
    expect(res).toMatchObject({ status: 401, body: { message: 'Session expired, please sign in again' } });
  });

  it('ends a collector session when the admin resets the password or deletes the account', async () => {
    const admin = await t.adminToken();
    const c = await t.createCollector();
    expect((await t.call('GET', '/user/people', { token: c.token })).status).toBe(200);

    const reset = await t.call('PUT', `/admin/users/${c.id}`, {
      token: admin,
      body: { firstName: c.firstName, lastName: c.lastName, phone: c.phone, password: 'New-Passw0rd' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/user/people', { token: c.token })).status).toBe(401);
    const old = await t.call('POST', '/auth/user/login', { body: { phone: c.phone, password: c.password } });
    expect(old.status).toBe(401);
    const again = await t.call('POST', '/auth/user/login', {
      body: { phone: c.phone, password: 'New-Passw0rd' },
    });
    expect(again.status).toBe(200);
    expect((await t.call('GET', '/user/people', { token: again.body.token })).status).toBe(200);

    // An edit without a password keeps the session.
    const edit = await t.call('PUT', `/admin/users/${c.id}`, {
      token: admin,
      body: { firstName: 'Renamed', lastName: c.lastName, phone: c.phone },
    });
    expect(edit.status).toBe(200);
    expect((await t.call('GET', '/user/people', { token: again.body.token })).status).toBe(200);

    expect((await t.call('DELETE', `/admin/users/${c.id}`, { token: admin })).status).toBe(204);
    const gone = await t.call('GET', '/user/people', { token: again.body.token });
    expect(gone).toMatchObject({ status: 401, body: { message: 'Session expired, please sign in again' } });
  });

  it('answers 403 Forbidden for the wrong role', async () => {
    const c = await t.createCollector();
    expect(await t.call('GET', '/admin/stats', { token: c.token })).toMatchObject({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect(
      await t.call('GET', '/user/people', { token: await t.adminToken() }),
    ).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
  });
});

describe('failed sign-ins per address', () => {
  it('limits failures per client address across identifiers', async () => {
    // Its own client address (TRUST_PROXY is on), so it holds whatever ran before it: the
    // limit is 8 failures per address, each on a different phone.
    const from = { 'x-forwarded-for': '10.20.30.40' };
    const c = await t.createCollector();
    for (let i = 0; i < 8; i += 1) {
      const res = await t.call('POST', '/auth/user/login', {
        body: { phone: newPhone(), password: 'wrong' },
        headers: from,
      });
      expect(res).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    }
    // The 9th attempt from that address is refused, even with a collector's right password.
    const blocked = await t.call('POST', '/auth/user/login', {
      body: { phone: c.phone, password: c.password },
      headers: from,
    });
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: 'Too many failed sign-in attempts. Try again in 15 minutes.' },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(840);
    // Another address is not affected.
    const other = await t.call('POST', '/auth/user/login', {
      body: { phone: c.phone, password: c.password },
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(other.status).toBe(200);
  });
});
