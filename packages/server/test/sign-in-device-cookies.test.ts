// Issue 45, item 1: three addresses kept the administrator out, and no one could unlock an admin.
// The reproduction (default limits): 5 wrong passwords from 127.0.0.11 and 5 from 127.0.0.12,
// then polling from 127.0.0.13 with a wrong password, while the owner with the right password
// signs in from 127.0.0.1. With the device cookie of an earlier sign-in the owner gets in every
// time; without it, after an admin's unlock. The account-wide wait runs out by database-clock
// time travel (its end moved to now), never by sleeping. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { Secret, TOTP } from 'otpauth';
import { mfaClock } from '../src/services/mfa';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  // The default limits, as in the reproduction: 5 per account and address, 10 before the wait.
  t = await startTestApp();
  admin = await t.adminToken();
  adminId = (await t.call('GET', '/admin/me', { token: admin })).body.id;
});
afterAll(() => t?.close());

/** `name=value` of the device cookie a response set, with its attributes. */
function deviceCookie(headers: Record<string, unknown>): { pair: string; attributes: string } {
  const header = String(headers['set-cookie'] ?? '');
  const match = /(hr_device_[A-Za-z0-9]+=[^;,\s]+)((?:;[^;,]*)*)/.exec(header);
  if (!match) throw new Error(`no device cookie in ${header}`);
  return { pair: match[1]!, attributes: match[2]! };
}

const adminLogin = (password: string, address: string, cookie?: string) =>
  t.call('POST', '/auth/admin/login', {
    body: { emailOrPhone: ADMIN.email, password },
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });

/** The account-wide wait runs out, as time would, in the database whose clock keeps it. */
const waitRunsOut = () =>
  t.app.db.query(
    `UPDATE rate_limits SET reset_at = clock_timestamp() WHERE key LIKE 'login:%:wait' AND reset_at > clock_timestamp()`,
  );

const countOf = async (key: string) =>
  (
    await t.app.db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [key])
  )[0]?.count ?? 0;

describe('the reproduction of issue 45', () => {
  let cookie: string;

  it('a sign-in sets a signed, HttpOnly, SameSite=Strict device cookie for the sign-in paths', async () => {
    // MFA_REQUIRED=office: the password step, then the second factor, which completes the sign-in.
    const step = await adminLogin(ADMIN.password, '127.0.0.1');
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ mfaRequired: true });
    const res = await t.secondStep(step.body.challenge, t.admin, {
      'x-forwarded-for': '127.0.0.1',
    });
    expect(res.status).toBe(200);
    const { pair, attributes } = deviceCookie(res.headers);
    expect(attributes).toMatch(/HttpOnly/);
    expect(attributes).toMatch(/SameSite=Strict/);
    expect(attributes).toMatch(/Path=\/api\/auth/);
    expect(attributes).toMatch(/Max-Age=2592000/);
    // Plain http here: not Secure (behind an https proxy it is, see below).
    expect(attributes).not.toMatch(/Secure/);
    cookie = pair;
  });

  it('the owner with the device cookie signs in while three addresses attack', async () => {
    const owner = [];
    const ownerSecondStep = [];
    const attacker = [];
    for (let i = 0; i < 5; i += 1)
      expect((await adminLogin('wrong-password', '127.0.0.11')).status).toBe(401);
    for (let i = 0; i < 5; i += 1)
      expect((await adminLogin('wrong-password', '127.0.0.12')).status).toBe(401);
    const base = `login:acct:admin:${adminId}`;
    for (let round = 0; round < 6; round += 1) {
      // Every other round the wait has run out: the attacker's poll takes the account's turn.
      if (round % 2 === 0) await waitRunsOut();
      attacker.push((await adminLogin('wrong-password', '127.0.0.13')).status);
      attacker.push((await adminLogin('wrong-password', '127.0.0.13')).status);
      const step = await adminLogin(ADMIN.password, '127.0.0.1', cookie);
      owner.push(step.status);
      if (step.body.mfaRequired) {
        const headers = { 'x-forwarded-for': '127.0.0.1', cookie };
        ownerSecondStep.push((await t.secondStep(step.body.challenge, t.admin, headers)).status);
      }
    }
    expect(owner).toEqual([200, 200, 200, 200, 200, 200]);
    expect(ownerSecondStep).toEqual([200, 200, 200, 200, 200, 200]);
    expect(attacker).toContain(429);
    expect(attacker.every((s) => s === 401 || s === 429)).toBe(true);
    // Refused polls cost the attacker: every one of the 12 counts (none was given back), so
    // 127.0.0.13 stays locked out of the account for the window.
    expect(await countOf(`${base}:from:127.0.0.13`)).toBe(12);
    // A fourth address takes the account's turn when the wait runs out ...
    await waitRunsOut();
    expect((await adminLogin('wrong-password', '127.0.0.14')).status).toBe(401);
    // ... and without the device cookie the owner is held by that wait, as any untrusted try.
    const untrusted = await adminLogin(ADMIN.password, '127.0.0.1');
    expect(untrusted.status).toBe(429);
    expect(untrusted.body.code).toBe('LOGIN_RATE_LIMITED');
  });

  it('an admin sees the locks and unlocks the account; the owner then signs in from anywhere', async () => {
    const locks = await t.call('GET', `/admin/office-accounts/${adminId}/sign-in-locks`, {
      token: admin,
    });
    expect(locks.status).toBe(200);
    expect(locks.body.lockedAddresses).toBeGreaterThanOrEqual(2);
    expect(locks.body.waitSeconds).toBeGreaterThan(0);
    const unlocked = await t.call('POST', `/admin/office-accounts/${adminId}/unlock-sign-in`, {
      token: admin,
    });
    expect(unlocked.status).toBe(204);
    expect((await adminLogin(ADMIN.password, '127.0.0.1')).status).toBe(200);
    expect((await adminLogin(ADMIN.password, '127.0.0.11')).status).toBe(200);
    const events = await t.app.db.query<{ details: Record<string, unknown>; actor_id: string }>(
      `SELECT details, actor_id FROM audit_events WHERE action = 'office_account.sign_in_unlocked' AND entity_id = $1`,
      [adminId],
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.actor_id).toBe(adminId);
    expect(events[0]!.details).toMatchObject({
      lockedAddresses: expect.any(Number),
      waitSeconds: expect.any(Number),
    });
    expect((events[0]!.details.lockedAddresses as number) >= 2).toBe(true);
  });
});

