/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { randomUUID } from 'node:crypto';
import { mfaClock } from '../src/services/mfa';
import { recomputeQuality } from '../src/services/quality-recompute';
import { officeAccount } from './support/office-sign-in.mjs';
import { newPhone, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

// Issue 41: duplicate pairs the office dismisses or merges, on both databases.

let t: TestApp;
let admin: string;
let asha: Collector;
let bina: Collector;
let supervisor: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  asha = await t.createCollector({ firstName: 'Asha', lastName: 'Rai' });
  bina = await t.createCollector({ firstName: 'Bina', lastName: 'Thapa' });
  const email = `leela.${randomUUID().slice(0, 8)}@example.org`;
  const password = 'Supervisor-Pass1';
  const created = await t.call('POST', '/admin/supervisors', {
    token: admin,
    body: { firstName: 'Leela', lastName: 'Joshi', email, phone: newPhone(), password, wards: [31, 32] },
  });
  expect(created.status).toBe(201);
  supervisor = await officeAccount({
    call: (method, url, body, token) => t.call(method, url, { body, token }),
    emailOrPhone: email,
    password,
    now: () => mfaClock.now(),
  }).signIn();
});
afterAll(() => t?.close());

/** Names unlike each other: pseudo-random 6-letter words. */
let seq = 0;
const word = (n: number) =>
  Array.from({ length: 6 }, (_, k) =>
    String.fromCharCode(97 + ((n * 7919 + k * 104_729 + k * k * 31) % 26)),
  ).join('');
const household = (o: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `${word(seq)} ${word(seq + 500)}`,
    fatherName: `${word(seq + 1000)} ${word(seq + 1500)}`,
    areaName: `Area ${word(seq + 2000)}`,
    householdSize: 4,
    ...o,
  };
};

const settled = () => t.app.quality.settled();
const pairs = async (query = '', token = admin) => {
  await settled();
  return t.call('GET', `/admin/duplicate-pairs${query}`, { token });
};
/** The open pair of these two people, as listed. */
const pairOf = async (x: string, y: string, query = '?pageSize=100') => {
  const res = await pairs(query);
  expect(res.status).toBe(200);
  return res.body.items.find(
    (p: any) => [p.a?.id, p.b?.id].sort().join() === [x, y].sort().join(),
  );
};
const flagsOf = async (id: string) => {
  await settled();
  return (await t.call('GET', `/admin/people/${id}`, { token: admin })).body.flags;
};
const sql = (text: string, params: unknown[] = []) => t.app.db.query<any>(text, params);

