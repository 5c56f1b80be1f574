import { loadConfig } from '../src/config';
import { newPhone, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// Issue 10, item 2: behind a proxy the client address is the X-Forwarded-For entry the trusted
// proxy appended (right-most), never one the client wrote itself (left-most), or anyone could
// claim a fresh address per request and skip the per-address sign-in limit.
const PER_ADDRESS = 4;

describe('TRUST_PROXY', () => {
  it('reads true as one hop, a number as that many hops, addresses and CIDRs as given', () => {
    const trust = (TRUST_PROXY: string | undefined) =>
      loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x', TRUST_PROXY }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

async function failedSignIns(t: TestApp, forwardedFor: (i: number) => string, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await t.call('POST', '/auth/user/login', {
      body: { phone: newPhone(), password: 'wrong' },
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

const limited = [...Array<number>(PER_ADDRESS).fill(401), 429, 429];

describe('the client address behind one proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginMaxFailuresPerAddress: PER_ADDRESS }); // the test app sets TRUST_PROXY=true
  });
  afterAll(() => t?.close());

  it('a client writing a new left-most address per request is still one client', async () => {
    const statuses = await failedSignIns(t, (i) => `10.9.8.${i}, 203.0.113.50`, PER_ADDRESS + 2);
    expect(statuses).toEqual(limited);
    // The real next client (what the proxy appended) is counted on its own.
    expect(await failedSignIns(t, () => '10.9.8.1, 203.0.113.51', 1)).toEqual([401]);
  });
});

describe('the client address behind two proxies (TRUST_PROXY=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginMaxFailuresPerAddress: PER_ADDRESS, trustProxy: 2 });
  });
  afterAll(() => t?.close());

  it('takes the second entry from the right', async () => {
    // client-written, the real client (appended by the outer proxy), the outer proxy (appended by the inner one)
    const statuses = await failedSignIns(
      t,
      (i) => `10.9.8.${i}, 203.0.113.60, 192.0.2.${i % 2}`,
      PER_ADDRESS + 2,
    );
    expect(statuses).toEqual(limited);
    expect(await failedSignIns(t, () => '203.0.113.60, 203.0.113.61, 192.0.2.1', 1)).toEqual([401]);
  });
});
