import { DEMO_PASSWORD, seedDemo } from '../src/services/demo-seed';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// `npm run seed:demo`: demo lookups, collectors and people, topped up (never duplicated) on a
// second run, and usable through the API like any other data.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('demo seed', () => {
  it('adds the lookups, collectors and people asked for, then only the missing ones', async () => {
    const first = await seedDemo(t.app.db, { people: 120, collectors: 4 });
    expect(first).toEqual({ religions: 6, collectors: 4, peopleAdded: 120, peopleTotal: 120 });

    const again = await seedDemo(t.app.db, { people: 150, collectors: 4 });
    expect(again).toEqual({ religions: 6, collectors: 4, peopleAdded: 30, peopleTotal: 150 });

    const token = await t.adminToken();
    const page = await t.call('GET', '/admin/people/search?pageSize=100', { token });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(150);
    const person = page.body.items[0];
    expect(person.phone).toMatch(/^\+9191\d{8}$/);
    expect(person.name).toMatch(/^[A-Z][a-z]* [A-Z][a-z]+$/);
    expect(person.createdBy.phone).toMatch(/^\+9170000\d{5}$/);

    const religions = await t.call('GET', '/lookups/religions', { token });
    expect(religions.status).toBe(200);
    expect(religions.body.length).toBe(6);
  });

  it('a demo collector signs in with the demo password and sees their own people', async () => {
    const login = await t.call('POST', '/auth/user/login', {
      body: { phone: '+917000000001', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const mine = await t.call('GET', '/user/people/search?pageSize=100', { token: login.body.token });
    expect(mine.status).toBe(200);
    // 150 people round-robin over 4 collectors.
    expect([37, 38]).toContain(mine.body.total);
  });
});
