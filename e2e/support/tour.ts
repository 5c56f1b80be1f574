// Every page of the product, and the dialogs that open over them, in the order a visit reaches
// them: the login pages, the admin's pages, then the collector's (the Add Person wizard step by
// step, its code read from the fake SMS gateway). The accessibility tests run axe at each stop;
// `npm run screenshots` photographs each one. Both walk it once per theme and screen width.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningApp } from './app';
import { signInAsAdmin, signInAsCollector, signInAsOffice } from './browser';
import type { DemoData } from './demo-data';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type Theme = 'light' | 'dark';

export interface Stop {
  /** File-name friendly: `admin-all-people`, `collector-add-person-2`. */
  name: string;
  /** The page's tab title once it shows, where it has one of its own. */
  title?: string;
  /** Gets the page there and waits until it shows its content. */
  reach(page: Page): Promise<void>;
  /** Closes what the stop opened (a dialog), leaving the page as it found it. */
  leave?(page: Page): Promise<void>;
  /** A dialog or drawer over the page (photographed as the screen shows it, not the full page). */
  overlay?: boolean;
}

const HERE = { latitude: 12.9715987, longitude: 77.5945627 };

/**
 * A page in the theme and at the width asked for. The theme comes from the system preference (no
 * choice stored yet), as on a first visit. Motion is reduced, so a dialog is fully drawn (not
 * half faded in) when it is measured or photographed.
 */
export async function tourContext(
  browser: Browser,
  app: RunningApp,
  theme: Theme,
  viewport: ViewportName,
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    serviceWorkers: 'block',
    viewport: VIEWPORTS[viewport],
    colorScheme: theme,
    reducedMotion: 'reduce',
    ...(phone && { isMobile: true, hasTouch: true }),
  });
  await context.grantPermissions(['geolocation'], { origin: app.baseUrl });
  await context.setGeolocation(HERE);
  return { context, page: await context.newPage() };
}

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

/** Spinners gone and fonts laid out: what is on screen is what stays. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[role="progressbar"], .fui-Spinner') &&
      !document.body.innerText.includes('Loading...'),
  );
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The row (a table row, or a card on a phone) that names `text`, and its action button; where the
 * actions sit behind a "More actions" menu, through it.
 */
async function rowAction(page: Page, text: string, action: 'View' | 'Edit' | 'Delete') {
  const row = page
    .locator('tr, [role="row"], li, article, [role="listitem"]')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button') })
    .last();
  const button = row.getByRole('button', { name: action, exact: true });
  const more = row.getByRole('button', { name: 'More actions' });
  await button.or(more).first().waitFor();
  if ((await button.count()) > 0) {
    await button.first().click();
    return;
  }
  await more.click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function openDialog(page: Page, name: string | RegExp, open: () => Promise<void>) {
  await open();
  await visible(page.getByRole('dialog', { name }));
  await settled(page);
}

async function closeDialog(page: Page, name: string | RegExp) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name }).waitFor({ state: 'detached' });
}

async function goto(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await visible(ready);
  await settled(page);
}

let tokensMade = 0;

