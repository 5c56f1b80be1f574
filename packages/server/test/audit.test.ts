/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { verifyChain } from '../src/db/queries/audit';
import { recordEvent, ANONYMOUS } from '../src/services/audit';
import { ADMIN, newPhone, personFields, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

let t: TestApp;
let admin: string;
let collector: Collector;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp({ loginMaxFailures: 2, loginMaxFailuresPerAddress: 500 });
  admin = await t.adminToken();
  collector = await t.createCollector({ firstName: 'Kavya', lastName: 'Field' });
  const [row] = await t.app.db.query<{ id: string }>('SELECT id FROM admins LIMIT 1');
  adminId = row!.id;
});
afterAll(() => t?.close());

/** Every event matching the filters, newest first, through the API. */
async function audit(query = ''): Promise<any[]> {
  const res = await t.call('GET', `/admin/audit?limit=200${query ? `&${query}` : ''}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.items;
}

const latest = async (action: string) => (await audit(`action=${action}`))[0];

describe('events written by the API', () => {
  it('a person: created (with OTP sent and verified), viewed, updated (only changed fields), deleted; history oldest first', async () => {
    const phone = newPhone();
    const person = await t.createPerson(collector.token, { phone, wardNo: '3' });
    const actor = { type: 'user', id: collector.id, name: 'Kavya Field' };

    const sent = await latest('otp.sent');
    expect(sent).toMatchObject({ actor, entityType: 'phone', entityId: phone, details: { phone } });
    expect(await latest('otp.verified')).toMatchObject({ actor, entityId: phone });
    const created = await latest('person.created');
    expect(created).toMatchObject({ actor, entityType: 'person', entityId: person.id, clientAddress: '127.0.0.1' });
    expect(created.details.record).toMatchObject({ name: 'Ravi Kumar', wardNo: '3', phone });

    expect((await t.call('GET', `/admin/people/${person.id}`, { token: admin })).status).toBe(200);
    const viewed = await latest('person.viewed');
    expect(viewed).toMatchObject({
      actor: { type: 'admin', id: adminId, name: `${ADMIN.firstName} ${ADMIN.lastName}` },
      entityId: person.id,
      // Each event names its record as it was then, so the Activity page can after a deletion.
      details: { name: person.name },
    });

    const put = await t.call('PUT', `/admin/people/${person.id}`, {
      token: admin,
      body: personFields({ wardNo: '4', householdSize: 5, whatsappNumber: null, gpsLocation: null }),
    });
    expect(put.status).toBe(200);
    expect((await latest('person.updated')).details).toEqual({
      changes: { wardNo: ['3', '4'], householdSize: [4, 5] },
      name: person.name,
    });

    // The collector's own edit, seen from behind a proxy (TRUST_PROXY=true in tests).
    const own = await t.call('PUT', `/user/people/${person.id}`, {
      token: collector.token,
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: personFields({ wardNo: '4', householdSize: 5, caste: 'Other' }),
    });
    expect(own.status).toBe(200);
    const ownUpdate = await latest('person.updated');
    expect(ownUpdate).toMatchObject({ actor, clientAddress: '203.0.113.9' });
    expect(ownUpdate.details).toEqual({ changes: { caste: ['Brahmin', 'Other'] }, name: person.name });

    expect((await t.call('DELETE', `/admin/people/${person.id}`, { token: admin })).status).toBe(204);
    const deleted = await latest('person.deleted');
    expect(deleted.details.record).toMatchObject({ phone, wardNo: '4', caste: 'Other', createdBy: collector.id });

    const history = await t.call('GET', `/admin/people/${person.id}/history`, { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.items.map((e: any) => e.action)).toEqual([
      'person.created',
      'person.viewed',
      'person.updated',
      'person.updated',
      'person.deleted',
    ]);
    expect((await latest('person.deleted')).entityId).toBe(person.id);
  });

  it('a collector deleting their own person is logged as that collector', async () => {
    const person = await t.createPerson(collector.token);
    expect((await t.call('DELETE', `/user/people/${person.id}`, { token: collector.token })).status).toBe(204);
    expect(await latest('person.deleted')).toMatchObject({ actor: { id: collector.id }, entityId: person.id });
  });

  it('sign-ins: succeeded names the account; failed keeps the identifier, never the password; then locked', async () => {
    const before = (await audit('action=auth.')).length;
    const ok = await t.call('POST', '/auth/user/login', { body: { phone: collector.phone, password: collector.password } });
    expect(ok.status).toBe(200);
    expect(await latest('auth.login.succeeded')).toMatchObject({
      actor: { type: 'user', id: collector.id, name: 'Kavya Field' },
      details: { role: 'user', identifier: collector.phone },
    });

    const secret = 'Wrong-Secret-123';
    for (let i = 0; i < 2; i += 1) {
      const res = await t.call('POST', '/auth/admin/login', { body: { emailOrPhone: ADMIN.email, password: secret } });
      expect(res.status).toBe(401);
    }
    const failed = await latest('auth.login.failed');
    expect(failed).toMatchObject({
      actor: { type: 'anonymous', id: null, name: null },
      entityType: 'admin',
      entityId: adminId,
      details: { role: 'admin', identifier: ADMIN.email, name: `${ADMIN.firstName} ${ADMIN.lastName}` },
    });
    expect(JSON.stringify(await audit('action=auth.'))).not.toContain(secret);

    const locked = await t.call('POST', '/auth/admin/login', { body: { emailOrPhone: ADMIN.email, password: secret } });
    expect(locked.status).toBe(429);
    expect(await latest('auth.login.locked')).toMatchObject({ details: { identifier: ADMIN.email } });
    expect((await audit('action=auth.')).length).toBe(before + 4);
  });

  it('a wrong one-time code is otp.failed', async () => {
    const phone = newPhone();
    expect((await t.call('POST', '/otp/send', { token: collector.token, body: { phone } })).status).toBe(200);
    const code = t.sms.lastCodeFor(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await t.call('POST', '/otp/verify', { token: collector.token, body: { phone, code: wrong } });
    expect(res.status).toBe(400);
    expect(await latest('otp.failed')).toMatchObject({
      actor: { id: collector.id },
      entityId: phone,
      details: { phone, code: 'OTP_INVALID', reason: 'Invalid OTP. 4 attempts left.' },
    });
  });

  it('otp.failed records the error code of each refusal, not only its message', async () => {
    const phone = newPhone();
    const res = await t.call('POST', '/otp/verify', { token: collector.token, body: { phone, code: '123456' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OTP_NOT_REQUESTED');
    expect((await latest('otp.failed')).details).toMatchObject({ phone, code: 'OTP_NOT_REQUESTED' });
  });

  it('collectors: created, updated, password reset, deleted with the number of their people', async () => {
    const c = await t.createCollector({ firstName: 'Old', lastName: 'Name' });
    expect(await latest('user.created')).toMatchObject({ entityType: 'user', entityId: c.id, details: { record: { firstName: 'Old' } } });
    expect(JSON.stringify(await latest('user.created'))).not.toMatch(/password|hash/i);

    const body = { firstName: 'New', lastName: 'Name', phone: c.phone };
    expect((await t.call('PUT', `/admin/users/${c.id}`, { token: admin, body })).status).toBe(200);
    expect((await latest('user.updated')).details).toEqual({ changes: { firstName: ['Old', 'New'] }, name: 'New Name' });

    const reset = await t.call('PUT', `/admin/users/${c.id}`, { token: admin, body: { ...body, password: 'Another-Pass1' } });
    expect(reset.status).toBe(200);
    const resetEvent = await latest('user.password_reset');
    expect(resetEvent).toMatchObject({ entityId: c.id, actor: { type: 'admin' }, details: { name: 'New Name' } });
    expect(JSON.stringify(resetEvent)).not.toContain('Another-Pass1');
    // A save that changed nothing but the password is a reset only.
    expect((await latest('user.updated')).details.changes).toEqual({ firstName: ['Old', 'New'] });

    const login = await t.call('POST', '/auth/user/login', { body: { phone: c.phone, password: 'Another-Pass1' } });
    await t.createPerson(login.body.token);
    await t.createPerson(login.body.token);
    expect((await t.call('DELETE', `/admin/users/${c.id}`, { token: admin })).status).toBe(204);
    expect(await latest('user.deleted')).toMatchObject({
      entityId: c.id,
      details: { peopleDeleted: 2, record: { firstName: 'New', phone: c.phone } },
    });
  });

  it('religions and castes: created, updated, deleted', async () => {
    const r = await t.call('POST', '/admin/religions', { token: admin, body: { name: 'Audited' } });
    expect(r.status).toBe(201);
    expect(await latest('religion.created')).toMatchObject({ entityId: r.body.id, details: { record: { name: 'Audited' } } });
    await t.call('PUT', `/admin/religions/${r.body.id}`, { token: admin, body: { name: 'Audited 2' } });
    expect((await latest('religion.updated')).details).toEqual({ changes: { name: ['Audited', 'Audited 2'] }, name: 'Audited 2' });

    const c = await t.call('POST', '/admin/castes', { token: admin, body: { religionId: r.body.id, name: 'Caste A' } });
    expect(c.status).toBe(201);
    expect(await latest('caste.created')).toMatchObject({ entityType: 'caste', entityId: c.body.id });
    await t.call('PUT', `/admin/castes/${c.body.id}`, { token: admin, body: { religionId: r.body.id, name: 'Caste B' } });
    expect((await latest('caste.updated')).details).toEqual({ changes: { name: ['Caste A', 'Caste B'] }, name: 'Caste B' });
    await t.call('DELETE', `/admin/castes/${c.body.id}`, { token: admin });
    expect((await latest('caste.deleted')).details).toEqual({ record: { name: 'Caste B', religionId: r.body.id } });

    await t.call('POST', '/admin/castes', { token: admin, body: { religionId: r.body.id, name: 'Caste C' } });
    expect((await t.call('DELETE', `/admin/religions/${r.body.id}`, { token: admin })).status).toBe(204);
    expect((await latest('religion.deleted')).details).toEqual({ record: { name: 'Audited 2', castes: ['Caste C'] } });
  });
});

describe('no change without its event, no event without its change', () => {
  it('a refused create (unique violation) leaves no event', async () => {
    const before = await audit('action=user.created');
    const dup = await t.call('POST', '/admin/users', {
      token: admin,
      body: { firstName: 'Dup', lastName: 'Phone', phone: collector.phone, password: 'Passw0rd!' },
    });
    expect(dup.status).toBe(409);
    const dupReligion = await t.call('POST', '/admin/religions', { token: admin, body: { name: 'Dup Faith' } });
    expect(dupReligion.status).toBe(201);
    const count = (await audit('action=religion.created')).length;
    expect((await t.call('POST', '/admin/religions', { token: admin, body: { name: 'dup faith' } })).status).toBe(409);
    expect(await audit('action=user.created')).toEqual(before);
    expect((await audit('action=religion.created')).length).toBe(count);
  });

  it('an event that cannot be written takes its change back with it', async () => {
    const name = `Rolled back ${Date.now()}`;
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.query('INSERT INTO religions (name) VALUES ($1)', [name]);
        // An actor type the table refuses (CHECK): the append fails inside the transaction.
        await recordEvent(tx, { actor: { ...ANONYMOUS, type: 'robot' as never }, action: 'religion.created', clientAddress: null });
      }),
    ).rejects.toThrow();
    expect(await t.app.db.query('SELECT 1 FROM religions WHERE name = $1', [name])).toEqual([]);
    expect((await verifyChain(t.app.db)).broken).toBeUndefined();
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
    const db = t.app.db;
    await expect(db.query(`UPDATE audit_events SET action = 'person.viewed'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    await expect(db.query(`UPDATE audit_anchor SET hash = 'x'`)).rejects.toThrow(/append-only/);
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events');
    expect(row!.n).toBeGreaterThan(10);
  });

  it('parallel writers keep one unbroken chain', async () => {
    const [before] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('POST', '/admin/religions', { token: admin, body: { name: `Parallel ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const chain = await verifyChain(t.app.db);
    expect(chain).toEqual({ count: before!.n + 30 });
    const seqs = await t.app.db.query<{ seq: string }>('SELECT seq FROM audit_events ORDER BY seq');
    expect(seqs.map((s) => Number(s.seq))).toEqual(seqs.map((_, i) => i + 1));
  });
});

describe('GET /admin/audit', () => {
  it('pages newest first by cursor, without overlap or gaps', async () => {
    const all = await audit();
    expect(all.length).toBeGreaterThan(40);
    const seen: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: any = await t.call('GET', `/admin/audit?limit=7${cursor ? `&cursor=${cursor}` : ''}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 7));
    expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id));
    const seqs = seen.map((e) => e.seq);
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('filters by action prefix, actor, entity and time range', async () => {
    const people = await audit('action=person.');
    expect(people.length).toBeGreaterThan(3);
    expect(people.every((e) => e.action.startsWith('person.'))).toBe(true);
    expect((await audit('action=person.viewed')).every((e) => e.action === 'person.viewed')).toBe(true);

    const mine = await audit(`actorId=${collector.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actor.id === collector.id)).toBe(true);

    const person = await t.createPerson(collector.token);
    await t.call('GET', `/admin/people/${person.id}`, { token: admin });
    const about = await audit(`entityType=person&entityId=${person.id}`);
    expect(about.map((e) => e.action)).toEqual(['person.viewed', 'person.created']);

    const all = await audit();
    const middle = all[Math.floor(all.length / 2)];
    const to = encodeURIComponent(middle.at);
    const older = await audit(`to=${to}`);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((e) => new Date(e.at) < new Date(middle.at))).toBe(true);
    const newer = await audit(`from=${to}`);
    expect(newer.length + older.length).toBe(all.length);
    expect(await audit('from=2000-01-01&to=2000-01-02')).toEqual([]);
  });

  it('hostile text in filters is data, never SQL; % and _ in a prefix match themselves', async () => {
    expect(await audit(`entityId=${encodeURIComponent("' OR '1'='1")}`)).toEqual([]);
    expect(await audit('action=p_rson.')).toEqual([]);
    expect(await audit('entityType=person&entityId=%25')).toEqual([]);
    const res = await t.call('GET', `/admin/audit?action=${encodeURIComponent("person.' OR 1=1 --")}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('action is not valid');
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=201', 'limit must be at most 200'],
    ['limit=abc', 'limit must be a number'],
    ['cursor=abc', 'cursor is not valid'],
    ['cursor=0', 'cursor is not valid'],
    ['actorId=nope', 'actorId is not a valid id'],
    ['from=yesterday', 'from must be an ISO 8601 date or date-time with a time zone'],
    ['to=2024-01-01T10:00', 'to must be an ISO 8601 date or date-time with a time zone'],
    ['from=2024-02-01&to=2024-01-01', 'from must not be after to'],
    ['entityId=a%00b', 'entityId contains invalid characters'],
  ])('%s: 400 %s', async (query, message) => {
    const res = await t.call('GET', `/admin/audit?${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('is for admins only: a collector gets 403, no session 401 (the history too)', async () => {
    expect((await t.call('GET', '/admin/audit', { token: collector.token })).status).toBe(403);
    expect((await t.call('GET', '/admin/audit')).status).toBe(401);
    const id = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    expect((await t.call('GET', `/admin/people/${id}/history`, { token: collector.token })).status).toBe(403);
    expect((await t.call('GET', `/admin/people/${id}/history`)).status).toBe(401);
    expect((await t.call('GET', '/admin/people/nope/history', { token: admin })).body.message).toBe('Invalid person id');
  });

  it('a missing person is not logged as viewed', async () => {
    const id = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    expect((await t.call('GET', `/admin/people/${id}`, { token: admin })).status).toBe(404);
    expect(await audit(`action=person.viewed&entityId=${id}`)).toEqual([]);
  });
});
