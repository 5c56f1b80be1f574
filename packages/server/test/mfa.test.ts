/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
// A second factor for office accounts (issue 39), through the real API on a fresh database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): enrolment, the two-step sign-in and its rules,
// the MFA_REQUIRED=office policy, removal, new recovery codes and an admin's reset. TOTP codes
// are made with otpauth for chosen moments and the server's TOTP clock (`mfaClock`) is set to
// them, so drift is checked without waiting. Passkeys are registered in a real browser
// (e2e/mfa.e2e.ts); here only what needs no authenticator.
import { Secret, TOTP } from 'otpauth';
import { mfaClock } from '../src/services/mfa';
import { officeAccount } from './support/office-sign-in.mjs';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const STEP = 30_000;
// The middle of a time step, so that ±1 step lands well inside its neighbours.
let now = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
const realNow = mfaClock.now;
beforeAll(() => (mfaClock.now = () => now));
afterAll(() => (mfaClock.now = realNow));
/** Moves the server's TOTP clock on: each test uses later steps (a code is accepted once). */
const later = (steps: number) => (now += steps * STEP);

/** The code an authenticator app shows `steps` steps from the server's clock. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({
    timestamp: now + steps * STEP,
  });

const SUPERVISOR_PASSWORD = 'Supervisor-Pass1';
let supervisorSeq = 0;

async function createSupervisor(t: TestApp) {
  supervisorSeq += 1;
  const body = {
    firstName: 'Sunita',
    lastName: `Supervisor${supervisorSeq}`,
    phone: `+91989900${String(1000 + supervisorSeq).slice(-4)}`,
    email: `supervisor${supervisorSeq}@example.org`,
    password: SUPERVISOR_PASSWORD,
    wards: [3],
  };
  const res = await t.call('POST', '/admin/supervisors', { token: await t.adminToken(), body });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, email: body.email, password: body.password };
}

const passwordStep = (t: TestApp, emailOrPhone: string, password: string) =>
  t.call('POST', '/auth/admin/login', { body: { emailOrPhone, password } });

/** Signs in with the password alone (no factor yet); the session token. */
async function sessionOf(t: TestApp, email: string, password: string): Promise<string> {
  const res = await passwordStep(t, email, password);
  expect(res.status).toBe(200);
  expect(res.body.token).toEqual(expect.any(String));
  return res.body.token;
}

/** Enrols an authenticator app with a session (or a set-up challenge); its key and the answer. */
async function enrolTotp(t: TestApp, bearer: string) {
  const setup = await t.call('POST', '/auth/mfa/totp/setup', { token: bearer });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const confirm = await t.call('POST', '/auth/mfa/totp/confirm', {
    token: bearer,
    body: { code: codeAt(secret) },
  });
  expect(confirm.status).toBe(200);
  return { secret, setup: setup.body, confirm: confirm.body };
}

const events = (t: TestApp, action: string, entityId?: string) =>
  t.app.db.query<any>(
    `SELECT actor_type, actor_id, actor_name, entity_id, details FROM audit_events
     WHERE action = $1 AND ($2::text IS NULL OR entity_id = $2) ORDER BY seq`,
    [action, entityId ?? null],
  );

