/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { createHash } from 'node:crypto';
import { loadConfig } from '../src/config';
import { ADMIN, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Managing read-only API tokens: POST/GET/DELETE /api/admin/api-tokens (issue 16 item 2). */
let t: TestApp;
let admin: string;
let collector: Collector;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  collector = await t.createCollector();
});
afterAll(() => t?.close());

const TOKEN = /^hr_[A-Za-z0-9_-]{43}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let seq = 0;
const uniqueName = (base = 'Report') => `${base} ${(seq += 1)}`;

async function create(body: Record<string, unknown>, token = admin) {
  return t.call('POST', '/admin/api-tokens', { token, body });
}

async function list(): Promise<any[]> {
  const res = await t.call('GET', '/admin/api-tokens', { token: admin });
  expect(res.status).toBe(200);
  return res.body;
}

async function latestEvent(action: string): Promise<any> {
  const res = await t.call('GET', `/admin/audit?action=${action}&limit=1`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.items[0];
}

describe('POST /admin/api-tokens', () => {
  it('answers 201 with the secret once; the list never shows it; only its SHA-256 is stored', async () => {
    const name = uniqueName('Power BI feed');
    const before = Date.now();
    const res = await create({ name });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'lastUsedAt',
      'name',
      'token',
    ]);
    expect(res.body).toMatchObject({ name, expiresAt: null, lastUsedAt: null });
    expect(res.body.token).toMatch(TOKEN);
    expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(before - 5_000);

    const listed = (await list()).find((x) => x.id === res.body.id);
    expect(Object.keys(listed).sort()).toEqual([
      'createdAt',
      'createdBy',
      'expiresAt',
      'id',
      'lastUsedAt',
      'name',
    ]);
    expect(listed).toMatchObject({
      name,
      lastUsedAt: null,
      createdBy: { firstName: ADMIN.firstName, lastName: ADMIN.lastName },
    });
    const everything = await t.call('GET', '/admin/api-tokens', { token: admin });
    expect(everything.raw).not.toContain(res.body.token);
    expect(everything.raw).not.toContain(res.body.token.slice(3));

    const [row] = await t.app.db.query<{ token_hash: Uint8Array }>(
      'SELECT token_hash FROM api_tokens WHERE id = $1',
      [res.body.id],
    );
    const expected = createHash('sha256').update(res.body.token).digest();
    expect(Buffer.from(row!.token_hash).equals(expected)).toBe(true);
    const dump = await t.app.db.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM api_tokens a',
    );
    expect(dump.map((r) => r.row).join('\n')).not.toContain(res.body.token.slice(3));
  });

  it('gives every token a different secret', async () => {
    const a = await create({ name: uniqueName() });
    const b = await create({ name: uniqueName() });
    expect(a.body.token).not.toBe(b.body.token);
  });

  it('sets expiresAt expiresInDays from now (1 and 3650 are the bounds)', async () => {
    const res = await create({ name: uniqueName(), expiresInDays: 30 });
    expect(res.status).toBe(201);
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    expect((await create({ name: uniqueName(), expiresInDays: 1 })).status).toBe(201);
    expect((await create({ name: uniqueName(), expiresInDays: 3650 })).status).toBe(201);
  });

  it.each([
    [0, 'expiresInDays must be at least 1'],
    [-5, 'expiresInDays must be at least 1'],
    [3651, 'expiresInDays must be at most 3650'],
    [1.5, 'expiresInDays must be a number'],
    ['30', 'expiresInDays must be a number'],
    [null, 'expiresInDays must be a number'],
  ])('refuses expiresInDays %p with a 400 naming it', async (expiresInDays, message) => {
    const res = await create({ name: uniqueName(), expiresInDays });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
  });

  it('trims the name and refuses blank, long, control and NUL names naming name', async () => {
    const trimmed = await create({ name: '  \u200B Ward 12 report  ' });
    expect(trimmed.status).toBe(201);
    expect(trimmed.body.name).toBe('Ward 12 report');
    // Invisible characters at the ends are trimmed like spaces (the input guard), controls too.
    expect((await create({ name: 'Bell report\u0007' })).body.name).toBe('Bell report');
    const cases: [unknown, string][] = [
      ['', 'name is required'],
      ['   ', 'name is required'],
      ['x'.repeat(101), 'name must be at most 100 characters'],
      ['x'.repeat(10 * 1024), 'name must be at most 100 characters'],
      ['bad\u0000name', 'name contains invalid characters'],
      // Controls inside a name: the guard every name has (issue 45) answers before the schema's pattern.
      ['line\nbreak', 'name contains invalid characters'],
      ['be\u0007ll', 'name contains invalid characters'],
      ['c1\u0085x', 'name contains invalid characters'],
      ['word\u2060joiner', 'name contains invalid characters'],
      [42, 'name must be a string'],
    ];
    for (const [name, message] of cases) {
      const res = await create({ name });
      expect({ name, status: res.status, message: res.body.message }).toEqual({
        name,
        status: 400,
        message,
      });
    }
    expect((await create({})).body.message).toBe('name is required');
    const [{ n }] = (await t.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM api_tokens WHERE name LIKE 'bad%' OR name LIKE 'xxx%' OR name LIKE 'line%'",
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('stores markup as plain text and answers it as JSON, never as HTML', async () => {
    const name = `<script>alert("x")</script> ${uniqueName()}`;
    const res = await create({ name });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await list()).find((x) => x.id === res.body.id).name).toBe(name);
  });

  it('refuses a name already taken, in any case, with 409', async () => {
    const name = uniqueName('District Warehouse');
    expect((await create({ name })).status).toBe(201);
    const again = await create({ name: name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('API_TOKEN_NAME_TAKEN');
    expect(again.body.message).toBe('An API token with this name already exists');
    expect((await list()).filter((x) => x.name.toLowerCase() === name.toLowerCase())).toHaveLength(
      1,
    );
  });

  it('is logged as api_token.created by the admin, without the secret', async () => {
    const name = uniqueName('Logged');
    const res = await create({ name, expiresInDays: 7 });
    const event = await latestEvent('api_token.created');
    expect(event).toMatchObject({
      actor: { type: 'admin', name: `${ADMIN.firstName} ${ADMIN.lastName}` },
      entityType: 'api_token',
      entityId: res.body.id,
      details: { name, expiresAt: res.body.expiresAt },
    });
    expect(JSON.stringify(event)).not.toContain(res.body.token.slice(3));
  });
});

describe('DELETE /admin/api-tokens/:id', () => {
  it('revokes: 204, gone from the list, logged as api_token.revoked; a second delete is 404', async () => {
    const name = uniqueName('Short-lived');
    const made = await create({ name });
    const res = await t.call('DELETE', `/admin/api-tokens/${made.body.id}`, { token: admin });
    expect(res.status).toBe(204);
    expect(res.raw).toBe('');
    expect((await list()).some((x) => x.id === made.body.id)).toBe(false);
    expect(await latestEvent('api_token.revoked')).toMatchObject({
      actor: { type: 'admin' },
      entityType: 'api_token',
      entityId: made.body.id,
      details: { name },
    });
    const again = await t.call('DELETE', `/admin/api-tokens/${made.body.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('API_TOKEN_NOT_FOUND');
    // The name is free again.
    expect((await create({ name })).status).toBe(201);
  });

  it('answers 404 for an unknown id and 400 naming the id for a malformed one', async () => {
    const unknown = await t.call('DELETE', `/admin/api-tokens/${UNKNOWN_ID}`, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('API token not found');
    const bad = await t.call('DELETE', '/admin/api-tokens/not-a-uuid', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid API token id');
  });
});

describe('who may manage tokens', () => {
  it('a collector gets 403 and anonymous 401 on list, create and revoke', async () => {
    const made = await create({ name: uniqueName('Guarded') });
    const calls = [
      ['GET', '/admin/api-tokens', undefined],
      ['POST', '/admin/api-tokens', { name: uniqueName('Intruder') }],
      ['DELETE', `/admin/api-tokens/${made.body.id}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const asCollector = await t.call(method, url, { token: collector.token, body });
      expect([method, asCollector.status, asCollector.body.code]).toEqual([
        method,
        403,
        'FORBIDDEN',
      ]);
      const anonymous = await t.call(method, url, { body });
      expect([method, anonymous.status, anonymous.body.code]).toEqual([
        method,
        401,
        'AUTH_REQUIRED',
      ]);
    }
    expect((await list()).some((x) => x.id === made.body.id)).toBe(true);
    expect((await list()).some((x) => String(x.name).startsWith('Intruder'))).toBe(false);
  });

  it('an API token cannot list, create or revoke tokens (403), however it is flagged', async () => {
    const made = await create({ name: uniqueName('Reader') });
    const bearer = made.body.token as string;
    const listed = await t.call('GET', '/admin/api-tokens', { token: bearer });
    expect([listed.status, listed.body.message]).toEqual([403, 'Forbidden']);
    const minted = await create({ name: uniqueName('Minted by a token') }, bearer);
    expect(minted.status).toBe(403);
    const revoked = await t.call('DELETE', `/admin/api-tokens/${made.body.id}`, { token: bearer });
    expect(revoked.status).toBe(403);
    expect((await list()).some((x) => x.id === made.body.id)).toBe(true);
    expect((await list()).some((x) => String(x.name).startsWith('Minted'))).toBe(false);
  });
});

describe('API_TOKEN_RATE_PER_MINUTE', () => {
  const base = { DATA_DIR: '/tmp/unused', JWT_SECRET: 'x'.repeat(40) };
  it('defaults to 120 and takes a whole number', () => {
    expect(loadConfig(base).apiTokenRatePerMinute).toBe(120);
    expect(loadConfig({ ...base, API_TOKEN_RATE_PER_MINUTE: ' 5 ' }).apiTokenRatePerMinute).toBe(5);
  });
  it.each(['0', '-1', '1.5', 'ten'])('refuses %p naming the variable', (value) => {
    expect(() => loadConfig({ ...base, API_TOKEN_RATE_PER_MINUTE: value })).toThrow(
      /API_TOKEN_RATE_PER_MINUTE must be an integer 1–1000000/,
    );
  });
});
