// Issue 30's review in Chromium against the production build and the real server: the admin's
// review flow at 1280 px (the dashboard's counts, the Review filter, Verify selected, Needs
// correction… with its comment, the details dialog with the Reviewed event), the same from the
// details dialog on a 360 px phone, and the collector's correction loop. One server for the file.
import type { Locator, Page } from 'playwright-core';
import type { Person } from '@hr/contracts';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import type { Collector, RunningApp } from './support/app';
import {
  appPerFileAndPagePerTest,
  newPhonePage,
  signInAsAdmin,
  signInAsCollector,
  type PerTest,
} from './support/browser';
import { eventually, ok } from './support/wait';

let app: RunningApp;
let browser: PerTest['browser'];
let page: Page;
let collector: Collector;
let people: Person[];

const NAMES = ['Ravi Kumar', 'Sita Devi', 'Maya Gurung'];

async function seed() {
  await seedLookups(app);
  collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  people = [];
  for (const [i, name] of NAMES.entries()) {
    people.push(await registerPerson(app, token, { name, phone: `+91981234560${i}` }));
  }
}

appPerFileAndPagePerTest((s) => ({ app, browser, page } = s), seed);

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
const peopleTable = (p: Page) => p.getByRole('table', { name: 'All people' });
const row = (p: Page, name: string) => peopleTable(p).getByRole('row').filter({ hasText: name });
/** The names in the table's rows (or cards): the cell after each row's checkbox. */
async function names(p: Page): Promise<string[]> {
  const rows = await peopleTable(p).getByRole('row').all();
  return Promise.all(
    rows.slice(1).map(async (r) => (await r.getByRole('cell').nth(1).innerText()).trim()),
  );
}
const sameNames = (p: Page, expected: string[]) =>
  eventually(`the table lists ${expected.join(', ')}`, async () => {
    const shown = await names(p);
    return JSON.stringify([...shown].sort()) === JSON.stringify([...expected].sort());
  });
const review = async (id: string, status: string, comment?: string) =>
  ok(
    app.call('PUT', `/admin/people/${id}/review`, { status, comment }, await app.adminToken()),
    200,
  );

test("the admin's review at 1280 px: filter, Verify selected, Needs correction…, the details", async () => {
  await signInAsAdmin(page, app);
  // The dashboard's counts link to All People under the matching filter.
  const counts = page.getByRole('group', { name: 'Review' });
  await visible(counts);
  await counts.getByRole('link', { name: /^Pending\s*3$/ }).click();
  await page.waitForURL('**/admin/people?review=pending');
  await sameNames(page, NAMES);
  const filter = page.getByRole('combobox', { name: 'Review' });
  expect(await filter.inputValue()).toBe('pending');

  // Two rows selected, one of them by the keyboard; verified together.
  await row(page, 'Ravi Kumar').getByRole('checkbox', { name: 'Select Ravi Kumar' }).check();
  await row(page, 'Sita Devi').getByRole('checkbox', { name: 'Select Sita Devi' }).focus();
  await page.keyboard.press('Space');
  await visible(page.getByText('2 selected'));
  await page.getByRole('button', { name: 'Verify selected' }).click();
  await visible(page.getByText('2 people verified.'));
  await sameNames(page, ['Maya Gurung']);
  await filter.selectOption({ label: 'Verified' });
  await page.waitForURL('**/admin/people?review=verified');
  await sameNames(page, ['Ravi Kumar', 'Sita Devi']);
  await visible(row(page, 'Ravi Kumar').getByText('Verified', { exact: true }));

  // Needs correction… asks for the comment, and refuses none.
  await filter.selectOption({ label: 'All' });
  await sameNames(page, NAMES);
  await row(page, 'Maya Gurung').getByRole('checkbox', { name: 'Select Maya Gurung' }).check();
  await page.getByRole('button', { name: 'Needs correction…' }).click();
  const ask = page.getByRole('dialog', { name: 'Needs correction: 1 person' });
  await visible(ask);
  await ask.getByRole('button', { name: 'Send back' }).click();
  await visible(ask.getByText('Write what needs correcting.'));
  await ask.getByRole('textbox', { name: /What needs correcting/ }).fill('Father name is misspelt');
  await ask.getByRole('button', { name: 'Send back' }).click();
  await visible(page.getByText('1 person sent back for correction.'));
  await ask.waitFor({ state: 'detached' });
  await visible(row(page, 'Maya Gurung').getByText('Needs correction', { exact: true }));

  // The details dialog: the state, the comment, who, and the Reviewed event in the history.
  await row(page, 'Maya Gurung').getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Person details' });
  await visible(details);
  const value = (label: string) => details.locator('dt', { hasText: label }).locator('+ dd');
  expect(await value('Review status').innerText()).toBe('Needs correction');
  expect(await value("Office's comment").innerText()).toBe('Father name is misspelt');
  expect(await value('Reviewed by').innerText()).not.toBe('—');
  await visible(
    details.getByText(
      'Reviewed: Review status: Pending → Needs correction; Review comment: — → Father name is misspelt',
    ),
  );
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });
});

