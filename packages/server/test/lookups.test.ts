import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(() => t?.close());

const MISSING_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

async function religion(name: string) {
  const res = await t.call('POST', '/admin/religions', { token: admin, body: { name } });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; castes: { id: string; name: string }[] };
}

describe('religions', () => {
  it('creates (201, trimmed), lists with castes for admins and collectors, renames and deletes', async () => {
    const created = await t.call('POST', '/admin/religions', { token: admin, body: { name: '  Sikh  ' } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Sikh', castes: [] } });
    const id = created.body.id;
    const c = await t.createCollector();
    for (const token of [admin, c.token]) {
      const list = await t.call('GET', '/lookups/religions', { token });
      expect(list.status).toBe(200);
      expect(list.body).toContainEqual({ id, name: 'Sikh', castes: [] });
    }
    const renamed = await t.call('PUT', `/admin/religions/${id}`, { token: admin, body: { name: 'Sikhism' } });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: 'Sikhism' } });
    expect((await t.call('DELETE', `/admin/religions/${id}`, { token: admin })).status).toBe(204);
    const list = await t.call('GET', '/lookups/religions', { token: admin });
    expect(list.body.find((r: { id: string }) => r.id === id)).toBeUndefined();
  });

  it('refuses a blank name and a duplicate in any case', async () => {
    expect(await t.call('POST', '/admin/religions', { token: admin, body: { name: '  ' } })).toMatchObject({
      status: 400,
      body: { message: 'name is required' },
    });
    expect(await t.call('POST', '/admin/religions', { token: admin, body: { name: 5 } })).toMatchObject({
      status: 400,
      body: { message: 'name must be a string' },
    });
    await religion('Jain');
    expect(await t.call('POST', '/admin/religions', { token: admin, body: { name: 'JAIN' } })).toMatchObject({
      status: 409,
      body: { message: 'A religion with this name already exists' },
    });
    const other = await religion('Parsi');
    expect(
      await t.call('PUT', `/admin/religions/${other.id}`, { token: admin, body: { name: 'jain' } }),
    ).toMatchObject({ status: 409 });
  });

  // Issue 45, item 4: unique as people read the name (NFKC, case folded, invisible characters
  // left out: migration 0016), not as its bytes.
  it('refuses a name that only looks different: full width, compatibility forms, case, joiners', async () => {
    const hindu = await religion('Hindu Dharma');
    const taken = { status: 409, body: { message: 'A religion with this name already exists', code: 'RELIGION_NAME_TAKEN' } };
    for (const name of ['ＨＩＮＤＵ ＤＨＡＲＭＡ', 'hindu dharma', 'HINDU DHARMA', 'Hindu\u00a0Dharma']) {
      expect(await t.call('POST', '/admin/religions', { token: admin, body: { name } })).toMatchObject(taken);
    }
    const other = await religion('Ｔａｏ');
    expect(other.name).toBe('Ｔａｏ'); // stored as typed; only the comparison folds
    expect(await t.call('PUT', `/admin/religions/${other.id}`, { token: admin, body: { name: 'hindu dharma' } })).toMatchObject(taken);
    expect(await t.call('POST', '/admin/religions', { token: admin, body: { name: 'TAO' } })).toMatchObject(taken);
    // Renaming to itself in another case is no clash with itself.
    expect(await t.call('PUT', `/admin/religions/${hindu.id}`, { token: admin, body: { name: 'HINDU Dharma' } })).toMatchObject({ status: 200 });
    // Greek final and medial sigma fold alike; a Devanagari conjunct with and without its joiner is one name.
    await religion('ΟΔΟΣ');
    expect(await t.call('POST', '/admin/religions', { token: admin, body: { name: 'οδοσ' } })).toMatchObject(taken);
    const castes = await religion('Castes Of Joiners');
    const add = (name: string) => t.call('POST', '/admin/castes', { token: admin, body: { religionId: castes.id, name } });
    expect((await add('क्\u200dषत्रिय')).status).toBe(201);
    expect(await add('क्षत्रिय')).toMatchObject({ status: 409, body: { code: 'CASTE_NAME_TAKEN' } });
    expect(await add('ﬁeld')).toMatchObject({ status: 201 });
    expect(await add('FIELD')).toMatchObject({ status: 409 });
  });

  it('answers 404 for an unknown religion and 400 for a bad id', async () => {
    expect(
      await t.call('PUT', `/admin/religions/${MISSING_ID}`, { token: admin, body: { name: 'X' } }),
    ).toMatchObject({ status: 404, body: { message: 'Religion not found' } });
    expect(await t.call('DELETE', `/admin/religions/${MISSING_ID}`, { token: admin })).toMatchObject({
      status: 404,
      body: { message: 'Religion not found' },
    });
    expect(await t.call('DELETE', '/admin/religions/abc', { token: admin })).toMatchObject({
      status: 400,
      body: { message: 'Invalid religion id' },
    });
  });

  it('requires a session to read the lookups', async () => {
    expect((await t.call('GET', '/lookups/religions')).status).toBe(401);
  });
});

