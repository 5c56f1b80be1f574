import { exportHeader, parseCsv, readXlsx } from './support/export-files';
import { newPhone, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

let t: TestApp;
let admin: string;
let owner: Collector;
let other: Collector;

interface Row {
  name: string;
  fatherName?: string;
  wardNo?: string;
  areaName?: string;
  religion?: string;
  caste?: string;
  whatsapp?: string | null;
  gps?: string | null;
  createdAt: string;
}

/** People straight into the table, with the times we then expect in the file. */
async function insert(by: Collector, rows: Row[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const r of rows) {
    const [row] = await t.app.db.query<{ id: string }>(
      `INSERT INTO people (name, father_name, ward_no, area_name, phone, whatsapp_number, household_size,
         religion, caste, gps_location, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 4, $7, $8, $9, $10, $11::timestamptz, $11::timestamptz + interval '1 hour')
       RETURNING id`,
      [
        r.name, r.fatherName ?? 'Father', r.wardNo ?? '1', r.areaName ?? 'Somewhere', newPhone(),
        r.whatsapp ?? null, r.religion ?? 'Hindu', r.caste ?? 'Other', r.gps ?? null, by.id, r.createdAt,
      ],
    );
    ids[r.name] = row!.id;
  }
  return ids;
}

let ids: Record<string, string>;
beforeAll(async () => {
  // An office 5 h 45 ahead of UTC: a time written in UTC would be off by that much.
  t = await startTestApp({ timeZone: 'Asia/Kathmandu' });
  admin = await t.adminToken();
  owner = await t.createCollector({ firstName: 'Owner', lastName: 'Exporter' });
  other = await t.createCollector({ firstName: 'Zorawar', lastName: 'Quill' });
  ids = {
    ...(await insert(owner, [
      {
        name: 'राम कुमार',
        fatherName: 'Father, "Junior"',
        wardNo: '3',
        areaName: 'Line one\nLine two',
        whatsapp: '+919812345678',
        gps: '12.971599, 77.594566',
        createdAt: '2026-01-05T03:04:05.678Z',
      },
      {
        name: '=HYPERLINK("http://evil.example","Quasar")',
        fatherName: '+SUM(1,2)',
        wardNo: '-3',
        areaName: '@cmd',
        religion: '\tTabbed',
        caste: '\rReturned',
        gps: 'Near the water tank',
        createdAt: '2026-01-04T00:00:00.000Z',
      },
      { name: 'Plain Quasar', gps: '-33.868800, -151.209300', createdAt: '2026-01-03T00:00:00.000Z' },
      { name: 'Off The Map', gps: '95.0, 10.0', createdAt: '2026-01-02T00:00:00.000Z' },
    ])),
    ...(await insert(other, [
      { name: 'Other Quasar', createdAt: '2026-01-06T00:00:00.000Z' },
      { name: 'Other Plain', createdAt: '2026-01-01T00:00:00.000Z' },
    ])),
  };
});
afterAll(() => t?.close());

const get = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${t.baseUrl}/api${path}`, { ...init, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The file's bytes as text with its BOM kept (fetch's text() would drop it). */
async function csvText(path: string, token?: string): Promise<string> {
  const res = await get(path, token);
  expect(res.status).toBe(200);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}
const csvRows = async (path: string, token?: string) => parseCsv((await csvText(path, token)).replace(/^\uFEFF/, ''));
const idsOf = (rows: string[][]) => rows.slice(1).map((r) => r[0]);

describe('people export: who may export what', () => {
  it('refuses anonymous callers, and each role the other role’s export', async () => {
    for (const path of ['/admin/people/export?format=csv', '/user/people/export?format=csv']) {
      expect((await get(path)).status).toBe(401);
      expect((await get(path.replace('export?', 'export/link?'), undefined, { method: 'POST' })).status).toBe(401);
    }
    expect((await get('/admin/people/export?format=csv', owner.token)).status).toBe(403);
    expect((await get('/user/people/export?format=csv', admin)).status).toBe(403);
  });

  it('gives a collector their own people only, whatever they ask for', async () => {
    const own = [ids['राम कुमार'], ids['=HYPERLINK("http://evil.example","Quasar")'], ids['Plain Quasar'], ids['Off The Map']];
    expect(idsOf(await csvRows('/user/people/export?format=csv', owner.token))).toEqual(own);
    // q matching the other collector's people, and a createdBy naming them, change nothing.
    expect(idsOf(await csvRows('/user/people/export?format=csv&q=other', owner.token))).toEqual([]);
    expect(idsOf(await csvRows(`/user/people/export?format=csv&createdBy=${other.id}`, owner.token))).toEqual(own);
    expect(idsOf(await csvRows('/user/people/export?format=csv', other.token))).toEqual([
      ids['Other Quasar'],
      ids['Other Plain'],
    ]);
  });
});

describe('people export: parameters', () => {
  it.each([
    ['', 'format is required'],
    ['format=pdf', 'format must be csv or xlsx'],
    ['format=CSV', 'format must be csv or xlsx'],
    ['format=csv&createdBy=nope', 'createdBy is not a valid id'],
    ['format=csv&q=a%01b', 'q is not valid'],
    [`format=csv&q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
  ])('?%s is a 400 naming the parameter (export and link)', async (query, message) => {
    for (const [method, path] of [['GET', '/admin/people/export'], ['POST', '/admin/people/export/link']]) {
      const res = await t.call(method!, `${path}?${query}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
  });

  it('takes hostile text in q literally', async () => {
    const before = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    for (const q of ["'; DROP TABLE people; --", '%', '_', '\\', `" OR 1=1 --`, '=1+1']) {
      const rows = await csvRows(`/admin/people/export?format=csv&q=${encodeURIComponent(q)}`, admin);
      expect(rows).toEqual([exportHeader('Asia/Kathmandu')]);
    }
    expect(await t.app.db.query('SELECT count(*)::int AS n FROM people')).toEqual(before);
  });
});

