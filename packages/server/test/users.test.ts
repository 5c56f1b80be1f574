import { newPhone, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(() => t?.close());

const MISSING_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('admin users', () => {
  it('creates a collector (201, trimmed, phone in E.164, no password on the wire) and lists it', async () => {
    const res = await t.call('POST', '/admin/users', {
      token: admin,
      body: {
        firstName: '  Meena ',
        lastName: 'Devi',
        phone: '98765 43210',
        email: 'meena@example.org',
        gender: 'Female',
        password: 'Passw0rd!',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Meena',
      lastName: 'Devi',
      phone: '+919876543210',
      email: 'meena@example.org',
      gender: 'Female',
      personCount: 0,
      verifiedPercent: null,
      wards: [],
      supervisor: null,
    });
    const list = await t.call('GET', '/admin/users', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(res.body);
    expect(list.raw).not.toMatch(/password|hash/i);
  });

  it('treats empty email and gender as none', async () => {
    const res = await t.call('POST', '/admin/users', {
      token: admin,
      body: { firstName: 'A', lastName: 'B', phone: newPhone(), email: '', gender: '', password: 'Passw0rd!' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: null, gender: null });
  });

  it.each([
    [{ lastName: 'B', phone: '9876500001', password: 'Passw0rd!' }, 'firstName is required'],
    [{ firstName: '   ', lastName: 'B', phone: '9876500001', password: 'Passw0rd!' }, 'firstName is required'],
    [{ firstName: 'A', phone: '9876500001', password: 'Passw0rd!' }, 'lastName is required'],
    [{ firstName: 'A', lastName: 'B', password: 'Passw0rd!' }, 'phone is required'],
    [{ firstName: 'A', lastName: 'B', phone: '9876500001' }, 'password is required'],
    [{ firstName: 'A', lastName: 'B', phone: '12', password: 'Passw0rd!' }, 'phone is not a valid phone number'],
    [{ firstName: 'A', lastName: 'B', phone: '9876500001', password: 'short' }, 'password must be at least 8 characters'],
    [{ firstName: 'A', lastName: 'B', phone: '9876500001', password: 'Passw0rd!', email: 'nope' }, 'email is not a valid email address'],
    [{ firstName: 'A', lastName: 'B', phone: '9876500001', password: 'Passw0rd!', gender: 'X' }, 'gender must be Female, Male or Other'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const res = await t.call('POST', '/admin/users', { token: admin, body });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a second collector with the same phone in another spelling (409)', async () => {
    const phone = newPhone();
    const first = await t.call('POST', '/admin/users', {
      token: admin,
      body: { firstName: 'A', lastName: 'B', phone, password: 'Passw0rd!' },
    });
    expect(first.status).toBe(201);
    const national = phone.replace('+91', '0');
    const dup = await t.call('POST', '/admin/users', {
      token: admin,
      body: { firstName: 'C', lastName: 'D', phone: national, password: 'Passw0rd!' },
    });
    expect(dup).toMatchObject({ status: 409, body: { message: 'A user with this phone number already exists' } });
  });

  it('updates a collector (200 with the user) and answers 404 / 400 for unknown and bad ids', async () => {
    const c = await t.createCollector();
    const res = await t.call('PUT', `/admin/users/${c.id}`, {
      token: admin,
      body: { firstName: 'New', lastName: 'Name', phone: c.phone, email: 'n@example.org', gender: 'Male' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.id, firstName: 'New', lastName: 'Name', email: 'n@example.org', gender: 'Male' });
    const cleared = await t.call('PUT', `/admin/users/${c.id}`, {
      token: admin,
      body: { firstName: 'New', lastName: 'Name', phone: c.phone, email: null, gender: null },
    });
    expect(cleared.body).toMatchObject({ email: null, gender: null });

    const body = { firstName: 'A', lastName: 'B', phone: newPhone() };
    expect(await t.call('PUT', `/admin/users/${MISSING_ID}`, { token: admin, body })).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
    expect(await t.call('PUT', '/admin/users/not-a-uuid', { token: admin, body })).toMatchObject({
      status: 400,
      body: { message: 'Invalid user id' },
    });
    expect(await t.call('DELETE', `/admin/users/${MISSING_ID}`, { token: admin })).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('refuses moving a collector onto another one’s phone (409)', async () => {
    const a = await t.createCollector();
    const b = await t.createCollector();
    const res = await t.call('PUT', `/admin/users/${b.id}`, {
      token: admin,
      body: { firstName: b.firstName, lastName: b.lastName, phone: a.phone },
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'A user with this phone number already exists' } });
  });

  it('deleting a collector deletes their people too (204), and counts follow', async () => {
    const c = await t.createCollector();
    const other = await t.createCollector();
    const p1 = await t.createPerson(c.token);
    await t.createPerson(c.token);
    const kept = await t.createPerson(other.token);

    const users = await t.call('GET', '/admin/users', { token: admin });
    expect(users.body.find((u: { id: string }) => u.id === c.id).personCount).toBe(2);
    const stats = await t.call('GET', '/admin/stats', { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.personsByUser).toContainEqual({ _id: c.id, count: 2 });

    const del = await t.call('DELETE', `/admin/users/${c.id}`, { token: admin });
    expect(del.status).toBe(204);
    expect(del.raw).toBe('');
    const people = await t.call('GET', '/admin/people', { token: admin });
    const ids = people.body.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(p1.id);
    expect(ids).toContain(kept.id);
    const after = await t.call('GET', '/admin/stats', { token: admin });
    expect(after.body.totalUsers).toBe(stats.body.totalUsers - 1);
    expect(after.body.totalPersons).toBe(stats.body.totalPersons - 2);
    expect(after.body.personsByUser.find((e: { _id: string }) => e._id === c.id)).toBeUndefined();
  });
});

describe('admin stats', () => {
  it('counts users and people', async () => {
    const res = await t.call('GET', '/admin/stats', { token: admin });
    const users = await t.call('GET', '/admin/users', { token: admin });
    const people = await t.call('GET', '/admin/people', { token: admin });
    expect(res.body.totalUsers).toBe(users.body.length);
    expect(res.body.totalPersons).toBe(people.body.length);
  });
});

describe('role matrix for admin routes', () => {
  // Every row has three entries: jest passes a `done` callback to a test whose function takes
  // more parameters than the row has.
  const routes: [string, string, unknown][] = [
    ['GET', '/admin/stats', undefined],
    ['GET', '/admin/users', undefined],
    ['POST', '/admin/users', { firstName: 'A', lastName: 'B', phone: '9876511111', password: 'Passw0rd!' }],
    ['PUT', `/admin/users/${MISSING_ID}`, { firstName: 'A', lastName: 'B', phone: '9876511111' }],
    ['DELETE', `/admin/users/${MISSING_ID}`, undefined],
    ['GET', '/admin/people', undefined],
    ['PUT', `/admin/people/${MISSING_ID}`, {}],
    ['DELETE', `/admin/people/${MISSING_ID}`, undefined],
    ['POST', '/admin/religions', { name: 'X' }],
    ['PUT', `/admin/religions/${MISSING_ID}`, { name: 'X' }],
    ['DELETE', `/admin/religions/${MISSING_ID}`, undefined],
    ['POST', '/admin/castes', { name: 'X', religionId: MISSING_ID }],
    ['PUT', `/admin/castes/${MISSING_ID}`, { name: 'X', religionId: MISSING_ID }],
    ['DELETE', `/admin/castes/${MISSING_ID}`, undefined],
  ];

  it.each(routes)('%s %s: 401 anonymous, 403 collector', async (method, url, body) => {
    const anon = await t.call(method, url, { body });
    expect(anon).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    const c = await t.createCollector();
    const asCollector = await t.call(method, url, { body, token: c.token });
    expect(asCollector).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
  });
});
