/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
let collector: Collector;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  collector = await t.createCollector();
  // One event of each kind the filters below tell apart.
  const religion = await t.call('POST', '/admin/religions', { token: admin, body: { name: 'Kirat' } });
  expect(religion.status).toBe(201);
  const caste = await t.call('POST', '/admin/castes', {
    token: admin,
    body: { religionId: religion.body.id, name: 'Rai' },
  });
  expect(caste.status).toBe(201);
  await t.createPerson(collector.token);
});
afterAll(() => t?.close());

async function actions(filter: string): Promise<string[]> {
  const res = await t.call('GET', `/admin/audit?limit=200&action=${filter}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.items.map((e: any) => e.action);
}

// The Activity page's "Religions & castes" covers two prefixes with one request.
describe('GET /admin/audit with a comma-separated action list', () => {
  it('matches events of any listed prefix, newest first, and nothing else', async () => {
    expect(await actions('religion.,caste.')).toEqual(['caste.created', 'religion.created']);
  });

  it('mixes exact actions and prefixes', async () => {
    expect(await actions('person.created,caste.')).toEqual(['person.created', 'caste.created']);
  });

  it.each([
    ['religion.,', 'an empty entry'],
    [',caste.', 'a leading comma'],
    [Array.from({ length: 11 }, () => 'person.').join(','), 'more than 10 entries'],
  ])('refuses %s (%s) with a 400 naming action', async (value) => {
    const res = await t.call('GET', `/admin/audit?action=${value}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('action is not valid');
  });
});