/** The stops of one walk through the product, over the seeded data. */
export function tour(app: RunningApp, data: DemoData, viewport: ViewportName): Stop[] {
  const { collector, person } = data;
  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
  const personDialog = (role: 'admin' | 'collector', list: string, deleteTitle: string): Stop[] =>
    (
      [
        {
          name: `${role}-person-details`,
          reach: (page) =>
            openDialog(page, 'Person details', () => rowAction(page, person.name, 'View')),
          leave: (page) => closeDialog(page, 'Person details'),
        },
        {
          name: `${role}-delete-confirm`,
          reach: (page) =>
            openDialog(page, deleteTitle, () => rowAction(page, person.name, 'Delete')),
          leave: async (page) => {
            await page
              .getByRole('dialog', { name: deleteTitle })
              .getByRole('button', { name: 'Cancel' })
              .click();
            await page.getByRole('dialog', { name: deleteTitle }).waitFor({ state: 'detached' });
          },
        },
      ] satisfies Stop[]
    ).map((stop) => ({ ...stop, overlay: true, title: `${list} · Household Registry` }));

  const drawer = (role: 'admin' | 'collector'): Stop[] =>
    viewport === 'phone'
      ? [
          {
            name: `${role}-navigation-drawer`,
            overlay: true,
            reach: (page) =>
              openDialog(page, 'Navigation', () =>
                page.getByRole('button', { name: 'Open navigation' }).click(),
              ),
            leave: (page) => closeDialog(page, 'Navigation'),
          },
        ]
      : [];

  return [
    {
      name: 'login-admin',
      title: 'Sign in · Household Registry',
      reach: (page) => goto(page, '/login/admin', heading(page, 'Admin sign in')),
    },
    {
      name: 'login-user',
      title: 'Sign in · Household Registry',
      reach: (page) => goto(page, '/login/user', heading(page, 'User sign in')),
    },
    {
      name: 'admin-dashboard',
      title: 'Admin dashboard · Household Registry',
      reach: async (page) => {
        await signInAsAdmin(page, app);
        await visible(
          page.getByRole('cell', { name: `${collector.firstName} ${collector.lastName}` }),
        );
        // The Registrations card's chart is a lazily loaded chunk: checked once it is there.
        await visible(page.getByTestId('registrations-chart'));
        await settled(page);
      },
    },
    ...drawer('admin'),
    {
      name: 'admin-dashboard-create-user',
      title: 'Admin dashboard · Household Registry',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Create User', expanded: false }).click();
        await visible(page.getByRole('form', { name: 'Create User' }));
      },
      leave: (page) => page.getByRole('button', { name: 'Create User', expanded: true }).click(),
    },
    {
      name: 'admin-all-people',
      title: 'All People · Household Registry',
      reach: (page) => goto(page, '/admin/people', page.getByText(person.name, { exact: true })),
    },
    ...personDialog('admin', 'All People', 'Delete person'),
    {
      // The review's comment dialog (issue 30), over the row selected for it.
      name: 'admin-review-comment',
      title: 'All People · Household Registry',
      overlay: true,
      reach: (page) =>
        openDialog(page, 'Needs correction: 1 person', async () => {
          await page.getByRole('checkbox', { name: `Select ${person.name}` }).check();
          await page.getByRole('button', { name: 'Needs correction…' }).click();
        }),
      leave: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Needs correction: 1 person' });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('checkbox', { name: `Select ${person.name}` }).uncheck();
      },
    },
    {
      name: 'admin-user-detail',
      title: `${collector.firstName} ${collector.lastName} · Household Registry`,
      reach: (page) =>
        goto(page, `/admin/users/${collector.id}`, page.getByText(person.name, { exact: true })),
    },
    {
      name: 'admin-activity',
      title: 'Activity · Household Registry',
      reach: (page) => goto(page, '/admin/activity', page.getByText(person.name).first()),
    },
    {
      name: 'admin-reports',
      title: 'Reports · Household Registry',
      reach: (page) => goto(page, '/admin/reports', page.getByRole('table', { name: 'Report' })),
    },
    {
      // No internet here: the default tiles fail, so this is the map over its plain background.
      name: 'admin-map',
      title: 'Map · Household Registry',
      reach: (page) => goto(page, '/admin/map', page.locator('.leaflet-marker-icon').first()),
    },
    {
      name: 'admin-lookups',
      title: 'Lookups · Household Registry',
      reach: (page) => goto(page, '/admin/lookups', page.getByText('Hindu', { exact: true })),
    },
    {
      name: 'admin-api-tokens',
      title: 'API tokens · Household Registry',
      reach: (page) =>
        goto(page, '/admin/api-tokens', page.getByRole('form', { name: 'Create API token' })),
    },
    {
      name: 'admin-api-token-created',
      title: 'API tokens · Household Registry',
      overlay: true,
      reach: (page) =>
        openDialog(page, 'API token created', async () => {
          const form = page.getByRole('form', { name: 'Create API token' });
          // Names are unique: each walk (theme, width) makes its own token.
          tokensMade += 1;
          await form
            .getByRole('textbox', { name: /^Name/ })
            .fill(`District warehouse ${tokensMade}`);
          await form.getByRole('button', { name: 'Create token' }).click();
        }),
      leave: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'API token created' });
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
      },
    },
    {
      name: 'admin-supervisors',
      title: 'Supervisors · Household Registry',
      reach: (page) =>
        goto(
          page,
          '/admin/supervisors',
          page.getByRole('table', { name: 'Supervisors' }).getByText('Sarita Gurung'),
        ),
    },
    {
      name: 'admin-supervisor-add',
      title: 'Supervisors · Household Registry',
      overlay: true,
      reach: (page) =>
        openDialog(page, 'Add Supervisor', () =>
          page.getByRole('button', { name: 'Add Supervisor' }).click(),
        ),
      leave: (page) => closeDialog(page, 'Add Supervisor'),
    },
    {
      // The signed-in office account's second factors (issue 39).
      name: 'admin-account-security',
      title: 'Account security · Household Registry',
      reach: (page) => goto(page, '/admin/account-security', page.getByText('No passkeys yet.')),
    },
    {
      // Removing an authenticator app asks the password. A new supervisor of each walk's, with an
      // app enrolled through the API, signs in on this page: the first admin keeps its app.
      name: 'account-security-remove',
      title: 'Account security · Household Registry',
      overlay: true,
      reach: async (page) => {
        const account = await data.newOfficeAccount();
        await page.evaluate(() => localStorage.removeItem('household-registry.auth'));
        await signInAsOffice(page, account);
        await goto(page, '/admin/account-security', page.getByText('No passkeys yet.'));
        await openDialog(page, 'Remove authenticator app', () =>
          page.getByRole('button', { name: 'Remove authenticator app' }).click(),
        );
      },
      leave: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Remove authenticator app' });
        await dialog.getByLabel('Current password').fill(data.supervisor.password);
        await dialog.getByRole('button', { name: 'Remove' }).click();
        await dialog.waitFor({ state: 'detached' });
      },
    },
    {
      // Enrolling an authenticator app: the QR code and the key as text, then the code.
      name: 'account-security-totp',
      title: 'Account security · Household Registry',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
        await visible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
        await settled(page);
      },
    },
    {
      // The supervisor has an authenticator app: after the password, "Verify it's you".
      name: 'login-verify',
      title: 'Sign in · Household Registry',
      reach: async (page) => {
        await page.evaluate(() => localStorage.removeItem('household-registry.auth'));
        await page.goto('/login/admin');
        await page.getByLabel('Email or phone').fill(data.supervisor.email);
        await page.getByLabel('Password').fill(data.supervisor.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await visible(heading(page, "Verify it's you"));
        await settled(page);
      },
    },
    {
      name: 'login-verify-recovery',
      title: 'Sign in · Household Registry',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Use a recovery code' }).click();
        await visible(page.getByRole('textbox', { name: 'Recovery code' }));
      },
    },
    {
      // A supervisor's own view of the office: their wards under their name, their collectors.
      name: 'supervisor-my-collectors',
      title: 'My collectors · Household Registry',
      reach: async (page) => {
        await page
          .getByRole('textbox', { name: 'Recovery code' })
          .fill(data.supervisor.nextRecoveryCode());
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.waitForURL('**/admin/dashboard');
        await goto(
          page,
          '/admin/collectors',
          page.getByText(`${collector.firstName} ${collector.lastName}`),
        );
      },
    },
    {
      name: 'collector-my-people',
      title: 'My People · Household Registry',
      reach: async (page) => {
        // Signed out the quick way: the session lives in this page's storage.
        await page.evaluate(() => localStorage.removeItem('household-registry.auth'));
        await signInAsCollector(page, collector.phone, collector.password);
        await visible(page.getByText(person.name, { exact: true }));
        await settled(page);
      },
    },
    ...drawer('collector'),
    ...personDialog('collector', 'My People', `Delete ${person.name}?`),
    {
      name: 'collector-add-person-1',
      title: 'Add Person · Household Registry',
      reach: (page) =>
        goto(page, '/user/people/new', page.getByRole('button', { name: 'Send OTP' })),
    },
    {
      name: 'collector-add-person-2',
      title: 'Add Person · Household Registry',
      reach: async (page) => {
        await page.getByLabel('Person Phone Number').fill(data.newPhone());
        await page.getByRole('button', { name: 'Send OTP' }).click();
        await visible(page.getByRole('button', { name: 'Verify OTP' }));
        await visible(page.getByText('OTP sent successfully.'));
        await settled(page);
      },
    },
    {
      name: 'collector-add-person-3',
      title: 'Add Person · Household Registry',
      reach: async (page) => {
        const sentTo = await page.getByText(/^Enter OTP sent to/).textContent();
        // Shown grouped ('+91 98582 40019'); the gateway saw it in E.164.
        const phone = sentTo!.replace('Enter OTP sent to', '').replace(/\s/g, '');
        const code = app.sms.lastCodeFor(phone);
        if (!code) throw new Error(`no code reached the fake SMS gateway for ${phone}`);
        await page.getByRole('textbox', { name: 'OTP' }).fill(code);
        await page.getByRole('button', { name: 'Verify OTP' }).click();
        await visible(page.getByRole('button', { name: 'Save Person' }));
        // The device location fills in on its own on this step.
        await page.getByLabel(/GPS/).first().waitFor();
        await page.waitForFunction(() =>
          [...document.querySelectorAll('input')].some((i) => i.value === '12.971599, 77.594563'),
        );
        await settled(page);
      },
    },
    {
      // Add Person opened again on the household left at step 3: it asks before showing it.
      name: 'collector-add-person-draft',
      title: 'Add Person · Household Registry',
      reach: (page) =>
        goto(page, '/user/people/new', page.getByRole('button', { name: 'Continue' })),
    },
    {
      name: 'collector-edit-person',
      title: 'Edit Person · Household Registry',
      reach: async (page) => {
        await page.goto(`/user/people/${person.id}/edit`);
        await visible(page.getByRole('button', { name: 'Save' }));
        await page.waitForFunction(
          (name) => [...document.querySelectorAll('input')].some((i) => i.value === name),
          person.name,
        );
        await settled(page);
      },
    },
  ];
}
