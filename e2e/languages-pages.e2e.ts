// Every page in Hindi and in Nepali, in Chromium on the production build (issue 15, "Done when"):
// the admin's pages and dialogs with no English word left, and a collector who chooses the
// language on the login page and registers a household through the whole wizard in it (phone,
// the code from the fake SMS gateway, details, save), on a 360 px phone where no Devanagari text
// is cut off and nothing is wider than the screen. The second factor (issue 39): the Account
// security page, and an office account's "Verify it's you" step on the phone.
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import './support/setup';
import { ADMIN, startApp, type Collector, type RunningApp } from './support/app';
import { completeSecondFactor, launchBrowser, newPage, newPhonePage } from './support/browser';
import { clippedTexts, englishWords } from './support/english-words';
import { registerPerson, seedLookups } from './support/seed';
import { eventually, ok } from './support/wait';
import adminHi from '../remote-admin/src/locales/hi.json';
import adminNe from '../remote-admin/src/locales/ne.json';
import collectorHi from '../remote-collector/src/locales/hi.json';
import collectorNe from '../remote-collector/src/locales/ne.json';
import shellHi from '../shell/src/locales/hi.json';
import shellNe from '../shell/src/locales/ne.json';
import uiHi from '../packages/ui/src/locales/hi.json';
import uiNe from '../packages/ui/src/locales/ne.json';
import lookupsHi from '../remote-lookups/src/locales/hi.json';
import lookupsNe from '../remote-lookups/src/locales/ne.json';

jest.setTimeout(240_000);

const TEXTS = {
  hi: { admin: adminHi, collector: collectorHi, shell: shellHi, ui: uiHi },
  ne: { admin: adminNe, collector: collectorNe, shell: shellNe, ui: uiNe },
} as const;
type Lang = keyof typeof TEXTS;
const LOOKUPS = { hi: lookupsHi, ne: lookupsNe } as const;
/** The household each language's run registers: another name and ward, so no duplicate warning. */
const NEW_PERSON = {
  hi: { name: 'Sita Devi', ward: '12' },
  ne: { name: 'Maya Gurung', ward: '13' },
} as const;

let app: RunningApp;
let browser: Browser;
let collector: Collector;

let totpSecret: string;
const codeAt = (timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 }).generate({
    timestamp,
  });
/** A code the server refuses: none of those of the steps around now (one step of drift). */
function wrongCode(): string {
  const near = [-2, -1, 0, 1, 2].map((d) => codeAt(Date.now() + d * 30_000));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
}

/** An office account with an authenticator app (issue 39): its sign-in asks for a code. */
const SUPERVISOR = {
  firstName: 'Sarita',
  lastName: 'Gurung',
  email: 'sarita.supervisor@example.org',
  password: 'Supervisor-Pass1',
};

/** Data a page shows as it is: the seeded names and places, and the admin's own name. */
const DATA = [
  ADMIN.firstName,
  ADMIN.lastName,
  'Hindu',
  'Brahmin',
  'Mina',
  'Sherpa',
  'Ravi',
  'Kumar',
  'Mohan',
  'Shivaji',
  'Nagar',
  'Sita',
  'Devi',
  'Gandhi',
  'Maya',
  'Gurung',
  // The supervisor whose sign-in asks for a code: the name, the email (Supervisors, Activity).
  'Sarita',
  ...SUPERVISOR.email.split(/\W+/),
  // Format and product names on the export menu and the API tokens page.
  'CSV',
  'Excel',
  'Power',
  'BI',
];

