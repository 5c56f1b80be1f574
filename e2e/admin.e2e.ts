// The admin area through the production build in Chromium: collector accounts on the dashboard
// (create, top contributors, edit, password reset, view, delete with their people), All People
// and the user detail page, against the real server. Each test starts from a new install (the
// file's one server, its data reset), seeded through the API with what it needs, and its own
// signed-in page.
import type { Browser, Locator, Page } from 'playwright-core';
import type { Person, User } from '@hr/contracts';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { type RunningApp } from './support/app';
import {
  appPerFileAndPagePerTest,
  newPage,
  signInAsAdmin,
  signInAsCollector,
} from './support/browser';
import { ok, eventually } from './support/wait';

let app: RunningApp;
let browser: Browser;
let page: Page;

const MINA = {
  firstName: 'Mina',
  lastName: 'Sherpa',
  phone: '+919811100001',
  email: 'mina@example.org',
  password: 'Mina-Passw0rd1',
};
const NEW_PASSWORD = 'Mina-Reset-Pass2';

const PEOPLE = [
  {
    name: 'Ravi Kumar',
    fatherName: 'Mohan Kumar',
    wardNo: '7',
    areaName: 'Shivaji Nagar',
    phone: '+919812345601',
  },
  {
    name: 'Sita Devi',
    fatherName: 'Ram Prasad',
    wardNo: '12',
    areaName: 'Gandhi Chowk',
    phone: '+919812345602',
  },
];

/** The collector registers people the way the wizard does: code sent, verified, then saved. */
async function collectorAddsPeople(phone: string, password: string) {
  const token = await app.collectorToken(phone, password);
  for (const person of PEOPLE) await registerPerson(app, token, person);
}

async function apiPeople(): Promise<Person[]> {
  return ok(app.call<Person[]>('GET', '/admin/people', undefined, await app.adminToken()), 200);
}
async function apiUsers(): Promise<User[]> {
  return ok(app.call<User[]>('GET', '/admin/users', undefined, await app.adminToken()), 200);
}

const usersTable = () => page.getByRole('table', { name: 'Users' });
const userRow = (name: string) =>
  usersTable()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
/** A user row's "People added" cell, found by its column's header (columns come and go). */
async function peopleAdded(row: Locator): Promise<string> {
  const headers = (await usersTable().getByRole('columnheader').allTextContents()).map((h) =>
    h.trim(),
  );
  const column = headers.indexOf('People added');
  if (column < 0) throw new Error(`no People added column among ${headers.join(', ')}`);
  return ((await row.getByRole('cell').nth(column).textContent()) ?? '').trim();
}

async function openDashboard() {
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/admin/dashboard');
  await visible(usersTable());
}

/** Mina, a collector created by the admin earlier (through the API), with her two people if asked. */
async function seedMina({ people }: { people: boolean }) {
  await ok(
    app.call('POST', '/admin/users', { ...MINA, gender: 'Female' }, await app.adminToken()),
    201,
  );
  if (people) await collectorAddsPeople(MINA.phone, MINA.password);
}

/** Seeds what the test needs, then signs the admin in on the dashboard. */
async function given(seed: { mina?: boolean; people?: boolean } = {}) {
  if (seed.mina || seed.people) await seedMina({ people: Boolean(seed.people) });
  await signInAsAdmin(page, app);
}

appPerFileAndPagePerTest(
  (s) => ({ app, browser, page } = s),
  () => seedLookups(app, { Hindu: ['Brahmin', 'Kshatriya'] }),
);

test('the dashboard greets the admin and starts without users', async () => {
  await given();
  await visible(page.getByRole('heading', { name: 'Welcome back' }));
  await visible(page.getByText('Monitor user activity and manage your team efficiently.'));
  await visible(page.getByPlaceholder('Search users...'));
  await visible(usersTable().getByText('No users yet.'));
  await visible(page.getByRole('group', { name: 'Top Contributors' }).getByText('No data yet'));
});

