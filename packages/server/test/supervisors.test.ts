/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { randomUUID } from 'node:crypto';
import { parseCsv } from './support/export-files';
import {
  newPhone,
  personFields,
  startTestApp,
  type Collector,
  type TestApp,
} from './support/test-app';
import type { OfficeAccount } from './support/office-sign-in.mjs';

jest.setTimeout(180_000);

// Issue 38: supervisors scoped to wards, collectors assigned to wards and supervisors. Every
// admin route is tried by an admin, a supervisor on their own wards and on others', a collector
// and an API token; reads are checked against counts made here in SQL. On both databases.

let t: TestApp;
let admin: string;
let apiToken: string;
let meena: {
  id: string;
  token: string;
  phone: string;
  password: string;
  account: OfficeAccount;
  body: Record<string, unknown>;
};
let ravi: { id: string };
let wardThree: Collector;
let anyWard: Collector;
const people: Record<string, any> = {};
const SUPERVISOR_PASSWORD = 'Supervisor-Pass1';
/** Meena's wards as people's ward_no holds them. */
const MINE = ['3', '4'];

const supervisorBody = (o: Record<string, unknown> = {}) => ({
  firstName: 'Meena',
  lastName: 'Rao',
  email: `meena.${randomUUID().slice(0, 8)}@example.org`,
  phone: newPhone(),
  password: SUPERVISOR_PASSWORD,
  wards: [4, 3],
  ...o,
});

/** A completed sign-in, `{token, admin}`: MFA_REQUIRED=office, so with the second factor. */
async function signIn(account: OfficeAccount) {
  const res = await t.officeSignIn(account);
  expect(res.status).toBe(200);
  return res;
}

const sql = async <T = any>(text: string, params: unknown[] = []) =>
  t.app.db.query<T>(text, params);
const idsIn = async (wards: string[]) =>
  (
    await sql<{ id: string }>(
      'SELECT id FROM people WHERE ward_no = ANY ($1::text[]) ORDER BY id',
      [wards],
    )
  ).map((r) => r.id);