describe('people export: CSV', () => {
  it('is an RFC 4180 download with a BOM, CRLF lines and the exact header', async () => {
    const res = await get('/admin/people/export?format=csv', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="people-${today}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith(`${exportHeader('Asia/Kathmandu').join(',')}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)[0]).toEqual(exportHeader('Asia/Kathmandu'));
  });

  it('writes each column as stored: quoting, Devanagari, E.164 phones, split GPS, times in the office zone', async () => {
    const text = await csvText('/user/people/export?format=csv', owner.token);
    // Quotes doubled, the field quoted; the newline kept inside quotes.
    expect(text).toContain(`,"Father, ""Junior""",`);
    expect(text).toContain(`,"Line one\nLine two",`);
    const rows = parseCsv(text.replace(/^\uFEFF/, ''));
    const [phone] = await t.app.db.query<{ phone: string }>('SELECT phone FROM people WHERE id = $1', [ids['राम कुमार']]);
    expect(rows[1]).toEqual([
      ids['राम कुमार'], 'राम कुमार', 'Father, "Junior"', phone!.phone, '+919812345678', '3', 'Line one\nLine two',
      '4', 'Hindu', 'Other', '12.971599', '77.594566', 'Owner Exporter', owner.phone,
      '2026-01-05 08:49:05', '2026-01-05 09:49:05',
      // Review status, comment, by, at, flags (issue 30; review.test.ts fills them).
      'pending', '', '', '', '',
    ]);
  });

  it('prefixes text that a spreadsheet would run as a formula, and nothing else', async () => {
    const rows = await csvRows('/user/people/export?format=csv', owner.token);
    const evil = rows.find((r) => r[0] === ids['=HYPERLINK("http://evil.example","Quasar")'])!;
    expect(evil.slice(1, 10)).toEqual([
      `'=HYPERLINK("http://evil.example","Quasar")`, "'+SUM(1,2)", expect.stringMatching(/^\+91/), '',
      "'-3", "'@cmd", '4', "'\tTabbed", "'\rReturned",
    ]);
    // An address in gpsLocation leaves both coordinates empty; so does a pair out of range.
    expect(evil.slice(10, 12)).toEqual(['', '']);
    const offMap = rows.find((r) => r[1] === 'Off The Map')!;
    expect(offMap.slice(10, 12)).toEqual(['', '']);
    // Negative coordinates are numbers, not formulas: no apostrophe.
    const south = rows.find((r) => r[1] === 'Plain Quasar')!;
    expect(south.slice(10, 12)).toEqual(['-33.868800', '-151.209300']);
  });
});

describe('people export: the same filters as the search', () => {
  /** Every id the search returns for a query, page by page, in its default order. */
  async function searchIds(path: string, query: string, token: string): Promise<string[]> {
    const out: string[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t.call('GET', `${path}?${query}&pageSize=100&page=${page}`, { token });
      expect(res.status).toBe(200);
      out.push(...res.body.items.map((p: { id: string }) => p.id));
      if (res.body.items.length < 100) return out;
    }
  }

  it.each(['', 'q=quasar', 'q=OWNER', 'q=%20plain%20', 'createdBy=OWNER_ID', 'createdBy=OWNER_ID&q=quasar'])(
    'admin ?%s: the same people, in the same order',
    async (raw) => {
      const query = raw.replace('OWNER_ID', owner.id);
      const expected = await searchIds('/admin/people/search', query, admin);
      expect(expected.length).toBeGreaterThan(0);
      expect(idsOf(await csvRows(`/admin/people/export?format=csv&${query}`, admin))).toEqual(expected);
    },
  );

  it.each(['', 'q=quasar', 'q=exporter'])('collector ?%s: the same people, in the same order', async (query) => {
    const expected = await searchIds('/user/people/search', query, owner.token);
    expect(idsOf(await csvRows(`/user/people/export?format=csv&${query}`, owner.token))).toEqual(expected);
  });
});

describe('people export: XLSX', () => {
  it('is a workbook with typed cells and a frozen bold header row', async () => {
    const res = await get(`/admin/people/export?format=xlsx&createdBy=${owner.id}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="people-${today}.xlsx"`);
    const sheet = await readXlsx(await res.arrayBuffer());
    expect(sheet.getRow(1).values).toEqual([undefined, ...exportHeader('Asia/Kathmandu')]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(5);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('राम कुमार');
    expect(first.getCell(8).value).toBe(4);
    expect(first.getCell(11).value).toBe(12.971599);
    expect(first.getCell(12).value).toBe(77.594566);
    // Dates as the office's clock read them (a spreadsheet date has no zone).
    expect(first.getCell(15).value).toEqual(new Date('2026-01-05T08:49:05.678Z'));
    expect(first.getCell(16).value).toEqual(new Date('2026-01-05T09:49:05.678Z'));
    // Text stays text: the would-be formula is a string cell, exactly as typed.
    const evil = sheet.getRow(3).getCell(2);
    expect(evil.type).toBe(3 /* ValueType.String */);
    expect(evil.value).toBe('=HYPERLINK("http://evil.example","Quasar")');
    expect(sheet.getRow(3).getCell(11).value).toBeNull();
  });
});

describe('people export: one-use download links', () => {
  const link = async (path: string, token: string) => {
    const res = await t.call('POST', path, { token });
    expect(res.status).toBe(200);
    return res.body.url as string;
  };
  const download = (url: string, token?: string) =>
    fetch(`${t.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('downloads once, without a session, with the filters it was made with', async () => {
    const url = await link('/admin/people/export/link?format=csv&q=quasar', admin);
    expect(url).toMatch(/^\/api\/admin\/people\/export\/download\/[A-Za-z0-9_-]{43}$/);
    const res = await download(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="people-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual(
      [`'=HYPERLINK("http://evil.example","Quasar")`, 'Other Quasar', 'Plain Quasar'].sort(),
    );
    const again = await download(url);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Download link is invalid, used or expired', code: 'EXPORT_LINK_GONE' });
  });

  it('records each export in the activity log: who, format, filters and rows sent', async () => {
    const exportsBy = async () => {
      const log = await t.call('GET', `/admin/audit?action=people.exported&actorId=${other.id}`, { token: admin });
      expect(log.status).toBe(200);
      return log.body.items as Record<string, unknown>[];
    };
    // Earlier tests in this file export as the same collector, and an export's event is written
    // once its response has ended: only a new event for this search counts.
    const before = new Set((await exportsBy()).map((e) => e.id));
    const isThisExport = (e: Record<string, unknown>) =>
      !before.has(e.id) && (e.details as { filters?: { q?: unknown } }).filters?.q === 'quasar';
    const url = await link('/user/people/export/link?format=csv&q=quasar', other.token);
    const res = await download(url);
    expect(res.status).toBe(200);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    // The event is written once the response has ended: poll the log until it is there.
    let event: Record<string, unknown> | undefined;
    for (let i = 0; i < 600 && !event; i++) {
      event = (await exportsBy()).find(isThisExport);
      if (!event) await new Promise((r) => setTimeout(r, 100));
    }
    expect(event).toMatchObject({
      action: 'people.exported',
      actor: { type: 'user', id: other.id, name: 'Zorawar Quill' },
      details: { format: 'csv', filters: { q: 'quasar', createdBy: null }, rowCount: rows.length - 1, complete: true },
    });
  });

  it('gives an xlsx link a workbook, and a collector’s link their own people', async () => {
    const res = await download(await link('/user/people/export/link?format=xlsx', other.token));
    expect(res.status).toBe(200);
    const sheet = await readXlsx(await res.arrayBuffer());
    expect(sheet.getColumn(2).values.slice(2)).toEqual(['Other Quasar', 'Other Plain']);
  });

  it('is not spent by a HEAD request (a link preview)', async () => {
    const url = await link('/admin/people/export/link?format=csv', admin);
    expect((await fetch(`${t.baseUrl}${url}`, { method: 'HEAD' })).status).toBe(404);
    expect((await download(url)).status).toBe(200);
  });

  it('expires after its time', async () => {
    const url = await link('/admin/people/export/link?format=csv', admin);
    await t.app.db.query(`UPDATE export_links SET expires_at = clock_timestamp() - interval '1 second'`);
    expect((await download(url)).status).toBe(404);
  });

  it('is refused to another account’s session and on the other role’s path, and stays usable by its owner', async () => {
    const url = await link('/user/people/export/link?format=csv', owner.token);
    expect((await download(url, other.token)).status).toBe(404);
    expect((await download(url.replace('/api/user/', '/api/admin/'))).status).toBe(404);
    expect((await download(url, admin)).status).toBe(403);
    const res = await download(url, owner.token);
    expect(res.status).toBe(200);
    expect(idsOf(parseCsv((await res.text()).replace(/^\uFEFF/, ''))).length).toBe(4);
  });

  it('stores only a hash of the token, and dies with its collector', async () => {
    const gone = await t.createCollector({ firstName: 'Soon', lastName: 'Gone' });
    const url = await link('/user/people/export/link?format=csv', gone.token);
    const token = url.split('/').pop()!;
    const stored = await t.app.db.query<{ h: string }>(`SELECT encode(token_hash, 'hex') AS h FROM export_links`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((r) => r.h).join()).not.toContain(Buffer.from(token).toString('hex'));
    expect((await t.call('DELETE', `/admin/users/${gone.id}`, { token: admin })).status).toBe(204);
    expect((await download(url)).status).toBe(404);
  });

  it('answers a malformed token like an unknown one', async () => {
    for (const token of ['x', 'A'.repeat(43), '%27%3B--']) {
      expect((await download(`/api/admin/people/export/download/${token}`)).status).toBe(404);
    }
  });
});