describe('finding pairs', () => {
  it("finds the newcomer's pair: same name, father's name, area and size, entered under two wards minutes apart", async () => {
    const fields = household({ wardNo: '21' });
    const first = await t.createPerson(asha.token, fields);
    // Five minutes later, by another collector, under another ward number.
    await sql(`UPDATE people SET created_at = created_at - interval '5 minutes' WHERE id = $1`, [first.id]);
    const second = await t.createPerson(bina.token, { ...fields, wardNo: '22' });
    const pair = await pairOf(first.id, second.id);
    expect(pair).toMatchObject({
      score: 0.85,
      status: 'open',
      reasons: ['similar_name', 'same_father_name', 'same_area', 'same_household_size'],
    });
    // Each side as the people search shows it.
    const search = await t.call('GET', `/admin/people/search?q=${encodeURIComponent(fields.name)}`, {
      token: admin,
    });
    const listed = [pair.a, pair.b].sort((x: any, y: any) => x.id.localeCompare(y.id));
    const searched = search.body.items.sort((x: any, y: any) => x.id.localeCompare(y.id));
    expect(listed).toEqual(searched);
    expect(await flagsOf(first.id)).toContain('possible_duplicate');
    expect(await flagsOf(second.id)).toContain('possible_duplicate');
  });

  it('finds the same pair entered by one collector in one ward, five minutes apart, with two phones', async () => {
    const fields = household({ wardNo: '29' });
    const first = await t.createPerson(asha.token, fields);
    await sql(`UPDATE people SET created_at = created_at - interval '5 minutes' WHERE id = $1`, [first.id]);
    const second = await t.createPerson(asha.token, fields);
    expect(second.phone).not.toBe(first.phone);
    expect(await pairOf(first.id, second.id)).toMatchObject({ score: 0.85, status: 'open' });
    expect(await flagsOf(second.id)).toContain('possible_duplicate');
  });

  it('sorts by score, highest first, and filters by ward', async () => {
    // A misspelt name of one father, in one ward and area but with another household size.
    const base = household({ wardNo: '23', name: 'Seeta Kumari Devkota' });
    const a = await t.createPerson(asha.token, base);
    const b = await t.createPerson(bina.token, { ...base, name: 'Sita Kumari Devkota', householdSize: 6 });
    const res = await pairs('?wardNo=23');
    expect(res.body.total).toBe(1);
    expect(res.body.items.map((p: any) => [p.a.id, p.b.id].sort())).toEqual([[a.id, b.id].sort()]);
    const all = (await pairs('?pageSize=100')).body.items.map((p: any) => p.score);
    expect(all).toEqual([...all].sort((x, y) => y - x));
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('waits for the flag upkeep a save queued before listing, as the people reads do', async () => {
    // The upkeep is what finds pairs: the office's count and queue, read right after a save, hold
    // its pair. Shown on the queue's own rule (on PGlite the one connection orders them anyway).
    const size = jest.spyOn(t.app.quality, 'size', 'get').mockReturnValue(1);
    const settle = jest.spyOn(t.app.quality, 'settled');
    try {
      expect((await t.call('GET', '/admin/duplicate-pairs?pageSize=1', { token: admin })).status).toBe(200);
      expect(settle).toHaveBeenCalledTimes(1);
      expect((await t.call('GET', '/admin/audit?limit=1', { token: admin })).status).toBe(200);
      expect(settle).toHaveBeenCalledTimes(1);
    } finally {
      size.mockRestore();
      settle.mockRestore();
    }
  });

  it('does not pair people who only share a surname', async () => {
    const a = await t.createPerson(asha.token, household({ wardNo: '24', name: 'Gopal Thapa', fatherName: 'Hari Thapa' }));
    const b = await t.createPerson(asha.token, household({ wardNo: '24', name: 'Suman Thapa', fatherName: 'Bir Thapa' }));
    expect(await pairOf(a.id, b.id, '?wardNo=24')).toBeUndefined();
    expect(await flagsOf(a.id)).not.toContain('possible_duplicate');
  });
});

describe('dismiss', () => {
  it('clears both flags, is logged with both ids, and a recompute does not bring it back', async () => {
    const fields = household({ wardNo: '25' });
    const a = await t.createPerson(asha.token, fields);
    const b = await t.createPerson(bina.token, fields);
    const pair = await pairOf(a.id, b.id);
    const comment = 'Twins <b>registered</b> apart';
    const res = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/dismiss`, {
      token: admin,
      body: { comment },
    });
    expect(res.status).toBe(204);
    expect(await flagsOf(a.id)).not.toContain('possible_duplicate');
    expect(await flagsOf(b.id)).not.toContain('possible_duplicate');
    expect(await pairOf(a.id, b.id)).toBeUndefined();
    const dismissed = (await pairs('?status=dismissed&pageSize=100')).body.items.find(
      (p: any) => p.id === pair.id,
    );
    expect(dismissed).toMatchObject({ status: 'dismissed', comment, decidedBy: { name: expect.any(String) } });

    const again = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/dismiss`, { token: admin, body: {} });
    expect([again.status, again.body.code]).toEqual([409, 'DUPLICATE_PAIR_DECIDED']);

    await recomputeQuality(t.app.db, t.app.config.qualityFarMeters);
    expect(await pairOf(a.id, b.id)).toBeUndefined();
    expect(await flagsOf(a.id)).not.toContain('possible_duplicate');
    // An edit of one of them does not reopen it either.
    const edit = await t.call('PUT', `/admin/people/${a.id}`, {
      token: admin,
      body: { ...fields, phone: a.phone, religion: a.religion, caste: a.caste, whatsappNumber: null, gpsLocation: null, householdSize: 5 },
    });
    expect(edit.status).toBe(200);
    expect(await pairOf(a.id, b.id)).toBeUndefined();

    const events = await t.call('GET', '/admin/audit?action=duplicate.dismissed', { token: admin });
    expect(events.body.items[0]).toMatchObject({
      action: 'duplicate.dismissed',
      entityId: pair.id,
      details: expect.objectContaining({ pairId: pair.id, comment }),
    });
    expect([events.body.items[0].details.a, events.body.items[0].details.b].sort()).toEqual([a.id, b.id].sort());
  });
});

describe('merge', () => {
  it('takes each listed field from the chosen side, removes the other (410), keeps both histories and drops the counts', async () => {
    const fields = household({ wardNo: '26' });
    const a = await t.createPerson(asha.token, { ...fields, gps: '27.700000, 85.300000' });
    const b = await t.createPerson(bina.token, { ...fields, householdSize: 7, areaName: `${fields.areaName} East` });
    // The kept record was verified: the merge sends it back for review.
    const reviewed = await t.call('PUT', `/admin/people/${a.id}/review`, { token: admin, body: { status: 'verified' } });
    expect(reviewed.status).toBe(200);
    const pair = await pairOf(a.id, b.id);
    const side = (id: string) => (pair.a.id === id ? 'a' : 'b');
    const statsBefore = (await t.call('GET', '/admin/stats', { token: admin })).body.totalPersons;
    const reportBefore = await t.call('GET', '/admin/reports?groupBy=ward&wardNo=26', { token: admin });

    const res = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/merge`, {
      token: admin,
      body: { keep: a.id, fields: { householdSize: side(b.id), phone: side(b.id), areaName: side(a.id) }, version: pair.version },
    });
    expect(res.status).toBe(200);
    expect(res.body.removedId).toBe(b.id);
    expect(res.body.person).toMatchObject({
      id: a.id,
      householdSize: 7,
      phone: b.phone,
      areaName: fields.areaName,
      gpsLocation: a.gpsLocation,
      reviewStatus: 'pending',
    });

    const gone = await t.call('GET', `/admin/people/${b.id}`, { token: admin });
    expect([gone.status, gone.body.code, gone.body.mergedInto]).toEqual([410, 'PERSON_MERGED', a.id]);
    expect((await t.call('GET', `/admin/stats`, { token: admin })).body.totalPersons).toBe(statsBefore - 1);
    const reportAfter = await t.call('GET', '/admin/reports?groupBy=ward&wardNo=26', { token: admin });
    expect(reportAfter.body.total.households).toBe(reportBefore.body.total.households - 1);

    // The kept record's history holds the removed one's creation and the merge; the removed
    // record's own history is still readable and ends with the merge.
    const kept = (await t.call('GET', `/admin/people/${a.id}/history`, { token: admin })).body.items;
    const actions = kept.map((e: any) => `${e.action}:${e.entityId}`);
    expect(actions).toEqual(expect.arrayContaining([`person.created:${a.id}`, `person.created:${b.id}`, `person.merged:${a.id}`]));
    const merged = kept.find((e: any) => e.action === 'person.merged');
    expect(merged.details).toMatchObject({ keptId: a.id, removedId: b.id, removed: expect.objectContaining({ phone: b.phone, householdSize: 7 }) });
    const removed = (await t.call('GET', `/admin/people/${b.id}/history`, { token: admin })).body.items;
    expect(removed.map((e: any) => e.action)).toEqual(expect.arrayContaining(['person.created', 'person.merged']));

    expect(await flagsOf(a.id)).not.toContain('possible_duplicate');
    const again = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/merge`, { token: admin, body: { keep: a.id } });
    expect([again.status, again.body.code]).toEqual([409, 'DUPLICATE_PAIR_DECIDED']);
  });

  it("re-points the removed record's other open pairs to the kept one", async () => {
    const fields = household({ wardNo: '27', name: 'Ravi Kumar', fatherName: 'Mohan Kumar' });
    const a = await t.createPerson(asha.token, fields);
    const b = await t.createPerson(bina.token, fields);
    // c shares only b's phone (as its WhatsApp number) and part of the name.
    const c = await t.createPerson(asha.token, household({ wardNo: '27', name: 'Ravi Kumar Singh', fatherName: 'Hari Singh', whatsappNumber: b.phone }));
    const bc = await pairOf(b.id, c.id);
    expect(bc.reasons).toContain('same_phone');
    expect(await pairOf(a.id, c.id)).toBeUndefined();
    const ab = await pairOf(a.id, b.id);
    const res = await t.call('POST', `/admin/duplicate-pairs/${ab.id}/merge`, {
      token: admin,
      body: { keep: a.id, fields: { phone: ab.a.id === b.id ? 'a' : 'b' } },
    });
    expect(res.status).toBe(200);
    const ac = await pairOf(a.id, c.id);
    expect(ac).toMatchObject({ id: bc.id, reasons: expect.arrayContaining(['same_phone']) });
    expect(await flagsOf(c.id)).toContain('possible_duplicate');
  });

  it('answers 409 CONFLICT when a record changed since the pair was read', async () => {
    const fields = household({ wardNo: '28' });
    const a = await t.createPerson(asha.token, fields);
    const b = await t.createPerson(bina.token, fields);
    const pair = await pairOf(a.id, b.id);
    const edit = await t.call('PUT', `/user/people/${b.id}`, {
      token: bina.token,
      body: { ...fields, religion: b.religion, caste: b.caste, householdSize: 5 },
    });
    expect(edit.status).toBe(200);
    for (const body of [{ keep: a.id }, { keep: a.id, version: pair.version }]) {
      const stale = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/merge`, { token: admin, body });
      expect([stale.status, stale.body.code]).toEqual([409, 'CONFLICT']);
    }
    expect((await t.call('GET', `/admin/people/${b.id}`, { token: admin })).status).toBe(200);
    // Read again, it merges.
    const fresh = await pairOf(a.id, b.id);
    const ok = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/merge`, {
      token: admin,
      body: { keep: b.id, version: fresh.version },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.person).toMatchObject({ id: b.id, householdSize: 5 });
  });
});

describe('roles and hostile input', () => {
  let pair: any;
  let outside: any;
  beforeAll(async () => {
    const mine = household({ wardNo: '31' });
    const a = await t.createPerson(asha.token, mine);
    const b = await t.createPerson(bina.token, mine);
    pair = await pairOf(a.id, b.id);
    const theirs = household({ wardNo: '40' });
    const c = await t.createPerson(asha.token, theirs);
    const d = await t.createPerson(bina.token, theirs);
    outside = await pairOf(c.id, d.id);
  });

  it('refuses collectors and API tokens (403)', async () => {
    const token = (await t.call('POST', '/admin/api-tokens', { token: admin, body: { name: 'Feed' } })).body.token;
    for (const who of [asha.token, token]) {
      expect((await t.call('GET', '/admin/duplicate-pairs', { token: who })).status).toBe(403);
      const dismiss = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/dismiss`, { token: who, body: {} });
      expect(dismiss.status).toBe(403);
      const merge = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/merge`, { token: who, body: { keep: pair.a.id } });
      expect(merge.status).toBe(403);
    }
    expect((await t.call('GET', '/admin/duplicate-pairs')).status).toBe(401);
  });

  it("a supervisor sees and decides the pairs of their wards only; another ward's pair is not found", async () => {
    const listed = await pairs('?pageSize=100', supervisor);
    expect(listed.status).toBe(200);
    const ids = listed.body.items.map((p: any) => p.id);
    expect(ids).toContain(pair.id);
    expect(ids).not.toContain(outside.id);
    expect(listed.body.items.every((p: any) => ['31', '32'].includes(p.a.wardNo) && ['31', '32'].includes(p.b.wardNo))).toBe(true);
    const theirs = await t.call('POST', `/admin/duplicate-pairs/${outside.id}/dismiss`, { token: supervisor, body: {} });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'DUPLICATE_PAIR_NOT_FOUND']);
    const merge = await t.call('POST', `/admin/duplicate-pairs/${outside.id}/merge`, { token: supervisor, body: { keep: outside.a.id } });
    expect(merge.status).toBe(404);
    expect(await pairOf(outside.a.id, outside.b.id)).toBeDefined();
    const mine = await t.call('POST', `/admin/duplicate-pairs/${pair.id}/dismiss`, { token: supervisor, body: {} });
    expect(mine.status).toBe(204);
  });

  it("a decided pair outside a supervisor's wards is not found to them, as an open one; an admin is told it is decided", async () => {
    /** A new pair of this ward, decided by the admin. */
    const decided = async (wardNo: string, decision: 'dismiss' | 'merge') => {
      const fields = household({ wardNo });
      const a = await t.createPerson(asha.token, fields);
      const b = await t.createPerson(bina.token, fields);
      const p = await pairOf(a.id, b.id);
      const body = decision === 'merge' ? { keep: a.id } : {};
      const res = await t.call('POST', `/admin/duplicate-pairs/${p.id}/${decision}`, { token: admin, body });
      expect(res.status).toBe(decision === 'merge' ? 200 : 204);
      return { id: p.id as string, keep: a.id };
    };
    const attempt = (p: { id: string; keep: string }, decision: string, token: string) =>
      t.call('POST', `/admin/duplicate-pairs/${p.id}/${decision}`, { token, body: decision === 'merge' ? { keep: p.keep } : {} });
    const unknown = await attempt({ id: randomUUID(), keep: randomUUID() }, 'dismiss', supervisor);
    expect(unknown.status).toBe(404);

    for (const p of [await decided('40', 'dismiss'), await decided('40', 'merge')]) {
      for (const decision of ['dismiss', 'merge']) {
        // Answered as a pair that does not exist: nothing tells them it is there, or decided.
        const theirs = await attempt(p, decision, supervisor);
        expect([p.id, decision, theirs.status, theirs.body]).toEqual([p.id, decision, 404, unknown.body]);
        const asAdmin = await attempt(p, decision, admin);
        expect([p.id, decision, asAdmin.status, asAdmin.body.code]).toEqual([p.id, decision, 409, 'DUPLICATE_PAIR_DECIDED']);
      }
    }
    // A pair of their own wards that was dismissed is decided to them too.
    const mine = await decided('32', 'dismiss');
    const again = await attempt(mine, 'dismiss', supervisor);
    expect([again.status, again.body.code]).toEqual([409, 'DUPLICATE_PAIR_DECIDED']);
  });

  it('validates ids, fields, keep and the query, naming what is wrong, and keeps the data', async () => {
    const open = outside;
    const cases: [string, string, unknown, number, string | RegExp][] = [
      ['POST', '/admin/duplicate-pairs/not-a-uuid/dismiss', {}, 400, /id/],
      ['POST', `/admin/duplicate-pairs/${randomUUID()}/dismiss`, {}, 404, 'Duplicate pair not found'],
      ['POST', `/admin/duplicate-pairs/${open.id}/merge`, { keep: open.a.id, fields: { password: 'a' } }, 400, 'fields.password is not a field that can be merged'],
      ['POST', `/admin/duplicate-pairs/${open.id}/merge`, { keep: open.a.id, fields: { name: 'c' } }, 400, /fields/],
      ['POST', `/admin/duplicate-pairs/${open.id}/merge`, { keep: randomUUID() }, 400, /keep/],
      ['POST', `/admin/duplicate-pairs/${open.id}/merge`, { keep: "1' OR '1'='1" }, 400, /keep/],
      ['POST', `/admin/duplicate-pairs/${open.id}/dismiss`, { comment: 'x'.repeat(501) }, 400, /comment/],
      ['GET', '/admin/duplicate-pairs?pageSize=1000', undefined, 400, /pageSize/],
      ['GET', '/admin/duplicate-pairs?status=maybe', undefined, 400, /status/],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await t.call(method, url, { token: admin, body });
      expect([url, res.status, res.body.message]).toEqual([url, status, expect.stringMatching(message)]);
    }
    const hostile = await pairs(`?wardNo=${encodeURIComponent("'; DROP TABLE people;--")}`);
    expect([hostile.status, hostile.body.total]).toEqual([200, 0]);
    expect(await pairOf(open.a.id, open.b.id)).toMatchObject({ status: 'open' });
    expect((await sql('SELECT count(*)::int AS n FROM people WHERE id = ANY ($1::uuid[])', [[open.a.id, open.b.id]]))[0].n).toBe(2);
  });

  it('refuses NUL characters and fields of the wrong JSON type with 400 naming them, and keeps the data', async () => {
    const open = outside;
    const keep = open.a.id;
    // The two records, the pair and the activity log, as stored.
    const stored = async () => [
      await sql('SELECT * FROM people WHERE id = ANY ($1::uuid[]) ORDER BY id', [[open.a.id, open.b.id]]),
      await sql('SELECT * FROM duplicate_pairs WHERE id = $1', [open.id]),
      await sql('SELECT count(*)::int AS n FROM audit_events'),
    ];
    await settled();
    const before = await stored();
    const dismiss = `/admin/duplicate-pairs/${open.id}/dismiss`;
    const merge = `/admin/duplicate-pairs/${open.id}/merge`;
    const object = 'fields must be an object';
    const side = 'fields.name must be a or b';
    const cases: [string, unknown, string][] = [
      [dismiss, { comment: 'Twins\u0000' }, 'comment contains invalid characters'],
      [dismiss, { comment: '\u0000' }, 'comment contains invalid characters'],
      [merge, { keep, version: `${open.version}\u0000` }, 'version contains invalid characters'],
      [merge, { keep, fields: { name: 'a\u0000' } }, 'fields.name contains invalid characters'],
      // A key is named by the object holding it: the message never carries the NUL back.
      [merge, { keep, fields: { 'name\u0000': 'a' } }, 'fields contains invalid characters'],
      [merge, { keep, fields: 'name' }, object],
      [merge, { keep, fields: ['name'] }, object],
      [merge, { keep, fields: 1 }, object],
      [merge, { keep, fields: true }, object],
      [merge, { keep, fields: null }, object],
      [merge, { keep, fields: { name: 1 } }, side],
      [merge, { keep, fields: { name: true } }, side],
      [merge, { keep, fields: { name: null } }, side],
      [merge, { keep, fields: { name: ['a'] } }, side],
      [merge, { keep, fields: { name: { side: 'a' } } }, side],
    ];
    for (const [url, body, message] of cases) {
      const res = await t.call('POST', url, { token: admin, body });
      expect([url, body, res.status, res.body.message]).toEqual([url, body, 400, message]);
    }
    expect(await stored()).toEqual(before);
    expect(await pairOf(open.a.id, open.b.id)).toMatchObject({ status: 'open', version: open.version });
  });
});