describe('castes', () => {
  it('adds castes to a religion, renames, moves and deletes them', async () => {
    const hindu = await religion('Hindu');
    const muslim = await religion('Muslim');
    const res = await t.call('POST', '/admin/castes', {
      token: admin,
      body: { religionId: hindu.id, name: ' Brahmin ' },
    });
    expect(res).toMatchObject({ status: 201, body: { id: expect.any(String), name: 'Brahmin' } });
    const casteId = res.body.id;
    let list = await t.call('GET', '/lookups/religions', { token: admin });
    expect(list.body.find((r: { id: string }) => r.id === hindu.id).castes).toEqual([{ id: casteId, name: 'Brahmin' }]);

    const renamed = await t.call('PUT', `/admin/castes/${casteId}`, {
      token: admin,
      body: { name: 'Kshatriya', religionId: hindu.id },
    });
    expect(renamed).toMatchObject({ status: 200, body: { id: casteId, name: 'Kshatriya' } });
    const moved = await t.call('PUT', `/admin/castes/${casteId}`, {
      token: admin,
      body: { name: 'Kshatriya', religionId: muslim.id },
    });
    expect(moved.status).toBe(200);
    list = await t.call('GET', '/lookups/religions', { token: admin });
    expect(list.body.find((r: { id: string }) => r.id === muslim.id).castes).toHaveLength(1);
    expect((await t.call('DELETE', `/admin/castes/${casteId}`, { token: admin })).status).toBe(204);
    expect(await t.call('DELETE', `/admin/castes/${casteId}`, { token: admin })).toMatchObject({
      status: 404,
      body: { message: 'Caste not found' },
    });
  });

  it('keeps caste names unique within a religion only', async () => {
    const a = await religion('Buddhist');
    const b = await religion('Christian');
    const add = (religionId: string, name: string) =>
      t.call('POST', '/admin/castes', { token: admin, body: { religionId, name } });
    expect((await add(a.id, 'General')).status).toBe(201);
    expect(await add(a.id, 'general')).toMatchObject({
      status: 409,
      body: { message: 'A caste with this name already exists for this religion' },
    });
    expect((await add(b.id, 'General')).status).toBe(201);
  });

  it('validates religionId and name', async () => {
    expect(
      await t.call('POST', '/admin/castes', { token: admin, body: { religionId: MISSING_ID, name: 'X' } }),
    ).toMatchObject({ status: 404, body: { message: 'Religion not found' } });
    expect(
      await t.call('POST', '/admin/castes', { token: admin, body: { religionId: 'nope', name: 'X' } }),
    ).toMatchObject({ status: 400, body: { message: 'religionId is not a valid id' } });
    expect(await t.call('POST', '/admin/castes', { token: admin, body: { name: 'X' } })).toMatchObject({
      status: 400,
      body: { message: 'religionId is required' },
    });
    const r = await religion('Tribal');
    expect(await t.call('POST', '/admin/castes', { token: admin, body: { religionId: r.id } })).toMatchObject({
      status: 400,
      body: { message: 'name is required' },
    });
    expect(
      await t.call('PUT', `/admin/castes/${MISSING_ID}`, { token: admin, body: { religionId: r.id, name: 'X' } }),
    ).toMatchObject({ status: 404, body: { message: 'Caste not found' } });
  });

  it('deleting a religion deletes its castes', async () => {
    const r = await religion('Zoroastrian');
    const caste = await t.call('POST', '/admin/castes', { token: admin, body: { religionId: r.id, name: 'Irani' } });
    expect((await t.call('DELETE', `/admin/religions/${r.id}`, { token: admin })).status).toBe(204);
    const count = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM castes WHERE id = $1', [
      caste.body.id,
    ]);
    expect(count[0]!.n).toBe(0);
    expect(await t.call('PUT', `/admin/castes/${caste.body.id}`, {
      token: admin,
      body: { religionId: r.id, name: 'Irani' },
    })).toMatchObject({ status: 404 });
  });
});