describe('people export: a client that goes away', () => {
  it('stops the walk at once and frees the database', async () => {
    const bulk = await t.createCollector({ firstName: 'Bulk', lastName: 'Loader' });
    await t.app.db.query(
      `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion, caste, created_by)
       SELECT 'Bulk ' || g, 'Father', '1', 'Area', '+9197' || lpad(g::text, 8, '0'), 2, 'Hindu', 'Other', $1
       FROM generate_series(1, 100000) g`,
      [bulk.id],
    );
    // Counts the export's statements, and those still running (a wrapper over the real
    // database, nothing faked).
    const db = t.app.db;
    const query = db.query.bind(db);
    let batches = 0;
    let reading = 0;
    db.query = ((sql: string, params?: unknown[]) => {
      // The export's batch statement alone (the search below reads people too).
      if (!sql.includes('AS added_by_phone')) return query(sql, params);
      batches += 1;
      reading += 1;
      return query(sql, params).finally(() => (reading -= 1));
    }) as typeof db.query;
    const exportEvents = async () =>
      (
        await query<{ details: { rowCount: number; complete: boolean } }>(
          `SELECT details FROM audit_events WHERE action = 'people.exported' AND actor_id = $1`,
          [bulk.id],
        )
      ).map((e) => e.details);
    try {
      const abort = new AbortController();
      const res = await fetch(`${t.baseUrl}/api/user/people/export?format=csv`, {
        headers: { authorization: `Bearer ${bulk.token}` },
        signal: abort.signal,
      });
      const reader = res.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      abort.abort();
      // The events that prove the walk is over: the server saw the client leave (it logs the
      // export, cut short, once the response has closed: no batch is started after that), and
      // no statement of the walk is still running. A walk that went on would be reading again
      // by then: the next batch is asked for as soon as one arrives.
      for (;;) {
        if ((await exportEvents()).length > 0 && reading === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const atEnd = batches;
      // 100,000 rows are 50 batches; a handful at most were read before the client left.
      expect(atEnd).toBeLessThan(10);
      expect(await exportEvents()).toEqual([{ format: 'csv', filters: { q: null, createdBy: null }, rowCount: expect.any(Number), complete: false }]);
      // The database is free for the next request (on PGlite, one connection: a walk still
      // going would hold it), and no batch came after the walk ended.
      const found = await t.call('GET', '/user/people/search?q=bulk%2099999', { token: bulk.token });
      expect(found.body.total).toBe(1);
      expect(batches).toBe(atEnd);
      // On PostgreSQL no other session of this database is busy: nothing of the walk runs on.
      // (On PGlite the one connection is ours: the answer is 0 there as well.)
      const active = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
      );
      expect(active).toEqual([{ n: 0 }]);
    } finally {
      db.query = query;
    }
  });
});
