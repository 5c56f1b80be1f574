// Invalid bodies on the PUT routes: one table-driven test per route. Every bad body answers 400
// with a message naming the field, and the stored record is exactly as it was. A `phone` sent on
// PUT /user/people/:id is ignored (a person's phone never changes after verification).
import { newPhone, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
let c: Collector;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  c = await t.createCollector();
});
afterAll(() => t?.close());

type Row = [label: string, body: unknown, message: string];

/** Sends every body of the table; returns what came back, in the table's shape. */
async function sendAll(url: string, token: string, rows: Row[]) {
  const seen: Row[] = [];
  for (const [label, body] of rows) {
    const res = await t.call('PUT', url, {
      token,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    seen.push([label, res.status, res.body?.message]);
  }
  return seen;
}

const expected = (rows: Row[]) => rows.map(([label, , message]) => [label, 400, message]);
const long = (n: number) => 'x'.repeat(n);

describe('PUT /user/people/:id', () => {
  const valid = {
    name: 'Ravi Kumar',
    fatherName: 'Mohan Kumar',
    wardNo: '12',
    areaName: 'Gandhi Nagar',
    householdSize: 4,
    religion: 'Hindu',
    caste: 'Brahmin',
    whatsappNumber: null,
    gpsLocation: null,
  };
  const without = (field: keyof typeof valid) =>
    Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));

  it('answers 400 naming the field for each bad body and leaves the person unchanged', async () => {
    const person = await t.createPerson(c.token);
    const rows: Row[] = [
      ['no name', without('name'), 'name is required'],
      ['blank name', { ...valid, name: '   ' }, 'name is required'],
      ['name not a string', { ...valid, name: 5 }, 'name must be a string'],
      ['name too long', { ...valid, name: long(201) }, 'name must be at most 200 characters'],
      ['no fatherName', without('fatherName'), 'fatherName is required'],
      ['wardNo too long', { ...valid, wardNo: long(51) }, 'wardNo must be at most 50 characters'],
      ['areaName null', { ...valid, areaName: null }, 'areaName must be a string'],
      ['no householdSize', without('householdSize'), 'householdSize is required'],
      ['householdSize 0', { ...valid, householdSize: 0 }, 'householdSize must be at least 1'],
      [
        'householdSize 1001',
        { ...valid, householdSize: 1001 },
        'householdSize must be at most 1000',
      ],
      ['householdSize as text', { ...valid, householdSize: '4' }, 'householdSize must be a number'],
      [
        'householdSize a fraction',
        { ...valid, householdSize: 2.5 },
        'householdSize must be a number',
      ],
      ['no religion', without('religion'), 'religion is required'],
      ['empty caste', { ...valid, caste: '' }, 'caste is required'],
      [
        'whatsappNumber not a phone',
        { ...valid, whatsappNumber: '12345' },
        'whatsappNumber is not a valid phone number',
      ],
      [
        'gpsLocation too long',
        { ...valid, gpsLocation: long(201) },
        'gpsLocation must be at most 200 characters',
      ],
      ['gpsLocation a number', { ...valid, gpsLocation: 12.5 }, 'gpsLocation must be a string'],
      ['an array', [valid], 'Request body must be a JSON object'],
      ['not JSON', '{"name": ', 'Request body is not valid JSON'],
    ];
    expect(await sendAll(`/user/people/${person.id}`, c.token, rows)).toEqual(expected(rows));
    expect((await t.call('GET', `/user/people/${person.id}`, { token: c.token })).body).toEqual(
      person,
    );
  });

  it('ignores a phone sent with the edit: the other fields change, the phone does not', async () => {
    const person = await t.createPerson(c.token);
    const other = newPhone();
    const res = await t.call('PUT', `/user/people/${person.id}`, {
      token: c.token,
      body: { ...valid, areaName: 'Nehru Colony', phone: other },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ areaName: 'Nehru Colony', phone: person.phone });
    const stored = await t.call('GET', `/user/people/${person.id}`, { token: c.token });
    expect(stored.body).toMatchObject({ areaName: 'Nehru Colony', phone: person.phone });
    // Nobody holds the other number now: it can still be verified and registered.
    expect((await t.createPerson(c.token, { phone: other })).phone).toBe(other);
  });
});

