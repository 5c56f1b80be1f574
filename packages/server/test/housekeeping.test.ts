import { buildApp } from '../src/app';
import type { Queryable } from '../src/db';
import { newPhone, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// Issue 10, item 8: counters count only what they should, and expired rows do not pile up.

const count = async (db: Queryable, sql: string, params: unknown[]) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

/** Polls until `check` holds; `ms` only bounds a broken build (generous: a loaded machine is slow). */
async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return check();
}

describe('the hourly code budget of a phone', () => {
  let t: TestApp;
  let c: Collector;
  beforeAll(async () => {
    t = await startTestApp({ otpMaxPerPhonePerHour: 2 });
    c = await t.createCollector();
  });
  afterAll(() => t?.close());

  const send = (phone: string) => t.call('POST', '/otp/send', { token: c.token, body: { phone } });
  const expire = (phone: string) =>
    t.app.db.query(
      `UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`,
      [phone],
    );

  it('is not used up by codes whose SMS failed to send (502)', async () => {
    const phone = newPhone();
    t.sms.failNext(3);
    for (let i = 0; i < 3; i += 1) {
      expect(await send(phone)).toMatchObject({
        status: 502,
        body: { message: 'Failed to send OTP' },
      });
    }
    expect((await send(phone)).status).toBe(200);
    await expire(phone);
    expect((await send(phone)).status).toBe(200);
    await expire(phone);
    const capped = await send(phone);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many OTP requests for this phone number\./);
    expect(t.sms.messages.filter((m) => m.to === phone)).toHaveLength(2);
  });

  it('is used once by parallel sends of which one code goes out', async () => {
    const phone = newPhone();
    const replies = await Promise.all(Array.from({ length: 6 }, () => send(phone)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    await expire(phone);
    expect((await send(phone)).status).toBe(200);
    await expire(phone);
    expect((await send(phone)).status).toBe(429);
    expect(t.sms.messages.filter((m) => m.to === phone)).toHaveLength(2);
  });
});

describe('expired codes and counters are purged', () => {
  it('on a timer: rows vanish once expired, live ones stay', async () => {
    const t = await startTestApp({ housekeepingIntervalSeconds: 1, loginWindowSeconds: 2 });
    try {
      const c = await t.createCollector();
      const db = t.app.db;
      const [stale, live] = [newPhone(), newPhone()];
      await t.verifyPhone(c.token, stale); // a verification and code counters
      expect(
        (await t.call('POST', '/otp/send', { token: c.token, body: { phone: stale } })).status,
      ).toBe(200);
      expect(
        (await t.call('POST', '/otp/send', { token: c.token, body: { phone: live } })).status,
      ).toBe(200);
      const failed = await t.call('POST', '/auth/user/login', {
        body: { phone: c.phone, password: 'wrong' },
      });
      expect(failed.status).toBe(401);
      const loginRows = () => count(db, `rate_limits WHERE key LIKE 'login:%'`, []);
      // The account from this address, the address, the account's hour.
      expect(await loginRows()).toBeGreaterThanOrEqual(3);

      // Time passes: the sign-in window (2 s) ends by itself; the accounts' hours (the admin's
      // too, from signing in), the code and the verification are moved past their expiry (a code
      // is kept an hour after it, for the "expired" message).
      await db.query(
        `UPDATE rate_limits SET reset_at = now() - interval '1 second'
         WHERE key LIKE 'login:acct:%' AND key NOT LIKE '%:from:%'`,
      );
      await db.query(
        `UPDATE otp_codes SET expires_at = now() - interval '61 minutes' WHERE phone = $1`,
        [stale],
      );
      await db.query(
        `UPDATE phone_verifications SET expires_at = now() - interval '1 second' WHERE phone = $1`,
        [stale],
      );
      await db.query(
        `UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key = $1`,
        [`otp:phone:${stale}`],
      );

      const gone = await waitFor(
        async () =>
          (await loginRows()) === 0 &&
          (await count(db, 'otp_codes WHERE phone = $1', [stale])) === 0 &&
          (await count(db, 'phone_verifications WHERE phone = $1', [stale])) === 0 &&
          (await count(db, 'rate_limits WHERE key = $1', [`otp:phone:${stale}`])) === 0,
        60_000,
      );
      expect(gone).toBe(true);
      expect(await count(db, 'otp_codes WHERE phone = $1', [live])).toBe(1);
      expect(await count(db, 'rate_limits WHERE key = $1', [`otp:phone:${live}`])).toBe(1);
      expect(await count(db, 'rate_limits WHERE key = $1', [`otp:user:${c.id}`])).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('keeps a code that expired less than an hour ago, so verifying it still says "expired"', async () => {
    const t = await startTestApp({ housekeepingIntervalSeconds: 1 });
    try {
      const c = await t.createCollector();
      const [phone, old] = [newPhone(), newPhone()];
      for (const p of [phone, old]) {
        expect(
          (await t.call('POST', '/otp/send', { token: c.token, body: { phone: p } })).status,
        ).toBe(200);
      }
      const code = t.sms.lastCodeFor(phone)!;
      const codes = (p: string) => count(t.app.db, 'otp_codes WHERE phone = $1', [p]);
      // One statement: no purge can run between the two changes.
      await t.app.db.query(
        `UPDATE otp_codes SET expires_at = now() - CASE WHEN phone = $1 THEN interval '10 minutes'
           ELSE interval '61 minutes' END
         WHERE phone IN ($1, $2)`,
        [phone, old],
      );
      // The event that proves a purge ran after the change: the code past its hour is gone.
      expect(await waitFor(async () => (await codes(old)) === 0, 60_000)).toBe(true);
      expect(await codes(phone)).toBe(1);
      const res = await t.call('POST', '/otp/verify', { token: c.token, body: { phone, code } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      await t.close();
    }
  });

  it('at start', async () => {
    const t = await startTestApp(); // the timer is far away (default 10 minutes)
    const c = await t.createCollector();
    const phone = newPhone();
    await t.call('POST', '/otp/send', { token: c.token, body: { phone } });
    await t.call('POST', '/auth/user/login', { body: { phone: c.phone, password: 'wrong' } });
    await t.app.db.query(`UPDATE otp_codes SET expires_at = now() - interval '2 hours'`);
    await t.app.db.query(`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect(await count(t.app.db, 'rate_limits', [])).toBeGreaterThan(0);
    await t.app.close();

    const again = await buildApp(t.config, { logger: false });
    try {
      await again.ready();
      expect(await count(again.db, 'otp_codes', [])).toBe(0);
      expect(await count(again.db, 'rate_limits', [])).toBe(0);
    } finally {
      await again.close();
      await t.close(); // its app is closed already; this drops the database and the folder
    }
  });
});