test('a mismatched confirmation sends nothing; a valid form creates the collector', async () => {
  await given();
  const form = page.getByRole('form', { name: 'Create User' });
  await form.getByLabel('First Name').fill(MINA.firstName);
  await form.getByLabel('Last Name').fill(MINA.lastName);
  await form.getByLabel('Phone').fill(MINA.phone);
  await form.getByLabel('Email').fill(MINA.email);
  await form.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await form.getByLabel(/^Password/).fill(MINA.password);
  await form.getByLabel(/^Confirm Password/).fill('something-else');
  await form.getByRole('button', { name: 'Create User' }).click();
  await visible(form.getByText('Passwords do not match'));
  expect(await apiUsers()).toEqual([]);

  await form.getByLabel(/^Confirm Password/).fill(MINA.password);
  await form.getByRole('button', { name: 'Create User' }).click();
  await visible(userRow('Mina Sherpa'));
  // The list's refetch and the form's reset are two renders: either may come first on a busy CPU.
  await eventually(
    'the form cleared',
    async () => (await form.getByLabel('First Name').inputValue()) === '',
  );
  await eventually('Total Users counts her', async () =>
    ((await page.getByRole('group', { name: 'Total Users' }).textContent()) ?? '').includes('1'),
  );
  const [mina] = await apiUsers();
  expect(mina).toMatchObject({
    firstName: 'Mina',
    lastName: 'Sherpa',
    email: MINA.email,
    gender: 'Female',
  });
});

test("the collector's people show in the table and the top contributors", async () => {
  await given({ mina: true });
  await visible(userRow('Mina Sherpa'));
  // She registers two people while the admin is elsewhere; back on the dashboard they count.
  await collectorAddsPeople(MINA.phone, MINA.password);
  await page.getByRole('link', { name: 'All People' }).click();
  await page.waitForURL('**/admin/people');
  await visible(page.getByRole('heading', { name: 'All People' }));
  await openDashboard();

  const row = userRow('Mina Sherpa');
  await visible(row);
  // The dashboard shows the users it had at once and refreshes them in the background.
  await eventually('her two people counted', async () => (await peopleAdded(row)) === '2');
  const top = page.getByRole('group', { name: 'Top Contributors' });
  await visible(top.getByText('Mina Sherpa'));
  await visible(top.getByText('2 people'));
  expect(await page.getByRole('group', { name: 'Households' }).textContent()).toContain('2');
});

test('the search box filters the users table', async () => {
  await given({ mina: true });
  const search = page.getByPlaceholder('Search users...');
  await search.fill('nobody-matches-this');
  await visible(usersTable().getByText('No users match your search.'));
  await search.fill('sherpa');
  await visible(userRow('Mina Sherpa'));
});

test('View shows the user in a dialog', async () => {
  await given({ mina: true });
  await userRow('Mina Sherpa').getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'User details' });
  await visible(dialog);
  expect(await dialog.textContent()).toContain(MINA.email);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toContain('/admin/dashboard');
});

test("Edit renames the collector and a password reset ends the collector's session", async () => {
  await given({ mina: true });
  const collector = await newPage(browser, app.baseUrl, { viewport: { width: 360, height: 740 } });
  await signInAsCollector(collector.page, MINA.phone, MINA.password);
  const oldToken = await app.collectorToken(MINA.phone, MINA.password);

  await userRow('Mina Sherpa').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await visible(dialog);
  await visible(dialog.getByText('Leave blank to keep current password'));
  await dialog.getByLabel('Last Name').fill('Lama');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await visible(userRow('Mina Lama'));
  // No password typed: the old one still works.
  await app.collectorToken(MINA.phone, MINA.password);

  await userRow('Mina Lama').getByRole('button', { name: 'Edit' }).click();
  await visible(dialog);
  await dialog.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  expect((await app.call('GET', '/user/people', undefined, oldToken)).status).toBe(401);
  await app.collectorToken(MINA.phone, NEW_PASSWORD);
  // The collector's open page finds out at its next call.
  await collector.page.reload();
  await collector.page.waitForURL('**/login/user?reason=session-expired');
  await collector.context.close();
});

