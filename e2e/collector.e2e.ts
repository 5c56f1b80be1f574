// The collector area through the production build in Chromium on a 360px phone screen: the
// three-step wizard with codes read from the fake SMS gateway, the device location granted through
// the browser's permission, My People, editing and deleting; what a failed save keeps; and that a
// collector never sees another collector's people.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Person, Religion } from '@hr/contracts';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { freshDatabase, startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsCollector } from './support/browser';
import { startFrontDoor } from './support/front-door';
import { ok, eventually } from './support/wait';

const PHONE_VIEWPORT = { width: 360, height: 740 };
const HERE = { latitude: 12.9715987, longitude: 77.5945627 };
const HERE_TEXT = '12.971599, 77.594563';

let app: RunningApp;
let browser: Browser;

function expectEqual<T>(actual: T, expected: T, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** The lookups every test uses; each test creates its own collectors and people. */
/** A phone-sized context where the site may read the device location. */
async function phoneContext(
  baseUrl = app.baseUrl,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, baseUrl, {
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
  });
  await opened.context.grantPermissions(['geolocation'], { origin: baseUrl });
  await opened.context.setGeolocation(HERE);
  return opened;
}

/** Nothing on the page is wider than the screen (the table may scroll inside its own box). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE_VIEWPORT.width) throw new Error(`${where}: page is ${width}px wide at 360px`);
}

async function expectTouchSized(page: Page, names: string[], where: string) {
  for (const name of names) {
    const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
    if (!box || box.height < 44) throw new Error(`${where}: '${name}' is ${box?.height}px high`);
  }
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });

/** '+919812300001' -> '+91 98123 00001': an Indian mobile number as the screens show it. */
const shown = (e164: string) => `${e164.slice(0, 3)} ${e164.slice(3, 8)} ${e164.slice(8)}`;
/** The locked phone field of step 3: the same groups, joined by non-breaking spaces. */
const lockedText = (e164: string) => shown(e164).replace(/ /g, '\u00a0');

async function sendCode(page: Page, phone: string) {
  await page.getByLabel('Person Phone Number').fill(phone);
  await button(page, 'Send OTP').click();
  await page.getByText(`Enter OTP sent to ${shown(phone)}`).waitFor();
}

async function verifyWith(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await button(page, 'Verify OTP').click();
}

/** Whether the element has the keyboard focus. */
const hasFocus = (element: Locator) => element.evaluate((el) => el === document.activeElement);

/** Add Person opened on a stored household asks first ('10:42' now, the phone grouped). */
async function continueDraft(page: Page, phone: string) {
  const grouped = shown(phone).replace('+', '\\+').replace(/ /g, '\\s');
  const prompt = page.getByText(
    new RegExp(`^You have an unfinished household from \\d\\d:\\d\\d \\(phone ${grouped}\\)\\.$`),
  );
  await prompt.waitFor();
  await button(page, 'Continue').click();
}

async function fillDetails(page: Page, name: string) {
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByLabel('Father Name').fill('Suresh');
  await page.getByLabel('Ward No').fill('12');
  await page.getByLabel('Area Name').fill('Gandhi Nagar');
  await page.getByLabel('People in House').fill('4');
}

/** Rows of the 'People added' table, as their text. */
async function rows(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'People added' }).locator('tbody tr').allInnerTexts();
}