describe('a device is limited on its own', () => {
  it('5 wrong passwords with a device cookie lock that device only; other tries stay as before', async () => {
    const c = await t.createCollector();
    const login = (password: string, address: string, cookie?: string) =>
      t.call('POST', '/auth/user/login', {
        body: { phone: c.phone, password },
        headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      });
    const first = await login(c.password, '198.19.1.1');
    expect(first.status).toBe(200);
    const { pair } = deviceCookie(first.headers);
    for (let i = 0; i < 5; i += 1)
      expect((await login('wrong', '198.19.1.1', pair)).status).toBe(401);
    const locked = await login(c.password, '198.19.1.1', pair);
    expect(locked.status).toBe(429);
    // The refusal counted too: still locked after it.
    expect((await login(c.password, '198.19.1.1', pair)).status).toBe(429);
    // The same address without the cookie is a different, untrusted, try: its own counters.
    expect((await login(c.password, '198.19.1.1')).status).toBe(200);
    const locks = await t.call('GET', `/admin/users/${c.id}/sign-in-locks`, { token: admin });
    expect(locks.body).toMatchObject({ lockedDevices: 1, lockedAddresses: 0 });
    expect(
      (await t.call('POST', `/admin/users/${c.id}/unlock-sign-in`, { token: admin })).status,
    ).toBe(204);
    expect((await login(c.password, '198.19.1.1', pair)).status).toBe(200);
  });

  it("a tampered cookie, or another account's, is not trusted", async () => {
    const a = await t.createCollector();
    const b = await t.createCollector();
    const login = (c: typeof a, password: string, address: string, cookie?: string) =>
      t.call('POST', '/auth/user/login', {
        body: { phone: c.phone, password },
        headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      });
    const { pair } = deviceCookie((await login(a, a.password, '198.19.2.1')).headers);
    const [name, value] = pair.split('=') as [string, string];
    const [nonce, expires, signature] = value.split('.');
    const later = `${name}=${nonce}.${Number(expires) + 86400}.${signature}`;
    const forged = `${name}=${'A'.repeat(24)}.${expires}.${signature}`;
    for (const cookie of [later, forged]) {
      for (let i = 0; i < 5; i += 1) await login(a, 'wrong', '198.19.2.2', cookie);
      // Counted per address, untrusted: the address is locked, the cookie did not help.
      expect((await login(a, a.password, '198.19.2.2', cookie)).status).toBe(429);
      await t.call('POST', `/admin/users/${a.id}/unlock-sign-in`, { token: admin });
    }
    // A's cookie presented for B: B's cookie has another name, so B's try is untrusted.
    for (let i = 0; i < 5; i += 1) await login(b, 'wrong', '198.19.2.3', pair);
    expect((await login(b, b.password, '198.19.2.3', pair)).status).toBe(429);
  });

  it('behind an https proxy the cookie is Secure', async () => {
    const c = await t.createCollector();
    const res = await t.call('POST', '/auth/user/login', {
      body: { phone: c.phone, password: c.password },
      headers: { 'x-forwarded-for': '198.19.3.1', 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(deviceCookie(res.headers).attributes).toMatch(/Secure/);
  });
});

describe('unlocking office accounts', () => {
  it("an admin unlocks a supervisor's sign-in; a supervisor may not; unknown ids are 404", async () => {
    const body = {
      firstName: 'Sunita',
      lastName: 'Unlock',
      phone: '+919899007777',
      email: 'unlock-supervisor@example.org',
      password: 'Supervisor-Pass-1',
      wards: [3],
    };
    const created = await t.call('POST', '/admin/supervisors', { token: admin, body });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const signIn = (password: string, address: string) =>
      t.call('POST', '/auth/admin/login', {
        body: { emailOrPhone: body.email, password },
        headers: { 'x-forwarded-for': address },
      });
    // MFA_REQUIRED=office: the password is right, and the supervisor enrols an app to sign in.
    const step = await signIn(body.password, '198.19.4.1');
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ mfaSetupRequired: true });
    const supervisor = await t.officeAccount(body.email, body.password).signIn();
    for (let i = 0; i < 5; i += 1) await signIn('wrong', '198.19.4.2');
    expect((await signIn(body.password, '198.19.4.2')).status).toBe(429);
    expect(
      (await t.call('POST', `/admin/office-accounts/${id}/unlock-sign-in`, { token: supervisor }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('GET', `/admin/office-accounts/${id}/sign-in-locks`, { token: supervisor }))
        .status,
    ).toBe(403);
    const locks = await t.call('GET', `/admin/office-accounts/${id}/sign-in-locks`, {
      token: admin,
    });
    expect(locks.body).toMatchObject({ lockedAddresses: 1, waitSeconds: 0 });
    expect(
      (await t.call('POST', `/admin/office-accounts/${id}/unlock-sign-in`, { token: admin }))
        .status,
    ).toBe(204);
    expect((await signIn(body.password, '198.19.4.2')).status).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = await t.call('POST', `/admin/office-accounts/${missing}/unlock-sign-in`, {
      token: admin,
    });
    expect(notFound).toMatchObject({ status: 404, body: { code: 'ACCOUNT_NOT_FOUND' } });
  });
});

describe('with a second factor (issue 39)', () => {
  const STEP = 30_000;
  let now = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
  const realNow = mfaClock.now;
  beforeAll(() => (mfaClock.now = () => now));
  afterAll(() => (mfaClock.now = realNow));
  const code = (secret: string) => {
    now += 2 * STEP; // each code once: a later step every time
    return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: now,
    });
  };

  it('the cookie comes after the second factor, and carries the owner through both steps during an attack', async () => {
    const body = {
      firstName: 'Meena',
      lastName: 'Device',
      phone: '+919899008888',
      email: 'device-mfa@example.org',
      password: 'Supervisor-Pass-2',
      wards: [3],
    };
    expect((await t.call('POST', '/admin/supervisors', { token: admin, body })).status).toBe(201);
    const step = (password: string, address: string, cookie?: string) =>
      t.call('POST', '/auth/admin/login', {
        body: { emailOrPhone: body.email, password },
        headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      });
    const second = (challenge: string, secret: string, address: string, cookie?: string) =>
      t.call('POST', '/auth/admin/login/mfa', {
        body: { challenge, code: code(secret) },
        headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      });
    // MFA_REQUIRED=office: the first password step opens only the enrolment (its challenge).
    const enrolment = (await step(body.password, '198.19.5.1')).body;
    expect(enrolment).toMatchObject({ mfaSetupRequired: true });
    const setup = await t.call('POST', '/auth/mfa/totp/setup', { token: enrolment.challenge });
    const secret = setup.body.secret as string;
    expect(
      (
        await t.call('POST', '/auth/mfa/totp/confirm', {
          token: enrolment.challenge,
          body: { code: code(secret) },
        })
      ).status,
    ).toBe(200);

    const first = await step(body.password, '198.19.5.1');
    expect(first.body).toMatchObject({ mfaRequired: true });
    // No device cookie for the password alone: only a completed sign-in sets it.
    expect(first.headers['set-cookie']).toBeUndefined();
    const done = await second(first.body.challenge, secret, '198.19.5.1');
    expect(done.status).toBe(200);
    const { pair } = deviceCookie(done.headers);

    for (const address of ['198.19.5.11', '198.19.5.12']) {
      for (let i = 0; i < 5; i += 1)
        expect((await step('wrong-password', address)).status).toBe(401);
    }
    await waitRunsOut();
    expect((await step('wrong-password', '198.19.5.13')).status).toBe(401);
    expect((await step(body.password, '198.19.5.1')).status).toBe(429);

    const trusted = await step(body.password, '198.19.5.1', pair);
    expect(trusted.body).toMatchObject({ mfaRequired: true });
    const signedIn = await second(trusted.body.challenge, secret, '198.19.5.1', pair);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
  });
});