test('a row opens the user detail page, where a person can be viewed and edited', async () => {
  await given({ people: true });
  const [mina] = await apiUsers();
  await userRow('Mina Sherpa').getByRole('cell', { name: 'Mina Sherpa' }).click();
  await page.waitForURL(`**/admin/users/${mina!.id}`);
  await visible(page.getByRole('heading', { name: 'Mina Sherpa' }));
  await visible(page.getByText(MINA.email));
  const table = page.getByRole('table', { name: 'People added' });
  await visible(table.getByRole('cell', { name: 'Ravi Kumar' }));
  await visible(table.getByRole('cell', { name: 'Sita Devi' }));

  await page.getByPlaceholder('Search people...').fill('gandhi');
  await eventually(
    'the search leaves one row',
    async () => (await table.getByRole('row').count()) === 2,
  );
  await visible(table.getByRole('cell', { name: 'Sita Devi' }));

  const row = table.getByRole('row').filter({ hasText: 'Sita Devi' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit person' });
  await visible(dialog);
  // Read-only, grouped as the table writes it ('+91 98123 45602', non-breaking spaces).
  expect(await dialog.getByLabel('Phone').inputValue()).toBe('+91\u00a098123\u00a045602');
  await dialog.getByLabel(/^Area Name/).fill('Nehru Park');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByPlaceholder('Search people...').fill('');
  await visible(table.getByRole('cell', { name: 'Nehru Park' }));
  const saved = (await apiPeople()).find((p) => p.name === 'Sita Devi');
  expect(saved).toMatchObject({ areaName: 'Nehru Park', whatsappNumber: null, gpsLocation: null });

  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/admin/dashboard');
});

test('an unknown user id shows User not found with Back', async () => {
  await given();
  await page.goto('/admin/users/00000000-0000-4000-8000-000000000000');
  await visible(page.getByText('User not found.'));
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/admin/dashboard');
});

test('All People lists, searches, views and edits every record', async () => {
  await given({ people: true });
  await page.getByRole('link', { name: 'All People' }).click();
  await page.waitForURL('**/admin/people');
  await visible(page.getByRole('heading', { name: 'All People' }));
  await visible(page.getByText('2 records'));
  const table = page.getByRole('table', { name: 'All people' });
  // Exact: the row's checkbox cell is named 'Select Ravi Kumar'.
  await visible(table.getByRole('cell', { name: 'Ravi Kumar', exact: true }));
  expect(await table.getByRole('row').filter({ hasText: 'Ravi Kumar' }).textContent()).toContain(
    'Mina Sherpa',
  );

  // The creator's last name is searchable.
  const search = page.getByPlaceholder('Search by name, phone, ward...');
  await search.fill('sherpa');
  await eventually('both rows match', async () => (await table.getByRole('row').count()) === 3);
  await search.fill('ward-that-does-not-exist');
  await visible(table.getByText('No matching records found.'));
  await search.fill('');

  const row = table.getByRole('row').filter({ hasText: 'Ravi Kumar' });
  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Person details' });
  await visible(details);
  expect(await details.textContent()).toContain('Mohan Kumar');
  expect(await details.textContent()).toContain('—');
  await details.getByRole('button', { name: 'Close' }).click();
  await details.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit person' });
  await visible(dialog);
  await dialog.getByLabel(/^Ward No/).fill('9');
  await dialog.getByLabel('WhatsApp Number').fill('+919812345699');
  await dialog.getByRole('combobox', { name: 'Caste', exact: true }).selectOption('Kshatriya');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await eventually(
    'the row shows the new ward',
    // The ward's cell, after the row's checkbox, the name and the phone.
    async () => ((await row.getByRole('cell').nth(3).textContent()) ?? '') === '9',
  );
  const saved = (await apiPeople()).find((p) => p.name === 'Ravi Kumar');
  expect(saved).toMatchObject({ wardNo: '9', whatsappNumber: '+919812345699', caste: 'Kshatriya' });
});

test('the admin pages fit a 360px screen (the tables scroll inside themselves)', async () => {
  await given({ people: true });
  await page.setViewportSize({ width: 360, height: 740 });
  const [mina] = await apiUsers();
  for (const [path, ready] of [
    ['/admin/people', page.getByRole('cell', { name: 'Ravi Kumar', exact: true })],
    ['/admin/dashboard', page.getByRole('heading', { name: 'Create User' })],
    [`/admin/users/${mina!.id}`, page.getByRole('cell', { name: 'Sita Devi' })],
  ] as const) {
    await page.goto(path);
    await visible(ready);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect({ path, overflow }).toEqual({ path, overflow: 0 });
  }
});

test('deleting the collector deletes their people too', async () => {
  await given({ people: true });
  expect(await apiPeople()).toHaveLength(2);
  await userRow('Mina Sherpa').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await visible(dialog);
  expect(await dialog.textContent()).toContain(
    'Delete Mina Sherpa? All people added by this user will be deleted too.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'detached' });
  await visible(usersTable().getByText('No users yet.'));
  await visible(page.getByRole('group', { name: 'Top Contributors' }).getByText('No data yet'));
  expect(await apiUsers()).toEqual([]);
  expect(await apiPeople()).toEqual([]);
});