describe('PUT /admin/users/:id', () => {
  it('answers 400 naming the field for each bad body and leaves the collector unchanged', async () => {
    const u = await t.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
    const valid = {
      firstName: 'Mina',
      lastName: 'Sherpa',
      phone: u.phone,
      email: 'mina@example.org',
      gender: 'Female',
    };
    const before = (await t.call('GET', '/admin/users', { token: admin })).body.find(
      (x: { id: string }) => x.id === u.id,
    );
    const rows: Row[] = [
      ['no firstName', { ...valid, firstName: undefined }, 'firstName is required'],
      ['blank lastName', { ...valid, lastName: '  ' }, 'lastName is required'],
      [
        'firstName too long',
        { ...valid, firstName: long(101) },
        'firstName must be at most 100 characters',
      ],
      ['lastName not a string', { ...valid, lastName: ['Sherpa'] }, 'lastName must be a string'],
      ['no phone', { ...valid, phone: undefined }, 'phone is required'],
      ['phone not a phone', { ...valid, phone: '12345' }, 'phone is not a valid phone number'],
      [
        'email not an email',
        { ...valid, email: 'mina-at-example' },
        'email is not a valid email address',
      ],
      ['gender unknown', { ...valid, gender: 'Robot' }, 'gender must be Female, Male or Other'],
      [
        'password too short',
        { ...valid, password: 'short' },
        'password must be at least 8 characters',
      ],
      ['password not a string', { ...valid, password: 12345678 }, 'password must be a string'],
      ['an array', [valid], 'Request body must be a JSON object'],
    ];
    expect(await sendAll(`/admin/users/${u.id}`, admin, rows)).toEqual(expected(rows));
    const after = (await t.call('GET', '/admin/users', { token: admin })).body.find(
      (x: { id: string }) => x.id === u.id,
    );
    expect(after).toEqual(before);
    // The password and the session are untouched too.
    expect((await t.call('GET', '/user/people', { token: u.token })).status).toBe(200);
    const login = await t.call('POST', '/auth/user/login', {
      body: { phone: u.phone, password: u.password },
    });
    expect(login.status).toBe(200);
  });
});

describe('PUT /admin/religions/:id', () => {
  it('answers 400 naming the field for each bad body and leaves the religion unchanged', async () => {
    const created = await t.call('POST', '/admin/religions', {
      token: admin,
      body: { name: 'Sikh' },
    });
    expect(created.status).toBe(201);
    const rows: Row[] = [
      ['no name', {}, 'name is required'],
      ['blank name', { name: ' ' }, 'name is required'],
      ['name not a string', { name: 7 }, 'name must be a string'],
      ['name null', { name: null }, 'name must be a string'],
      ['name too long', { name: long(101) }, 'name must be at most 100 characters'],
      ['an array', ['Sikhism'], 'Request body must be a JSON object'],
    ];
    expect(await sendAll(`/admin/religions/${created.body.id}`, admin, rows)).toEqual(
      expected(rows),
    );
    const lookups = await t.call('GET', '/lookups/religions', { token: admin });
    expect(lookups.body.find((r: { id: string }) => r.id === created.body.id)).toEqual(
      created.body,
    );
  });
});

describe('PUT /admin/castes/:id', () => {
  it('answers 400 naming the field for each bad body and leaves the caste unchanged', async () => {
    const religion = await t.call('POST', '/admin/religions', {
      token: admin,
      body: { name: 'Jain' },
    });
    const caste = await t.call('POST', '/admin/castes', {
      token: admin,
      body: { religionId: religion.body.id, name: 'Digambar' },
    });
    expect(caste.status).toBe(201);
    const religionId = religion.body.id as string;
    const rows: Row[] = [
      ['no name', { religionId }, 'name is required'],
      ['blank name', { religionId, name: '   ' }, 'name is required'],
      ['name too long', { religionId, name: long(101) }, 'name must be at most 100 characters'],
      ['name not a string', { religionId, name: true }, 'name must be a string'],
      ['no religionId', { name: 'Svetambar' }, 'religionId is required'],
      [
        'religionId not an id',
        { religionId: 'jain', name: 'Svetambar' },
        'religionId is not a valid id',
      ],
      ['religionId a number', { religionId: 1, name: 'Svetambar' }, 'religionId must be a string'],
    ];
    expect(await sendAll(`/admin/castes/${caste.body.id}`, admin, rows)).toEqual(expected(rows));
    const lookups = await t.call('GET', '/lookups/religions', { token: admin });
    const jain = lookups.body.find((r: { id: string }) => r.id === religionId);
    expect(jain.castes).toEqual([caste.body]);
  });
});