describe('with MFA_REQUIRED=none (the default outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The password-only policy is this block's subject (startTestApp's default is 'office').
    t = await startTestApp({ mfaRequired: 'none' });
  });
  afterAll(() => t?.close());

  it('an office account enrols an authenticator app: the key, its otpauth address and QR code, then 10 recovery codes', async () => {
    const s = await createSupervisor(t);
    const token = await sessionOf(t, s.email, s.password);
    expect((await t.call('GET', '/auth/mfa', { token })).body).toEqual({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });

    const setup = await t.call('POST', '/auth/mfa/totp/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Household Registry:${s.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: setup.body.secret,
      issuer: 'Household Registry',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // A wrong code does not confirm it.
    const wrongCode = String((Number(codeAt(setup.body.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await t.call('POST', '/auth/mfa/totp/confirm', {
      token,
      body: { code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_CODE');
    expect((await t.call('GET', '/auth/mfa', { token })).body.totp).toBe(false);

    const confirm = await t.call('POST', '/auth/mfa/totp/confirm', {
      token,
      body: { code: codeAt(setup.body.secret) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.token).toBeUndefined();
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(10);
    expect((await t.call('GET', '/auth/mfa', { token })).body).toEqual({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
    });

    // Stored hashed: no code appears in the database.
    const stored = await t.app.db.query<any>(
      "SELECT encode(code_hash, 'hex') AS h FROM mfa_recovery_codes WHERE admin_id = $1",
      [s.id],
    );
    expect(stored).toHaveLength(10);
    const codes: string[] = confirm.body.recoveryCodes;
    expect(
      stored.some((r) => codes.some((c) => r.h.includes(Buffer.from(c).toString('hex')))),
    ).toBe(false);

    const [enrolled] = await events(t, 'mfa.enrolled', s.id);
    expect(enrolled).toMatchObject({
      actor_type: 'supervisor',
      actor_id: s.id,
      details: { factor: 'totp' },
    });

    // A collector has no second factor to manage.
    const collector = await t.createCollector();
    expect((await t.call('GET', '/auth/mfa', { token: collector.token })).status).toBe(403);
  });

  it('sign-in then takes two steps: the right code once, a replay refused, one step of drift either side', async () => {
    later(1);
    const s = await createSupervisor(t);
    const { secret } = await enrolTotp(t, await sessionOf(t, s.email, s.password));

    const first = await passwordStep(t, s.email, s.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mfaRequired: true,
      challenge: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(first.body.token).toBeUndefined();

    later(2);
    const code = codeAt(secret);
    const done = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: first.body.challenge, code },
    });
    expect(done.status).toBe(200);
    expect(done.body.admin).toMatchObject({ id: s.id, role: 'supervisor', wards: [3] });
    expect((await t.call('GET', '/admin/me', { token: done.body.token })).status).toBe(200);
    const [signedIn] = (await events(t, 'auth.login.succeeded', s.id)).slice(-1);
    expect(signedIn.details).toMatchObject({ factor: 'totp' });

    // The same code again, on a new challenge, within its window: refused.
    const again = await passwordStep(t, s.email, s.password);
    const replay = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: again.body.challenge, code },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('INVALID_CODE');

    // An authenticator a step behind, then a step ahead: accepted.
    later(3);
    const behind = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: again.body.challenge, code: codeAt(secret, -1) },
    });
    expect(behind.status).toBe(200);
    later(3);
    const third = await passwordStep(t, s.email, s.password);
    const ahead = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: third.body.challenge, code: codeAt(secret, 1) },
    });
    expect(ahead.status).toBe(200);

    // Two steps off either way: refused.
    later(10);
    const fourth = await passwordStep(t, s.email, s.password);
    for (const steps of [-2, 2]) {
      const off = await t.call('POST', '/auth/admin/login/mfa', {
        body: { challenge: fourth.body.challenge, code: codeAt(secret, steps) },
      });
      expect(off.status).toBe(400);
      expect(off.body.code).toBe('INVALID_CODE');
    }
    const refused = await events(t, 'auth.mfa.failed', s.id);
    expect(refused.length).toBe(3);
    expect(refused[0]).toMatchObject({
      actor_type: 'anonymous',
      details: { factor: 'totp', role: 'admin' },
    });
  });

  it('a recovery code works once, as typed or in capitals without its dash', async () => {
    later(1);
    const s = await createSupervisor(t);
    const { confirm } = await enrolTotp(t, await sessionOf(t, s.email, s.password));
    const recovery: string = confirm.recoveryCodes[4];

    const first = await passwordStep(t, s.email, s.password);
    const used = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: first.body.challenge, code: recovery.replace('-', '').toUpperCase() },
    });
    expect(used.status).toBe(200);
    expect(
      (await t.call('GET', '/auth/mfa', { token: used.body.token })).body.recoveryCodesLeft,
    ).toBe(9);
    expect(await events(t, 'recovery_code.used', s.id)).toHaveLength(1);
    const [signedIn] = (await events(t, 'auth.login.succeeded', s.id)).slice(-1);
    expect(signedIn.details).toMatchObject({ factor: 'recovery_code' });

    const second = await passwordStep(t, s.email, s.password);
    const reused = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: second.body.challenge, code: recovery },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_CODE');
  });

  it('a challenge serves once and lives 5 minutes', async () => {
    later(1);
    const s = await createSupervisor(t);
    const { secret } = await enrolTotp(t, await sessionOf(t, s.email, s.password));
    later(1);
    const first = await passwordStep(t, s.email, s.password);
    expect(
      (
        await t.call('POST', '/auth/admin/login/mfa', {
          body: { challenge: first.body.challenge, code: codeAt(secret) },
        })
      ).status,
    ).toBe(200);
    later(1);
    const reused = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: first.body.challenge, code: codeAt(secret) },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('CHALLENGE_EXPIRED');

    // Five minutes on (the database's clock keeps the expiry): expired, even with a right code.
    const second = await passwordStep(t, s.email, s.password);
    const [{ ttl }] = await t.app.db.query<any>(
      'SELECT round(extract(epoch FROM expires_at - clock_timestamp()))::int AS ttl FROM mfa_challenges WHERE admin_id = $1',
      [s.id],
    );
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
    await t.app.db.query(
      "UPDATE mfa_challenges SET expires_at = clock_timestamp() - interval '1 second' WHERE admin_id = $1",
      [s.id],
    );
    later(1);
    const expired = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: second.body.challenge, code: codeAt(secret) },
    });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('CHALLENGE_EXPIRED');
    // An unknown one reads the same.
    const unknown = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: 'mfa_nothing', code: '123456' },
    });
    expect(unknown.body.code).toBe('CHALLENGE_EXPIRED');
  });

  it('5 wrong codes void the challenge and count toward the sign-in limits like wrong passwords', async () => {
    later(1);
    const s = await createSupervisor(t);
    const { secret } = await enrolTotp(t, await sessionOf(t, s.email, s.password));
    const first = await passwordStep(t, s.email, s.password);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call('POST', '/auth/admin/login/mfa', {
        body: {
          challenge: first.body.challenge,
          code: i % 2 ? 'wrong-recovery' : codeAt(secret, 5),
        },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('INVALID_CODE');
    }
    later(1);
    const right = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: first.body.challenge, code: codeAt(secret) },
    });
    expect(right.status).toBe(401);
    expect(right.body.code).toBe('CHALLENGE_EXPIRED');
    expect(await events(t, 'auth.mfa.failed', s.id)).toHaveLength(5);

    // LOGIN_MAX_FAILURES (5) from this address: even the right password now waits.
    const locked = await passwordStep(t, s.email, s.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_RATE_LIMITED');
  });

  it('removing a factor or making new recovery codes needs the password', async () => {
    later(1);
    const s = await createSupervisor(t);
    const token = await sessionOf(t, s.email, s.password);
    const { confirm } = await enrolTotp(t, token);

    const renewBad = await t.call('POST', '/auth/mfa/recovery-codes', {
      token,
      body: { password: 'not-it' },
    });
    expect(renewBad.status).toBe(400);
    expect(renewBad.body.code).toBe('PASSWORD_INCORRECT');
    const renewed = await t.call('POST', '/auth/mfa/recovery-codes', {
      token,
      body: { password: s.password },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(await events(t, 'mfa.recovery_codes_created', s.id)).toHaveLength(1);
    // The old set is void.
    const step = await passwordStep(t, s.email, s.password);
    const old = await t.call('POST', '/auth/admin/login/mfa', {
      body: { challenge: step.body.challenge, code: confirm.recoveryCodes[0] },
    });
    expect(old.body.code).toBe('INVALID_CODE');

    expect((await t.call('DELETE', '/auth/mfa/totp', { token })).status).toBe(400);
    const wrong = await t.call('DELETE', '/auth/mfa/totp', { token, body: { password: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('PASSWORD_INCORRECT');
    expect((await t.call('GET', '/auth/mfa', { token })).body.totp).toBe(true);

    const removed = await t.call('DELETE', '/auth/mfa/totp', {
      token,
      body: { password: s.password },
    });
    expect(removed.status).toBe(204);
    // No factor left: the recovery codes go too, and the password alone signs in again.
    expect((await t.call('GET', '/auth/mfa', { token })).body).toEqual({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect((await events(t, 'mfa.removed', s.id))[0].details).toEqual({ factor: 'totp' });
    expect((await passwordStep(t, s.email, s.password)).body.token).toEqual(expect.any(String));
    const none = await t.call('DELETE', '/auth/mfa/totp', {
      token,
      body: { password: s.password },
    });
    expect(none.status).toBe(404);
    const renewNone = await t.call('POST', '/auth/mfa/recovery-codes', {
      token,
      body: { password: s.password },
    });
    expect(renewNone.body.code).toBe('MFA_NOT_ENROLLED');
  });

  it('passkeys: the options name this site; a bad answer is refused; an unknown passkey is not found', async () => {
    const s = await createSupervisor(t);
    const token = await sessionOf(t, s.email, s.password);
    const options = await t.call('POST', '/auth/mfa/passkeys/options', { token });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Household Registry' },
      challenge: expect.any(String),
    });
    const credential = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
      clientExtensionResults: {},
    };
    const bad = await t.call('POST', '/auth/mfa/passkeys', {
      token,
      body: { name: 'Laptop', response: credential },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PASSKEY_INVALID');
    const unknown = await t.call(
      'DELETE',
      '/auth/mfa/passkeys/00000000-0000-4000-8000-000000000000',
      {
        token,
        body: { password: s.password },
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PASSKEY_NOT_FOUND');
    // Without a passkey the sign-in offers none.
    const { secret } = await enrolTotp(t, token);
    expect(secret).toBeTruthy();
    const step = await passwordStep(t, s.email, s.password);
    const noPasskey = await t.call('POST', '/auth/admin/login/passkey-options', {
      body: { challenge: step.body.challenge },
    });
    expect(noPasskey.status).toBe(404);
  });

  it("an admin resets another office account's factors; a supervisor cannot; nor one's own", async () => {
    later(1);
    const admin = await t.adminToken();
    const s = await createSupervisor(t);
    const token = await sessionOf(t, s.email, s.password);
    await enrolTotp(t, token);
    expect((await passwordStep(t, s.email, s.password)).body.mfaRequired).toBe(true);

    expect((await t.call('DELETE', `/admin/office-accounts/${s.id}/mfa`, { token })).status).toBe(
      403,
    );
    const reset = await t.call('DELETE', `/admin/office-accounts/${s.id}/mfa`, { token: admin });
    expect(reset.status).toBe(204);
    const [event] = await events(t, 'mfa.reset', s.id);
    expect(event).toMatchObject({
      actor_type: 'admin',
      actor_name: `${ADMIN.firstName} ${ADMIN.lastName}`,
    });
    expect(event.details).toMatchObject({
      removed: { totp: true, passkeys: 0, recoveryCodesLeft: 10 },
    });
    expect((await passwordStep(t, s.email, s.password)).body.token).toEqual(expect.any(String));

    // The supervisors' own endpoint does the same; it knows only supervisors.
    later(1);
    await enrolTotp(t, token);
    expect(
      (await t.call('DELETE', `/admin/supervisors/${s.id}/mfa`, { token: admin })).status,
    ).toBe(204);
    expect((await t.call('GET', '/auth/mfa', { token })).body.totp).toBe(false);
    const me = await t.call('GET', '/admin/me', { token: admin });
    expect(
      (await t.call('DELETE', `/admin/supervisors/${me.body.id}/mfa`, { token: admin })).body.code,
    ).toBe('SUPERVISOR_NOT_FOUND');
    expect(
      (await t.call('DELETE', `/admin/office-accounts/${me.body.id}/mfa`, { token: admin })).status,
    ).toBe(403);
    const unknown = await t.call(
      'DELETE',
      '/admin/office-accounts/00000000-0000-4000-8000-000000000000/mfa',
      { token: admin },
    );
    expect(unknown.body.code).toBe('ACCOUNT_NOT_FOUND');
  });
});

describe('with MFA_REQUIRED=office', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ mfaRequired: 'office' });
  });
  afterAll(() => t?.close());

  it('an account without a factor gets only a set-up challenge: no token until enrolment completes the sign-in', async () => {
    later(1);
    const first = await passwordStep(t, ADMIN.email, ADMIN.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaSetupRequired: true, challenge: expect.any(String) });
    const challenge = first.body.challenge as string;

    // The challenge opens nothing but enrolment.
    for (const [method, url] of [
      ['GET', '/admin/me'],
      ['GET', '/admin/users'],
      ['GET', '/admin/stats'],
      ['POST', '/auth/mfa/recovery-codes'],
      ['DELETE', '/auth/mfa/totp'],
    ]) {
      const res = await t.call(method!, url!, {
        token: challenge,
        body: method === 'GET' ? undefined : { password: ADMIN.password },
      });
      expect([url, res.status]).toEqual([url, 401]);
    }
    expect(
      (await t.call('POST', '/auth/admin/login/mfa', { body: { challenge, code: '123456' } })).body
        .code,
    ).toBe('CHALLENGE_EXPIRED');
    expect((await t.call('GET', '/auth/mfa', { token: challenge })).status).toBe(200);

    const { confirm } = await enrolTotp(t, challenge);
    expect(confirm.recoveryCodes).toHaveLength(10);
    expect(confirm.token).toEqual(expect.any(String));
    expect(confirm.admin).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect((await t.call('GET', '/admin/me', { token: confirm.token })).status).toBe(200);
    // Used up with the sign-in it completed.
    expect((await t.call('GET', '/auth/mfa', { token: challenge })).status).toBe(401);

    // From now on the second step is asked for.
    expect((await passwordStep(t, ADMIN.email, ADMIN.password)).body).toMatchObject({
      mfaRequired: true,
    });
  });

  it('a set-up challenge takes 5 wrong codes, then it is void', async () => {
    const admin = await t.call('POST', '/admin/supervisors', {
      token: await (async () => {
        later(1);
        const step = await passwordStep(t, ADMIN.email, ADMIN.password);
        const secretRow = await t.app.db.query<any>(
          'SELECT t.secret FROM mfa_totp t JOIN admins a ON a.id = t.admin_id WHERE a.email = $1',
          [ADMIN.email],
        );
        const done = await t.call('POST', '/auth/admin/login/mfa', {
          body: { challenge: step.body.challenge, code: codeAt(secretRow[0].secret) },
        });
        return done.body.token as string;
      })(),
      body: {
        firstName: 'New',
        lastName: 'Supervisor',
        phone: '+919899002001',
        password: SUPERVISOR_PASSWORD,
        wards: [4],
      },
    });
    expect(admin.status).toBe(201);
    const first = await passwordStep(t, '+919899002001', SUPERVISOR_PASSWORD);
    const challenge = first.body.challenge as string;
    const setup = await t.call('POST', '/auth/mfa/totp/setup', { token: challenge });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call('POST', '/auth/mfa/totp/confirm', {
        token: challenge,
        body: { code: codeAt(setup.body.secret, 4) },
      });
      expect(wrong.body.code).toBe('INVALID_CODE');
    }
    const after = await t.call('POST', '/auth/mfa/totp/confirm', {
      token: challenge,
      body: { code: codeAt(setup.body.secret) },
    });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('CHALLENGE_EXPIRED');
  });
});

