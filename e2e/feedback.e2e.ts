// Feedback in the production build (issue 14 item 3): the success toast raised inside a remote
// (remote_admin) shows in the one toaster the shell renders, through the shared @hr/ui/feedback, and is
// announced through an aria-live region; an empty required field shows its error under it and
// takes the focus instead of the browser's own bubble.
import type { Page } from 'playwright-core';
import type { User } from '@hr/contracts';
import './support/setup';
import { type RunningApp } from './support/app';
import { appPerFileAndPagePerTest, signInAsAdmin } from './support/browser';
import { eventually, ok } from './support/wait';

let app: RunningApp;
let page: Page;

appPerFileAndPagePerTest(
  (s) => ({ app, page } = s),
  async () => undefined,
);

/** Records every text an aria-live region takes from now on (Fluent keeps it there briefly). */
async function recordAnnouncements() {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[aria-live]')) {
        const text = el.textContent?.trim();
        if (text && !heard.includes(text)) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test('an empty First Name is named under the field with the focus; a complete form says User created', async () => {
  await signInAsAdmin(page, app);
  const form = page.getByRole('form', { name: 'Create User' });
  await form.getByLabel('Last Name').fill('Sherpa');
  await form.getByLabel('Phone').fill('+919811100001');
  await form.getByLabel(/^Password/).fill('Mina-Passw0rd1');
  await form.getByLabel(/^Confirm Password/).fill('Mina-Passw0rd1');
  await form.getByRole('button', { name: 'Create User' }).click();

  const firstName = form.getByLabel('First Name');
  await form.getByText('First name is required').waitFor({ state: 'visible' });
  await expect(firstName.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await expect(firstName.getAttribute('aria-invalid')).resolves.toBe('true');
  // No browser bubble was involved: the form does not validate natively.
  await expect(form.evaluate((el) => (el as HTMLFormElement).noValidate)).resolves.toBe(true);
  expect(
    await ok(app.call<User[]>('GET', '/admin/users', undefined, await app.adminToken()), 200),
  ).toEqual([]);

  await recordAnnouncements();
  await firstName.fill('Mina');
  await form.getByRole('button', { name: 'Create User' }).click();
  await page.getByRole('listitem', { name: 'User created' }).waitFor({ state: 'visible' });
  await eventually('the toast announced in a live region', async () =>
    (await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).includes(
      'User created',
    ),
  );
  const users = await ok(
    app.call<User[]>('GET', '/admin/users', undefined, await app.adminToken()),
    200,
  );
  expect(users.map((u) => `${u.firstName} ${u.lastName}`)).toEqual(['Mina Sherpa']);
});
