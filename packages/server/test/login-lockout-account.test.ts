// Issue 10's lockout counted failures per identifier, so alternating an administrator's email and
// phone doubled an attacker's tries. Failures now count per account when the identifier names
// one; an identifier that names no account keeps its own count, and both end in the same answers.
// Since issue 28 the lock is per account and client address: each test tries from an address of
// its own (TRUST_PROXY is on in tests), and the owner elsewhere is not locked out.
import { insertAdmin } from '../src/db/queries/admins';
import { hashPassword } from '../src/lib/passwords';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const MAX = 4;
const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';
const PASSWORD = 'Other-Admin-Passw0rd!';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginMaxFailures: MAX, loginMaxFailuresPerAddress: 100 });
});
afterAll(() => t?.close());

let seq = 0;
/** An administrator of its own per test: a locked one stays locked for the window. */
async function newAdmin() {
  seq += 1;
  const email = `lockout-${seq}@example.org`;
  const local = `98000100${String(seq).padStart(2, '0')}`;
  await insertAdmin(t.app.db, {
    firstName: 'Lock', lastName: `Out ${seq}`, email, phone: `+91${local}`, passwordHash: await hashPassword(PASSWORD),
  });
  return { email, local, phone: `+91${local}` };
}

let addressSeq = 0;
let address = '';
beforeEach(() => {
  addressSeq += 1;
  address = `203.0.113.${addressSeq}`;
});
const login = (emailOrPhone: string, password: string, from = address) =>
  t.call('POST', '/auth/admin/login', {
    body: { emailOrPhone, password },
    headers: { 'x-forwarded-for': from },
  });

describe('admin lockout counts per account', () => {
  it(`alternating email and phone locks after ${MAX} failures, as one identifier does`, async () => {
    const alternating = await newAdmin();
    const ids = [alternating.email, alternating.local, alternating.email.toUpperCase(), alternating.phone];
    for (let i = 0; i < MAX; i += 1) {
      const res = await login(ids[i % ids.length]!, `wrong-${i}`);
      expect(res).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    }
    // Locked by either identifier, even with the right password, from that address.
    for (const id of [alternating.phone, alternating.email]) {
      const res = await login(id, PASSWORD);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(LOCKED);
      expect(res.body.token).toBeUndefined();
    }
    // The owner, elsewhere, signs in.
    expect((await login(alternating.phone, PASSWORD, '192.0.2.200')).status).toBe(200);

    // The same number with one identifier only (from another address: the lock is per address).
    address = '203.0.113.250';
    const single = await newAdmin();
    for (let i = 0; i < MAX; i += 1) expect((await login(single.email, `wrong-${i}`)).status).toBe(401);
    const locked = await login(single.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED);
  });

  it('a successful sign-in by the phone does not wipe failures made by the email', async () => {
    const a = await newAdmin();
    for (let i = 0; i < MAX - 1; i += 1) expect((await login(a.email, `wrong-${i}`)).status).toBe(401);
    expect((await login(a.local, PASSWORD)).status).toBe(200);
    expect((await login(a.phone, 'wrong-again')).status).toBe(401);
    expect((await login(a.email, PASSWORD)).status).toBe(429);
  });

  it('identifiers that name no account keep a count each, and lock with the same answer', async () => {
    const unknown = ['nobody-here@example.org', '9800019999'];
    // 2 × MAX failures alternating between two unknown identifiers: each has its own MAX.
    for (let i = 0; i < 2 * MAX; i += 1) {
      const res = await login(unknown[i % 2]!, `wrong-${i}`);
      expect(res).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    }
    for (const id of unknown) {
      const res = await login(id, PASSWORD);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(LOCKED);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(840);
    }
  });
});
