// Debian's Chromium driven by playwright-core: no browser download, and the flags keep it from
// reaching for the (closed) network at start.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN } from './app';

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
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login page and waits for the admin dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login/admin');
  await page.getByLabel('Email or phone').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
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
