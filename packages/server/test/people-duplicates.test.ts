import { randomUUID } from 'node:crypto';
import { newPhone, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

// Issue 15 item 2: POST /api/{user,admin}/people/duplicates, on PGlite and PostgreSQL.

let t: TestApp;
let admin: string;
let asha: Collector;
let bina: Collector;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  asha = await t.createCollector({ firstName: 'Asha', lastName: 'Rai' });
  bina = await t.createCollector({ firstName: 'Bina', lastName: 'Gurung' });
});
afterAll(() => t?.close());

interface Row {
  name: string;
  fatherName: string;
  wardNo: string;
  areaName?: string;
  phone?: string;
  createdAt?: string;
}

/** People straight into the table (the OTP flow per person would take minutes). */
async function insert(by: Collector, rows: Row[]): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rows) {
    const [row] = await t.app.db.query<{ id: string }>(
      `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion,
         caste, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, 3, 'Hindu', 'Other', $6, coalesce($7::timestamptz, clock_timestamp()))
       RETURNING id`,
      [r.name, r.fatherName, r.wardNo, r.areaName ?? 'Tole', r.phone ?? newPhone(), by.id, r.createdAt ?? null],
    );
    ids.push(row!.id);
  }
  return ids;
}

interface Answer {
  matches: Match[];
  message?: string;
  code?: string;
}

interface Match {
  id: string | null;
  name: string;
  fatherName: string;
  wardNo: string;
  areaName: string;
  phone: string;
  similarity: number;
  addedBy: { id: string; name: string };
}

const check = (body: Record<string, unknown>, token = admin, role = 'admin') =>
  t.call<Answer>('POST', `/${role}/people/duplicates`, { token, body });
const brief = (matches: Match[]) => matches.map((m) => [m.name, m.similarity]);

describe('which records match (the threshold, shown with realistic examples)', () => {
  // Each example in a ward of its own: [stored name, stored father, typed name, typed father,
  // the similarity answered, or null when it is below the threshold (0.65) and not a match].
  const EXAMPLES: [string, string, string, string, number | null][] = [
    // A surname added ('Magar' is the clan of the Thapas): a match.
    ['Ram Bahadur Thapa', 'Hari Bahadur Thapa', 'Ram Bahadur Thapa Magar', 'Hari Bahadur Thapa', 0.84],
    // Transliteration variants: one spelling key, so exactly alike.
    ['Sita Sharma', 'Gopal Sharma', 'Seeta Sharma', 'Gopal Sharma', 1],
    ['Lakshmi Devi', 'Ramesh Yadav', 'Laxmi Devi', 'Ramesh Yaadav', 1],
    ['Vishnu Prasad Poudel', 'Krishna Poudel', 'Bishnu Prasad Paudel', 'Krishna Paudel', 0.7],
    // First and last name swapped: pg_trgm compares sets of word trigrams.
    ['Ram Bahadur Thapa', 'Hari Thapa', 'Thapa Ram Bahadur', 'Hari Thapa', 1],
    // Case and spaces do not matter.
    ['Anil Kumar', 'Mohan Kumar', '  ANIL   kumar ', 'mohan kumar', 1],
    // Brothers (one father) in one ward: often one household, so shown.
    ['Ravi Kumar', 'Mohan Kumar', 'Rajesh Kumar', 'Mohan Kumar', 0.72],
    // Only the middle name and the surname shared: different people.
    ['Ram Bahadur Thapa', 'Hari Bahadur Thapa', 'Min Bahadur Thapa', 'Dil Bahadur Thapa', null],
    // The same surname only.
    ['Ravi Sharma', 'Mohan Sharma', 'Anil Sharma', 'Suresh Sharma', null],
    // A namesake with another father.
    ['Sita Sharma', 'Gopal Sharma', 'Sita Sharma', 'Ramesh Yadav', null],
    // Nothing alike.
    ['Ravi Kumar', 'Mohan Kumar', 'Sita Sharma', 'Gopal Sharma', null],
  ];

  it.each(EXAMPLES.map((e, i) => [i, ...e] as const))(
    'example %i: stored %s (father %s), typed %s (father %s) -> %s',
    async (i, name, fatherName, typed, typedFather, expected) => {
      const wardNo = `ex-${i}`;
      await insert(asha, [{ name, fatherName, wardNo }]);
      const res = await check({ name: typed, fatherName: typedFather, wardNo, areaName: 'Tole' });
      expect(res.status).toBe(200);
      expect(brief(res.body.matches)).toEqual(expected === null ? [] : [[name, expected]]);
    },
  );
});

