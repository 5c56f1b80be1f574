// The duplicate-household warning in Chromium on the production build: a collector starts a
// second household with the same name, father's name and ward, sees "Possible duplicate", goes
// back with every input kept and saves anyway; an admin editing a record is warned about another.
import type { Browser, Page } from 'playwright-core';
import type { Person } from '@hr/contracts';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { startApp, type Collector, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { ok, eventually } from './support/wait';

const HOUSEHOLD = {
  name: 'Ravi Kumar',
  fatherName: 'Suresh Kumar',
  wardNo: '12',
  areaName: 'Gandhi Nagar',
};

let app: RunningApp;
let browser: Browser;
let collector: Collector;
let token: string;
let phoneSeq = 0;

const nextPhone = () => `+9198123${String(10_000 + (phoneSeq += 1)).slice(-5)}`;

/** A person registered through the API, as the wizard would. */
async function register(fields: Partial<Person>, as = token): Promise<Person> {
  return registerPerson(app, as, { ...HOUSEHOLD, householdSize: 4, phone: nextPhone(), ...fields });
}

beforeAll(async () => {
  app = await startApp({ env: { OTP_MAX_PER_USER_PER_HOUR: '100' } });
  browser = await launchBrowser();
  await seedLookups(app);
  collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  token = await app.collectorToken(collector.phone, collector.password);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Possible duplicate' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function expectValue(page: Page, label: RegExp, value: string) {
  const actual = await page.getByRole('textbox', { name: label }).inputValue();
  if (actual !== value) throw new Error(`${label}: expected '${value}', got '${actual}'`);
}

test('a collector is warned, goes back with the input kept, then saves anyway', async () => {
  await register({ areaName: 'Old Market' });
  const { page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
  });
  await signInAsCollector(page, collector.phone, collector.password);
  await page.goto('/user/people/new');

  const phone = nextPhone();
  await page.getByLabel('Person Phone Number').fill(phone);
  await button(page, 'Send OTP').click();
  await page.getByRole('textbox', { name: 'OTP' }).waitFor();
  await eventually('the code is texted', async () => !!app.sms.lastCodeFor(phone));
  await page.getByRole('textbox', { name: 'OTP' }).fill(app.sms.lastCodeFor(phone)!);
  await button(page, 'Verify OTP').click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(HOUSEHOLD.name);
  await page.getByRole('textbox', { name: /^Father Name/ }).fill(HOUSEHOLD.fatherName);
  await page.getByRole('textbox', { name: /^Ward No/ }).fill(HOUSEHOLD.wardNo);
  await page.getByRole('textbox', { name: /^Area Name/ }).fill(HOUSEHOLD.areaName);

  await button(page, 'Save Person').click();
  await warning(page).waitFor();
  await warning(page).getByText('Ward 12 · Old Market').waitFor();
  await warning(page).getByText('Added by Mina Sherpa').waitFor();
  const open = warning(page).getByRole('link', { name: 'Open Ravi Kumar' });
  await open.waitFor();
  // The keyboard starts on 'Go back', not on the link that leaves the page.
  const goBackFocused = await button(page, 'Go back').evaluate(
    (el) => el === document.activeElement,
  );
  if (!goBackFocused) throw new Error("the warning does not open with the focus on 'Go back'");

  // Left at the warning (the link to the look-alike), the household comes back with a question.
  await open.click();
  await page.waitForURL('**/edit');
  await page.goto('/user/people/new');
  await page.getByText(/^You have an unfinished household from \d\d:\d\d \(phone /).waitFor();
  await button(page, 'Continue').click();
  await expectValue(page, /^Name/, HOUSEHOLD.name);
  await button(page, 'Save Person').click();
  await warning(page).waitFor();

  await button(page, 'Go back').click();
  await warning(page).waitFor({ state: 'detached' });
  await expectValue(page, /^Name/, HOUSEHOLD.name);
  await expectValue(page, /^Area Name/, HOUSEHOLD.areaName);
  const focusInForm = await page.evaluate(() => !!document.activeElement?.closest('form'));
  if (!focusInForm) throw new Error('after Go back the focus is not in the form');
  if (page.url().endsWith('/user/dashboard')) throw new Error('Go back saved the person');

  await button(page, 'Save Person').click();
  await warning(page).waitFor();
  await button(page, 'Save anyway').click();
  await page.waitForURL('**/user/dashboard');
  const mine = await ok(app.call<Person[]>('GET', '/user/people', undefined, token), 200);
  const twins = mine.filter((p) => p.name === HOUSEHOLD.name && p.wardNo === HOUSEHOLD.wardNo);
  if (twins.length !== 2) throw new Error(`expected 2 records of Ravi Kumar, got ${twins.length}`);
  await page.context().close();
});

test('an admin editing a record is warned about another one', async () => {
  await register({
    name: 'Hari Thapa',
    fatherName: 'Ram Thapa',
    wardNo: '4',
    areaName: 'Lakeside',
  });
  await register({ name: 'Gita Rai', fatherName: 'Ram Thapa', wardNo: '4', areaName: 'Damside' });
  const { page } = await newPage(browser, app.baseUrl, { viewport: { width: 1280, height: 800 } });
  await signInAsAdmin(page, app);
  await page.goto('/admin/people');
  const row = page.getByRole('row', { name: /Gita Rai/ });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit person' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Hari Thapa');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();

  await warning(page).waitFor();
  await warning(page).getByText('Ward 4 · Lakeside').waitFor();
  const items = await warning(page).getByRole('listitem').count();
  if (items !== 1)
    throw new Error(`the warning lists ${items} records, expected the other one only`);
  await button(page, 'Go back').click();
  await warning(page).waitFor({ state: 'detached' });
  const kept = await dialog.getByRole('textbox', { name: /^Name/ }).inputValue();
  if (kept !== 'Hari Thapa') throw new Error(`Go back lost the edit: '${kept}'`);

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await warning(page).waitFor();
  await button(page, 'Save anyway').click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('row', { name: /Damside/ })
    .getByText('Hari Thapa')
    .waitFor();
  await page.context().close();
});
