import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** API_TOKEN_RATE_PER_MINUTE, set low: calls per token per minute, then 429 with Retry-After. */
let t: TestApp;
let admin: string;
const LIMIT = 3;
beforeAll(async () => {
  t = await startTestApp({ apiTokenRatePerMinute: LIMIT });
  admin = await t.adminToken();
});
afterAll(() => t?.close());

async function newToken(name: string): Promise<{ id: string; token: string }> {
  const res = await t.call('POST', '/admin/api-tokens', { token: admin, body: { name } });
  expect(res.status).toBe(201);
  return res.body;
}

it('answers 429 with Retry-After past the limit, per token, counted in the database', async () => {
  const a = await newToken('Busy report');
  const b = await newToken('Quiet report');
  for (let i = 0; i < LIMIT; i += 1) {
    expect((await t.call('GET', '/admin/stats', { token: a.token })).status).toBe(200);
  }
  const limited = await t.call('GET', '/admin/stats', { token: a.token });
  expect(limited.status).toBe(429);
  expect(limited.body.code).toBe('API_TOKEN_RATE_LIMITED');
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Another token has its own budget; the admin's session is not limited by the token's.
  expect((await t.call('GET', '/admin/stats', { token: b.token })).status).toBe(200);
  expect((await t.call('GET', '/admin/stats', { token: admin })).status).toBe(200);
  // The window lives in rate_limits, where every instance (and a restarted one) reads it.
  const [row] = await t.app.db.query<{ count: number }>(
    'SELECT count FROM rate_limits WHERE key = $1',
    [`api_token:${a.id}`],
  );
  expect(row!.count).toBeGreaterThan(LIMIT);
  // Once the window is over the token works again.
  await t.app.db.query(
    "UPDATE rate_limits SET reset_at = clock_timestamp() - interval '1 second' WHERE key = $1",
    [`api_token:${a.id}`],
  );
  expect((await t.call('GET', '/admin/stats', { token: a.token })).status).toBe(200);
});
