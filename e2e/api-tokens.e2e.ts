// Issue 16 in Chromium against the production build and the real server: an admin creates a
// read-only API token on the API tokens page and copies its text from the page; a reporting tool
// (Node's fetch, as curl would) downloads the CSV export with it and is refused a write; once the
// admin revokes it in the page, the same download is refused.
import type { Page } from 'playwright-core';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import type { RunningApp } from './support/app';
import { appPerFileAndPagePerTest, signInAsAdmin } from './support/browser';
import { eventually, ok } from './support/wait';
import { exportHeader, parseCsv } from '../packages/server/test/support/export-files';

let app: RunningApp;
let page: Page;

/** One person, registered by a collector the way the wizard does, so the export has a row. */
async function seed() {
  await seedLookups(app);
  const collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  await registerPerson(app, token, { name: 'Ravi Kumar', phone: '+919812345677' });
}

appPerFileAndPagePerTest((s) => ({ app, page } = s), seed);

/** What a reporting tool does with the token: plain HTTP, no browser, no session. */
const exportCsv = (token: string) =>
  fetch(`${app.baseUrl}/api/admin/people/export?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });

test('a token made in the page downloads the CSV export, is refused a write, and dies when revoked', async () => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page, app);
  await page.getByRole('link', { name: 'API tokens' }).click();
  await page.waitForURL('**/admin/api-tokens');
  await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();

  const form = page.getByRole('form', { name: 'Create API token' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('District warehouse');
  await form.getByRole('spinbutton', { name: /^Expires in/ }).fill('30');
  await form.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: 'API token created' });
  await dialog.getByText('It will not be shown again.', { exact: false }).waitFor();
  const token = await dialog
    .getByRole('textbox', { name: 'Token for District warehouse' })
    .inputValue();
  expect(token).toMatch(/^hr_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });

  const table = page.getByRole('table', { name: 'API tokens' });
  const row = table.getByRole('row').filter({ hasText: 'District warehouse' });
  await row.waitFor();
  expect(await page.content()).not.toContain(token);

  // The reporting tool: every person as CSV (BOM, then the header line and the one person).
  const csv = await exportCsv(token);
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = Buffer.from(await csv.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header).toEqual(exportHeader());
  expect(rows.map((r) => r[exportHeader().indexOf('Name')])).toEqual(['Ravi Kumar']);

  // Read-only: a write is refused, and nothing was created.
  const write = await fetch(`${app.baseUrl}/api/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Eve',
      lastName: 'Intruder',
      phone: '9812345678',
      password: 'Eve-Passw0rd1',
    }),
  });
  expect(write.status).toBe(403);
  expect(((await write.json()) as { code: string }).code).toBe('FORBIDDEN');
  const users = await ok(
    app.call<{ firstName: string }[]>('GET', '/admin/users', undefined, await app.adminToken()),
    200,
  );
  expect(users.map((u) => u.firstName)).toEqual(['Mina']);

  // The page shows the use (Last used is no longer 'Never') after a reload.
  await page.reload();
  await eventually('Last used shows the export', async () => {
    const cells = await row.getByRole('cell').allTextContents();
    return cells[3] !== undefined && cells[3] !== 'Never';
  });

  // Revoked in the page: the very next download is refused.
  await row.getByRole('button', { name: 'Revoke District warehouse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await confirm.waitFor({ state: 'detached' });
  await table.getByText('No API tokens yet.').waitFor();
  const refused = await exportCsv(token);
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('API_TOKEN_INVALID');
});