describe("the test helpers' second factor (support/office-sign-in.mjs) with MFA_REQUIRED=office", () => {
  let t: TestApp;
  beforeAll(async () => {
    later(1);
    t = await startTestApp({ mfaRequired: 'office' });
  });
  afterAll(() => t?.close());

  it("the test app's adminToken enrols the first admin's authenticator app and signs in", async () => {
    const token = await t.adminToken();
    expect((await t.call('GET', '/admin/me', { token })).status).toBe(200);
    expect((await t.call('GET', '/auth/mfa', { token })).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });
  });

  it('the clock standing still: the step now, the next one, then recovery codes, a new set below 3', async () => {
    later(1);
    const phone = '+919899003001';
    const created = await t.call('POST', '/admin/supervisors', {
      token: await t.adminToken(),
      body: {
        firstName: 'Still',
        lastName: 'Clock',
        phone,
        password: SUPERVISOR_PASSWORD,
        wards: [4],
      },
    });
    expect(created.status).toBe(201);
    const account = officeAccount({
      call: (method, url, body, token) => t.call(method, url, { body, token }),
      emailOrPhone: phone,
      password: SUPERVISOR_PASSWORD,
      now: () => mfaClock.now(),
    });
    let token = '';
    // Enrolment (this step), the next step, 8 recovery codes (2 left), then a new set of ten
    // (made after a sign-in with one of the two) and 2 of it.
    for (let i = 0; i < 12; i += 1) token = await account.signIn();
    expect(account.recoveryCodesLeft).toBe(8);
    expect((await t.call('GET', '/auth/mfa', { token })).body.recoveryCodesLeft).toBe(8);
  });
});
