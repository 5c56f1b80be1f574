/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { routeTable } from './support/routes';
import { seedBasics } from './support/seed';
import { startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** What an API token (Authorization: Bearer hr_...) may do: read, and nothing else. */
let t: TestApp;
let admin: string;
let collector: Collector;
let person: any;
let religionId: string;
beforeAll(async () => {
  t = await startTestApp();
  let religion: { id: string };
  ({ admin, collector, person, religion } = await seedBasics(t, {
    collector: { firstName: 'Kavya', lastName: 'Field' },
    religion: 'Kirat',
    caste: null,
    person: { name: 'Sita Devi', areaName: 'Token Tole' },
  }));
  religionId = religion.id;
});
afterAll(() => t?.close());

let seq = 0;
async function newToken(
  name = `Feed ${(seq += 1)}`,
): Promise<{ id: string; name: string; token: string }> {
  const res = await t.call('POST', '/admin/api-tokens', { token: admin, body: { name } });
  expect(res.status).toBe(201);
  return res.body;
}

async function tokenRow(id: string): Promise<any> {
  const res = await t.call('GET', '/admin/api-tokens', { token: admin });
  return res.body.find((x: any) => x.id === id);
}

/** Events of this action by this actor id, newest first (export events are written when the response ends). */
async function eventsBy(action: string, actorId: string): Promise<any[]> {
  const res = await t.call('GET', `/admin/audit?action=${action}&actorId=${actorId}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('the reads a token may make', () => {
  it('answers 200 on each allowed GET, with the data an admin sees', async () => {
    const { token } = await newToken();
    const reads: [string, (body: any) => void][] = [
      ['/admin/stats', (b) => expect(b.totalPersons).toBeGreaterThanOrEqual(1)],
      ['/admin/people', (b) => expect(b.map((p: any) => p.name)).toContain('Sita Devi')],
      [
        '/admin/people/search?q=sita',
        (b) => expect(b.items.map((p: any) => p.id)).toEqual([person.id]),
      ],
      [
        `/admin/people/${person.id}`,
        (b) => expect(b).toMatchObject({ id: person.id, name: 'Sita Devi' }),
      ],
      ['/admin/users', (b) => expect(b.map((u: any) => u.id)).toContain(collector.id)],
      ['/lookups/religions', (b) => expect(b.map((r: any) => r.name)).toContain('Kirat')],
      ['/admin/audit?limit=5', (b) => expect(b.items.length).toBeGreaterThan(0)],
    ];
    for (const [url, check] of reads) {
      const res = await t.call('GET', url, { token });
      expect([url, res.status]).toEqual([url, 200]);
      check(res.body);
    }
    const csv = await t.call('GET', '/admin/people/export?format=csv&q=sita', { token });
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Sita Devi');
  });

  it('downloads a CSV export over real HTTP with the Bearer header alone, logged as the token', async () => {
    const { id, name, token } = await newToken('District warehouse');
    // The curl call of docs/api.md (API tokens): one GET on the listening port (t.baseUrl is app.listen on 127.0.0.1).
    expect(t.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${t.baseUrl}/api/admin/people/export?format=csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="people-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Id,Name,Father name,Phone/);
    expect(lines.find((l) => l.startsWith(person.id))).toContain('Sita Devi');

    let events: any[] = [];
    for (let i = 0; i < 50 && events.length === 0; i += 1) {
      events = await eventsBy('people.exported', id);
      if (events.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(events[0]).toMatchObject({
      actor: { type: 'api_token', id, name },
      details: { format: 'csv', complete: true, rowCount: lines.length - 1 },
    });
  });

  it('logs a person view by the token as person.viewed with the token as actor', async () => {
    const { id, name, token } = await newToken('Viewer feed');
    expect((await t.call('GET', `/admin/people/${person.id}`, { token })).status).toBe(200);
    const [event] = await eventsBy('person.viewed', id);
    expect(event).toMatchObject({
      actor: { type: 'api_token', id, name },
      entityType: 'person',
      entityId: person.id,
    });
    const history = await t.call('GET', `/admin/people/${person.id}/history`, { token: admin });
    expect(history.body.items.map((e: any) => e.actor.name)).toContain(name);
  });
});

describe('everything else', () => {
  it('refuses writes with 403 Forbidden and changes nothing', async () => {
    const { token } = await newToken();
    const usersBefore = (await t.call('GET', '/admin/users', { token: admin })).body.length;
    const writes: [string, string, unknown][] = [
      [
        'POST',
        '/admin/users',
        { firstName: 'Evil', lastName: 'Twin', phone: '+919811111111', password: 'Passw0rd!x' },
      ],
      [
        'PUT',
        `/admin/users/${collector.id}`,
        { firstName: 'Renamed', lastName: 'Field', phone: collector.phone },
      ],
      ['DELETE', `/admin/users/${collector.id}`, undefined],
      ['PUT', `/admin/people/${person.id}`, { name: 'Changed' }],
      ['DELETE', `/admin/people/${person.id}`, undefined],
      ['POST', '/admin/religions', { name: 'Made by a token' }],
      ['PUT', `/admin/religions/${religionId}`, { name: 'Renamed by a token' }],
      ['DELETE', `/admin/religions/${religionId}`, undefined],
      ['POST', '/admin/people/export/link?format=csv', undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = await t.call(method, url, { token, body });
      expect([method, url, res.status, res.body.message, res.body.code]).toEqual([
        method,
        url,
        403,
        'Forbidden',
        'FORBIDDEN',
      ]);
    }
    expect((await t.call('GET', '/admin/users', { token: admin })).body).toHaveLength(usersBefore);
    const users = (await t.call('GET', '/admin/users', { token: admin })).body;
    expect(users.find((u: any) => u.id === collector.id).firstName).toBe('Kavya');
    expect((await t.call('GET', `/admin/people/${person.id}`, { token: admin })).body.name).toBe(
      'Sita Devi',
    );
    const religions = (await t.call('GET', '/lookups/religions', { token: admin })).body;
    expect(religions.map((r: any) => r.name)).toContain('Kirat');
    expect(religions.map((r: any) => r.name)).not.toContain('Made by a token');
    const [{ n }] = (await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM export_links',
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses reads that are not on the list: history, collector routes, a link download', async () => {
    const { token } = await newToken();
    for (const url of [
      `/admin/people/${person.id}/history`,
      '/user/people',
      '/user/people/search',
    ]) {
      const res = await t.call('GET', url, { token });
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    const link = await t.call('POST', '/admin/people/export/link?format=csv', { token: admin });
    const download = await t.call('GET', link.body.url.replace(/^\/api/, ''), { token });
    expect(download.status).toBe(403);
  });
});

describe('a token that is no longer good', () => {
  it('is refused with 401 at once when revoked', async () => {
    const { id, token } = await newToken();
    expect((await t.call('GET', '/admin/stats', { token })).status).toBe(200);
    expect((await t.call('DELETE', `/admin/api-tokens/${id}`, { token: admin })).status).toBe(204);
    const res = await t.call('GET', '/admin/stats', { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('API_TOKEN_INVALID');
    expect(res.body.message).toBe('API token is invalid, expired or revoked');
  });

  it('is refused with 401 once expired', async () => {
    const { id, token } = await newToken();
    expect((await t.call('GET', '/admin/stats', { token })).status).toBe(200);
    await t.app.db.query(
      "UPDATE api_tokens SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1",
      [id],
    );
    const res = await t.call('GET', '/admin/people/search', { token });
    expect([res.status, res.body.code]).toEqual([401, 'API_TOKEN_INVALID']);
    // Still listed, with its end, until an admin revokes it.
    expect(Date.parse((await tokenRow(id)).expiresAt)).toBeLessThan(Date.now());
  });

  it.each([
    ['an unknown token of the right shape', `hr_${'A'.repeat(43)}`],
    ['a truncated token', 'hr_abc'],
    ['hostile text', 'hr_<script>"\'%00'],
  ])('refuses %s with 401', async (_label, bearer) => {
    const res = await t.call('GET', '/admin/stats', { token: bearer });
    expect([res.status, res.body.code]).toEqual([401, 'API_TOKEN_INVALID']);
  });
});

describe('lastUsedAt', () => {
  it('is null until used, then set; written at most once a minute', async () => {
    const { id, token } = await newToken();
    expect((await tokenRow(id)).lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await t.call('GET', '/admin/stats', { token })).status).toBe(200);
    const first = (await tokenRow(id)).lastUsedAt;
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 5_000);
    expect((await t.call('GET', '/admin/users', { token })).status).toBe(200);
    expect((await tokenRow(id)).lastUsedAt).toBe(first);
    // A minute later the next call stamps it again.
    await t.app.db.query(
      "UPDATE api_tokens SET last_used_at = last_used_at - interval '61 seconds' WHERE id = $1",
      [id],
    );
    const aged = (await tokenRow(id)).lastUsedAt;
    expect((await t.call('GET', '/admin/users', { token })).status).toBe(200);
    expect(Date.parse((await tokenRow(id)).lastUsedAt)).toBeGreaterThan(Date.parse(aged));
  });
});

describe('every admin route, one by one', () => {
  // What an API token gets from each route under /api/admin, written out: a route added later
  // fails the first test until someone decides here what a token gets from it.
  const ANSWERS: Record<string, number> = {
    'GET /api/admin/stats': 200,
    'GET /api/admin/me': 403,
    'GET /api/admin/users': 200,
    'POST /api/admin/users': 403,
    'PUT /api/admin/users/{id}': 403,
    'DELETE /api/admin/users/{id}': 403,
    'GET /api/admin/users/{id}/sign-in-locks': 403,
    'POST /api/admin/users/{id}/unlock-sign-in': 403,
    'GET /api/admin/supervisors': 403,
    'POST /api/admin/supervisors': 403,
    'PUT /api/admin/supervisors/{id}': 403,
    'DELETE /api/admin/supervisors/{id}': 403,
    'DELETE /api/admin/supervisors/{id}/mfa': 403,
    'DELETE /api/admin/office-accounts/{id}/mfa': 403,
    'GET /api/admin/office-accounts/{id}/sign-in-locks': 403,
    'POST /api/admin/office-accounts/{id}/unlock-sign-in': 403,
    'GET /api/admin/people': 200,
    'GET /api/admin/people/search': 200,
    'GET /api/admin/people/{id}': 200,
    'PUT /api/admin/people/{id}': 403,
    'DELETE /api/admin/people/{id}': 403,
    'GET /api/admin/people/{id}/history': 403,
    'PUT /api/admin/people/{id}/review': 403,
    'POST /api/admin/people/review': 403,
    'POST /api/admin/people/duplicates': 403,
    'GET /api/admin/people/export': 200,
    'POST /api/admin/people/export/link': 403,
    // A link stands in for a session; a token sent along is refused as on any route not for it.
    'GET /api/admin/people/export/download/{token}': 403,
    'GET /api/admin/reports': 200,
    'GET /api/admin/people/map': 200,
    'GET /api/admin/people/map/extent': 200,
    'GET /api/admin/people/map/tiles': 403,
    'POST /api/admin/religions': 403,
    'PUT /api/admin/religions/{id}': 403,
    'DELETE /api/admin/religions/{id}': 403,
    'POST /api/admin/castes': 403,
    'PUT /api/admin/castes/{id}': 403,
    'DELETE /api/admin/castes/{id}': 403,
    'GET /api/admin/audit': 200,
    // The duplicates queue is the office's work: no token reads or decides it.
    'GET /api/admin/duplicate-pairs': 403,
    'POST /api/admin/duplicate-pairs/{id}/dismiss': 403,
    'POST /api/admin/duplicate-pairs/{id}/merge': 403,
    'GET /api/admin/api-tokens': 403,
    'POST /api/admin/api-tokens': 403,
    'DELETE /api/admin/api-tokens/{id}': 403,
  };
  /** The query a read needs to be valid (a 200 must not be a 400 in disguise). */
  const QUERY: Record<string, string> = {
    'GET /api/admin/people/export': '?format=csv',
    'GET /api/admin/reports': '?groupBy=ward',
    'GET /api/admin/people/map': '?bbox=80,20,90,30&zoom=3',
  };
  const adminRoutes = () =>
    routeTable(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      /^[A-Z]+ \/api\/admin\//.test(r),
    );

  it('names every admin route the server has, and no other', () => {
    expect(Object.keys(ANSWERS).sort()).toEqual(adminRoutes());
  });

  it('answers each as written, and a refused write changes nothing', async () => {
    const { token } = await newToken();
    const before = await t.call('GET', '/admin/people', { token: admin });
    const got: Record<string, number> = {};
    for (const route of Object.keys(ANSWERS)) {
      const [method, pattern] = route.split(' ') as [string, string];
      const id = pattern.includes('/people/')
        ? person.id
        : pattern.includes('/users/')
          ? collector.id
          : religionId;
      const url =
        pattern.replace('/api', '').replace('{id}', id).replace('{token}', 'x'.repeat(43)) +
        (QUERY[route] ?? '');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      got[route] = (await t.call(method, url, { token, body })).status;
    }
    expect(got).toEqual(ANSWERS);
    expect((await t.call('GET', '/admin/people', { token: admin })).body).toEqual(before.body);
  });
});
