import { PLANT_EVERY } from '../src/db/queries/seed-names';
import { DEMO_PASSWORD, seedDemo } from '../src/services/demo-seed';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// `npm run seed:demo`: demo lookups, collectors and people, topped up (never duplicated) on a
// second run, and usable through the API like any other data.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('demo seed', () => {
  it('adds the lookups, collectors and people asked for, then only the missing ones', async () => {
    const first = await seedDemo(t.app.db, { people: 120, collectors: 4 });
    expect(first).toEqual({ religions: 6, collectors: 4, peopleAdded: 120, peopleTotal: 120 });

    const again = await seedDemo(t.app.db, { people: 150, collectors: 4 });
    expect(again).toEqual({ religions: 6, collectors: 4, peopleAdded: 30, peopleTotal: 150 });

    const token = await t.adminToken();
    const page = await t.call('GET', '/admin/people/search?pageSize=100', { token });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(150);
    const person = page.body.items[0];
    expect(person.phone).toMatch(/^\+9191\d{8}$/);
    // First, middle and last name (a planted near-duplicate may have two words).
    expect(person.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+){1,2}$/);
    expect(person.createdBy.phone).toMatch(/^\+9170000\d{5}$/);

    const religions = await t.call('GET', '/lookups/religions', { token });
    expect(religions.status).toBe(200);
    expect(religions.body.length).toBe(6);
  });

  it('a demo collector signs in with the demo password and sees their own people', async () => {
    const login = await t.call('POST', '/auth/user/login', {
      body: { phone: '+917000000001', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const mine = await t.call('GET', '/user/people/search?pageSize=100', {
      token: login.body.token,
    });
    expect(mine.status).toBe(200);
    // 150 people round-robin over 4 collectors.
    expect([37, 38]).toContain(mine.body.total);
  });
});

describe('demo supervisors', () => {
  it('two supervisors (wards 1-3 and 4-6) sign in with the demo password; every demo collector has one', async () => {
    const token = await t.adminToken();
    const supervisors = (await t.call('GET', '/admin/supervisors', { token })).body;
    expect(
      supervisors.map((s: { email: string; wards: number[]; collectorCount: number }) => [
        s.email,
        s.wards,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['supervisor1@example.org', [1, 2, 3]],
        ['supervisor2@example.org', [4, 5, 6]],
      ]),
    );
    expect(supervisors.map((s: { collectorCount: number }) => s.collectorCount)).toEqual([2, 2]);
    // MFA_REQUIRED=office: the supervisor enrols an authenticator app, then signs in with it.
    const login = await t.officeSignIn(t.officeAccount('supervisor1@example.org', DEMO_PASSWORD));
    expect(login.status).toBe(200);
    expect(login.body.admin).toMatchObject({ role: 'supervisor', wards: [1, 2, 3] });
    const page = await t.call('GET', '/admin/people/search?pageSize=100', {
      token: login.body.token,
    });
    const [row] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM people WHERE ward_no IN ('1', '2', '3')`,
    );
    const n = row!.n;
    expect(page.body.total).toBe(n);
    expect(n).toBeGreaterThan(0);
    // A second run assigns nobody twice and adds no supervisor.
    await seedDemo(t.app.db, { people: 150, collectors: 4 });
    expect((await t.call('GET', '/admin/supervisors', { token })).body).toEqual(supervisors);
  });
});

// Issue 46, item 6: varied names, so that possible_duplicate means something on the demo data;
// about 2 % without a position; planted near-duplicate pairs that the duplicate rule finds.
describe('demo data quality', () => {
  // Two planted pairs: numbers 77 and 77 + PLANT_EVERY, each the copy of the person 40 before.
  const PEOPLE = PLANT_EVERY + 100;
  let d: TestApp;
  beforeAll(async () => {
    d = await startTestApp();
    await seedDemo(d.app.db, { people: PEOPLE, collectors: 10 });
  });
  afterAll(() => d?.close());

  const phone = (g: number) => `+9191${String(g).padStart(8, '0')}`;

  it('flags few households possible_duplicate (well under 5 %) and about 2 % no_location', async () => {
    const [rates] = await d.app.db.query<{
      n: number;
      duplicate: number;
      noLocation: number;
      names: number;
    }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE flags & 8 <> 0)::int AS duplicate,
              count(*) FILTER (WHERE gps_lat IS NULL)::int AS "noLocation",
              count(DISTINCT name)::int AS names
       FROM people`,
    );
    expect(rates!.n).toBe(PEOPLE);
    expect(rates!.names).toBe(PEOPLE);
    expect(rates!.duplicate / PEOPLE).toBeLessThan(0.01);
    expect(rates!.noLocation / PEOPLE).toBeGreaterThan(0.01);
    expect(rates!.noLocation / PEOPLE).toBeLessThan(0.035);
  });

  it('plants near-duplicate pairs (a small difference, same ward and father) and flags both of each', async () => {
    const pairs = [77, 77 + PLANT_EVERY].map((g) => [phone(g - 40), phone(g)]);
    const rows = await d.app.db.query<{
      phone: string;
      name: string;
      father: string;
      ward: string;
      flags: number;
    }>(
      `SELECT phone, name, father_name AS father, ward_no AS ward, flags FROM people WHERE phone = ANY ($1::text[])`,
      [pairs.flat()],
    );
    const by = new Map(rows.map((r) => [r.phone, r]));
    for (const [original, copy] of pairs) {
      const a = by.get(original!)!;
      const b = by.get(copy!)!;
      expect(b.name).not.toBe(a.name);
      expect([b.ward, b.father]).toEqual([a.ward, a.father]);
      expect([a.flags & 8, b.flags & 8]).toEqual([8, 8]);
    }
    // And the duplicate search shows the original for the copy's values.
    const token = await d.adminToken();
    const copy = by.get(pairs[0]![1]!)!;
    const found = await d.call('POST', '/admin/people/duplicates', {
      token,
      body: { name: copy.name, fatherName: copy.father, wardNo: copy.ward },
    });
    expect(found.status).toBe(200);
    expect(found.body.matches.map((m: { phone: string }) => m.phone)).toContain(pairs[0]![0]);
  });
});
