import { startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** What the schema-driven fuzz test (fuzz.test.ts) found, each with the input that showed it. */
let t: TestApp;
let c: Collector;

beforeAll(async () => {
  t = await startTestApp();
  c = await t.createCollector();
});
afterAll(() => t?.close());

describe('export download links and a session sent along', () => {
  // Found: `GET /api/admin/people/export/download/x%2F` with a forged Bearer token answered 404
  // (the link's format was checked before the session), not 401 like every other route.
  it('a forged session is 401 and a wrong role 403, whatever the link looks like', async () => {
    const forged = `${c.token.slice(0, -4)}AAAA`;
    const bad = await t.call('GET', '/admin/people/export/download/x%2F', { token: forged });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('SESSION_INVALID');
    const wrongRole = await t.call('GET', '/admin/people/export/download/x%2F', { token: c.token });
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.body.code).toBe('FORBIDDEN');
    // Without a session a malformed link is still just a dead link.
    const anonymous = await t.call('GET', '/admin/people/export/download/x%2F');
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.code).toBe('EXPORT_LINK_GONE');
  });
});