beforeAll(async () => {
  // Codes live the default 120 s: a test that needs one expired says so (app.expireCode) and
  // runs the page's countdown on the browser's clock, so no test waits on the wall clock.
  app = await startApp();
  browser = await launchBrowser();
  await seedLookups(app, { Hindu: ['Brahmin', 'Yadav'], Muslim: ['Ansari'] });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('a collector registers, finds, edits and deletes a household on a 360px phone', async () => {
  const alice = await app.createCollector({ firstName: 'Alice' });
  // The code is expired below through the database; on the embedded database that restarts the
  // server on a new port, so the browser talks to a fixed front door.
  const door = await startFrontDoor();
  door.target(app.baseUrl);
  const { context, page } = await phoneContext(door.url);
  // The page's clock is the test's: the resend countdown runs out when the test says so.
  await page.clock.install();
  try {
    await signInAsCollector(page, alice.phone, alice.password);
    await page.getByRole('heading', { name: 'My People' }).waitFor();
    await page.getByText('You have not added anyone yet.').waitFor();
    await expectNoSidewaysScroll(page, 'My People (empty)');
    await expectTouchSized(page, ['Add Person', 'Open navigation'], 'My People');

    await button(page, 'Add Person').click();
    await page.waitForURL('**/user/people/new');
    for (const step of ['Enter Phone', 'Verify OTP', 'Person Details']) {
      await page.getByText(step, { exact: true }).waitFor();
    }
    await expectNoSidewaysScroll(page, 'wizard step 1');
    await expectTouchSized(page, ['Send OTP'], 'wizard step 1');

    // Step one: an empty phone is refused in the browser.
    await button(page, 'Send OTP').click();
    await page.getByText('Phone number is required').waitFor();

    const phone = '+919812300001';
    await sendCode(page, phone);
    await page.getByText('OTP sent successfully.').waitFor();
    // The new step has the keyboard (not <body>), and says which step it is to a screen reader.
    expectEqual(
      await hasFocus(page.getByRole('textbox', { name: 'OTP' })),
      true,
      'focus on the code after Send OTP',
    );
    expectEqual(
      await page
        .getByRole('status')
        .filter({ hasText: /^Step \d of 3/ })
        .textContent(),
      'Step 2 of 3: Verify OTP',
      'the step announced',
    );
    const first = app.sms.lastCodeFor(phone);
    if (!first) throw new Error('no code reached the SMS gateway');
    const input = page.getByRole('textbox', { name: 'OTP' });
    expectEqual(await input.getAttribute('inputmode'), 'numeric', 'code inputmode');
    expectEqual(await input.getAttribute('autocomplete'), 'one-time-code', 'code autocomplete');
    if (!(await button(page, /^Resend OTP in \d+s$/).isDisabled()))
      throw new Error('resend enabled early');
    await expectNoSidewaysScroll(page, 'wizard step 2');
    await expectTouchSized(page, ['Verify OTP', 'Edit phone'], 'wizard step 2');

    // A wrong code.
    await verifyWith(page, first === '000000' ? '111111' : '000000');
    await page.getByText(/^Invalid OTP\. \d attempts? left\.$/).waitFor();

    // The code expires (on the server) and the countdown runs out (in the browser): only then
    // may a new code be sent.
    await app.expireCode(phone);
    door.target(app.baseUrl);
    expectEqual(
      await button(page, /^Resend OTP in \d+s$/).isDisabled(),
      true,
      'resend disabled before the countdown ends',
    );
    await page.clock.runFor(121_000);
    const resend = button(page, 'Resend OTP');
    await resend.waitFor();
    await eventually('resend is enabled', () => resend.isEnabled());
    const sent = app.sms.messages.length;
    await resend.click();
    await eventually('a second code is sent', async () => app.sms.messages.length > sent);
    const second = app.sms.lastCodeFor(phone)!;
    // The gateway has the code before the page has the answer, which clears the code field and
    // restarts the countdown: type only once the page shows the new countdown.
    await button(page, /^Resend OTP in \d+s$/).waitFor();

    await verifyWith(page, second);
    await page.getByText('OTP verified successfully.').waitFor();
    expectEqual(
      await hasFocus(page.getByRole('textbox', { name: /^Name/ })),
      true,
      'focus on Name after Verify OTP',
    );

    // Step three: the browser's location fills the GPS field; defaults are in place.
    const gps = page.getByLabel('GPS Location');
    await eventually(
      'the location is captured',
      async () => (await gps.inputValue()) === HERE_TEXT,
    );
    const lockedPhone = page.getByLabel('Phone', { exact: true });
    // Grouped as in the OTP prompt and the lists (non-breaking spaces).
    expectEqual(await lockedPhone.inputValue(), lockedText(phone), 'read-only phone');
    expectEqual(await lockedPhone.getAttribute('readonly'), '', 'the phone is readOnly');
    const religionSelect = page.getByLabel('Religion');
    await eventually('religions load', async () => (await religionSelect.inputValue()) !== '');
    expectEqual(await religionSelect.inputValue(), 'Hindu', 'default religion');
    expectEqual(await page.getByLabel('Caste').inputValue(), 'Brahmin', 'default caste');
    expectEqual(
      await page.getByLabel('People in House').inputValue(),
      '1',
      'default household size',
    );
    await expectNoSidewaysScroll(page, 'wizard step 3');
    await expectTouchSized(page, ['Save Person', 'Back', 'Refresh Location'], 'wizard step 3');

    await fillDetails(page, 'Ravi Kumar');
    await page.getByLabel('Caste').selectOption('Yadav');
    await button(page, 'Save Person').click();
    await page.waitForURL('**/user/dashboard');

    // My People lists the new household.
    await page.getByText('1 total record').waitFor();
    const listed = await rows(page);
    // The groups are joined by non-breaking spaces.
    const firstRow = listed[0]?.replace(/\s/g, ' ') ?? '';
    if (!firstRow.includes('Ravi Kumar') || !firstRow.includes(shown(phone))) {
      throw new Error(`new person not listed: ${JSON.stringify(listed)}`);
    }
    await expectNoSidewaysScroll(page, 'My People (one row)');
    // No cell's text runs over the next column (the phone number beside the ward).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('tbody tr:first-child td')]
        .filter((td) => td.scrollWidth > td.clientWidth + 1)
        .map((td) => `${td.textContent} (${td.scrollWidth}px in ${td.clientWidth}px)`),
    );
    expectEqual(overflowing, [], 'cells whose text overflows');
    const rowsPerPage = await page.getByLabel('Rows per page').boundingBox();
    if (!rowsPerPage || rowsPerPage.height < 44) {
      throw new Error(`'Rows per page' is ${rowsPerPage?.height}px high`);
    }
    const stored = await ok(
      app.call<Person[]>(
        'GET',
        '/user/people',
        undefined,
        await app.collectorToken(alice.phone, alice.password),
      ),
      200,
    );
    expectEqual(
      stored.map((p) => [p.name, p.householdSize, p.caste, p.gpsLocation]),
      [['Ravi Kumar', 4, 'Yadav', HERE_TEXT]],
      'stored person',
    );

    // View.
    await button(page, 'View').click();
    const details = page.getByRole('dialog', { name: 'Person details' });
    await details.getByText('Gandhi Nagar').waitFor();
    expectEqual(
      await hasFocus(details.getByRole('heading', { name: 'Person details' })),
      true,
      'focus on the details dialog heading',
    );
    await details.getByRole('button').last().click();
    await details.waitFor({ state: 'hidden' });

    // Edit: the phone stays, the area changes.
    await button(page, 'Edit').click();
    await page.waitForURL(`**/user/people/${stored[0]!.id}/edit`);
    await page.getByText('Phone number cannot be changed').waitFor();
    await expectNoSidewaysScroll(page, 'Edit Person');
    await expectTouchSized(page, ['Save', 'Cancel'], 'Edit Person');
    await page.getByLabel('Area Name').fill('Nehru Colony');
    await button(page, 'Save').click();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('cell', { name: 'Nehru Colony' }).waitFor();

    // Delete.
    await button(page, 'Delete').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('You have not added anyone yet.').waitFor();
  } finally {
    await context.close();
    await door.close();
  }
});

test('a save that fails while the API is unreachable keeps everything and retries without a new code', async () => {
  const collector = await app.createCollector();
  const { context, page } = await phoneContext();
  try {
    await signInAsCollector(page, collector.phone, collector.password);
    await page.goto('/user/people/new');
    const phone = '+919812300002';
    await sendCode(page, phone);
    await verifyWith(page, app.sms.lastCodeFor(phone)!);
    await page.getByText('OTP verified successfully.').waitFor();
    await fillDetails(page, 'Offline Save');
    const codesSent = app.sms.messages.length;

    // The API goes away: the browser's request fails without an answer.
    await page.route('**/api/user/people', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    await button(page, 'Save Person').click();
    await page.getByText('Failed to save person').waitFor();

    // A reload (the collector gives up and comes back) says so, then keeps the step and every field.
    await page.reload();
    await continueDraft(page, phone);
    await page.getByRole('textbox', { name: /^Name/ }).waitFor();
    expectEqual(
      await page.getByRole('textbox', { name: /^Name/ }).inputValue(),
      'Offline Save',
      'name after reload',
    );
    expectEqual(
      await page.getByLabel('Area Name').inputValue(),
      'Gandhi Nagar',
      'area after reload',
    );
    expectEqual(
      await page.getByLabel('Phone', { exact: true }).inputValue(),
      lockedText(phone),
      'phone after reload',
    );

    // The API is back: the same verification still holds, no new code is needed.
    await page.unroute('**/api/user/people');
    await button(page, 'Save Person').click();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('cell', { name: 'Offline Save' }).waitFor();
    expectEqual(app.sms.messages.length, codesSent, 'codes sent during the retry');
    expectEqual(
      await page.evaluate(() => localStorage.getItem('household-registry.wizard-draft')),
      null,
      'draft after save',
    );
  } finally {
    await context.close();
  }
});

test('a save whose answer is lost is recognised on retry instead of failing', async () => {
  const collector = await app.createCollector();
  const { context, page } = await phoneContext();
  try {
    await signInAsCollector(page, collector.phone, collector.password);
    await page.goto('/user/people/new');
    const phone = '+919812300003';
    await sendCode(page, phone);
    await verifyWith(page, app.sms.lastCodeFor(phone)!);
    await page.getByText('OTP verified successfully.').waitFor();
    await fillDetails(page, 'Lost Answer');

    // The server stores the person, but the connection drops before the answer arrives.
    let stored = 0;
    await page.route('**/api/user/people', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      try {
        stored = (await route.fetch()).status();
      } finally {
        await route.abort('connectionreset');
      }
    });
    await button(page, 'Save Person').click();
    await page.getByText('Failed to save person').waitFor();
    expectEqual(stored, 201, 'status the browser never saw');
    await page.unroute('**/api/user/people');

    await button(page, 'Save Person').click();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('cell', { name: 'Lost Answer' }).waitFor();
    const names = (await rows(page)).filter((r) => r.includes('Lost Answer'));
    expectEqual(names.length, 1, 'rows for the person');
  } finally {
    await context.close();
  }
});

test("a collector never sees another collector's people", async () => {
  const alice = await app.createCollector({ firstName: 'Alice' });
  const bob = await app.createCollector({ firstName: 'Bob' });
  // Bob registers someone through the API; Alice must never see them.
  const token = await app.collectorToken(bob.phone, bob.password);
  const phone = '+919811100099';
  const bobsPerson = await registerPerson(app, token, {
    name: 'Bobs Secret Household',
    fatherName: 'Someone',
    areaName: 'Elsewhere',
    householdSize: 2,
    phone,
  });
  const { context, page } = await phoneContext();
  try {
    await signInAsCollector(page, alice.phone, alice.password);
    await page.getByRole('table', { name: 'People added' }).waitFor();
    const text = await page.locator('main, body').first().innerText();
    if (text.includes('Bobs Secret Household')) throw new Error("Bob's person is listed for Alice");

    await page.goto(`/user/people/${bobsPerson.id}/edit`);
    await page.getByText('Person not found.').waitFor();
    await page.goto('/user/people/not-a-uuid/edit');
    await page.getByText('Invalid person id').waitFor();
  } finally {
    await context.close();
  }
});

test('the API stopped mid-save and started again: the draft survives and the retry needs no new code', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-e2e-restart-'));
  // Both runs of the server use one database: the data folder, or on PostgreSQL one database.
  const database = await freshDatabase();
  // The second start finds the first admin enrolled by the first: it signs in with its factor.
  let admin: RunningApp['admin'] | undefined;
  const start = async () => {
    const started = await startApp({
      env: { DATA_DIR: dataDir },
      databaseUrl: database?.url,
      admin,
    });
    admin = started.admin;
    return started;
  };
  const door = await startFrontDoor();
  let running: RunningApp | null = await start();
  door.target(running.baseUrl);
  const context = await browser.newContext({ baseURL: door.url, viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  try {
    const admin = await running.adminToken();
    const religion = await ok(
      running.call<Religion>('POST', '/admin/religions', { name: 'Sikh' }, admin),
      201,
    );
    await ok(
      running.call('POST', '/admin/castes', { religionId: religion.id, name: 'Jat' }, admin),
      201,
    );
    const carol = await running.createCollector({ firstName: 'Carol' });
    await signInAsCollector(page, carol.phone, carol.password);
    await page.goto('/user/people/new');
    const phone = '+919812300004';
    await sendCode(page, phone);
    await verifyWith(page, running.sms.lastCodeFor(phone)!);
    await page.getByText('OTP verified successfully.').waitFor();
    await fillDetails(page, 'Restart Proof');

    // The API process is stopped (SIGTERM); the page in the browser stays.
    await running.stop();
    running = null;
    door.target(null);
    await button(page, 'Save Person').click();
    await page.getByText('Failed to save person').waitFor();
    expectEqual(
      await page.getByRole('textbox', { name: /^Name/ }).inputValue(),
      'Restart Proof',
      'name kept',
    );

    // The API starts again on the same data; the collector reloads, then saves once more.
    running = await start();
    door.target(running.baseUrl);
    await page.reload();
    await continueDraft(page, phone);
    expectEqual(
      await page.getByRole('textbox', { name: /^Name/ }).inputValue(),
      'Restart Proof',
      'name after reload',
    );
    await button(page, 'Save Person').click();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('cell', { name: 'Restart Proof' }).waitFor();
    expectEqual(running.sms.messages.length, 0, 'codes sent after the restart');
  } finally {
    await context.close();
    await running?.stop();
    await door.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
