/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
// Issue 28, item 5: a flood does not fill the activity log. Refusals while a lock lasts are
// logged once per lock and window; the rest are counted, and the count is logged when the window
// is over (housekeeping). 4,695 refused sign-ins in 15 s had written about 5,000 events.
import { logEndedTallies } from '../src/services/refusal-log';
import { newPhone, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const MAX = 5;
/** Fifty times the events allowed: were each refusal written, the bound would fail 50 times over. */
const FLOOD = 1000;
const BATCH = 250;

let t: TestApp;
let c: Collector;
beforeAll(async () => {
  t = await startTestApp({ loginMaxFailures: MAX });
  c = await t.createCollector();
});
afterAll(() => t?.close());

const lastSeq = async () =>
  Number((await t.app.db.query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM audit_events'))[0]!.seq);
const eventsAfter = (seq: number) =>
  t.app.db.query<{ action: string; details: any; client_address: string }>(
    'SELECT action, details, client_address FROM audit_events WHERE seq > $1 ORDER BY seq',
    [seq],
  );

/** `count` requests, `BATCH` at a time in parallel, over real HTTP. */
async function flood(count: number, request: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(BATCH, count - done) }, request));
    for (const response of batch) {
      statuses.push(response.status);
      await response.arrayBuffer();
    }
  }
  return statuses;
}

/** The windows end: as housekeeping would find them once the time has come. */
async function endWindows() {
  await t.app.db.query(`UPDATE refusal_tallies SET ends_at = now() - interval '1 second'`);
  await logEndedTallies(t.app.db);
}

describe('a flood of refused requests', () => {
  it(`${FLOOD} wrong sign-ins from one address leave at most 20 events, and the count`, async () => {
    const before = await lastSeq();
    const address = '198.51.100.77';
    const statuses = await flood(FLOOD, () =>
      fetch(`${t.baseUrl}/api/auth/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ phone: c.phone, password: 'wrong' }),
      }),
    );
    const refused = statuses.filter((s) => s === 429).length;
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(refused).toBe(FLOOD - MAX);

    const events = await eventsAfter(before);
    expect(events.length).toBeLessThanOrEqual(20);
    // In any order: on PostgreSQL the first refusal may be logged before the last failure is.
    expect(events.map((e) => e.action).sort()).toEqual([...Array(MAX).fill('auth.login.failed'), 'auth.login.locked']);
    expect(events.find((e) => e.action === 'auth.login.locked')).toMatchObject({
      client_address: address,
      details: { role: 'user', identifier: c.phone, lock: 'account-address' },
    });

    // The window is over: one more event, with how many refusals it saw.
    await endWindows();
    const summary = (await eventsAfter(before)).slice(events.length);
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({
      action: 'auth.login.locked',
      client_address: address,
      details: { identifier: c.phone, refusals: refused, from: expect.any(String), until: expect.any(String) },
    });
    expect(await t.app.db.query('SELECT 1 FROM refusal_tallies')).toEqual([]);
  });

  it('refused one-time codes are logged once per collector, phone and window, with the count', async () => {
    const phone = newPhone();
    const before = await lastSeq();
    const statuses = await flood(1000, () =>
      fetch(`${t.baseUrl}/api/otp/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
        body: JSON.stringify({ phone, code: '123456' }),
      }),
    );
    expect(statuses.every((s) => s === 400)).toBe(true);
    const events = await eventsAfter(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'otp.failed', details: { phone, code: 'OTP_NOT_REQUESTED' } });
    await endWindows();
    expect((await eventsAfter(before)).slice(1)).toMatchObject([
      { action: 'otp.failed', details: { phone, code: 'OTP_NOT_REQUESTED', refusals: 1000 } },
    ]);
  });

  it('a window with a single refusal is not logged twice', async () => {
    const k = await t.createCollector();
    const address = '198.51.100.78';
    const attempt = () =>
      t.call('POST', '/auth/user/login', {
        body: { phone: k.phone, password: 'wrong' },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < MAX; i += 1) await attempt();
    const before = await lastSeq();
    expect((await attempt()).status).toBe(429);
    await endWindows();
    expect((await eventsAfter(before)).map((e) => e.action)).toEqual(['auth.login.locked']);
  });
});
