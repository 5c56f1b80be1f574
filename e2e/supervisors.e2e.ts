// Issue 38 in Chromium against the production build and the real server, one server for the
// file: an admin creates a supervisor for wards 3 and 4 and assigns a collector to ward 3; the
// supervisor signs in and sees only wards 3-4 in All People, Reports and Map, verifies a record
// and cannot open the API tokens page; the collector cannot save a household in ward 9.
import type { Locator, Page } from 'playwright-core';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import type { Collector, RunningApp } from './support/app';
import {
  appPerFileAndPagePerTest,
  signInAsAdmin,
  signInAsCollector,
  signInAsOffice,
  type PerTest,
} from './support/browser';
import { eventually } from './support/wait';

let app: RunningApp;
let page: Page;
let browser: PerTest['browser'];
let collector: Collector;

const SUPERVISOR = {
  firstName: 'Meena',
  lastName: 'Rao',
  email: 'meena.rao@example.org',
  phone: '98111 44455',
  password: 'Supervisor-Pass1',
};
// One household in each of wards 3, 4, 5 and 9, with a location (the map draws them).
const HOUSEHOLDS = [
  { name: 'Asha Three', wardNo: '3', gps: '27.710000, 85.310000' },
  { name: 'Bina Four', wardNo: '4', gps: '27.720000, 85.320000' },
  { name: 'Chandra Five', wardNo: '5', gps: '27.730000, 85.330000' },
  { name: 'Deepa Nine', wardNo: '9', gps: '27.740000, 85.340000' },
];

async function seed() {
  await seedLookups(app);
  collector = await app.createCollector({ firstName: 'Tara', lastName: 'Field' });
  const token = await app.collectorToken(collector.phone, collector.password);
  for (const [i, h] of HOUSEHOLDS.entries())
    await registerPerson(app, token, { ...h, phone: `+91981234570${i}` });
}

appPerFileAndPagePerTest((s) => ({ app, browser, page } = s), seed);

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
const tableRows = async (table: Locator) => (await table.getByRole('row').all()).slice(1);

