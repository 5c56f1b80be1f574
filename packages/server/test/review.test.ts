/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { randomUUID } from 'node:crypto';
import { REVIEW_BULK_MAX } from '@hr/contracts';
import { parseCsv } from './support/export-files';
import { officeInKathmandu } from './support/office';
import { ADMIN, personFields, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

// Issue 30: the office's review of each person (PUT /admin/people/:id/review, POST
// /admin/people/review), the reviewStatus and flag filters, the counts. On both databases.

const office = officeInKathmandu();
let t: TestApp;
let admin: string;
let asha: Collector;
let bina: Collector;
beforeAll(() => ({ t, admin, asha, bina } = office));

const review = (id: string, body: unknown, token = admin) =>
  t.call('PUT', `/admin/people/${id}/review`, { token, body });
const bulk = (body: unknown, token = admin) =>
  t.call('POST', '/admin/people/review', { token, body });
const adminId = async () =>
  (
    await t.app.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ADMIN.email])
  )[0]!.id;
const stateOf = async (id: string) =>
  (
    await t.app.db.query<{
      review_status: string;
      review_comment: string | null;
      reviewed_by: string | null;
    }>('SELECT review_status, review_comment, reviewed_by FROM people WHERE id = $1', [id])
  )[0]!;
const history = async (id: string) =>
  (await t.call('GET', `/admin/people/${id}/history`, { token: admin })).body.items as any[];

