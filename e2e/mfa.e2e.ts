// The second factor (issue 39) in Chromium against the production build and the real server,
// with MFA_REQUIRED=office (production's default): a passkey registered on Account security
// through Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) and used to sign
// in; a keyboard-only walk of the code step (password, the 6-digit code, Enter) with a wrong
// code and a recovery code used once; and the policy, where an office account without a factor
// enrols at its first sign-in before any page opens. One server for the file, built in this
// process, so its TOTP clock (`mfaClock`) is the test's: each code comes from a new time step
// (a code is accepted once per step), with no waiting for the real clock.
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import './support/setup';
import { mfaClock } from '../packages/server/src/services/mfa';
import { ADMIN, startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage } from './support/browser';
import { eventually, ok } from './support/wait';

const STEP = 30_000;
// The middle of a time step: the server's clock and the codes made here agree exactly.
let now = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
const realNow = mfaClock.now;

/** The code an authenticator app shows now, for a new time step of the server's clock. */
function nextCode(secret: string): string {
  now += STEP;
  return codeAt(secret, now);
}
const codeAt = (secret: string, at: number) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: at });

let app: RunningApp;
let browser: Browser;
/** The first admin's authenticator key, enrolled through the API by startApp. */
let adminSecret: string;
let seq = 0;

/** Enrols an authenticator app with a set-up challenge (the policy's first sign-in). */
async function enrolTotp(challenge: string) {
  const { secret } = await ok(
    app.call<{ secret: string }>('POST', '/auth/mfa/totp/setup', {}, challenge),
    200,
  );
  const confirmed = await ok(
    app.call<{ recoveryCodes: string[]; token: string }>(
      'POST',
      '/auth/mfa/totp/confirm',
      { code: nextCode(secret) },
      challenge,
    ),
    200,
  );
  return { secret, ...confirmed };
}

async function passwordStep(emailOrPhone: string, password: string) {
  return ok(
    app.call<{ mfaSetupRequired?: true; mfaRequired?: true; challenge: string; token?: string }>(
      'POST',
      '/auth/admin/login',
      { emailOrPhone, password },
    ),
    200,
  );
}

/** The first admin's session: the password, then a code from the app. */
async function adminToken(): Promise<string> {
  const { challenge, mfaRequired } = await passwordStep(ADMIN.email, ADMIN.password);
  if (!mfaRequired) throw new Error('the first admin was not asked for the second factor');
  const session = await ok(
    app.call<{ token: string }>('POST', '/auth/admin/login/mfa', {
      challenge,
      code: nextCode(adminSecret),
    }),
    200,
  );
  return session.token;
}

/** A new office account (a supervisor) with no factor yet. */
async function newSupervisor() {
  seq += 1;
  const account = {
    firstName: 'Sunita',
    lastName: `Supervisor${seq}`,
    phone: `+91989900${String(1000 + seq).slice(-4)}`,
    email: `supervisor${seq}@example.org`,
    password: 'Supervisor-Pass1',
    wards: [3],
  };
  await ok(app.call('POST', '/admin/supervisors', account, await adminToken()), 201);
  return account;
}

beforeAll(async () => {
  mfaClock.now = () => now;
  [browser, app] = await Promise.all([
    launchBrowser(),
    startApp({ inProcess: true, env: { MFA_REQUIRED: 'office' } }),
  ]);
  // startApp enrolled the first admin's app at its first sign-in (the password opened only
  // enrolment, as the last test here checks for a supervisor); its codes are made here.
  adminSecret = app.admin.secret!;
});

afterAll(async () => {
  mfaClock.now = realNow;
  await browser?.close();
  await app?.stop();
});

/**
 * A desktop page on http://localhost:<port>: Chromium takes no IP address as a passkey's domain
 * (the relying party ID is the host the request came to).
 */
function localhostPage() {
  const url = new URL(app.baseUrl);
  url.hostname = 'localhost';
  return newPage(browser, url.origin, { viewport: { width: 1280, height: 900 } });
}

async function passwordSignIn(page: Page, email: string, password: string) {
  await page.goto('/login/admin');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login/**');
}

const verifyHeading = (page: Page) =>
  page.getByRole('heading', { name: "Verify it's you", exact: true });

test('a passkey registered on Account security signs the admin in (virtual authenticator)', async () => {
  const { context, page } = await localhostPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // The admin has only the app so far: the password, then its code.
    await passwordSignIn(page, ADMIN.email, ADMIN.password);
    await verifyHeading(page).waitFor();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(nextCode(adminSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');

    await page.getByRole('link', { name: 'Account security' }).click();
    await page.waitForURL('**/admin/account-security');
    await page.getByRole('heading', { name: 'Passkeys', exact: true }).waitFor();
    await page.getByText('No passkeys yet.').waitFor();
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Office laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('listitem').filter({ hasText: 'Office laptop' }).waitFor();
    await passkeys.getByText('Never used').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    if (credentials.length !== 1 || !credentials[0]!.isResidentCredential)
      throw new Error(`the authenticator holds ${JSON.stringify(credentials)}`);

    await signOut(page);
    await passwordSignIn(page, ADMIN.email, ADMIN.password);
    await verifyHeading(page).waitFor();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/admin/dashboard');

    // Listed with its name, now used.
    await page.goto('/admin/account-security');
    const item = page
      .getByRole('region', { name: 'Passkeys' })
      .getByRole('listitem')
      .filter({ hasText: 'Office laptop' });
    await item.getByText(/^Last used /).waitFor();
    const status = await ok(
      app.call<{ passkeys: { name: string; lastUsedAt: string | null }[] }>(
        'GET',
        '/auth/mfa',
        undefined,
        await adminToken(),
      ),
      200,
    );
    if (status.passkeys.length !== 1 || status.passkeys[0]!.name !== 'Office laptop')
      throw new Error(`passkeys: ${JSON.stringify(status.passkeys)}`);
    if (!status.passkeys[0]!.lastUsedAt) throw new Error('the passkey has no last use');
  } finally {
    await context.close();
  }
});

