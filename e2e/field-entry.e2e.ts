// Field entry on a 360 x 740 phone (issue 14 item 6), in Chromium on the production build: with
// a caste whose name is very long preselected, every control of the wizard's three steps and of
// both edit forms lies within the screen and nothing scrolls sideways; Save stays on screen
// (sticky) while the first field is focused; household size brings up the numeric keyboard.
import type { Browser, Locator, Page } from 'playwright-core';
import type { Person } from '@hr/contracts';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { startApp, type Collector, type RunningApp } from './support/app';
import {
  launchBrowser,
  newPhonePage,
  PHONE,
  signInAsAdmin,
  signInAsCollector,
} from './support/browser';
import { eventually } from './support/wait';

const LONG_CASTE =
  'A caste with a very long name that would not fit on a phone screen at all, really';

let app: RunningApp;
let browser: Browser;
let collector: Collector;
let person: Person;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  // The long caste first, so the forms preselect it (the spec's default: the first religion and
  // its first caste).
  await seedLookups(app, { Hindu: [LONG_CASTE, 'Brahmin'] });
  collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  person = await registerPerson(app, token, {
    name: 'Hari Thapa',
    fatherName: 'Ram Thapa',
    areaName: 'Lakeside',
    phone: '+919812300001',
    householdSize: 4,
    caste: LONG_CASTE,
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function phonePage(): Promise<Page> {
  return (await newPhonePage(browser, app.baseUrl)).page;
}

/** Every visible input, button and combobox lies within 0..360 and the page is not wider. */
async function expectFits(page: Page, where: string) {
  const wide = await page.evaluate((width) => {
    const found: string[] = [];
    const controls = document.querySelectorAll(
      'input, select, textarea, button, [role="combobox"]',
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not displayed
      if (r.left < -0.5 || r.right > width + 0.5) {
        const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.tagName;
        found.push(
          `${el.tagName} '${name.slice(0, 30)}' ${Math.round(r.left)}..${Math.round(r.right)}`,
        );
      }
    }
    // Anything else past the edge, deepest first: names the culprit when the page is too wide.
    const past = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.children.length === 0)
      .map((el) => `${el.tagName}.${el.className} '${(el.textContent ?? '').slice(0, 40)}'`);
    return { found, past: past.slice(0, 5), scroll: document.documentElement.scrollWidth };
  }, PHONE.width);
  if (wide.found.length > 0)
    throw new Error(`${where}: wider than the screen: ${wide.found.join('; ')}`);
  if (wide.scroll > PHONE.width)
    throw new Error(`${where}: the page is ${wide.scroll}px wide (${wide.past.join('; ')})`);
}

/** With the first field focused (the top of the form), Save is still on screen. */
async function expectSaveReachable(page: Page, first: Locator, save: Locator, where: string) {
  await first.focus();
  await eventually(`${where}: Save on screen while the first field is focused`, async () => {
    const b = await save.boundingBox();
    return !!b && b.y >= 0 && b.y + b.height <= PHONE.height;
  });
}

async function expectAttribute(locator: Locator, name: string, value: string, where: string) {
  const actual = await locator.getAttribute(name);
  if (actual !== value) throw new Error(`${where}: ${name} is '${actual}', expected '${value}'`);
}

test('the wizard fits a 360 px phone on every step, with Save sticky on the details', async () => {
  const page = await phonePage();
  await signInAsCollector(page, collector.phone, collector.password);
  await page.goto('/user/people/new');
  const phoneInput = page.getByLabel('Person Phone Number');
  await phoneInput.waitFor();
  await expectAttribute(phoneInput, 'inputmode', 'tel', 'step 1 phone');
  await expectFits(page, 'wizard step 1');

  const phone = '+919812300002';
  await phoneInput.fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByRole('textbox', { name: 'OTP' });
  await otp.waitFor();
  await expectFits(page, 'wizard step 2');
  await eventually('the code is texted', async () => !!app.sms.lastCodeFor(phone));
  await otp.fill(app.sms.lastCodeFor(phone)!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  const caste = page.getByRole('combobox', { name: /^Caste/ });
  await eventually(
    'the long caste is preselected',
    async () => (await caste.inputValue()) === LONG_CASTE,
  );
  await expectFits(page, 'wizard step 3');
  const size = page.getByRole('spinbutton', { name: /People in House/ });
  await expectAttribute(size, 'inputmode', 'numeric', 'household size');
  await expectAttribute(
    page.getByRole('textbox', { name: /^WhatsApp/ }),
    'inputmode',
    'tel',
    'WhatsApp',
  );
  await expectSaveReachable(
    page,
    page.getByRole('textbox', { name: /^Name/ }),
    page.getByRole('button', { name: 'Save Person' }),
    'wizard step 3',
  );
  await page.context().close();
});

test("the collector's edit form fits and keeps Save on screen", async () => {
  const page = await phonePage();
  await signInAsCollector(page, collector.phone, collector.password);
  await page.goto(`/user/people/${person.id}/edit`);
  const caste = page.getByRole('combobox', { name: /^Caste/ });
  await eventually('the form is loaded', async () => (await caste.inputValue()) === LONG_CASTE);
  await expectFits(page, 'collector edit form');
  await expectAttribute(
    page.getByRole('spinbutton', { name: /People in House/ }),
    'inputmode',
    'numeric',
    'household size',
  );
  await expectSaveReachable(
    page,
    page.getByRole('textbox', { name: /^Name/ }),
    page.getByRole('button', { name: 'Save', exact: true }),
    'collector edit form',
  );
  // Scrolled to the end, the bar sits after the last field instead of over it.
  const gps = page.getByRole('textbox', { name: /GPS Location/ });
  await gps.focus();
  const gpsBox = (await gps.boundingBox())!;
  const saveBox = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
  if (saveBox.y < gpsBox.y + gpsBox.height) throw new Error('the action bar covers the last field');
  await page.context().close();
});

test("the admin's edit form fits and keeps Save on screen", async () => {
  const page = await phonePage();
  await signInAsAdmin(page, app);
  await page.goto('/admin/people');
  const row = page.getByRole('row', { name: /Hari Thapa/ });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit person' });
  const caste = dialog.getByRole('combobox', { name: /^Caste/ });
  await eventually('the form is loaded', async () => (await caste.inputValue()) === LONG_CASTE);
  await expectFits(page, 'admin edit form');
  await expectAttribute(
    dialog.getByRole('spinbutton', { name: /People in House/ }),
    'inputmode',
    'numeric',
    'household size',
  );
  await expectSaveReachable(
    page,
    dialog.getByRole('textbox', { name: /^Name/ }),
    dialog.getByRole('button', { name: 'Save', exact: true }),
    'admin edit form',
  );
  await page.context().close();
});
