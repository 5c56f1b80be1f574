// Debian's Chromium driven by playwright-core: no browser download, and the flags keep it from
// reaching for the (closed) network at start.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { OfficeAccount } from '../../packages/server/test/support/office-sign-in.mjs';
import shellEn from '../../shell/src/locales/en.json';
import { startApp, type RunningApp } from './app';

type VerifyTexts = Pick<
  typeof shellEn.mfa.verify,
  'heading' | 'code' | 'useRecovery' | 'recoveryCode' | 'submit'
>;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // The service worker stays out unless a test asks for it (e2e/offline.e2e.ts): each context would
  // otherwise precache the shell's ~2 MB, and remote-down tests must see the network, not a cache.
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/** The phone the field tests hold: 360 px wide, touch, mobile viewport rules. */
export const PHONE = { width: 360, height: 740 };

export function newPhonePage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(browser, baseUrl, { viewport: PHONE, isMobile: true, hasTouch: true });
}

/**
 * Signs the first admin in through the login page (the password, then "Verify it's you") and
 * waits for the admin dashboard.
 */
export function signInAsAdmin(page: Page, app: RunningApp): Promise<void> {
  return signInAsOffice(page, app.admin);
}

/** An office account's sign-in through the login page: the password, then its second factor. */
export async function signInAsOffice(page: Page, account: OfficeAccount): Promise<void> {
  await page.goto('/login/admin');
  await page.getByLabel('Email or phone').fill(account.emailOrPhone);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // No key: never asked for a factor (a file's MFA_REQUIRED=none), the password was enough.
  if (account.secret) await completeSecondFactor(page, account);
  await page.waitForURL('**/admin/dashboard');
}

/**
 * "Verify it's you" after an office account's password: a code no sign-in used yet
 * (`account.nextCode()`), from the authenticator app or else a recovery code, then Verify.
 * `texts`: the step's words (the shell's `mfa.verify`) in the page's language, default English.
 */
export async function completeSecondFactor(
  page: Page,
  account: OfficeAccount,
  texts: VerifyTexts = shellEn.mfa.verify,
): Promise<void> {
  await page.getByRole('heading', { name: texts.heading, exact: true }).waitFor();
  const { kind, code } = await account.nextCode();
  if (kind === 'recovery') {
    await page.getByRole('button', { name: texts.useRecovery }).click();
    await page.getByRole('textbox', { name: texts.recoveryCode }).fill(code);
  } else {
    await page.getByRole('textbox', { name: texts.code }).fill(code);
  }
  await page.getByRole('button', { name: texts.submit }).click();
}

/** Signs in through the collector login page and waits for My People. */
export async function signInAsCollector(
  page: Page,
  phone: string,
  password: string,
): Promise<void> {
  await page.goto('/login/user');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/user/dashboard');
}

export type PerTest = { app: RunningApp; browser: Browser; page: Page };

/**
 * One Chromium and one server for the file (in the worker's server host, so its data can be
 * reset without a restart); before each test the data goes back to a new install (`app.reset()`),
 * `seed` runs against it and a fresh desktop page opens (closed after the test). `use` hands the
 * test file its `app`, `browser` and `page` before `seed` runs, so a seed may call `app`.
 */
export function appPerFileAndPagePerTest(
  use: (s: PerTest) => void,
  seed: () => Promise<void>,
): void {
  let browser: Browser | undefined;
  let app: RunningApp | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    [browser, app] = await Promise.all([launchBrowser(), startApp()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    await app!.reset();
    ({ page } = await newPage(browser!, app!.baseUrl, { viewport: { width: 1280, height: 900 } }));
    use({ app: app!, browser: browser!, page });
    await seed();
  });
  afterEach(async () => {
    await page?.context().close();
  });
}