describe('the answer', () => {
  it('lists at most 5, the most similar first; ties by the same area, then the newest', async () => {
    const wardNo = 'order-1';
    await insert(asha, [
      { name: 'Gita Kumari Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo },
      { name: 'Geeta Kumari Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo, areaName: 'Asan', createdAt: '2026-01-01T00:00:00Z' },
      { name: 'Gita Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo },
      { name: 'Gita Kumari Shrestha Pradhan', fatherName: 'Bal Krishna Shrestha', wardNo },
      { name: 'Gita Kumari', fatherName: 'Bal Krishna Shrestha', wardNo },
      { name: 'Gita K Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo },
      { name: 'Kumari Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo },
      { name: 'Gita Kumari Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo: 'order-2' },
    ]);
    const res = await check({ name: 'Gita Kumari Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo, areaName: 'asan' });
    expect(res.status).toBe(200);
    const sims = res.body.matches.map((m) => m.similarity);
    expect(sims).toHaveLength(5);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    // Two exact matches (one spelled 'Geeta'): the one in the caller's area first, although older.
    expect(res.body.matches.slice(0, 2).map((m) => [m.name, m.areaName, m.similarity])).toEqual([
      ['Geeta Kumari Shrestha', 'Asan', 1],
      ['Gita Kumari Shrestha', 'Tole', 1],
    ]);
    for (const m of res.body.matches) {
      expect(m.wardNo).toBe(wardNo);
      expect(m.similarity).toBeGreaterThanOrEqual(0.65);
      expect(Math.round(m.similarity * 100) / 100).toBe(m.similarity);
    }
    expect(brief(res.body.matches.slice(2))).toEqual([
      ['Kumari Shrestha', 0.87],
      ['Gita Kumari Shrestha Pradhan', 0.83],
      ['Gita Kumari', 0.8],
    ]);
    // Without an area the newer of the two comes first.
    const noArea = await check({ name: 'Gita Kumari Shrestha', fatherName: 'Bal Krishna Shrestha', wardNo });
    expect(noArea.body.matches.slice(0, 2).map((m) => m.areaName)).toEqual(['Tole', 'Asan']);
  });

  it('keeps to the ward (compared without case) and leaves out excludeId', async () => {
    const [own, other] = await insert(asha, [
      { name: 'Maya Tamang', fatherName: 'Pemba Tamang', wardNo: '12A' },
      { name: 'Maya Tamang', fatherName: 'Pemba Tamang', wardNo: '12B' },
    ]);
    const body = { name: 'Maya Tamang', fatherName: 'Pemba Tamang', wardNo: '12a' };
    expect((await check(body)).body.matches.map((m) => m.id)).toEqual([own]);
    expect((await check({ ...body, wardNo: '12' })).body.matches).toEqual([]);
    expect((await check({ ...body, excludeId: own })).body.matches).toEqual([]);
    expect((await check({ ...body, wardNo: '12B', excludeId: own })).body.matches.map((m) => m.id)).toEqual([other]);
    // An id that is no one's excludes nothing.
    expect((await check({ ...body, excludeId: randomUUID() })).body.matches).toHaveLength(1);
  });

  it('finds a person registered through the API at once', async () => {
    const person = await t.createPerson(bina.token, {
      name: 'Dawa Sherpa',
      fatherName: 'Ang Sherpa',
      wardNo: 'api-1',
      areaName: 'Khumbu',
    });
    const res = await check({ name: 'Dawa Sherpa', fatherName: 'Ang Sherpa', wardNo: 'api-1' });
    expect(res.body.matches).toEqual([
      {
        id: person.id,
        name: 'Dawa Sherpa',
        fatherName: 'Ang Sherpa',
        wardNo: 'api-1',
        areaName: 'Khumbu',
        phone: person.phone,
        similarity: 1,
        addedBy: { id: bina.id, name: 'Bina Gurung' },
      },
    ]);
  });
});

describe('what a collector sees', () => {
  const wardNo = 'mask-1';
  let mine: string | undefined;
  let theirs: string | undefined;
  beforeAll(async () => {
    [mine] = await insert(asha, [{ name: 'Hem Bahadur Karki', fatherName: 'Tek Bahadur Karki', wardNo, phone: '+919812345001' }]);
    [theirs] = await insert(bina, [{ name: 'Hem Bahadur Karki', fatherName: 'Tek Bahadur Karki', wardNo, phone: '+919876543987', createdAt: '2026-01-01T00:00:00Z' }]);
  });
  const body = { name: 'Hem Bahadur Karki', fatherName: 'Tek Bahadur Karki', wardNo };

  it('their own record in full; another collector’s without id and with the phone masked', async () => {
    const res = await check(body, asha.token, 'user');
    expect(res.status).toBe(200);
    expect(res.body.matches.map((m) => [m.id, m.phone, m.addedBy])).toEqual([
      [mine, '+919812345001', { id: asha.id, name: 'Asha Rai' }],
      [null, '•••••••987', { id: bina.id, name: 'Bina Gurung' }],
    ]);
    // The full number appears nowhere in the answer.
    expect(res.raw).not.toContain('9876543');
    // The other way round for the other collector.
    const other = await check(body, bina.token, 'user');
    expect(other.body.matches.map((m) => [m.id, m.phone])).toEqual([
      [null, '•••••••001'],
      [theirs, '+919876543987'],
    ]);
  });

  it('an admin sees every match in full', async () => {
    const res = await check(body);
    expect(res.body.matches.map((m) => [m.id, m.phone])).toEqual([
      [mine, '+919812345001'],
      [theirs, '+919876543987'],
    ]);
  });

  it('the masked record stays closed to the collector', async () => {
    expect((await t.call('GET', `/user/people/${theirs}`, { token: asha.token })).status).toBe(404);
  });
});

describe('roles', () => {
  const body = { name: 'Anyone', fatherName: 'Someone', wardNo: '1' };
  it('a collector on the admin route is 403, an admin on the collector route too', async () => {
    const a = await check(body, asha.token, 'admin');
    expect([a.status, a.body.code]).toEqual([403, 'FORBIDDEN']);
    const u = await check(body, admin, 'user');
    expect([u.status, u.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('without a session 401 on both', async () => {
    for (const role of ['admin', 'user']) {
      const res = await t.call('POST', `/${role}/people/duplicates`, { body });
      expect([res.status, res.body.code, res.body.message]).toEqual([401, 'AUTH_REQUIRED', 'Authentication required']);
    }
  });
});

describe('input', () => {
  const valid = { name: 'Ravi Kumar', fatherName: 'Mohan Kumar', wardNo: '7', areaName: 'Tole' };
  const cases: [string, Record<string, unknown>, string][] = [
    ['name missing', { ...valid, name: undefined }, 'name is required'],
    ['name blank', { ...valid, name: '   ' }, 'name is required'],
    ['name not text', { ...valid, name: 42 }, 'name must be a string'],
    ['name 10 KB', { ...valid, name: 'x'.repeat(10_240) }, 'name must be at most 200 characters'],
    ['fatherName missing', { ...valid, fatherName: undefined }, 'fatherName is required'],
    ['fatherName blank', { ...valid, fatherName: '' }, 'fatherName is required'],
    ['wardNo missing', { ...valid, wardNo: undefined }, 'wardNo is required'],
    ['wardNo too long', { ...valid, wardNo: '1'.repeat(51) }, 'wardNo must be at most 50 characters'],
    ['areaName too long', { ...valid, areaName: 'a'.repeat(201) }, 'areaName must be at most 200 characters'],
    ['excludeId not a uuid', { ...valid, excludeId: 'abc' }, 'excludeId is not a valid id'],
    ['excludeId injection', { ...valid, excludeId: "' OR 1=1 --" }, 'excludeId is not a valid id'],
    ['NUL in name', { ...valid, name: 'Ravi\u0000Kumar' }, 'name contains invalid characters'],
    ['NUL in wardNo', { ...valid, wardNo: '7\u0000' }, 'wardNo contains invalid characters'],
  ];
  it.each(cases)('%s: 400 naming the field', async (_label, body, message) => {
    const res = await check(body, asha.token, 'user');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('no body, or not an object: 400', async () => {
    const none = await t.call('POST', '/user/people/duplicates', { token: asha.token });
    expect(none.status).toBe(400);
    const list = await check([] as unknown as Record<string, unknown>, asha.token, 'user');
    expect(list.status).toBe(400);
  });

  it('takes %, _, quotes and SQL literally', async () => {
    const wardNo = `hostile-'%_"`;
    await insert(asha, [
      { name: "50% D'Souza_X", fatherName: 'Joseph "Joe" D\'Souza', wardNo },
      { name: 'Plain Name', fatherName: 'Plain Father', wardNo },
    ]);
    const res = await check({ name: "50% D'Souza_X", fatherName: 'Joseph "Joe" D\'Souza', wardNo }, asha.token, 'user');
    expect(res.status).toBe(200);
    expect(brief(res.body.matches)).toEqual([["50% D'Souza_X", 1]]);
    for (const name of ['%', '_', '%%%', "' OR 1=1 --", '"); DROP TABLE people; --', '\\']) {
      const r = await check({ name, fatherName: name, wardNo }, asha.token, 'user');
      expect([name, r.status, r.body.matches]).toEqual([name, 200, []]);
    }
    // A wildcard ward is not a wildcard.
    expect((await check({ name: 'Plain Name', fatherName: 'Plain Father', wardNo: '%' })).body.matches).toEqual([]);
    expect((await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people'))[0]!.n).toBeGreaterThan(0);
  });

  it('matches names written in Devanagari too', async () => {
    await insert(asha, [{ name: 'राम बहादुर थापा', fatherName: 'हरि बहादुर थापा', wardNo: '७' }]);
    const res = await check({ name: 'थापा राम बहादुर', fatherName: 'हरि बहादुर थापा', wardNo: '७' }, asha.token, 'user');
    expect(brief(res.body.matches)).toEqual([['राम बहादुर थापा', 1]]);
  });
});
