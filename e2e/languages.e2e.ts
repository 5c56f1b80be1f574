// Hindi and Nepali in Chromium on the production build: the language is switched on the login
// page, the admin signs in with the form in Hindi, the header, sidebar and Lookups page are in
// Hindi and then Nepali with no English word left (names and codes allowed), only the active
// language's texts are fetched, and a browser set to Hindi starts in Hindi.
import type { Browser, Page } from 'playwright-core';
import type { Religion } from '@hr/contracts';
import './support/setup';
import { ADMIN, startApp, type RunningApp } from './support/app';
import { completeSecondFactor, launchBrowser, newPage } from './support/browser';
import { eventually, ok } from './support/wait';
import { englishWords as findEnglish } from './support/english-words';
import shellHi from '../shell/src/locales/hi.json';

jest.setTimeout(120_000);

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const admin = await app.adminToken();
  const hindu = await ok(
    app.call<Religion>('POST', '/admin/religions', { name: 'Hindu' }, admin),
    201,
  );
  await ok(
    app.call('POST', '/admin/castes', { religionId: hindu.id, name: 'Brahmin' }, admin),
    201,
  );
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Latin words allowed on these pages: data (the seeded names, the admin's name). */
const ALLOWED = ['Hindu', 'Brahmin', ADMIN.firstName, ADMIN.lastName];
const englishWords = (page: Page, selectors: string[]) => findEnglish(page, selectors, ALLOWED);

const CHROME = ['header', 'aside'];

describe('languages', () => {
  it('login page in Hindi, sign in, the chrome and Lookups in Hindi then Nepali, no English left', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, {
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    const localeChunks: string[] = [];
    const lookupsChunkUrls: string[] = [];
    page.on('request', (r) => {
      const m = /locale-(\w+)-(hi|ne)\./.exec(r.url());
      if (m) localeChunks.push(`${m[1]}-${m[2]}`);
      if (m?.[1] === 'lookups') lookupsChunkUrls.push(new URL(r.url()).pathname);
    });
    await page.goto('/login/admin');
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    expect(localeChunks).toEqual([]);

    await page.getByLabel('Email or phone').fill(ADMIN.email);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await page.getByRole('heading', { name: 'एडमिन साइन इन' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    // Switched in place: what was typed is still there.
    expect(await page.getByLabel('ईमेल या फ़ोन').inputValue()).toBe(ADMIN.email);
    expect(await englishWords(page, ['main'])).toEqual([]);

    await page.getByLabel('पासवर्ड').fill(ADMIN.password);
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    // "Verify it's you" in Hindi too: the first admin's code (issue 39).
    await completeSecondFactor(page, app.admin, shellHi.mfa.verify);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('link', { name: 'सूचियाँ' }).waitFor();
    await page.getByRole('button', { name: 'लॉग आउट' }).waitFor();
    expect(await englishWords(page, CHROME)).toEqual([]);

    await page.getByRole('link', { name: 'सूचियाँ' }).click();
    await page.getByRole('heading', { name: 'सूचियाँ' }).waitFor();
    await page.getByRole('region', { name: 'धर्म' }).getByText('1 जाति').waitFor();
    await eventually('the Lookups page has no English word', async () => {
      return (await englishWords(page, [...CHROME, 'main'])).length === 0;
    }).catch(async (e) => {
      throw new Error(
        `${e.message}: ${(await englishWords(page, [...CHROME, 'main'])).join(', ')}`,
      );
    });
    // Only the active language was fetched; the remote's texts from the remote's own build.
    expect(localeChunks.sort()).toEqual([
      'admin-hi',
      'errors-hi',
      'lookups-hi',
      'shell-hi',
      'ui-hi',
    ]);
    expect(lookupsChunkUrls).toEqual([
      expect.stringMatching(/^\/remotes\/lookups\/locale-lookups-hi\./),
    ]);

    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('ne');
    await page.getByRole('heading', { name: 'सूचीहरू' }).waitFor();
    await page.getByRole('region', { name: 'धर्महरू' }).getByText('१ जात').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    const left = await englishWords(page, [...CHROME, 'main']);
    expect(left).toEqual([]);
    expect(localeChunks.sort()).toEqual([
      'admin-hi',
      'admin-ne',
      'errors-hi',
      'errors-ne',
      'lookups-hi',
      'lookups-ne',
      'shell-hi',
      'shell-ne',
      'ui-hi',
      'ui-ne',
    ]);

    // The choice outlives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'सूचीहरू' }).waitFor();
    await context.close();
  });

  it('a browser set to Hindi starts in Hindi', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, { locale: 'hi-IN' });
    await page.goto('/login/user');
    await page.getByRole('heading', { name: 'उपयोगकर्ता साइन इन' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.getByRole('combobox', { name: 'भाषा' }).inputValue()).toBe('hi');
    await context.close();
  });
});
