import type { Stats } from '@hr/contracts';
import { newPhone, type Collector, type TestApp } from './support/test-app';
import { statsOffice } from './support/stats-office';

jest.setTimeout(180_000);

// Issue 15 item 4: GET /api/admin/stats gains registrationsByDay (UTC days), on both databases.

const office = statsOffice();
const { stats } = office;
let t: TestApp;
let admin: string;
let c: Collector;
beforeAll(() => ({ t, admin, collector: c } = office));

const DAY = 86_400_000;
/** The UTC date `days` before now, as the API writes it. */
const utcDate = (days: number, from = Date.now()) => new Date(from - days * DAY).toISOString().slice(0, 10);

/** People created `daysAgo` (UTC noon of that day, or now for 0), straight into the table. */
async function insertOn(daysAgo: number, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = daysAgo === 0 ? new Date().toISOString() : `${utcDate(daysAgo)}T12:00:00Z`;
    const [row] = await t.app.db.query<{ id: string }>(
      `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion,
         caste, created_by, created_at)
       VALUES ('Day Person', 'Father', '1', 'Area', $1, 2, 'Hindu', 'Other', $2, $3) RETURNING id`,
      [newPhone(), c.id, at],
    );
    ids.push(row!.id);
  }
  return ids;
}

const countOn = (s: Stats, date: string) => s.registrationsByDay.find((d) => d.date === date)?.count;

describe('GET /admin/stats registrationsByDay', () => {
  it('30 UTC days ending today, oldest first, every day there with 0 when nobody was added', async () => {
    const before = Date.now();
    const s = await stats();
    const after = Date.now();
    expect(s.registrationsByDay).toHaveLength(30);
    const last = s.registrationsByDay[29]!.date;
    // Today in UTC (either side of a midnight passing during the call).
    expect([utcDate(0, before), utcDate(0, after)]).toContain(last);
    const lastMs = Date.parse(`${last}T00:00:00Z`);
    expect(s.registrationsByDay.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => new Date(lastMs - (29 - i) * DAY).toISOString().slice(0, 10)),
    );
    expect(s.registrationsByDay.every((d) => d.count === 0)).toBe(true);
    // The existing fields are unchanged.
    expect(s).toMatchObject({ totalUsers: 1, totalPersons: 0, personsByUser: [] });
  });

  it('counts people per day from created_at, today included, and only the last 30 days', async () => {
    await insertOn(1, 2);
    await insertOn(5, 3);
    await insertOn(29, 1); // the oldest day shown
    await insertOn(30, 4); // one day too old
    await insertOn(45, 1);
    await t.createPerson(c.token, { name: 'Today Through The Api' });
    await insertOn(0, 1);
    const s = await stats();
    expect(countOn(s, utcDate(0))).toBe(2);
    expect(countOn(s, utcDate(1))).toBe(2);
    expect(countOn(s, utcDate(5))).toBe(3);
    expect(countOn(s, utcDate(29))).toBe(1);
    expect(s.registrationsByDay[0]).toEqual({ date: utcDate(29), count: 1 });
    expect(countOn(s, utcDate(30))).toBeUndefined();
    expect(countOn(s, utcDate(2))).toBe(0);
    expect(s.registrationsByDay.reduce((sum, d) => sum + d.count, 0)).toBe(8);
    expect(s.totalPersons).toBe(13);
    expect(s.personsByUser).toEqual([{ _id: c.id, count: 13 }]);
  });

  it('follows deletions (also of a collector with their people) and a created_at changed in SQL', async () => {
    const other = await t.createCollector();
    const [moved] = await insertOn(3, 2);
    const start = await stats();
    const three = countOn(start, utcDate(3))!;
    const seven = countOn(start, utcDate(7))!;

    await t.app.db.query(`UPDATE people SET created_at = created_at - interval '4 days' WHERE id = $1`, [moved]);
    let s = await stats();
    expect([countOn(s, utcDate(3)), countOn(s, utcDate(7))]).toEqual([three - 1, seven + 1]);

    const res = await t.call('DELETE', `/admin/people/${moved}`, { token: admin });
    expect(res.status).toBe(204);
    s = await stats();
    expect(countOn(s, utcDate(7))).toBe(seven);

    // A collector's people go with the account (ON DELETE CASCADE): their days count down too.
    const today = countOn(s, utcDate(0))!;
    await t.createPerson(other.token, { name: 'Goes With The Account' });
    expect(countOn(await stats(), utcDate(0))).toBe(today + 1);
    expect((await t.call('DELETE', `/admin/users/${other.id}`, { token: admin })).status).toBe(204);
    expect(countOn(await stats(), utcDate(0))).toBe(today);
  });

  it('is for admins only', async () => {
    const res = await t.call('GET', '/admin/stats', { token: c.token });
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await t.call('GET', '/admin/stats')).status).toBe(401);
  });
});
