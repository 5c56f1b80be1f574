import type { Collector, TestApp } from './support/test-app';
import { statsOffice } from './support/stats-office';

jest.setTimeout(180_000);

// Issue 43: GET /api/admin/stats gives totalPeople, the household sizes summed (the dashboard's
// "People" beside "Households"), kept by the counters' triggers (migration 0023), equal to what
// Reports totals, through additions, size edits and deletions, on both databases.

const office = statsOffice();
const { stats } = office;
let t: TestApp;
let admin: string;
let c: Collector;
beforeAll(() => ({ t, admin, collector: c } = office));

/** Reports' totals for the same registry. */
const reportTotal = async () =>
  (await t.call('GET', '/admin/reports?groupBy=ward', { token: admin })).body.total as {
    households: number;
    people: number;
  };
/** What SQL counts, the counters aside. */
const counted = async () =>
  (
    await t.app.db.query<{ households: number; people: number }>(
      'SELECT count(*)::int AS households, coalesce(sum(household_size), 0)::int AS people FROM people',
    )
  )[0]!;

const expectAllAgree = async () => {
  const sql = await counted();
  const s = await stats();
  expect({ households: s.totalPersons, people: s.totalPeople }).toEqual(sql);
  expect(await reportTotal()).toEqual(sql);
  return sql;
};

describe('GET /admin/stats totalPeople', () => {
  it('starts at 0 and sums the sizes of the households added', async () => {
    expect(await stats()).toMatchObject({ totalPersons: 0, totalPeople: 0 });
    await t.createPerson(c.token, { householdSize: 3 });
    await t.createPerson(c.token, { householdSize: 5, wardNo: '4' });
    expect(await expectAllAgree()).toEqual({ households: 2, people: 8 });
  });

  it('follows a size edited (also in bulk, in SQL), a deletion and a collector deleted with their people', async () => {
    const [first] = await t.app.db.query<{ id: string }>(
      'SELECT id FROM people WHERE household_size = 3',
    );
    await t.app.db.query('UPDATE people SET household_size = 7 WHERE id = $1', [first!.id]);
    expect(await expectAllAgree()).toEqual({ households: 2, people: 12 });
    // An edit that changes the size and the ward at once, and one that changes neither.
    await t.app.db.query(`UPDATE people SET household_size = household_size + 1, ward_no = '9'`);
    await t.app.db.query(`UPDATE people SET area_name = 'Elsewhere'`);
    expect(await expectAllAgree()).toEqual({ households: 2, people: 14 });

    expect((await t.call('DELETE', `/admin/people/${first!.id}`, { token: admin })).status).toBe(
      204,
    );
    expect(await expectAllAgree()).toEqual({ households: 1, people: 6 });

    const other = await t.createCollector();
    await t.createPerson(other.token, { householdSize: 10 });
    expect(await expectAllAgree()).toEqual({ households: 2, people: 16 });
    expect((await t.call('DELETE', `/admin/users/${other.id}`, { token: admin })).status).toBe(204);
    expect(await expectAllAgree()).toEqual({ households: 1, people: 6 });
  });
});
