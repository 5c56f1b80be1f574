import { startTestApp, type Collector, type TestApp } from './support/test-app';

// People search and the full lists past one count cap and several stream batches (10,050 rows).
jest.setTimeout(180_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  // Someone else's person too, so the totals are not just the bulk collector's.
  const owner = await t.createCollector({ firstName: 'Owner', lastName: 'Other' });
  await t.createPerson(owner.token, { name: 'Someone Else' });
});
afterAll(() => t?.close());

const search = (query: string) => t.call('GET', `/admin/people/search?${query}`, { token: admin });

describe('at scale: capped counts and the streamed full list', () => {
  let bulk: Collector;
  const COUNT = 10_050;
  beforeAll(async () => {
    bulk = await t.createCollector({ firstName: 'Bulk', lastName: 'Loader' });
    await t.app.db.query(
      `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion, caste,
         created_by, created_at)
       SELECT 'Bulk ' || g, 'F', (g % 40)::text, 'Bulkpur', '+9170' || lpad(g::text, 8, '0'), 2, 'Hindu',
              'Other', $1, timestamptz '2025-01-01' + make_interval(secs => g / 3)
       FROM generate_series(1, $2::int) g`,
      [bulk.id, COUNT],
    );
  });

  it('counts exactly up to 10,000 matches, then says the total is capped', async () => {
    expect((await search('q=bulkpur')).body).toMatchObject({ total: 10_000, totalCapped: true });
    expect((await search(`createdBy=${bulk.id}&q=bulk%2010049`)).body).toMatchObject({ total: 1, totalCapped: false });
    // Without q the totals are exact at any size.
    expect((await search(`createdBy=${bulk.id}`)).body).toMatchObject({ total: COUNT, totalCapped: false });
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    expect((await search('')).body).toMatchObject({ total: row!.n, totalCapped: false });
    // Deep and past-the-end pages count far enough to know the truth.
    const last = await search('q=bulkpur&pageSize=100&page=101&sort=name');
    expect(last.body).toMatchObject({ total: COUNT, totalCapped: false });
    expect(last.body.items).toHaveLength(50);
    expect((await search('q=bulkpur&pageSize=100&page=102')).body).toEqual({
      items: [],
      total: COUNT,
      totalCapped: false,
      page: 102,
      pageSize: 100,
    });
  });

  it('streams the full lists in the old shape: every person once, newest first', async () => {
    const res = await t.call('GET', '/admin/people', { token: admin });
    expect(res.status).toBe(200);
    const list = res.body as { id: string; createdAt: string }[];
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    const n = row!.n;
    expect(list).toHaveLength(n);
    expect(new Set(list.map((p) => p.id)).size).toBe(n);
    // Newest first; rows of the same moment by id, descending (a batch boundary splits some).
    const outOfOrder = list.slice(1).filter((b, i) => {
      const a = list[i]!;
      const d = Date.parse(a.createdAt) - Date.parse(b.createdAt);
      return d < 0 || (d === 0 && a.createdAt === b.createdAt && a.id < b.id);
    });
    expect(outOfOrder).toEqual([]);
    const sample = list[5_001]!;
    expect(sample).toEqual((await t.call('GET', `/admin/people/${sample.id}`, { token: admin })).body);
    const bulkLogin = await t.call('POST', '/auth/user/login', { body: { phone: bulk.phone, password: bulk.password } });
    const own = await t.call('GET', '/user/people', { token: bulkLogin.body.token });
    expect(own.body).toHaveLength(COUNT);
    expect(own.body[0].name).toBe(`Bulk ${COUNT}`);
  });

  it('keeps the statistics and personCount right through bulk inserts, deletes and account removal', async () => {
    const stats = async () => (await t.call('GET', '/admin/stats', { token: admin })).body;
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    const before = await stats();
    expect(before.totalPersons).toBe(row!.n);
    expect(before.personsByUser[0]).toEqual({ _id: bulk.id, count: COUNT });
    const users = (await t.call('GET', '/admin/users', { token: admin })).body as { id: string; personCount: number }[];
    expect(users.find((u) => u.id === bulk.id)!.personCount).toBe(COUNT);

    await t.app.db.query(`DELETE FROM people WHERE created_by = $1 AND name IN ('Bulk 1', 'Bulk 2')`, [bulk.id]);
    expect((await stats()).personsByUser[0]).toEqual({ _id: bulk.id, count: COUNT - 2 });
    expect((await t.call('DELETE', `/admin/users/${bulk.id}`, { token: admin })).status).toBe(204);
    const after = await stats();
    expect(after.totalPersons).toBe(row!.n - COUNT);
    expect(after.personsByUser.find((r: { _id: string }) => r._id === bulk.id)).toBeUndefined();
  });
});