describe('PUT /admin/people/:id/review', () => {
  let person: any;
  beforeAll(async () => {
    person = await t.createPerson(asha.token, { name: 'Review One', wardNo: '71' });
  });

  it('starts pending, unreviewed', async () => {
    expect(person).toMatchObject({
      reviewStatus: 'pending',
      reviewComment: null,
      reviewedBy: null,
      reviewedAt: null,
    });
  });

  it('verifies (an optional comment kept), needs correction (comment required), back to pending', async () => {
    const id = await adminId();
    const verified = await review(person.id, {
      status: 'verified',
      comment: '  Checked by phone ',
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      id: person.id,
      name: 'Review One',
      reviewStatus: 'verified',
      reviewComment: 'Checked by phone',
      reviewedBy: { id, name: `${ADMIN.firstName} ${ADMIN.lastName}` },
      reviewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const sentBack = await review(person.id, {
      status: 'needs_correction',
      comment: 'Father name is missing a letter',
    });
    expect(sentBack.body).toMatchObject({
      reviewStatus: 'needs_correction',
      reviewComment: 'Father name is missing a letter',
    });
    // The collector reads the same on their own record.
    const own = await t.call('GET', `/user/people/${person.id}`, { token: asha.token });
    expect(own.body).toMatchObject({
      reviewStatus: 'needs_correction',
      reviewComment: 'Father name is missing a letter',
    });

    const pending = await review(person.id, { status: 'pending' });
    expect(pending.body).toMatchObject({
      reviewStatus: 'pending',
      reviewComment: null,
      reviewedBy: { id },
    });

    // Every change is a person.reviewed event in the person's history: before, after, comment.
    const events = (await history(person.id)).filter((e) => e.action === 'person.reviewed');
    expect(events.map((e) => [e.details.from, e.details.to, e.details.comment])).toEqual([
      ['pending', 'verified', 'Checked by phone'],
      ['verified', 'needs_correction', 'Father name is missing a letter'],
      ['needs_correction', 'pending', null],
    ]);
    expect(events[0]).toMatchObject({
      actor: { type: 'admin', name: `${ADMIN.firstName} ${ADMIN.lastName}` },
      entityId: person.id,
      details: { name: 'Review One', changes: { reviewStatus: ['pending', 'verified'] } },
    });
  });

  it.each([
    [{ status: 'approved' }, 'status is not one of the allowed values'],
    [{}, 'status is required'],
    [{ status: 'needs_correction' }, 'comment is required when status is needs_correction'],
    [
      { status: 'needs_correction', comment: '   ' },
      'comment is required when status is needs_correction',
    ],
    [
      { status: 'needs_correction', comment: null },
      'comment is required when status is needs_correction',
    ],
    [{ status: 'verified', comment: 'x'.repeat(501) }, 'comment must be at most 500 characters'],
    [
      { status: 'needs_correction', comment: 'Fix \u202Ethe name' },
      'comment contains invalid characters',
    ],
    [{ status: 'verified', comment: 'nul \u0000' }, 'comment contains invalid characters'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const before = await stateOf(person.id);
    const res = await review(person.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stateOf(person.id)).toEqual(before);
  });

  it('takes a comment of exactly 500 characters', async () => {
    const res = await review(person.id, { status: 'needs_correction', comment: 'y'.repeat(500) });
    expect(res.status).toBe(200);
    expect(res.body.reviewComment).toHaveLength(500);
  });

  it("moves the full lists' ETag (a review leaves updatedAt alone)", async () => {
    const list = async (url: string, token: string, etag?: string) =>
      fetch(`${t.baseUrl}/api${url}`, {
        headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const adminEtag = (await list('/admin/people', admin)).headers.get('etag')!;
    const ownEtag = (await list('/user/people', asha.token)).headers.get('etag')!;
    expect((await list('/admin/people', admin, adminEtag)).status).toBe(304);
    await review(person.id, { status: 'verified', comment: 'Seen again' });
    expect((await list('/admin/people', admin, adminEtag)).status).toBe(200);
    expect((await list('/user/people', asha.token, ownEtag)).status).toBe(200);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    expect((await review('not-an-id', { status: 'verified' })).status).toBe(400);
    const res = await review(randomUUID(), { status: 'verified' });
    expect(res).toMatchObject({ status: 404, body: { message: 'Person not found' } });
  });

  it('refuses collectors (403), API tokens (403) and no session (401)', async () => {
    const body = { status: 'verified' };
    expect((await review(person.id, body, asha.token)).status).toBe(403);
    expect((await bulk({ ids: [person.id], ...body }, asha.token)).status).toBe(403);
    const created = await t.call('POST', '/admin/api-tokens', {
      token: admin,
      body: { name: 'Review feed' },
    });
    const token = created.body.token as string;
    expect((await review(person.id, body, token)).status).toBe(403);
    expect((await bulk({ ids: [person.id], ...body }, token)).status).toBe(403);
    // A token still reads the review.
    const read = await t.call('GET', `/admin/people/search?reviewStatus=needs_correction`, {
      token,
    });
    expect(read.status).toBe(200);
    expect((await t.call('PUT', `/admin/people/${person.id}/review`, { body })).status).toBe(401);
    expect(
      (await t.call('POST', '/admin/people/review', { body: { ids: [person.id], ...body } }))
        .status,
    ).toBe(401);
  });
});

describe('POST /admin/people/review', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await t.createPerson(bina.token, { name: `Bulk ${i}`, wardNo: '72' })).id);
  });

  it('sets every one in one call and answers how many', async () => {
    const res = await bulk({ ids: [...ids, ids[0]], status: 'verified' });
    expect(res).toMatchObject({ status: 200, body: { updated: 3 } });
    for (const id of ids) expect((await stateOf(id)).review_status).toBe('verified');
    for (const id of ids)
      expect((await history(id)).filter((e) => e.action === 'person.reviewed')).toHaveLength(1);
  });

  it('is all or nothing: one unknown id is a 404 naming it, and nothing changes', async () => {
    const unknown = randomUUID();
    const res = await bulk({
      ids: [ids[0], unknown, ids[1]],
      status: 'needs_correction',
      comment: 'Recheck',
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toContain(unknown);
    expect(res.body.message).not.toContain(ids[0]);
    for (const id of ids)
      expect(await stateOf(id)).toMatchObject({ review_status: 'verified', review_comment: null });
    for (const id of ids)
      expect((await history(id)).filter((e) => e.action === 'person.reviewed')).toHaveLength(1);
  });

  it.each([
    [
      () => ({
        ids: Array.from({ length: REVIEW_BULK_MAX + 1 }, () => randomUUID()),
        status: 'verified',
      }),
      'ids must have at most 100 items',
    ],
    [() => ({ ids: [], status: 'verified' }), 'ids must have at least 1 item'],
    [() => ({ ids: ['nope'], status: 'verified' }), 'ids.0 is not a valid id'],
    [() => ({ status: 'verified' }), 'ids is required'],
    [() => ({ ids: [ids[0]], status: 'checked' }), 'status is not one of the allowed values'],
    [
      () => ({ ids: [ids[0]], status: 'needs_correction' }),
      'comment is required when status is needs_correction',
    ],
    [
      () => ({ ids: [ids[0]], status: 'needs_correction', comment: 'z'.repeat(501) }),
      'comment must be at most 500 characters',
    ],
  ])('refuses bad input with a 400 naming the field (%#)', async (body, message) => {
    const res = await bulk(body());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('counts 100 ids as sent: a repeated id takes a place, so 100 different ids and one repeat are a 400', async () => {
    // The contract (BulkReviewBody, the OpenAPI document) limits the array as sent; the docs say so.
    const hundred = [
      ...ids,
      ...Array.from({ length: REVIEW_BULK_MAX - ids.length }, () => randomUUID()),
    ];
    const res = await bulk({ ids: [...hundred, ids[0]], status: 'verified' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('ids must have at most 100 items');
  });

  it('takes 100 ids at once', async () => {
    const res = await bulk({
      ids: [...ids, ...Array.from({ length: 97 }, () => ids[0])],
      status: 'needs_correction',
      comment: 'Photo unclear',
    });
    expect(res.body).toEqual({ updated: 3 });
  });
});

describe('a collector edit sends the record back; an admin edit does not', () => {
  it('collector: verified or needs_correction -> pending, comment and reviewer cleared, in the event', async () => {
    const p = await t.createPerson(asha.token, { name: 'Edit Back', wardNo: '73' });
    await review(p.id, { status: 'needs_correction', comment: 'Ward looks wrong' });
    const edited = await t.call('PUT', `/user/people/${p.id}`, {
      token: asha.token,
      body: personFields({ name: 'Edit Back', wardNo: '74' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      reviewStatus: 'pending',
      reviewComment: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    const updated = (await history(p.id)).filter((e) => e.action === 'person.updated').at(-1);
    expect(updated.details.changes).toEqual({
      wardNo: ['73', '74'],
      reviewStatus: ['needs_correction', 'pending'],
      reviewComment: ['Ward looks wrong', null],
    });

    await review(p.id, { status: 'verified' });
    const again = await t.call('PUT', `/user/people/${p.id}`, {
      token: asha.token,
      body: personFields({ name: 'Edit Back', wardNo: '74' }),
    });
    expect(again.body.reviewStatus).toBe('pending');
  });

  it('admin: the review stays as it was', async () => {
    const p = await t.createPerson(asha.token, { name: 'Admin Edit', wardNo: '75' });
    await review(p.id, { status: 'verified', comment: 'ok' });
    const body = {
      ...personFields({ name: 'Admin Edited', wardNo: '75' }),
      whatsappNumber: null,
      gpsLocation: null,
    };
    const res = await t.call('PUT', `/admin/people/${p.id}`, { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Admin Edited',
      reviewStatus: 'verified',
      reviewComment: 'ok',
      reviewedBy: { id: await adminId() },
    });
    const updated = (await history(p.id)).filter((e) => e.action === 'person.updated').at(-1);
    expect(updated.details.changes).toEqual({ name: ['Admin Edit', 'Admin Edited'] });
  });
});

describe('the reviewStatus and flag filters', () => {
  let carl: Collector;
  let v: any;
  let n: any;
  let p: any;
  let far: any;
  beforeAll(async () => {
    carl = await t.createCollector({ firstName: 'Carl', lastName: 'Filter' });
    // Names and fathers unlike each other: no duplicate flag of their own.
    const at = (name: string, fatherName: string, gps: string) =>
      t.createPerson(carl.token, { name, fatherName, wardNo: '81', gps });
    v = await at('Filter Verified', 'Tek Bahadur', '27.700000, 85.300000');
    n = await at('Filter Needs', 'Om Prakash', '27.700100, 85.300100');
    p = await at('Filter Pending', 'Gyan Mani', '27.700200, 85.300200');
    far = await at('Filter Far', 'Jiwan Lal', '27.800000, 85.300000');
    await review(v.id, { status: 'verified' });
    await review(n.id, { status: 'needs_correction', comment: 'Check the caste' });
    // The flags' own computation is quality-flags.test.ts's; here they are set to filter on,
    // once the upkeep queued by the saves is over (a read waits for it), so it cannot overwrite them.
    await t.call('GET', '/admin/stats', { token: admin });
    await t.app.db.query('UPDATE people SET flags = 2 WHERE id = $1', [far.id]);
    await t.app.db.query('UPDATE people SET flags = 8 WHERE id = $1', [p.id]);
  });

  const names = (body: any) => body.items.map((x: any) => x.name);
  const adminSearch = async (query: string) => {
    const res = await t.call('GET', `/admin/people/search?createdBy=${carl.id}&${query}`, {
      token: admin,
    });
    expect([query, res.status]).toEqual([query, 200]);
    return res.body;
  };

  it('on the admin search, with exact totals (kept counts) for a state and a flag', async () => {
    expect(await adminSearch('reviewStatus=verified')).toMatchObject({
      items: [{ id: v.id }],
      total: 1,
      totalCapped: false,
    });
    expect(names(await adminSearch('reviewStatus=needs_correction'))).toEqual(['Filter Needs']);
    expect(await adminSearch('reviewStatus=pending')).toMatchObject({ total: 2 });
    expect(names(await adminSearch('reviewStatus=pending'))).toEqual([
      'Filter Far',
      'Filter Pending',
    ]);
    expect(names(await adminSearch('flag=far_from_ward'))).toEqual(['Filter Far']);
    expect(await adminSearch('flag=far_from_ward')).toMatchObject({ total: 1, totalCapped: false });
    expect(await adminSearch('flag=possible_duplicate&reviewStatus=verified')).toMatchObject({
      items: [],
      total: 0,
    });
    expect(names(await adminSearch('flag=possible_duplicate'))).toEqual(['Filter Pending']);
    expect(await adminSearch('flag=any')).toMatchObject({ total: 2 });
    expect(names(await adminSearch('flag=any&reviewStatus=pending&sort=name'))).toEqual([
      'Filter Far',
      'Filter Pending',
    ]);
    expect(names(await adminSearch('flag=same_spot'))).toEqual([]);
    expect(names(await adminSearch('q=filter&reviewStatus=verified'))).toEqual(['Filter Verified']);
    // Everybody's (no createdBy): the verified one is among them, the pending ones are not.
    const all = await t.call('GET', '/admin/people/search?reviewStatus=verified&pageSize=100', {
      token: admin,
    });
    expect(all.body.items.map((x: any) => x.id)).toContain(v.id);
    expect(all.body.items.every((x: any) => x.reviewStatus === 'verified')).toBe(true);
  });

  it("on the collector's search: only their own", async () => {
    const mine = await t.call('GET', '/user/people/search?reviewStatus=needs_correction', {
      token: carl.token,
    });
    expect(mine.body).toMatchObject({
      items: [{ id: n.id, reviewComment: 'Check the caste' }],
      total: 1,
    });
    // Asha has needs_correction records too, which Carl never sees; and Asha does not see Carl's.
    const hers = await t.call('GET', '/user/people/search?reviewStatus=needs_correction', {
      token: asha.token,
    });
    expect(hers.body.items.map((x: any) => x.id)).not.toContain(n.id);
    const flagged = await t.call('GET', '/user/people/search?flag=any', { token: carl.token });
    expect(names(flagged.body)).toEqual(['Filter Far', 'Filter Pending']);
    const hersFlagged = await t.call('GET', '/user/people/search?flag=any&pageSize=100', {
      token: asha.token,
    });
    expect(hersFlagged.body.items.map((x: any) => x.id)).not.toEqual(
      expect.arrayContaining([far.id]),
    );
    expect(hersFlagged.body.items.map((x: any) => x.id)).not.toContain(p.id);
  });

  it('on the exports (and their links), with the review columns filled', async () => {
    const csv = async (url: string, token: string) => {
      const res = await fetch(`${t.baseUrl}/api${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      return parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    };
    const rows = await csv(
      `/admin/people/export?format=csv&createdBy=${carl.id}&reviewStatus=needs_correction`,
      admin,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(16)).toEqual([
      'needs_correction',
      'Check the caste',
      `${ADMIN.firstName} ${ADMIN.lastName}`,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      '',
    ]);
    const far2 = await csv('/user/people/export?format=csv&flag=far_from_ward', carl.token);
    expect(far2.slice(1).map((r) => [r[1], r.at(-1)])).toEqual([['Filter Far', 'far_from_ward']]);
    const link = await t.call(
      'POST',
      `/admin/people/export/link?format=csv&createdBy=${carl.id}&reviewStatus=verified`,
      { token: admin },
    );
    expect(link.status).toBe(200);
    const viaLink = await fetch(`${t.baseUrl}${link.body.url}`);
    const linked = parseCsv((await viaLink.text()).replace(/^\uFEFF/, ''));
    expect(linked.slice(1).map((r) => r[1])).toEqual(['Filter Verified']);
  });

  it('on the reports and the map', async () => {
    const report = async (query: string) => {
      const res = await t.call('GET', `/admin/reports?groupBy=ward&wardNo=81&${query}`, {
        token: admin,
      });
      expect(res.status).toBe(200);
      return res.body.total.households;
    };
    expect(await report('')).toBe(4);
    expect(await report('reviewStatus=pending')).toBe(2);
    expect(await report('reviewStatus=verified')).toBe(1);
    expect(await report('flag=any')).toBe(2);
    expect(await report('flag=far_from_ward&reviewStatus=pending')).toBe(1);
    const map = await t.call(
      'GET',
      `/admin/people/map?bbox=85,27,86,28&zoom=18&createdBy=${carl.id}&flag=far_from_ward`,
      { token: admin },
    );
    expect(map.status).toBe(200);
    expect(map.body.points.map((x: any) => x.id)).toEqual([far.id]);
    const verifiedMap = await t.call(
      'GET',
      `/admin/people/map?bbox=85,27,86,28&zoom=18&createdBy=${carl.id}&reviewStatus=verified`,
      { token: admin },
    );
    expect(verifiedMap.body.points.map((x: any) => x.id)).toEqual([v.id]);
  });

  it.each([
    '/admin/people/search?reviewStatus=approved',
    '/user/people/search?reviewStatus=approved',
    '/admin/people/export?format=csv&reviewStatus=approved',
    '/admin/reports?groupBy=ward&reviewStatus=approved',
    '/admin/people/map?bbox=85,27,86,28&zoom=3&reviewStatus=approved',
  ])('refuses an unknown reviewStatus with a 400 naming it: %s', async (url) => {
    const token = url.startsWith('/user') ? carl.token : admin;
    const res = await t.call('GET', url, { token });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'reviewStatus is not one of the allowed values' },
    });
  });

  it.each([
    '/admin/people/search?flag=far',
    '/user/people/search?flag=far',
    '/user/people/export?format=csv&flag=far',
    '/admin/reports?groupBy=ward&flag=far',
    '/admin/people/map?bbox=85,27,86,28&zoom=3&flag=far',
  ])('refuses an unknown flag with a 400 naming it: %s', async (url) => {
    const token = url.startsWith('/user') ? carl.token : admin;
    const res = await t.call('GET', url, { token });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'flag is not one of the allowed values' },
    });
  });

  it('counts per state on the dashboard and a verified share per collector', async () => {
    const stats = await t.call('GET', '/admin/stats', { token: admin });
    const counts = await t.app.db.query<{ review_status: string; flagged: boolean; n: number }>(
      'SELECT review_status, flags <> 0 AS flagged, count(*)::int AS n FROM people GROUP BY 1, 2',
    );
    const sum = (f: (r: (typeof counts)[number]) => boolean) =>
      counts.filter(f).reduce((s, r) => s + r.n, 0);
    expect(stats.body.review).toEqual({
      pending: sum((r) => r.review_status === 'pending'),
      verified: sum((r) => r.review_status === 'verified'),
      needsCorrection: sum((r) => r.review_status === 'needs_correction'),
      flagged: sum((r) => r.flagged),
    });
    expect(stats.body.review.flagged).toBeGreaterThanOrEqual(2);
    const users = (await t.call('GET', '/admin/users', { token: admin })).body as any[];
    expect(users.find((u) => u.id === carl.id).verifiedPercent).toBe(25);
    const nobody = await t.createCollector({ firstName: 'No', lastName: 'Records' });
    const after = (await t.call('GET', '/admin/users', { token: admin })).body as any[];
    expect(after.find((u) => u.id === nobody.id).verifiedPercent).toBeNull();
    // A deleted person leaves the counts too.
    await t.call('DELETE', `/admin/people/${v.id}`, { token: admin });
    const users2 = (await t.call('GET', '/admin/users', { token: admin })).body as any[];
    expect(users2.find((u) => u.id === carl.id).verifiedPercent).toBe(0);
  });
});