const sortedIds = (items: any[]) => items.map((p) => p.id as string).sort();
const countIn = async (wards?: string[]) =>
  (
    await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM people WHERE $1::text[] IS NULL OR ward_no = ANY ($1::text[])`,
      [wards ?? null],
    )
  )[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  const token = await t.call('POST', '/admin/api-tokens', {
    token: admin,
    body: { name: 'Reporting' },
  });
  apiToken = token.body.token;
  const body = supervisorBody();
  const created = await t.call('POST', '/admin/supervisors', { token: admin, body });
  expect(created.status).toBe(201);
  const account = t.officeAccount(body.phone, SUPERVISOR_PASSWORD);
  const login = await signIn(account);
  meena = {
    id: created.body.id,
    token: login.body.token,
    phone: body.phone,
    password: SUPERVISOR_PASSWORD,
    account,
    body,
  };
  ravi = (
    await t.call('POST', '/admin/supervisors', {
      token: admin,
      body: supervisorBody({ firstName: 'Ravi', wards: [5] }),
    })
  ).body;
  wardThree = await t.createCollector({ firstName: 'Tara' });
  anyWard = await t.createCollector({ firstName: 'Uma' });
  const assigned = await t.call('PUT', `/admin/users/${wardThree.id}`, {
    token: admin,
    body: {
      firstName: 'Tara',
      lastName: 'Field',
      phone: wardThree.phone,
      wards: [3],
      supervisorId: meena.id,
    },
  });
  expect(assigned.status).toBe(200);
  const gps = (i: number) => `27.7${i}0000, 85.3${i}0000`;
  people.three = await t.createPerson(wardThree.token, {
    name: 'Asha Three',
    wardNo: '3',
    gps: gps(1),
  });
  people.four = await t.createPerson(anyWard.token, {
    name: 'Bina Four',
    wardNo: '4',
    gps: gps(2),
  });
  people.five = await t.createPerson(anyWard.token, {
    name: 'Chandra Five',
    wardNo: '5',
    gps: gps(3),
  });
  people.nine = await t.createPerson(anyWard.token, {
    name: 'Deepa Nine',
    wardNo: '9',
    gps: gps(4),
  });
  people.movable = await t.createPerson(anyWard.token, { name: 'Esha Four', wardNo: '4' });
});
afterAll(() => t?.close());

describe('supervisor accounts (admins only)', () => {
  it('creates, lists, edits and deletes a supervisor; their collectors stay, unassigned', async () => {
    const body = supervisorBody({ firstName: 'Gita', wards: [12, 7, 9] });
    const created = await t.call('POST', '/admin/supervisors', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      firstName: 'Gita',
      lastName: 'Rao',
      email: body.email,
      phone: body.phone,
      wards: [7, 9, 12],
      collectorCount: 0,
    });
    const id = created.body.id;
    const collector = await t.createCollector({ firstName: 'Kamal' });
    const put = (b: unknown) =>
      t.call('PUT', `/admin/users/${collector.id}`, { token: admin, body: b });
    const assigned = await put({
      firstName: 'Kamal',
      lastName: 'Field',
      phone: collector.phone,
      supervisorId: id,
      wards: [9],
    });
    expect(assigned.body).toMatchObject({ wards: [9], supervisor: { id, name: 'Gita Rao' } });

    const list = await t.call('GET', '/admin/supervisors', { token: admin });
    expect(list.body.find((s: any) => s.id === id)).toMatchObject({
      wards: [7, 9, 12],
      collectorCount: 1,
    });

    // Wards changed, no password: the supervisor's session goes on; the event names both lists.
    const session = (await signIn(t.officeAccount(body.phone, SUPERVISOR_PASSWORD))).body.token;
    const edited = await t.call('PUT', `/admin/supervisors/${id}`, {
      token: admin,
      body: { ...body, password: undefined, wards: [7] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.wards).toEqual([7]);
    const me = await t.call('GET', '/admin/me', { token: session });
    expect(me.body).toMatchObject({ role: 'supervisor', wards: [7] });
    const events = await t.call('GET', `/admin/audit?entityId=${id}&action=supervisor.`, {
      token: admin,
    });
    expect(events.body.items.map((e: any) => e.action)).toEqual([
      'supervisor.updated',
      'supervisor.created',
    ]);
    expect(events.body.items[0].details.changes).toEqual({ wards: [[7, 9, 12], [7]] });

    // A new password ends the old session.
    await t.call('PUT', `/admin/supervisors/${id}`, {
      token: admin,
      body: { ...body, wards: [7], password: 'Another-Pass1' },
    });
    expect((await t.call('GET', '/admin/me', { token: session })).status).toBe(401);

    expect((await t.call('DELETE', `/admin/supervisors/${id}`, { token: admin })).status).toBe(204);
    const users = await t.call('GET', '/admin/users', { token: admin });
    expect(users.body.find((u: any) => u.id === collector.id)).toMatchObject({
      supervisor: null,
      wards: [9],
    });
    const deleted = (
      await t.call('GET', `/admin/audit?entityId=${id}&action=supervisor.`, { token: admin })
    ).body.items[0];
    expect(deleted).toMatchObject({
      action: 'supervisor.deleted',
      details: { collectorsUnassigned: [collector.id] },
    });
    expect((await t.call('DELETE', `/admin/supervisors/${id}`, { token: admin })).status).toBe(404);
    expect(
      (await t.call('PUT', `/admin/supervisors/${wardThree.id}`, { token: admin, body })).status,
    ).toBe(404);
  });

  it.each([
    ['an empty list', [], 'wards must have at least 1 item'],
    ['duplicates', [3, 3], 'wards must not repeat a value'],
    ['ward 0', [0], 'wards must be whole numbers from 1 to 999'],
    ['a negative ward', [-4], 'wards must be whole numbers from 1 to 999'],
    ['ward 1,000', [1000], 'wards must be whole numbers from 1 to 999'],
    ['text', ['3'], 'wards must be whole numbers from 1 to 999'],
    ['hostile text', ["3'; DROP TABLE people; --"], 'wards must be whole numbers from 1 to 999'],
    ['a fraction', [3.5], 'wards must be whole numbers from 1 to 999'],
    ['51 wards', Array.from({ length: 51 }, (_, i) => i + 1), 'wards must have at most 50 items'],
    ['not a list', '3,4', 'wards must be a list'],
  ])(
    'refuses %s in wards with a 400 naming them, and stores nothing',
    async (_, wards, message) => {
      const before = await sql<{ n: number }>('SELECT count(*)::int AS n FROM admins');
      const res = await t.call('POST', '/admin/supervisors', {
        token: admin,
        body: supervisorBody({ wards }),
      });
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await sql('SELECT count(*)::int AS n FROM admins')).toEqual(before);
      const put = await t.call('PUT', `/admin/supervisors/${meena.id}`, {
        token: admin,
        body: supervisorBody({ wards }),
      });
      expect(put.status).toBe(400);
      const collector = await t.call('PUT', `/admin/users/${anyWard.id}`, {
        token: admin,
        body: {
          firstName: 'Uma',
          lastName: 'Field',
          phone: anyWard.phone,
          wards: wards.length === 0 ? 'none' : wards,
        },
      });
      expect(collector.status).toBe(400);
    },
  );

  it('accepts 50 wards, and a collector with none (any ward)', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => 999 - i);
    const res = await t.call('POST', '/admin/supervisors', {
      token: admin,
      body: supervisorBody({ wards: fifty }),
    });
    expect(res.status).toBe(201);
    expect(res.body.wards).toEqual([...fifty].sort((a, b) => a - b));
    await t.call('DELETE', `/admin/supervisors/${res.body.id}`, { token: admin });
  });

  it('answers 409 when any account holds the phone or the email, and 400 for a bad phone', async () => {
    const taken = [
      [{ phone: anyWard.phone }, 'ACCOUNT_PHONE_TAKEN'],
      [{ phone: meena.phone }, 'ACCOUNT_PHONE_TAKEN'],
      [{ email: 'ADMIN@example.org' }, 'ACCOUNT_EMAIL_TAKEN'],
    ] as const;
    for (const [o, code] of taken) {
      const res = await t.call('POST', '/admin/supervisors', {
        token: admin,
        body: supervisorBody(o),
      });
      expect([res.status, res.body.code]).toEqual([409, code]);
    }
    const bad = await t.call('POST', '/admin/supervisors', {
      token: admin,
      body: supervisorBody({ phone: '12' }),
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'phone is not a valid phone number']);
    const email = await t.call('POST', '/admin/supervisors', {
      token: admin,
      body: supervisorBody({ email: 'not-an-email' }),
    });
    expect([email.status, email.body.message]).toEqual([400, 'email is not a valid email address']);
  });

  it('refuses a collector assigned to someone who is not a supervisor, naming supervisorId', async () => {
    for (const supervisorId of [randomUUID(), wardThree.id]) {
      const res = await t.call('PUT', `/admin/users/${anyWard.id}`, {
        token: admin,
        body: { firstName: 'Uma', lastName: 'Field', phone: anyWard.phone, supervisorId },
      });
      expect([res.status, res.body.message]).toEqual([400, 'supervisorId is not a supervisor']);
    }
    const res = await t.call('PUT', `/admin/users/${anyWard.id}`, {
      token: admin,
      body: { firstName: 'Uma', lastName: 'Field', phone: anyWard.phone, supervisorId: 'x' },
    });
    expect([res.status, res.body.message]).toEqual([400, 'supervisorId is not a valid id']);
  });

  it('logs an assignment with its before and after values', async () => {
    const collector = await t.createCollector({ firstName: 'Leela' });
    const body = { firstName: 'Leela', lastName: 'Field', phone: collector.phone };
    await t.call('PUT', `/admin/users/${collector.id}`, {
      token: admin,
      body: { ...body, wards: [4, 3], supervisorId: meena.id },
    });
    await t.call('PUT', `/admin/users/${collector.id}`, {
      token: admin,
      body: { ...body, wards: [], supervisorId: null },
    });
    const events = (
      await t.call('GET', `/admin/audit?entityId=${collector.id}&action=user.updated`, {
        token: admin,
      })
    ).body.items;
    expect(events.map((e: any) => e.details.changes)).toEqual([
      { wards: [[3, 4], []], supervisorId: [meena.id, null] },
      { wards: [[], [3, 4]], supervisorId: [null, meena.id] },
    ]);
    // A PUT without them leaves them as they are.
    await t.call('PUT', `/admin/users/${collector.id}`, {
      token: admin,
      body: { ...body, wards: [8] },
    });
    await t.call('PUT', `/admin/users/${collector.id}`, {
      token: admin,
      body: { ...body, lastName: 'Rai' },
    });
    const row = (await t.call('GET', '/admin/users', { token: admin })).body.find(
      (u: any) => u.id === collector.id,
    );
    expect(row).toMatchObject({ lastName: 'Rai', wards: [8], supervisor: null });
  });
});

describe('a supervisor signs in where admins do', () => {
  it('gets the role and wards in the profile, and the sign-in is logged as theirs', async () => {
    const res = await signIn(meena.account);
    expect(res.body.admin).toMatchObject({ id: meena.id, role: 'supervisor', wards: [3, 4] });
    const admins = await signIn(t.admin);
    expect(admins.body.admin.role).toBe('admin');
    expect(admins.body.admin.wards).toBeUndefined();
    const events = (
      await t.call('GET', `/admin/audit?actorId=${meena.id}&action=auth.login.succeeded`, {
        token: admin,
      })
    ).body.items;
    expect(events[0]).toMatchObject({
      actor: { type: 'supervisor', id: meena.id },
      actorRole: 'supervisor',
    });
    expect(
      (
        await t.call('POST', '/auth/user/login', {
          body: { phone: meena.phone, password: meena.password },
        })
      ).status,
    ).toBe(401);
  });
});

type Caller = 'admin' | 'supervisor' | 'collector' | 'token';
const tokenOf = (who: Caller) =>
  ({ admin, supervisor: meena.token, collector: wardThree.token, token: apiToken })[who];

interface Row {
  name: string;
  /** The call on something within the supervisor's wards, and on something outside them. */
  call: (inside: boolean) => [method: string, url: string, body?: unknown];
  /** Status by caller; `supervisorOut` is the supervisor on the outside target. */
  expect: Record<Caller | 'supervisorOut', number>;
}

const editBody = (p: any, wardNo = p.wardNo) => ({
  name: p.name,
  fatherName: p.fatherName,
  wardNo,
  areaName: p.areaName,
  whatsappNumber: null,
  householdSize: p.householdSize,
  religion: p.religion,
  caste: p.caste,
  gpsLocation: p.gpsLocation,
});
const target = (inside: boolean) => (inside ? people.four : people.nine);
const notFound = randomUUID();

const ROWS: Row[] = [
  {
    name: 'stats',
    call: () => ['GET', '/admin/stats'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 200 },
  },
  {
    name: 'me',
    call: () => ['GET', '/admin/me'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 403 },
  },
  {
    name: 'users list',
    call: () => ['GET', '/admin/users'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 200 },
  },
  {
    name: 'create a collector',
    call: () => [
      'POST',
      '/admin/users',
      { firstName: 'X', lastName: 'Y', phone: newPhone(), password: 'Collector-Pass1' },
    ],
    expect: { admin: 201, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'edit a collector',
    call: () => [
      'PUT',
      `/admin/users/${wardThree.id}`,
      { firstName: 'Tara', lastName: 'Field', phone: wardThree.phone },
    ],
    expect: { admin: 200, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'delete a collector',
    call: () => ['DELETE', `/admin/users/${notFound}`],
    expect: { admin: 404, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'sign-in locks',
    call: () => ['GET', `/admin/users/${wardThree.id}/sign-in-locks`],
    expect: { admin: 200, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'unlock sign-in',
    call: () => ['POST', `/admin/users/${wardThree.id}/unlock-sign-in`],
    expect: { admin: 204, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'supervisors list',
    call: () => ['GET', '/admin/supervisors'],
    expect: { admin: 200, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'create a supervisor',
    call: () => ['POST', '/admin/supervisors', supervisorBody({ wards: [30] })],
    expect: { admin: 201, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'edit a supervisor',
    call: () => ['PUT', `/admin/supervisors/${ravi.id}`, supervisorBody({ wards: [5] })],
    expect: { admin: 200, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'delete a supervisor',
    call: () => ['DELETE', `/admin/supervisors/${notFound}`],
    expect: { admin: 404, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'people list',
    call: () => ['GET', '/admin/people'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 200 },
  },
  {
    name: 'people search',
    call: () => ['GET', '/admin/people/search'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 200 },
  },
  {
    name: 'one person',
    call: (i) => ['GET', `/admin/people/${target(i).id}`],
    expect: { admin: 200, supervisor: 200, supervisorOut: 404, collector: 403, token: 200 },
  },
  {
    name: "a person's history",
    call: (i) => ['GET', `/admin/people/${target(i).id}/history`],
    expect: { admin: 200, supervisor: 200, supervisorOut: 404, collector: 403, token: 403 },
  },
  {
    name: 'edit a person',
    call: (i) => ['PUT', `/admin/people/${target(i).id}`, editBody(target(i))],
    expect: { admin: 200, supervisor: 200, supervisorOut: 404, collector: 403, token: 403 },
  },
  {
    name: 'move a person out of the wards',
    call: (i) => {
      const p = i ? people.movable : people.nine;
      return ['PUT', `/admin/people/${p.id}`, editBody(p, i ? '9' : '4')];
    },
    expect: { admin: 200, supervisor: 403, supervisorOut: 404, collector: 403, token: 403 },
  },
  {
    name: 'review a person',
    call: (i) => ['PUT', `/admin/people/${target(i).id}/review`, { status: 'pending' }],
    expect: { admin: 200, supervisor: 200, supervisorOut: 404, collector: 403, token: 403 },
  },
  {
    name: 'bulk review',
    call: (i) => [
      'POST',
      '/admin/people/review',
      { ids: [people.three.id, target(i).id], status: 'pending' },
    ],
    expect: { admin: 200, supervisor: 200, supervisorOut: 404, collector: 403, token: 403 },
  },
  {
    name: 'delete a person',
    call: () => ['DELETE', `/admin/people/${notFound}`],
    expect: { admin: 404, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'report of a ward',
    call: (i) => ['GET', `/admin/reports?groupBy=ward&wardNo=${i ? 3 : 9}`],
    expect: { admin: 200, supervisor: 200, supervisorOut: 403, collector: 403, token: 200 },
  },
  {
    name: 'map',
    call: () => ['GET', '/admin/people/map?bbox=80,20,90,30&zoom=3'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 200 },
  },
  {
    name: "the map's extent of a ward",
    call: (i) => ['GET', `/admin/people/map/extent?wardNo=${i ? 3 : 9}`],
    expect: { admin: 200, supervisor: 200, supervisorOut: 403, collector: 403, token: 200 },
  },
  {
    name: 'map tiles',
    call: () => ['GET', '/admin/people/map/tiles'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 403 },
  },
  {
    name: 'export',
    call: () => ['GET', '/admin/people/export?format=csv'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 200 },
  },
  {
    name: 'export link',
    call: () => ['POST', '/admin/people/export/link?format=csv'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 403 },
  },
  {
    name: 'duplicate check',
    call: () => [
      'POST',
      '/admin/people/duplicates',
      { name: 'Asha Three', fatherName: 'Mohan Kumar', wardNo: '3' },
    ],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 403, token: 403 },
  },
  {
    name: 'activity log',
    call: () => ['GET', '/admin/audit'],
    expect: { admin: 200, supervisor: 403, supervisorOut: 403, collector: 403, token: 200 },
  },
  {
    name: 'API tokens',
    call: () => ['GET', '/admin/api-tokens'],
    expect: { admin: 200, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'add a religion',
    call: () => ['POST', '/admin/religions', { name: `Faith ${randomUUID().slice(0, 6)}` }],
    expect: { admin: 201, supervisor: 403, supervisorOut: 403, collector: 403, token: 403 },
  },
  {
    name: 'read the religions',
    call: () => ['GET', '/lookups/religions'],
    expect: { admin: 200, supervisor: 200, supervisorOut: 200, collector: 200, token: 200 },
  },
];

describe('role x endpoint', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', async (_, row) => {
    const got: Record<string, number> = {};
    // The writes' order: refusals first, so a refused call is seen to change nothing.
    for (const who of ['collector', 'token', 'supervisorOut', 'supervisor', 'admin'] as const) {
      const caller = who === 'supervisorOut' ? 'supervisor' : who;
      const [method, url, body] = row.call(who !== 'supervisorOut');
      got[who] = (await t.call(method, url, { token: tokenOf(caller), body })).status;
    }
    expect(got).toEqual(row.expect);
  });

  it('a refused write changes nothing: the person outside the wards is as it was', async () => {
    const [row] = await sql('SELECT ward_no, review_status FROM people WHERE id = $1', [
      people.nine.id,
    ]);
    expect(row).toEqual({ ward_no: '9', review_status: 'pending' });
    const events = await t.call('GET', `/admin/audit?entityId=${people.nine.id}`, { token: admin });
    expect(events.body.items.filter((e: any) => e.actorRole === 'supervisor')).toEqual([]);
  });

  it("logs a supervisor's changes as theirs", async () => {
    const events = (
      await t.call('GET', `/admin/audit?entityId=${people.four.id}&action=person.reviewed`, {
        token: admin,
      })
    ).body.items;
    expect(events.some((e: any) => e.actor.id === meena.id && e.actorRole === 'supervisor')).toBe(
      true,
    );
  });
});

describe("a supervisor's reads hold only their wards, counted as SQL counts them", () => {
  it('stats', async () => {
    const stats = (await t.call('GET', '/admin/stats', { token: meena.token })).body;
    expect(stats.totalPersons).toBe(await countIn(MINE));
    const [byUser] = await sql<{ v: any }>(
      `SELECT coalesce(json_agg(json_build_object('_id', created_by, 'count', n) ORDER BY n DESC, created_by), '[]') AS v
       FROM (SELECT created_by, count(*)::int AS n FROM people WHERE ward_no = ANY ($1::text[]) GROUP BY 1) x`,
      [MINE],
    );
    expect(stats.personsByUser).toEqual(byUser!.v);
    const [review] = await sql(
      `SELECT count(*) FILTER (WHERE review_status = 'pending')::int AS pending,
              count(*) FILTER (WHERE review_status = 'verified')::int AS verified,
              count(*) FILTER (WHERE review_status = 'needs_correction')::int AS "needsCorrection",
              count(*) FILTER (WHERE flags <> 0)::int AS flagged
       FROM people WHERE ward_no = ANY ($1::text[])`,
      [MINE],
    );
    expect(stats.review).toEqual(review);
    expect(stats.registrationsByDay.reduce((s: number, d: any) => s + d.count, 0)).toBe(
      await countIn(MINE),
    );
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM users WHERE supervisor_id = $1', [
      meena.id,
    ]);
    expect(stats.totalUsers).toBe(n);
    // The people in those households: their sizes summed (issue 43).
    const peopleIn = async (wards?: string[]) =>
      (
        await sql<{ n: number }>(
          `SELECT coalesce(sum(household_size), 0)::int AS n FROM people
           WHERE $1::text[] IS NULL OR ward_no = ANY ($1::text[])`,
          [wards ?? null],
        )
      )[0]!.n;
    expect(stats.totalPeople).toBe(await peopleIn(MINE));
    // The admin's are the district's.
    const all = (await t.call('GET', '/admin/stats', { token: admin })).body;
    expect(all.totalPersons).toBe(await countIn());
    expect(all.totalPeople).toBe(await peopleIn());
  });

  it('All People: pages, search, filters and the full list', async () => {
    const page = (await t.call('GET', '/admin/people/search?pageSize=100', { token: meena.token }))
      .body;
    expect(sortedIds(page.items)).toEqual(await idsIn(MINE));
    expect(page.items.every((p: any) => MINE.includes(p.wardNo))).toBe(true);
    expect(page.total).toBe(await countIn(MINE));
    const search = (await t.call('GET', '/admin/people/search?q=Nine', { token: meena.token }))
      .body;
    expect([search.items, search.total]).toEqual([[], 0]);
    const byStatus = (
      await t.call('GET', '/admin/people/search?reviewStatus=pending', { token: meena.token })
    ).body;
    const [{ n }] = await sql(
      `SELECT count(*)::int AS n FROM people WHERE ward_no = ANY ($1::text[]) AND review_status = 'pending'`,
      [MINE],
    );
    expect(byStatus.total).toBe(n);
    expect(byStatus.items.every((p: any) => MINE.includes(p.wardNo))).toBe(true);
    const list = (await t.call('GET', '/admin/people', { token: meena.token })).body;
    expect(sortedIds(list)).toEqual(await idsIn(MINE));
    // Another scope is another list: the admin's cached copy never answers the supervisor.
    const adminList = await t.call('GET', '/admin/people', { token: admin });
    const again = await t.call('GET', '/admin/people', {
      token: meena.token,
      headers: { 'if-none-match': String(adminList.headers.etag) },
    });
    expect(again.status).toBe(200);
  });

  it("a supervisor filter is the supervisor's wards, for the admin and (intersected) for a supervisor", async () => {
    const mine = (
      await t.call('GET', `/admin/people/search?supervisorId=${meena.id}`, { token: admin })
    ).body;
    expect(mine.total).toBe(await countIn(MINE));
    const raviForAdmin = (
      await t.call('GET', `/admin/people/search?supervisorId=${ravi.id}`, { token: admin })
    ).body;
    expect(sortedIds(raviForAdmin.items)).toEqual(await idsIn(['5']));
    const raviForMeena = (
      await t.call('GET', `/admin/people/search?supervisorId=${ravi.id}`, { token: meena.token })
    ).body;
    expect(raviForMeena.total).toBe(0);
    const report = (
      await t.call('GET', `/admin/reports?groupBy=ward&supervisorId=${meena.id}`, { token: admin })
    ).body;
    expect(report.groups.map((g: any) => g.key).sort()).toEqual(['3', '4']);
    const bad = await t.call('GET', `/admin/people/search?supervisorId=${wardThree.id}`, {
      token: admin,
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'supervisorId is not a supervisor']);
    const hostile = await t.call(
      'GET',
      `/admin/reports?groupBy=ward&supervisorId=${encodeURIComponent("' OR 1=1 --")}`,
      { token: admin },
    );
    expect([hostile.status, hostile.body.message]).toEqual([400, 'supervisorId is not a valid id']);
  });

  it('reports and the map', async () => {
    for (const groupBy of ['ward', 'collector', 'religion', 'day']) {
      const report = (
        await t.call('GET', `/admin/reports?groupBy=${groupBy}`, { token: meena.token })
      ).body;
      expect(report.total.households).toBe(await countIn(MINE));
    }
    const wards = (await t.call('GET', '/admin/reports?groupBy=ward', { token: meena.token })).body;
    expect(wards.groups.map((g: any) => g.key).sort()).toEqual(['3', '4']);
    const outside = await t.call(
      'GET',
      `/admin/reports?groupBy=ward&wardNo=${encodeURIComponent('9')}`,
      { token: meena.token },
    );
    expect([outside.status, outside.body.code]).toEqual([403, 'OUTSIDE_SCOPE']);
    const map = (
      await t.call('GET', '/admin/people/map?bbox=80,20,90,30&zoom=18', { token: meena.token })
    ).body;
    const located = map.points.length + map.clusters.reduce((s: number, c: any) => s + c.count, 0);
    const [{ n }] = await sql(
      'SELECT count(*)::int AS n FROM people WHERE ward_no = ANY ($1::text[]) AND gps_lat IS NOT NULL',
      [MINE],
    );
    expect(located).toBe(n);
    expect(map.points.every((p: any) => MINE.includes(p.wardNo))).toBe(true);
  });

  it('export, direct and through a link, and the link follows the wards as they are at download', async () => {
    const csv = await t.call('GET', '/admin/people/export?format=csv', { token: meena.token });
    const rows = parseCsv(csv.raw.replace(/^\uFEFF/, '')).slice(1);
    expect(rows.map((r) => r[0]!).sort()).toEqual(await idsIn(MINE));
    const linkOf = async () =>
      (await t.call('POST', '/admin/people/export/link?format=csv', { token: meena.token })).body
        .url;
    const download = async (url: string) =>
      parseCsv((await (await fetch(`${t.baseUrl}${url}`)).text()).replace(/^\uFEFF/, ''))
        .slice(1)
        .map((r) => r[0]!)
        .sort();
    expect(await download(await linkOf())).toEqual(await idsIn(MINE));
    // Made for wards 3 and 4, downloaded after the admin took ward 4 away: ward 3 only.
    const link = await linkOf();
    const setWards = (wards: number[]) =>
      t.call('PUT', `/admin/supervisors/${meena.id}`, {
        token: admin,
        body: { ...meena.body, password: undefined, wards },
      });
    expect((await setWards([3])).status).toBe(200);
    try {
      expect(await download(link)).toEqual(await idsIn(['3']));
    } finally {
      await setWards([3, 4]);
    }
  });

  it('the duplicate check finds no one outside the wards', async () => {
    const check = (wardNo: string, token = meena.token) =>
      t.call('POST', '/admin/people/duplicates', {
        token,
        body: { name: 'Deepa Nine', fatherName: 'Mohan Kumar', wardNo },
      });
    expect((await check('9')).body.matches).toEqual([]);
    expect((await check('9', admin)).body.matches.map((m: any) => m.id)).toEqual([people.nine.id]);
  });

  it('users: only their collectors', async () => {
    const users = (await t.call('GET', '/admin/users', { token: meena.token })).body;
    const expected = await sql<{ id: string }>(
      'SELECT id FROM users WHERE supervisor_id = $1 ORDER BY id',
      [meena.id],
    );
    expect(users.map((u: any) => u.id).sort()).toEqual(expected.map((r) => r.id));
    expect(users.length).toBeGreaterThan(0);
  });

  it('bulk review: one id outside the wards fails the whole call, naming it', async () => {
    const res = await t.call('POST', '/admin/people/review', {
      token: meena.token,
      body: { ids: [people.three.id, people.five.id], status: 'verified' },
    });
    expect([res.status, res.body.message]).toEqual([404, `People not found: ${people.five.id}`]);
    const [row] = await sql('SELECT review_status FROM people WHERE id = $1', [people.three.id]);
    expect(row.review_status).toBe('pending');
  });
});

describe('a collector with assigned wards', () => {
  it('cannot save a person in another ward: 400 WARD_NOT_ASSIGNED with the message', async () => {
    const phone = newPhone();
    await t.verifyPhone(wardThree.token, phone);
    const res = await t.call('POST', '/user/people', {
      token: wardThree.token,
      body: personFields({ phone, wardNo: '9' }),
    });
    expect(res.body).toEqual({
      code: 'WARD_NOT_ASSIGNED',
      message: 'Ward 9 is not one of your wards (3).',
    });
    expect(res.status).toBe(400);
    // The verification is still there: the same phone saves in ward 3 ('03' is ward 3).
    const ok = await t.call('POST', '/user/people', {
      token: wardThree.token,
      body: personFields({ phone, wardNo: '03' }),
    });
    expect([ok.status, ok.body.wardNo]).toEqual([201, '3']);
    const edit = await t.call('PUT', `/user/people/${ok.body.id}`, {
      token: wardThree.token,
      body: editBody(ok.body, '12'),
    });
    expect([edit.status, edit.body.message]).toEqual([
      400,
      'Ward 12 is not one of your wards (3).',
    ]);
  });

  it('names all their wards, and the profile lists them', async () => {
    const c = await t.createCollector({ firstName: 'Vimla' });
    await t.call('PUT', `/admin/users/${c.id}`, {
      token: admin,
      body: { firstName: 'Vimla', lastName: 'Field', phone: c.phone, wards: [4, 3] },
    });
    expect((await t.call('GET', '/user/me', { token: c.token })).body.wards).toEqual([3, 4]);
    const phone = newPhone();
    await t.verifyPhone(c.token, phone);
    const res = await t.call('POST', '/user/people', {
      token: c.token,
      body: personFields({ phone, wardNo: '9' }),
    });
    expect(res.body.message).toBe('Ward 9 is not one of your wards (3, 4).');
    // Without wards, any ward as typed.
    expect((await t.createPerson(anyWard.token, { wardNo: 'Ward 12-B' })).wardNo).toBe('Ward 12-B');
  });
});