test('at 360 px the cards show the badge, and the details dialog reviews', async () => {
  await review(people[0]!.id, 'verified');
  const { context, page: phone } = await newPhonePage(browser, app.baseUrl);
  try {
    await signInAsAdmin(phone, app);
    await phone.goto('/admin/people');
    await visible(row(phone, 'Sita Devi'));
    await visible(row(phone, 'Ravi Kumar').getByText('Verified', { exact: true }));
    await visible(row(phone, 'Sita Devi').getByText('Pending', { exact: true }));
    // No page wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await row(phone, 'Sita Devi').getByRole('button', { name: 'View' }).click();
    const details = phone.getByRole('dialog', { name: 'Person details' });
    await visible(details);
    await details.getByRole('button', { name: 'Needs correction…' }).click();
    const ask = phone.getByRole('dialog', { name: 'Needs correction: 1 person' });
    await visible(ask);
    await ask.getByRole('textbox', { name: /What needs correcting/ }).fill('Wrong ward');
    await ask.getByRole('button', { name: 'Send back' }).click();
    await visible(phone.getByText('1 person sent back for correction.'));
    await ask.waitFor({ state: 'detached' });
    const status = details.locator('dt', { hasText: 'Review status' }).locator('+ dd');
    await eventually(
      'the dialog shows the new state',
      async () => (await status.innerText()) === 'Needs correction',
    );
    await details.getByRole('button', { name: 'Verify' }).click();
    await visible(phone.getByText('1 person verified.'));
    await eventually(
      'the dialog shows Verified',
      async () => (await status.innerText()) === 'Verified',
    );
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    await visible(row(phone, 'Sita Devi').getByText('Verified', { exact: true }));
  } finally {
    await context.close();
  }
});

test("the collector's correction loop: Needs correction (1), edit, sent for review again", async () => {
  await review(people[2]!.id, 'needs_correction', 'Father name is misspelt');
  await signInAsCollector(page, collector.phone, collector.password);
  const section = page.getByRole('region', { name: 'Needs correction (1)' });
  await visible(section);
  await visible(section.getByText('Maya Gurung'));
  await visible(section.getByText('Father name is misspelt'));

  await section.getByRole('button', { name: 'Edit Maya Gurung' }).click();
  await page.waitForURL(`**/user/people/${people[2]!.id}/edit`);
  const fatherName = page.getByLabel(/^Father Name/);
  await eventually('the form is filled', async () => (await fatherName.inputValue()) !== '');
  await fatherName.fill('Mohan Gurung');
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(page.getByText('Person updated. Sent for review again.'));
  await page.waitForURL('**/user/dashboard');
  await visible(page.getByRole('table', { name: 'People added' }).getByText('Maya Gurung'));
  await page.getByRole('region', { name: /Needs correction/ }).waitFor({ state: 'detached' });

  // The office sees it waiting again.
  await page.evaluate(() => localStorage.removeItem('household-registry.auth'));
  await signInAsAdmin(page, app);
  await page.goto('/admin/people?review=pending');
  await visible(row(page, 'Maya Gurung').getByText('Pending', { exact: true }));
});
