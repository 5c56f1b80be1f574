/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { seedBasics } from './support/seed';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  // One event of each kind the filters below tell apart.
  ({ admin } = await seedBasics(t, { religion: 'Kirat', caste: 'Rai' }));
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