test('an admin makes a supervisor of wards 3 and 4, who works only there; the collector of ward 3 cannot save ward 9', async () => {
  // 1. The admin creates the supervisor and assigns the collector to ward 3 under them.
  await signInAsAdmin(page, app);
  await page.getByRole('link', { name: 'Supervisors' }).first().click();
  await page.waitForURL('**/admin/supervisors');
  await page.getByRole('button', { name: 'Add Supervisor' }).click();
  const add = page.getByRole('dialog', { name: 'Add Supervisor' });
  await add.getByLabel(/^First Name/).fill(SUPERVISOR.firstName);
  await add.getByLabel(/^Last Name/).fill(SUPERVISOR.lastName);
  await add.getByLabel(/^Email/).fill(SUPERVISOR.email);
  await add.getByLabel(/^Phone/).fill(SUPERVISOR.phone);
  await add.getByLabel(/^Password/).fill(SUPERVISOR.password);
  await add.getByLabel(/^Confirm Password/).fill(SUPERVISOR.password);
  await add.getByLabel(/^Wards/).fill('3, 4');
  await add.getByRole('button', { name: 'Save' }).click();
  await add.waitFor({ state: 'detached' });
  const supervisors = page.getByRole('table', { name: 'Supervisors' });
  await visible(supervisors.getByRole('row').filter({ hasText: 'Meena Rao' }));
  const meena = supervisors.getByRole('row').filter({ hasText: 'Meena Rao' });
  await visible(meena.getByText('3', { exact: true }));
  await visible(meena.getByText('4', { exact: true }));

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const users = page.getByRole('table').filter({ hasText: 'Tara' }).first();
  await users
    .getByRole('row')
    .filter({ hasText: 'Tara' })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const edit = page.getByRole('dialog').first();
  await edit.getByLabel(/^Wards/).fill('3');
  await edit.getByLabel(/^Supervisor/).selectOption({ label: 'Meena Rao' });
  await edit.getByRole('button', { name: /^(Save|Update)/ }).click();
  await edit.waitFor({ state: 'detached' });
  await visible(users.getByRole('row').filter({ hasText: 'Tara' }).getByText('Meena Rao'));

  // 2. The supervisor signs in where admins do and sees their wards only.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  // An office account: it enrols an authenticator app at its first sign-in (here through the
  // API), then signs in with the password and a code.
  const supervisor = app.officeAccount(SUPERVISOR.email, SUPERVISOR.password);
  await supervisor.signIn();
  await signInAsOffice(page, supervisor);
  await visible(page.getByText('Wards 3, 4'));
  // Their sidebar: no Activity, API tokens, Lookups or Supervisors.
  const nav = page.getByRole('navigation').first();
  await visible(nav.getByRole('link', { name: 'My collectors' }));
  for (const hidden of ['Activity', 'API tokens', 'Lookups', 'Supervisors']) {
    expect(await nav.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
  }

  await nav.getByRole('link', { name: 'All People' }).click();
  await page.waitForURL('**/admin/people**');
  const people = page.getByRole('table', { name: 'All people' });
  await eventually('All People lists wards 3 and 4 only', async () => {
    const rows = await tableRows(people);
    const text = await Promise.all(rows.map((r) => r.innerText()));
    return (
      text.length === 2 &&
      text.some((t) => t.includes('Asha Three')) &&
      text.some((t) => t.includes('Bina Four'))
    );
  });
  // They verify one record; nobody offers them a Delete.
  const asha = people.getByRole('row').filter({ hasText: 'Asha Three' });
  expect(await asha.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
  await asha.getByRole('checkbox', { name: 'Select Asha Three' }).check();
  await page.getByRole('button', { name: 'Verify selected' }).click();
  await visible(page.getByText('1 person verified.'));
  await visible(asha.getByText('Verified', { exact: true }));

  await nav.getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL('**/admin/reports**');
  const report = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Households' }) });
  await eventually('the ward report has wards 3 and 4, and nothing else', async () => {
    const rows = await tableRows(report);
    const wards = await Promise.all(
      rows.map(async (r) => (await r.getByRole('cell').first().innerText()).trim()),
    );
    return JSON.stringify(wards.sort()) === '["3","4"]';
  });
  await visible(page.getByText('2 households', { exact: true }));

  await nav.getByRole('link', { name: 'Map' }).click();
  await page.waitForURL('**/admin/map**');
  await eventually(
    'the map draws the 2 households of wards 3 and 4',
    async () => (await page.locator('.leaflet-marker-icon').count()) === 2,
  );

  // A page of the admin's only, opened by its address: not found, not an empty screen.
  await page.goto('/admin/api-tokens');
  await visible(page.getByRole('heading', { name: 'Page not found' }));
  expect(await page.getByRole('heading', { name: 'API tokens' }).count()).toBe(0);

  // 3. The collector of ward 3 cannot save a household in ward 9, and is told why.
  const { context, page: field } = await newCollectorPage();
  try {
    await signInAsCollector(field, collector.phone, collector.password);
    await field.goto('/user/people/new');
    const phone = '98123 45799';
    await field.getByLabel('Person Phone Number').fill(phone);
    await field.getByRole('button', { name: 'Send OTP' }).click();
    await eventually('the code reached the gateway', async () =>
      Boolean(app.sms.lastCodeFor('+919812345799')),
    );
    await field.getByLabel('OTP').fill(app.sms.lastCodeFor('+919812345799')!);
    await field.getByRole('button', { name: 'Verify OTP' }).click();
    await visible(field.getByText('OTP verified successfully.'));
    await field.getByLabel(/^Name/).fill('Esha Nine');
    await field.getByLabel(/Father Name/).fill('Mohan Kumar');
    const ward = field.getByRole('combobox', { name: /Ward No/ });
    await visible(field.getByText('Your wards: 3'));
    await ward.fill('9');
    await field.getByLabel(/Area Name/).fill('Lake View');
    await field.getByRole('button', { name: 'Save Person' }).click();
    await visible(field.getByText('Ward 9 is not one of your wards (3).'));
    expect(field.url()).toContain('/user/people/new');
    // Ward 3 saves.
    await ward.fill('3');
    await field.getByRole('button', { name: 'Save Person' }).click();
    await field.waitForURL('**/user/dashboard');
  } finally {
    await context.close();
  }
});

async function newCollectorPage() {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: 1280, height: 900 },
    geolocation: { latitude: 27.71, longitude: 85.31 },
    permissions: ['geolocation'],
  });
  return { context, page: await context.newPage() };
}