/** Presses Tab until the focus is on the element matching `selector` (at most `max` times). */
async function tabTo(page: Page, selector: string, max = 20) {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return {
      tag: el?.tagName,
      name: el?.name,
      inputMode: el?.inputMode,
      autocomplete: el?.autocomplete,
    };
  });

test('the code step by keyboard alone; a wrong code; a recovery code works once', async () => {
  const account = await newSupervisor();
  const first = await passwordStep(account.email, account.password);
  const { secret, recoveryCodes } = await enrolTotp(first.challenge);
  const { context, page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 1280, height: 900 },
  });
  try {
    await page.goto('/login/admin');
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    await tabTo(page, 'input[name="identifier"]');
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    if (
      (await page.evaluate(() => (document.activeElement as HTMLInputElement).type)) !== 'password'
    )
      throw new Error('Tab from the email did not reach the password');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');

    // "Verify it's you" takes the focus to its heading; the next Tab is the code field.
    await verifyHeading(page).waitFor();
    await eventually('the step heading has the focus', () =>
      page.evaluate(() => document.activeElement?.tagName === 'H2'),
    );
    await page.keyboard.press('Tab');
    const field = await focused(page);
    if (
      field.tag !== 'INPUT' ||
      field.inputMode !== 'numeric' ||
      field.autocomplete !== 'one-time-code'
    )
      throw new Error(`the code field is ${JSON.stringify(field)}`);

    // A wrong code: none of the three the server takes (one step of drift either side).
    const near = [-1, 0, 1].map((d) => codeAt(secret, now + STEP + d * STEP));
    const wrong = ['000000', '111111', '222222'].find((c) => !near.includes(c))!;
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'The code is not correct' }).waitFor();
    if (!page.url().endsWith('/login/admin')) throw new Error(`left the step: ${page.url()}`);

    // The field is emptied and keeps the focus: the right code, Enter.
    await eventually('the code field is empty and focused', () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.autocomplete === 'one-time-code' && el.value === '';
      }),
    );
    await page.keyboard.type(nextCode(secret));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/dashboard');

    // A recovery code, once.
    const useRecovery = async (code: string) => {
      await signOut(page);
      await passwordSignIn(page, account.email, account.password);
      await verifyHeading(page).waitFor();
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    await useRecovery(recoveryCodes[0]!);
    await page.waitForURL('**/admin/dashboard');
    await useRecovery(recoveryCodes[0]!);
    await page.getByRole('alert').filter({ hasText: 'The code is not correct' }).waitFor();
    if (!page.url().endsWith('/login/admin')) throw new Error(`signed in again: ${page.url()}`);
    const { challenge } = await passwordStep(account.email, account.password);
    const { token } = await ok(
      app.call<{ token: string }>('POST', '/auth/admin/login/mfa', {
        challenge,
        code: nextCode(secret),
      }),
      200,
    );
    const status = await ok(
      app.call<{ recoveryCodesLeft: number }>('GET', '/auth/mfa', undefined, token),
      200,
    );
    if (status.recoveryCodesLeft !== 9)
      throw new Error(`${status.recoveryCodesLeft} recovery codes left, not 9`);
  } finally {
    await context.close();
  }
});

test('MFA_REQUIRED=office: an office account without a factor enrols before any page opens', async () => {
  const account = await newSupervisor();
  const { context, page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 1280, height: 900 },
  });
  try {
    await passwordSignIn(page, account.email, account.password);
    await page.getByRole('heading', { name: 'Set up a second factor', exact: true }).waitFor();
    if (!page.url().endsWith('/login/admin')) throw new Error(`a page opened: ${page.url()}`);
    // Nothing signed in meanwhile: the dashboard sends back to sign-in.
    const stored = await page.evaluate(() => localStorage.getItem('household-registry.auth'));
    if (stored && JSON.parse(stored)?.token)
      throw new Error('a session was stored before enrolment');

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('code').innerText()).trim();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(nextCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();

    // The recovery codes, shown once, before the dashboard.
    await page.getByRole('heading', { name: 'Recovery codes', exact: true }).waitFor();
    if (!page.url().endsWith('/login/admin')) throw new Error(`a page opened: ${page.url()}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/admin/dashboard');

    // Enrolled: the next sign-in asks for the code.
    await signOut(page);
    await passwordSignIn(page, account.email, account.password);
    await verifyHeading(page).waitFor();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');
  } finally {
    await context.close();
  }
});