beforeAll(async () => {
  app = await startApp({ env: { OTP_MAX_PER_USER_PER_HOUR: '100' } });
  browser = await launchBrowser();
  await seedLookups(app);
  collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  await registerPerson(app, token, { name: 'Ravi Kumar', phone: '+919812345601' });
  // An office account with an authenticator app (issue 39): its sign-in asks for a code.
  const admin = await app.adminToken();
  await ok(
    app.call(
      'POST',
      '/admin/supervisors',
      { ...SUPERVISOR, phone: '+919899000101', wards: [3] },
      admin,
    ),
    201,
  );
  const session = await ok(
    app.call<{ token?: string; challenge?: string }>('POST', '/auth/admin/login', {
      emailOrPhone: SUPERVISOR.email,
      password: SUPERVISOR.password,
    }),
    200,
  );
  // The session, or (MFA_REQUIRED=office) the set-up challenge that opens only enrolment.
  const bearer = session.token ?? session.challenge;
  const setup = await ok(
    app.call<{ secret: string }>('POST', '/auth/mfa/totp/setup', {}, bearer),
    200,
  );
  totpSecret = setup.secret;
  await ok(app.call('POST', '/auth/mfa/totp/confirm', { code: codeAt(Date.now()) }, bearer), 200);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Fails with the words found, once the page has settled without any. */
async function expectNoEnglish(page: Page, where: string, extra: string[] = []) {
  const scan = () =>
    englishWords(page, ['header', 'aside', 'main', '[role="dialog"]'], [...DATA, ...extra]);
  await eventually(`${where} has no English word`, async () => (await scan()).length === 0).catch(
    async (e) => {
      throw new Error(`${e.message}: ${(await scan()).join(', ')}`);
    },
  );
}

async function expectNothingClipped(page: Page, where: string) {
  const clipped = await clippedTexts(page);
  if (clipped.length) throw new Error(`${where} at 360 px: ${clipped.join('; ')}`);
}

/** The login page in the language, then signed in: the choice is made before signing in. */
async function signIn(page: Page, lang: Lang, role: 'admin' | 'user') {
  const shell = TEXTS[lang].shell;
  await page.goto(`/login/${role}`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
  await page.getByRole('heading', { name: shell.login[role].heading }).waitFor();
  await expectNoEnglish(page, 'the login page');
  const id = role === 'admin' ? ADMIN.email : collector.phone;
  const password = role === 'admin' ? ADMIN.password : collector.password;
  await page.getByLabel(shell.login[role].identifierLabel, { exact: true }).fill(id);
  await page.getByLabel(shell.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: shell.login.submit }).click();
  if (role === 'admin') await completeSecondFactor(page, app.admin, shell.mfa.verify);
  await page.waitForURL(role === 'admin' ? '**/admin/dashboard' : '**/user/dashboard');
}

describe.each(['hi', 'ne'] as const)('every page in %s', (lang) => {
  const { admin, collector: coll, ui } = TEXTS[lang];

  it("the admin's pages and dialogs", async () => {
    const { context, page } = await newPage(browser, app.baseUrl, {
      viewport: { width: 1280, height: 900 },
    });
    await signIn(page, lang, 'admin');
    await page.getByRole('heading', { name: admin.dashboard.title }).waitFor();
    await page.getByRole('table', { name: admin.users.tableLabel }).waitFor();
    await page.getByRole('region', { name: admin.registrations.title }).waitFor();
    await expectNoEnglish(page, 'the dashboard');

    // The collector's details dialog from the users table.
    const users = page.getByRole('table', { name: admin.users.tableLabel });
    await users
      .getByRole('button', { name: new RegExp(ui.common.view) })
      .first()
      .click();
    await page.getByRole('dialog', { name: admin.users.detailsTitle }).waitFor();
    await expectNoEnglish(page, 'the user details dialog');
    await page.keyboard.press('Escape');

    await page.goto('/admin/people');
    await page.getByRole('heading', { name: admin.people.title }).waitFor();
    const people = page.getByRole('table', { name: admin.people.tableLabel });
    await people.getByRole('cell', { name: 'Ravi Kumar', exact: true }).waitFor();
    await expectNoEnglish(page, 'All People');
    // One digit system on the page: the count and the phones both Devanagari in Nepali, both
    // Latin in Hindi (numberingSystemOf in packages/i18n).
    const records = admin.people.records_other.replace('{{total}}', '');
    const count = await page.getByText(new RegExp(`^\\S+${records}$`)).innerText();
    const phones = await people.getByRole('cell').filter({ hasText: /^\+/ }).allInnerTexts();
    const digits = lang === 'ne' ? /^[^0-9]+$/ : /^[^\u0966-\u096f]+$/;
    for (const figure of [count, ...phones]) {
      if (!digits.test(figure)) throw new Error(`'${figure}' mixes the digit systems in ${lang}`);
    }
    if (phones.length === 0) throw new Error('no phone shown on All People');
    await people
      .getByRole('button', { name: new RegExp(ui.common.edit) })
      .first()
      .click();
    await page.getByRole('dialog', { name: admin.people.editTitle }).waitFor();
    await expectNoEnglish(page, 'the edit person dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: admin.people.editTitle }).waitFor({ state: 'hidden' });
    await people
      .getByRole('button', { name: new RegExp(ui.common.delete) })
      .first()
      .click();
    await page.getByRole('dialog', { name: admin.people.deleteTitle }).waitFor();
    await expectNoEnglish(page, 'the delete confirmation');
    await page.keyboard.press('Escape');
    // The review's comment dialog (issue 30), for the row selected.
    await people.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: admin.review.needsCorrectionSelected }).click();
    const reviewTitle = new RegExp(`^${admin.review.dialogTitle_one.split('{{n}}')[0]}`);
    await page.getByRole('dialog', { name: reviewTitle }).waitFor();
    await expectNoEnglish(page, 'the review comment dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: reviewTitle }).waitFor({ state: 'hidden' });

    await page.goto('/admin/activity');
    await page.getByRole('table', { name: admin.activity.tableLabel }).waitFor();
    // Sign-ins name the admin by the email they typed.
    await expectNoEnglish(page, 'the activity log', ADMIN.email.split(/\W+/));

    await page.goto('/admin/api-tokens');
    await page.getByRole('heading', { name: admin.apiTokens.title, exact: true }).waitFor();
    await expectNoEnglish(page, 'API tokens');

    await page.goto('/admin/supervisors');
    await page.getByRole('heading', { name: admin.supervisors.title, exact: true }).waitFor();
    await page.getByRole('button', { name: admin.supervisors.add }).click();
    await page.getByRole('dialog', { name: admin.supervisors.addTitle }).waitFor();
    await expectNoEnglish(page, 'Supervisors and the add dialog');
    await page.keyboard.press('Escape');

    await page.goto('/admin/lookups');
    await page.getByRole('heading', { name: LOOKUPS[lang].page.title }).waitFor();
    await expectNoEnglish(page, 'Lookups');

    await page.goto('/admin/reports');
    await page.getByRole('table', { name: admin.reports.tableLabel }).waitFor();
    await expectNoEnglish(page, 'Reports');
    // The tile server's credit and the map library's name stay as their owners write them.
    await page.goto('/admin/map');
    await page.getByRole('region', { name: admin.map.mapLabel }).waitFor();
    await page.getByRole('button', { name: admin.map.zoomIn }).waitFor();
    await expectNoEnglish(page, 'Map', ['Leaflet', 'OpenStreetMap', 'contributors']);

    // Account security (issue 39), and the authenticator app's enrolment (the QR code, the key).
    const { mfa, login } = TEXTS[lang].shell;
    await page.goto('/admin/account-security');
    await page.getByRole('heading', { name: mfa.page.title, exact: true }).waitFor();
    await page.getByText(mfa.passkeys.none).waitFor();
    await expectNoEnglish(page, 'Account security');
    // Removing an app (the password) and enrolling one (the QR code, the key), on a new
    // supervisor's account with an app: the first admin keeps its own.
    // (Its email of the words of the supervisor's: the activity log of the next language shows it.)
    const email = lang === 'hi' ? 'sarita@example.org' : 'supervisor@example.org';
    const spare = app.officeAccount(email, SUPERVISOR.password);
    const phone = lang === 'hi' ? '+919899000102' : '+919899000103';
    const wards = [3];
    await ok(
      app.call(
        'POST',
        '/admin/supervisors',
        { ...SUPERVISOR, email: spare.emailOrPhone, phone, wards },
        await app.adminToken(),
      ),
      201,
    );
    await spare.signIn(); // its first sign-in enrols the app
    await page.evaluate(() => localStorage.removeItem('household-registry.auth'));
    await page.goto('/login/admin');
    await page.getByLabel(login.admin.identifierLabel, { exact: true }).fill(spare.emailOrPhone);
    await page.getByLabel(login.password, { exact: true }).fill(spare.password);
    await page.getByRole('button', { name: login.submit }).click();
    await completeSecondFactor(page, spare, mfa.verify);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/account-security');
    await page.getByRole('button', { name: mfa.totp.remove }).click();
    const remove = page.getByRole('dialog', { name: mfa.totp.remove });
    await remove.getByLabel(mfa.password.label).fill(spare.password);
    await expectNoEnglish(page, 'the password dialog');
    await remove.getByRole('button', { name: mfa.passkeys.removeShort }).click();
    await remove.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: mfa.totp.start }).click();
    await page.getByRole('img', { name: mfa.totp.qrLabel }).waitFor();
    // The key is the app's to read, as it is.
    const key = (await page.locator('main code').innerText()).trim();
    await expectNoEnglish(page, 'the authenticator app enrolment', [key]);
    await context.close();
  });

  it('"Verify it\'s you" after the password, on a 360 px phone', async () => {
    const { mfa, login } = TEXTS[lang].shell;
    const { context, page } = await newPhonePage(browser, app.baseUrl);
    await page.goto('/login/admin');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
    await page.getByRole('heading', { name: login.admin.heading }).waitFor();
    await page.getByLabel(login.admin.identifierLabel, { exact: true }).fill(SUPERVISOR.email);
    await page.getByLabel(login.password, { exact: true }).fill(SUPERVISOR.password);
    await page.getByRole('button', { name: login.submit }).click();
    await page.getByRole('heading', { name: mfa.verify.heading, exact: true }).waitFor();
    await page.getByRole('textbox', { name: mfa.verify.code }).waitFor();
    await expectNoEnglish(page, 'the code step');
    await expectNothingClipped(page, 'the code step');
    // A wrong code: the server's message in the language.
    await page.getByRole('textbox', { name: mfa.verify.code }).fill(wrongCode());
    await page.getByRole('button', { name: mfa.verify.submit }).click();
    await page.getByRole('alert').waitFor();
    await expectNoEnglish(page, 'the wrong code message');
    await expectNothingClipped(page, 'the wrong code message');
    await page.getByRole('button', { name: mfa.verify.useRecovery }).click();
    await page.getByRole('textbox', { name: mfa.verify.recoveryCode }).waitFor();
    await expectNoEnglish(page, 'the recovery code step');
    await expectNothingClipped(page, 'the recovery code step');
    await context.close();
  });

  it('a collector registers a household through the whole wizard on a 360 px phone', async () => {
    const { context, page } = await newPhonePage(browser, app.baseUrl);
    await context.grantPermissions(['geolocation'], { origin: app.baseUrl });
    await context.setGeolocation({ latitude: 27.7172, longitude: 85.324 });
    await signIn(page, lang, 'user');
    await page.getByRole('heading', { name: coll.myPeople.title }).waitFor();
    await page
      .getByRole('table', { name: coll.myPeople.tableTitle })
      .getByText('Ravi Kumar')
      .waitFor();
    await expectNoEnglish(page, 'My People');
    await expectNothingClipped(page, 'My People');

    await page.goto('/user/people/new');
    await page.getByRole('heading', { name: coll.addPerson.title }).waitFor();
    await expectNoEnglish(page, 'the phone step');
    await expectNothingClipped(page, 'the phone step');
    const phone = lang === 'hi' ? '9812300071' : '9812300072';
    await page.getByLabel(coll.phoneStep.label).fill(phone);
    await page.getByRole('button', { name: coll.phoneStep.send }).click();

    await page.getByText(coll.addPerson.otpSent).waitFor();
    await expectNoEnglish(page, 'the code step');
    await expectNothingClipped(page, 'the code step');
    const code = app.sms.lastCodeFor(`+91${phone}`);
    if (!code) throw new Error('no code reached the fake SMS gateway');
    await page.getByLabel(coll.otpStep.label, { exact: true }).fill(code);
    await page.getByRole('button', { name: coll.otpStep.verify }).click();

    await page.getByText(coll.addPerson.otpVerified).waitFor();
    await page.getByText(coll.location.captured).waitFor();
    await expectNoEnglish(page, 'the details step');
    await expectNothingClipped(page, 'the details step');
    const labels = ui.person.labels;
    const { name, ward } = NEW_PERSON[lang];
    await page.getByRole('textbox', { name: new RegExp(`^${labels.name}`) }).fill(name);
    await page.getByLabel(labels.fatherName).fill('Mohan Kumar');
    await page.getByLabel(labels.wardNo).fill(ward);
    await page.getByLabel(labels.areaName).fill('Gandhi Nagar');
    await page.getByLabel(labels.householdSize).fill('4');
    await page.getByRole('button', { name: coll.details.save }).click();

    // Saved: the toast in the language, back on My People with the new household.
    // The toast (its text is also in the screen reader's live region).
    await page.getByText(coll.addPerson.saved).first().waitFor();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('table', { name: coll.myPeople.tableTitle }).getByText(name).waitFor();
    await expectNoEnglish(page, 'My People after saving');
    await context.close();
  });
});
