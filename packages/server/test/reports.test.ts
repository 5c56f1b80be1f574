import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { tileOrigin } from '../src/config-schema';
import { officeInKathmandu } from './support/office';
import { newPhone, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

// Issue 29: GET /api/admin/reports and GET /api/admin/people/map, counted against seeded people,
// with the office in Kathmandu (UTC+05:45) so a day's edges are not UTC's. On both databases.

const office = officeInKathmandu();
let t: TestApp;
let admin: string;
let asha: Collector;
let bina: Collector;
beforeAll(() => ({ t, admin, asha, bina } = office));

interface Row {
  ward: string;
  area: string;
  religion: string;
  caste: string;
  size: number;
  gps: string | null;
  by: Collector;
  /** An instant (ISO). */
  at: string;
}

async function insert(rows: Row[]): Promise<void> {
  for (const r of rows) {
    await t.app.db.query(
      `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion,
         caste, gps_location, created_by, created_at, updated_at)
       VALUES ('Report Person', 'Father', $1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [r.ward, r.area, newPhone(), r.size, r.religion, r.caste, r.gps, r.by.id, r.at],
    );
  }
}

const report = (query: string, token = admin) =>
  t.call(`GET`, `/admin/reports?${query}`, { token });
const ok = async (query: string) => {
  const res = await report(query);
  expect([query, res.status]).toEqual([query, 200]);
  return res.body;
};
const group = (key: string, households: number, people: number, label = key) => ({
  key,
  label,
  households,
  people,
});

describe('GET /admin/reports', () => {
  beforeAll(async () => {
    // Kathmandu midnight 2026-03-02 is 2026-03-01T18:15Z.
    const r = (o: Partial<Row>): Row => ({
      ward: '1',
      area: 'Baneshwor',
      religion: 'Hindu',
      caste: 'Brahmin',
      size: 1,
      gps: '27.700000, 85.300000',
      by: asha,
      at: '2026-03-05T06:00:00Z',
      ...o,
    });
    await insert([
      r({ at: '2026-03-01T18:14:59Z', size: 4 }), // 2026-03-01 23:59:59 in Kathmandu
      r({ at: '2026-03-01T18:15:00Z', size: 3, gps: null }), // 2026-03-02 00:00 in Kathmandu
      r({ ward: '2', caste: 'Chhetri', size: 2, gps: 'Near the temple' }),
      r({
        ward: '10',
        religion: 'Buddhist',
        caste: 'Tamang',
        size: 5,
        by: bina,
        at: '2026-01-15T04:00:00Z',
      }),
      r({
        ward: '10',
        religion: 'Buddhist',
        caste: 'Tamang',
        size: 6,
        by: bina,
        at: '2026-03-04T10:00:00Z',
      }),
      r({ ward: '2', area: 'Koteshwor', religion: 'Muslim', caste: 'Sheikh', size: 7, by: bina }),
    ]);
  });

  it('counts households and people per ward, most households first, then by label', async () => {
    expect(await ok('groupBy=ward')).toEqual({
      groups: [group('1', 2, 7), group('2', 2, 9), group('10', 2, 11)],
      total: { households: 6, people: 27 },
      withoutLocation: 2,
    });
    // Ties on households go by label, numbers in numeric order ('2' before '10').
    const byWard = await ok('groupBy=ward&religion=Hindu');
    expect(byWard.groups).toEqual([group('1', 2, 7), group('2', 1, 2)]);
  });

  it('by area, religion, caste within its religion, and collector (named, keyed by id)', async () => {
    expect((await ok('groupBy=area')).groups).toEqual([
      group('Baneshwor', 5, 20),
      group('Koteshwor', 1, 7),
    ]);
    expect((await ok('groupBy=religion')).groups).toEqual([
      group('Hindu', 3, 9),
      group('Buddhist', 2, 11),
      group('Muslim', 1, 7),
    ]);
    expect((await ok('groupBy=caste')).groups).toEqual([
      group('Buddhist / Tamang', 2, 11),
      group('Hindu / Brahmin', 2, 7),
      group('Hindu / Chhetri', 1, 2),
      group('Muslim / Sheikh', 1, 7),
    ]);
    expect((await ok('groupBy=collector')).groups).toEqual([
      group(asha.id, 3, 9, 'Asha Rai'),
      group(bina.id, 3, 18, 'Bina Thapa'),
    ]);
  });

  it('from and to are whole days in the office zone, both included', async () => {
    const first = await ok('groupBy=ward&from=2026-03-01&to=2026-03-01');
    expect(first.total).toEqual({ households: 1, people: 4 }); // 23:59:59 local, not 00:00 the next day
    const second = await ok('groupBy=ward&from=2026-03-02&to=2026-03-02');
    expect(second).toEqual({
      groups: [group('1', 1, 3)],
      total: { households: 1, people: 3 },
      withoutLocation: 1,
    });
    expect((await ok('groupBy=ward&from=2026-03-02')).total).toEqual({ households: 4, people: 18 });
    expect((await ok('groupBy=ward&to=2026-03-01')).total).toEqual({ households: 2, people: 9 });
  });

  it('by day and month in order, the empty ones as 0, local days', async () => {
    const days = await ok('groupBy=day&from=2026-02-28&to=2026-03-05');
    expect(days.groups).toEqual([
      group('2026-02-28', 0, 0),
      group('2026-03-01', 1, 4),
      group('2026-03-02', 1, 3),
      group('2026-03-03', 0, 0),
      group('2026-03-04', 1, 6),
      group('2026-03-05', 2, 9),
    ]);
    expect(days.total).toEqual({ households: 5, people: 22 });
    const months = await ok('groupBy=month&from=2025-12-10&to=2026-03-31');
    expect(months.groups).toEqual([
      group('2025-12', 0, 0),
      group('2026-01', 1, 5),
      group('2026-02', 0, 0),
      group('2026-03', 5, 22),
    ]);
    // All time: from the first month with households to this month.
    const all = await ok('groupBy=month');
    expect(all.groups[0]).toEqual(group('2026-01', 1, 5));
    expect(all.groups.length).toBeGreaterThanOrEqual(3);
    expect(all.total).toEqual({ households: 6, people: 27 });
  });

  // The hand-worked figures above say what each grouping means; here every grouping and a few
  // filters are recomputed by a plain GROUP BY of the table, independent of the server's SQL.
  it.each([
    ['ward', 'ward_no', ''],
    ['area', 'area_name', ''],
    ['religion', 'religion', ''],
    ['caste', `religion || ' / ' || caste`, ''],
    ['collector', 'created_by::text', ''],
    [
      'day',
      `to_char((created_at AT TIME ZONE 'Asia/Kathmandu')::date, 'YYYY-MM-DD')`,
      '&from=2026-03-01&to=2026-03-05',
    ],
    ['ward', 'ward_no', `&religion=Hindu&from=2026-03-02`],
    ['caste', `religion || ' / ' || caste`, `&wardNo=2`],
    // By collector from the kept counts (migration 0022), also after sizes and reviews changed.
    ['collector', 'created_by::text', '&reviewStatus=pending'],
    ['collector', 'created_by::text', '&flag=no_location'],
  ])('by %s (%s) %s: each group equals a GROUP BY in SQL', async (groupBy, key, filters) => {
    const body = await ok(`groupBy=${groupBy}${filters}`);
    const where: string[] = ["name = 'Report Person'"];
    const params: unknown[] = [];
    const f = new URLSearchParams(filters);
    if (f.get('religion')) where.push(`religion = $${params.push(f.get('religion'))}`);
    if (f.get('wardNo')) where.push(`ward_no = $${params.push(f.get('wardNo'))}`);
    if (f.get('reviewStatus')) where.push(`review_status = $${params.push(f.get('reviewStatus'))}`);
    if (f.get('flag') === 'no_location') where.push('(flags & 1) <> 0');
    const zone = `'Asia/Kathmandu'`;
    if (f.get('from'))
      where.push(
        `created_at >= $${params.push(f.get('from'))}::date::timestamp AT TIME ZONE ${zone}`,
      );
    if (f.get('to'))
      where.push(
        `created_at < ($${params.push(f.get('to'))}::date + 1)::timestamp AT TIME ZONE ${zone}`,
      );
    const expected = await t.app.db.query<{ key: string; households: number; people: number }>(
      `SELECT ${key} AS key, count(*)::int AS households, sum(household_size)::int AS people
       FROM people WHERE ${where.join(' AND ')} GROUP BY 1 ORDER BY 1`,
      params,
    );
    const counted = (body.groups as { key: string; households: number; people: number }[])
      .filter((g) => g.households > 0)
      .map(({ key: k, households, people }) => ({ key: k, households, people }))
      .sort((x, y) => (x.key < y.key ? -1 : 1));
    expect(counted).toEqual(expected);
    expect(body.total).toEqual({
      households: expected.reduce((n, g) => n + g.households, 0),
      people: expected.reduce((n, g) => n + g.people, 0),
    });
  });

  it('by collector from the kept counts: follows changed sizes and reviews, as SQL counts', async () => {
    const sql = (text: string) => t.app.db.query<{ id: string; size: number; review: string }>(text);
    const before = await sql(
      `SELECT id, household_size AS size, review_status AS review FROM people ORDER BY id LIMIT 4`,
    );
    const byCollector = async () =>
      (await ok('groupBy=collector')).groups
        .map((g: { key: string; households: number; people: number }) => [g.key, g.households, g.people])
        .sort();
    const fromSql = async () =>
      (
        await t.app.db.query<{ k: string; h: number; p: number }>(
          `SELECT created_by::text AS k, count(*)::int AS h, sum(household_size)::int AS p FROM people GROUP BY 1`,
        )
      )
        .map((r) => [r.k, r.h, r.p])
        .sort();
    try {
      await t.app.db.query(
        `UPDATE people SET household_size = household_size + 3 WHERE id = ANY ($1::uuid[])`,
        [before.slice(0, 2).map((r) => r.id)],
      );
      await t.app.db.query(
        `UPDATE people SET review_status = 'verified', household_size = 1 WHERE id = ANY ($1::uuid[])`,
        [before.slice(2).map((r) => r.id)],
      );
      expect(await byCollector()).toEqual(await fromSql());
    } finally {
      for (const r of before)
        await t.app.db.query('UPDATE people SET household_size = $2, review_status = $3 WHERE id = $1', [
          r.id,
          r.size,
          r.review,
        ]);
    }
    expect(await byCollector()).toEqual(await fromSql());
  });

  it('combines the filters', async () => {
    const r = await ok(
      `groupBy=caste&from=2026-03-02&to=2026-03-05&wardNo=2&religion=Muslim&createdBy=${bina.id}`,
    );
    expect(r).toEqual({
      groups: [group('Muslim / Sheikh', 1, 7)],
      total: { households: 1, people: 7 },
      withoutLocation: 0,
    });
    expect(await ok(`groupBy=ward&createdBy=${asha.id}&religion=Buddhist`)).toEqual({
      groups: [],
      total: { households: 0, people: 0 },
      withoutLocation: 0,
    });
    // A value with SQL in it is a value.
    expect(
      (await ok(`groupBy=ward&wardNo=${encodeURIComponent("1' OR '1'='1")}`)).total.households,
    ).toBe(0);
  });

  it('refuses bad parameters with 400 naming them', async () => {
    const cases: [string, string][] = [
      ['', 'groupBy is required'],
      ['groupBy=nation', 'groupBy is not one of the allowed values'],
      ['groupBy=Ward', 'groupBy is not one of the allowed values'],
      ['groupBy=ward&groupBy=area', 'groupBy is not one of the allowed values'],
      ['groupBy=ward&from=yesterday', 'from is not valid'],
      ['groupBy=ward&from=2026-02-30', 'from is not a valid date'],
      ['groupBy=ward&to=0000-01-01', 'to is not a valid date'],
      ['groupBy=ward&to=2026-1-1', 'to is not valid'],
      ['groupBy=ward&from=2026-03-02&to=2026-03-01', 'from must not be after to'],
      ['groupBy=day&from=1990-01-01&to=2026-01-01', 'from must be at most 3660 days before to'],
      ['groupBy=ward&createdBy=nobody', 'createdBy is not a valid id'],
      ['groupBy=ward&wardNo=', 'wardNo is required'],
      [`groupBy=ward&religion=${'x'.repeat(101)}`, 'religion must be at most 100 characters'],
      [
        `groupBy=ward&wardNo=${encodeURIComponent('1\u0000')}`,
        'wardNo contains invalid characters',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await report(query);
      expect([query, res.status, res.body]).toEqual([
        query,
        400,
        { message, code: 'VALIDATION_FAILED' },
      ]);
    }
  });

  it('is for admins and API tokens: 401 without a session, 403 for a collector', async () => {
    expect((await t.call('GET', '/admin/reports?groupBy=ward')).status).toBe(401);
    const asCollector = await report('groupBy=ward', asha.token);
    expect([asCollector.status, asCollector.body.code]).toEqual([403, 'FORBIDDEN']);
    const created = await t.call('POST', '/admin/api-tokens', {
      token: admin,
      body: { name: 'Reports tool' },
    });
    const viaToken = await report('groupBy=religion', created.body.token);
    expect(viaToken.status).toBe(200);
    expect(viaToken.body.total).toEqual({ households: 6, people: 27 });
    const map = await t.call('GET', '/admin/people/map?bbox=80,20,90,30&zoom=5', {
      token: created.body.token,
    });
    expect(map.status).toBe(200);
    expect(
      (await t.call('GET', '/admin/people/map?bbox=80,20,90,30&zoom=5', { token: asha.token }))
        .status,
    ).toBe(403);
  });
});

describe('GET /admin/people/map', () => {
  const map = (query: string) => t.call('GET', `/admin/people/map?${query}`, { token: admin });
  let carol: Collector;
  beforeAll(async () => {
    carol = await t.createCollector({ firstName: 'Carol', lastName: 'Map' });
    // 3,000 households on a 60 x 50 grid around Pokhara (28.2, 83.98), 0.001 degrees apart, and
    // one far away in Biratnagar; sizes 1..3; half of them registered in June 2026.
    await t.app.db.query(
      `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion,
         caste, gps_location, created_by, created_at, updated_at)
       SELECT 'Map ' || g, 'Father', (1 + g % 3)::text, 'Lakeside', '+97798' || lpad(g::text, 8, '0'),
              1 + g % 3, 'Hindu', 'Gurung',
              to_char(28.2 + (g / 60) * 0.001, 'FM90.000000') || ', ' || to_char(83.98 + (g % 60) * 0.001, 'FM990.000000'),
              $1, CASE WHEN g % 2 = 0 THEN timestamptz '2026-06-10T06:00:00Z' ELSE timestamptz '2026-07-10T06:00:00Z' END,
              now()
       FROM generate_series(0, 2999) g`,
      [carol.id],
    );
    await insert([
      {
        ward: '9',
        area: 'Biratnagar',
        religion: 'Hindu',
        caste: 'Gurung',
        size: 2,
        gps: '26.45, 87.27',
        by: carol,
        at: '2026-06-10T06:00:00Z',
      },
    ]);
  });
  const filters = () => `&createdBy=${carol.id}`;
  const count = (body: { clusters: { count: number }[]; points: unknown[] }) =>
    body.clusters.reduce((n, c) => n + c.count, 0) + body.points.length;

  it('whole country: clusters whose counts add up to every located household in the box', async () => {
    const res = await map(`bbox=80,26,88.3,30.5&zoom=7${filters()}`);
    expect(res.status).toBe(200);
    expect(count(res.body)).toBe(3001);
    // Biratnagar is alone in its cell: a point; Pokhara is one cluster at the mean position.
    expect(res.body.points).toEqual([
      { id: expect.any(String), lat: 26.45, lon: 87.27, name: 'Report Person', wardNo: '9' },
    ]);
    // Where the located households are, for a map opened on the whole world.
    expect(res.body.extent).toEqual([83.98, 26.45, 87.27, 28.249]);
    // Pokhara's clusters (its grid straddles 84 E, a cell edge at zoom 7): their mean is the grid's.
    const clusters = res.body.clusters as { count: number; lat: number; lon: number; bounds: number[] }[];
    const n = clusters.reduce((a, c) => a + c.count, 0);
    expect(n).toBe(3000);
    expect(clusters.reduce((a, c) => a + c.count * c.lat, 0) / n).toBeCloseTo(28.2 + 0.0245, 6);
    expect(clusters.reduce((a, c) => a + c.count * c.lon, 0) / n).toBeCloseTo(83.98 + 0.0295, 6);
    // Their households' own box: the map fits a clicked cluster to it (all of them in view).
    const b = clusters.map((c) => c.bounds);
    expect([
      Math.min(...b.map((x) => x[0]!)),
      Math.min(...b.map((x) => x[1]!)),
      Math.max(...b.map((x) => x[2]!)),
      Math.max(...b.map((x) => x[3]!)),
    ]).toEqual([83.98, 28.2, 84.039, 28.249]);
    // Only the households inside the box: without Biratnagar.
    expect(count((await map(`bbox=83,27,85,29&zoom=7${filters()}`)).body)).toBe(3000);
    // The reports' filters apply: June only, one ward.
    const june = await map(
      `bbox=80,26,88.3,30.5&zoom=7&from=2026-06-01&to=2026-06-30&wardNo=1${filters()}`,
    );
    expect(count(june.body)).toBe(500); // even g (June) with g % 3 = 0: 0, 6, ..., 2994
  });

  it('never more than 2,000 items, at any zoom; single households as points when zoomed in', async () => {
    for (const zoom of [0, 10, 14, 16, 19, 22]) {
      const res = await map(`bbox=83.97,28.19,84.05,28.26&zoom=${zoom}${filters()}`);
      expect([zoom, res.status]).toEqual([zoom, 200]);
      expect(res.body.clusters.length + res.body.points.length).toBeLessThanOrEqual(2000);
      expect([zoom, count(res.body)]).toEqual([zoom, 3000]);
    }
    // Zoomed in on a few streets: every household a point, with its name and ward.
    const street = await map(`bbox=83.98,28.2,83.9845,28.2025&zoom=19${filters()}`);
    expect(street.body.clusters).toEqual([]);
    expect((await map(`bbox=0,0,1,1&zoom=5${filters()}`)).body).toEqual({
      clusters: [],
      points: [],
      extent: null,
    });
    expect(street.body.points).toHaveLength(5 * 3);
    expect(street.body.points).toContainEqual({
      id: expect.any(String),
      lat: 28.2,
      lon: 83.98,
      name: 'Map 0',
      wardNo: '1',
    });
  });

  it('without row filters, clusters come from the kept grid (migration 0020): exactly what SQL counts, after moves and deletions too', async () => {
    /** The households of the box per cell as SQL finds them, keyed 'cx,cy'. */
    const expected = async (box: number[], cell: number, extra = '') => {
      const rows = await t.app.db.query<{ k: string; n: number; lat: number; lon: number }>(
        `SELECT floor(gps_lon / $5) || ',' || floor(gps_lat / $5) AS k, count(*)::int AS n,
                avg(gps_lat) AS lat, avg(gps_lon) AS lon
         FROM people WHERE gps_lat IS NOT NULL AND gps_lon BETWEEN $1 AND $3 AND gps_lat BETWEEN $2 AND $4 ${extra}
         GROUP BY 1`,
        [...box, cell],
      );
      return new Map(rows.map((r) => [r.k, r]));
    };
    const check = async (box: number[], zoom: number, extra = '', query = '') => {
      const res = await map(`bbox=${box.join(',')}&zoom=${zoom}${query}`);
      expect(res.status).toBe(200);
      const span = Math.max(box[2]! - box[0]!, box[3]! - box[1]!);
      const cell = 2 ** Math.ceil(Math.log2(Math.max(360 / 2 ** zoom / 4, span / 40)));
      const want = await expected(box, cell, extra);
      const total = [...want.values()].reduce((a, r) => a + r.n, 0);
      expect([box, zoom, res.body.clusters.reduce((a: number, c: { count: number }) => a + c.count, 0) + res.body.points.length]).toEqual([box, zoom, total]);
      for (const c of res.body.clusters) {
        const w = want.get(`${Math.floor(c.lon / cell)},${Math.floor(c.lat / cell)}`);
        expect(w?.n).toBe(c.count);
        expect(c.lat).toBeCloseTo(w!.lat, 9);
        expect(c.lon).toBeCloseTo(w!.lon, 9);
      }
    };
    // Boxes whose edges cut through the fine grid's cells (1/1024 degree) and the Pokhara grid.
    const boxes = [[83.9713, 28.1901, 84.0517, 28.2633], [83.99, 28.21, 84.02, 28.24], [80, 26, 88.3, 30.5]];
    for (const box of boxes) for (const zoom of [7, 11, 13, 14]) await check(box, zoom);
    await check([83.97, 28.19, 84.05, 28.26], 12, "AND ward_no = '2'", '&wardNo=2');
    await check([83.97, 28.19, 84.05, 28.26], 12, "AND religion = 'Hindu'", '&religion=Hindu');
    // Moved, re-warded, deleted: the grid follows each statement.
    await t.app.db.query(
      `UPDATE people SET gps_location = '28.2301, 84.0011' WHERE name IN ('Map 7', 'Map 8', 'Map 9')`,
    );
    await t.app.db.query(`UPDATE people SET ward_no = '2' WHERE name = 'Map 10'`);
    await t.app.db.query(`UPDATE people SET gps_location = NULL WHERE name = 'Map 11'`);
    await t.app.db.query(`DELETE FROM people WHERE name IN ('Map 12', 'Map 13')`);
    for (const box of boxes.slice(0, 2)) for (const zoom of [11, 13]) await check(box, zoom);
    await check([83.97, 28.19, 84.05, 28.26], 12, "AND ward_no = '2'", '&wardNo=2');
    const [grid] = await t.app.db.query<{ n: number }>(
      'SELECT sum(count)::int AS n FROM people_map_cells',
    );
    const [located] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM people WHERE gps_lat IS NOT NULL',
    );
    expect(grid!.n).toBe(located!.n);
  });

  it('refuses a bad bbox or zoom with 400 naming it', async () => {
    const cases: [string, string][] = [
      ['zoom=3', 'bbox is required'],
      ['bbox=1,2,3,4', 'zoom is required'],
      ['bbox=1,2,3&zoom=3', 'bbox must be minLon,minLat,maxLon,maxLat in degrees'],
      ['bbox=a,b,c,d&zoom=3', 'bbox must be minLon,minLat,maxLon,maxLat in degrees'],
      ['bbox=1,2,3,4,5&zoom=3', 'bbox must be minLon,minLat,maxLon,maxLat in degrees'],
      ['bbox=1e3,2,3,4&zoom=3', 'bbox must be minLon,minLat,maxLon,maxLat in degrees'],
      ['bbox=NaN,2,3,4&zoom=3', 'bbox must be minLon,minLat,maxLon,maxLat in degrees'],
      ['bbox=-181,2,3,4&zoom=3', 'bbox must lie within -180..180 and -90..90'],
      ['bbox=1,2,3,91&zoom=3', 'bbox must lie within -180..180 and -90..90'],
      ['bbox=3,2,1,4&zoom=3', 'bbox must have its minimum below its maximum'],
      ['bbox=1,4,3,4&zoom=3', 'bbox must have its minimum below its maximum'],
      ['bbox=1,2,3,4&zoom=23', 'zoom must be at most 22'],
      ['bbox=1,2,3,4&zoom=-1', 'zoom must be a number'],
      ['bbox=1,2,3,4&zoom=1.5', 'zoom must be a number'],
      ['bbox=1,2,3,4&zoom=3&from=2026-13-01', 'from is not a valid date'],
      ['bbox=1,2,3,4&zoom=3&createdBy=x', 'createdBy is not a valid id'],
      [
        `bbox=${encodeURIComponent("1,2,3,4'; DROP TABLE people; --")}&zoom=3`,
        'bbox must be minLon,minLat,maxLon,maxLat in degrees',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await map(query);
      expect([query, res.status, res.body]).toEqual([
        query,
        400,
        { message, code: 'VALIDATION_FAILED' },
      ]);
    }
    expect((await t.call('GET', '/admin/people/map?bbox=1,2,3,4&zoom=3')).status).toBe(401);
  });

  it("GET /admin/people/map/extent: the located households' bounds under the filters, as SQL finds them", async () => {
    const extent = (query: string) =>
      t.call('GET', `/admin/people/map/extent?${query}`, { token: admin });
    const [sql] = await t.app.db.query<{ w: number; s: number; e: number; n: number }>(
      `SELECT min(gps_lon) AS w, min(gps_lat) AS s, max(gps_lon) AS e, max(gps_lat) AS n
       FROM people WHERE created_by = $1 AND gps_lat IS NOT NULL`,
      [carol.id],
    );
    const all = await extent(filters().slice(1));
    expect([all.status, all.body]).toEqual([200, { extent: [sql!.w, sql!.s, sql!.e, sql!.n] }]);
    // The same corners as the cluster call over the whole world gives.
    const world = await map(`bbox=-180,-85,180,85&zoom=2${filters()}`);
    expect(all.body.extent).toEqual(world.body.extent);
    // Filters narrow it: ward 9 is Biratnagar alone; nothing in 2020 gives null.
    expect((await extent(`wardNo=9${filters()}`)).body).toEqual({
      extent: [87.27, 26.45, 87.27, 26.45],
    });
    expect((await extent(`from=2020-01-01&to=2020-12-31${filters()}`)).body).toEqual({
      extent: null,
    });
    // Bad filters are named; hostile text is a value, not SQL.
    for (const [query, message] of [
      ['from=2026-02-30', 'from is not a valid date'],
      ['createdBy=x', 'createdBy is not a valid id'],
      ['from=2026-07-01&to=2026-06-01', 'from must not be after to'],
    ]) {
      const res = await extent(query!);
      expect([query, res.status, res.body]).toEqual([
        query,
        400,
        { message, code: 'VALIDATION_FAILED' },
      ]);
    }
    const hostile = await extent(`wardNo=${encodeURIComponent("9' OR '1'='1")}${filters()}`);
    expect([hostile.status, hostile.body]).toEqual([200, { extent: null }]);
    // Signed in or no answer; a collector's token is not an office one.
    expect((await t.call('GET', '/admin/people/map/extent')).status).toBe(401);
    expect((await t.call('GET', '/admin/people/map/extent', { token: carol.token })).status).toBe(
      403,
    );
  });
});

describe('the base map (MAP_TILE_URL)', () => {
  it('GET /admin/people/map/tiles gives the tiles and their attribution, to admins only', async () => {
    const res = await t.call('GET', '/admin/people/map/tiles', { token: admin });
    expect([res.status, res.body]).toEqual([
      200,
      {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
    ]);
    expect((await t.call('GET', '/admin/people/map/tiles', { token: asha.token })).status).toBe(
      403,
    );
  });

  it("lets the browser load the tiles' images (CSP img-src), and nothing else from there", async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    expect(csp).not.toMatch(/(script|connect|worker)-src[^;]*openstreetmap/);
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileOrigin('http://127.0.0.1:8123/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8123');
  });

  it('refuses a MAP_TILE_URL that is not a tile address at start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-tile-config-'));
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir };
    try {
      for (const bad of [
        'ftp://tiles.example.org/{z}/{x}/{y}.png',
        'https://tiles.example.org/tile.png',
      ]) {
        expect(() => loadConfig({ ...base, MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL must be/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
