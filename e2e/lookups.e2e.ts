// Lookups through the production build: an admin manages religions and castes in Chromium, and
// the admin's person edit form (another remote) offers the new names straight away. Religions
// are one list for the whole database, so each test starts from a new install (the file's one
// server, its data reset), seeded the same way, and its own signed-in page: no test depends on
// another one's changes.
import type { Locator, Page } from 'playwright-core';
import type { Person, Religion } from '@hr/contracts';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { type RunningApp } from './support/app';
import { appPerFileAndPagePerTest, signInAsAdmin } from './support/browser';
import { ok, eventually } from './support/wait';

let app: RunningApp;
let page: Page;

const PERSON = {
  name: 'Ravi Kumar',
  fatherName: 'Mohan Kumar',
  wardNo: '7',
  areaName: 'Shivaji Nagar',
  householdSize: 4,
  religion: 'Hindu',
  caste: 'Brahmin',
  phone: '+919812345678',
};

/** Seeds one religion with one caste, a collector and a verified person who uses them. */
async function seed() {
  await seedLookups(app);
  const collector = await app.createCollector();
  const token = await app.collectorToken(collector.phone, collector.password);
  await registerPerson(app, token, PERSON);
}

async function lookupsFromApi(): Promise<Religion[]> {
  return ok(
    app.call<Religion[]>('GET', '/lookups/religions', undefined, await app.adminToken()),
    200,
  );
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

const religionsPanel = () => page.getByRole('region', { name: 'Religions' });
const castesPanel = () => page.getByRole('region', { name: 'Castes' });
/** The select button of a religion: its accessible name is '{name} {n} castes' ('1 caste'). */
const religion = (name: string) =>
  religionsPanel().getByRole('button', { name: new RegExp(`^${name} \\d+ castes?$`) });
const casteCell = (name: string) => castesPanel().getByRole('cell', { name, exact: true });

async function addReligion(name: string) {
  await religionsPanel().getByLabel('Religion name').fill(name);
  await religionsPanel().getByRole('button', { name: 'Add religion' }).click();
}

async function addCaste(name: string) {
  const field = castesPanel().getByLabel('Caste name');
  await field.fill(name);
  await field.press('Enter');
  await casteCell(name.trim()).waitFor();
}

/** Seeds `extra` religions (each with its castes) through the API, as an earlier session would. */
/** Signs in and opens Lookups; the first religion is selected. */
async function openLookups() {
  await signInAsAdmin(page, app);
  await page.getByRole('link', { name: 'Lookups' }).click();
  await page.waitForURL('**/admin/lookups');
  await religion('Hindu').waitFor();
}

appPerFileAndPagePerTest((s) => ({ app, page } = s), seed);

test('the admin opens Lookups from the sidebar with the first religion selected', async () => {
  await signInAsAdmin(page, app);
  await page.getByRole('link', { name: 'Lookups' }).click();
  await page.waitForURL('**/admin/lookups');

  await religion('Hindu').waitFor();
  expect(await religion('Hindu').getAttribute('aria-current')).toBe('true');
  expect(await religion('Hindu').textContent()).toContain('1 caste');
  await castesPanel().getByRole('heading', { name: 'Add caste for Hindu' }).waitFor();
  await casteCell('Brahmin').waitFor();
  expect(await page.title()).toContain('Lookups');

  // Icon buttons show their name as a tooltip, and the tooltip does not cover the page.
  await religionsPanel().getByRole('button', { name: 'Edit religion Hindu' }).hover();
  await page.getByRole('tooltip', { name: 'Edit religion Hindu' }).waitFor();
  await castesPanel().getByLabel('Caste name').click({ trial: true, timeout: 2_000 });
  await page.mouse.move(0, 0);
});

test('the panels sit side by side from 900px; below, the castes sit under the chosen religion', async () => {
  await seedLookups(app, { Muslim: ['Ansari'] });
  await openLookups();
  const boxes = async () => {
    const [left, right] = await Promise.all([
      religionsPanel().boundingBox(),
      castesPanel().boundingBox(),
    ]);
    if (!left || !right) throw new Error('panels not laid out');
    return { left, right };
  };
  const wide = await boxes();
  expect(wide.right.x).toBeGreaterThan(wide.left.x + wide.left.width - 1);
  expect(Math.abs(wide.right.y - wide.left.y)).toBeLessThan(2);

  // On a phone the castes of the religion just picked are right under its row, not after the
  // whole list: between that row and the next one.
  await page.setViewportSize({ width: 360, height: 740 });
  const underRow = async (chosen: string, next: string | null) => {
    const [row, panel] = await Promise.all([
      religion(chosen).boundingBox(),
      castesPanel().boundingBox(),
    ]);
    const after = next ? await religion(next).boundingBox() : null;
    return (
      !!row &&
      !!panel &&
      panel.y >= row.y + row.height &&
      (!after || panel.y + panel.height <= after.y)
    );
  };
  await eventually('the castes under Hindu', () => underRow('Hindu', 'Muslim'));
  await religion('Muslim').click();
  await castesPanel().getByRole('heading', { name: 'Add caste for Muslim' }).waitFor();
  await casteCell('Ansari').waitFor();
  await eventually('the castes under Muslim', () => underRow('Muslim', null));
  const panel = (await castesPanel().boundingBox())!;
  const row = (await religion('Muslim').boundingBox())!;
  // Right below the row tapped: the top of the panel on the same screen as the row.
  expect(panel.y - (row.y + row.height)).toBeLessThan(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});

test('adding a religion and its castes: names are trimmed, counts follow', async () => {
  await openLookups();
  await addReligion('   Sikh  ');
  await religion('Sikh').waitFor();
  expect(await religionsPanel().getByLabel('Religion name').inputValue()).toBe('');
  // Adding does not move the selection.
  expect(await religion('Hindu').getAttribute('aria-current')).toBe('true');

  await religion('Sikh').click();
  await castesPanel().getByRole('heading', { name: 'Add caste for Sikh' }).waitFor();
  await castesPanel().getByText('No castes recorded yet.').waitFor();
  await addCaste('Jat ');
  await addCaste('Ramgarhia');
  expect(await religion('Sikh').textContent()).toContain('2 castes');

  const sikh = (await lookupsFromApi()).find((r) => r.name === 'Sikh');
  expect(sikh?.castes.map((c) => c.name).sort()).toEqual(['Jat', 'Ramgarhia']);
});

test('an empty name sends nothing and a duplicate shows the server message', async () => {
  await openLookups();
  const before = await lookupsFromApi();
  await addReligion('    ');
  await addReligion('hindu');
  const alert = religionsPanel().getByRole('alert');
  await alert.waitFor();
  // The server's own message, word for word (not the page's fallback).
  expect((await alert.textContent())?.trim()).toBe('A religion with this name already exists');
  expect(await lookupsFromApi()).toEqual(before);
});

test('renaming a caste and a religion, by mouse and by keyboard; focus comes back', async () => {
  await seedLookups(app, { Sikh: ['Jat', 'Ramgarhia'] });
  await openLookups();
  await religion('Sikh').click();
  await castesPanel().getByRole('heading', { name: 'Add caste for Sikh' }).waitFor();
  await castesPanel().getByRole('button', { name: 'Edit caste Jat' }).click();
  const casteDialog = page.getByRole('dialog', { name: 'Edit caste' });
  await casteDialog.getByLabel('Name').fill(' Jatt ');
  await casteDialog.getByRole('button', { name: 'Save' }).click();
  await casteDialog.waitFor({ state: 'detached' });
  await casteCell('Jatt').waitFor();
  const editJatt = castesPanel().getByRole('button', { name: 'Edit caste Jatt' });
  await eventually('focus returns to the edit button', () => isFocused(editJatt));

  // Keyboard only: Enter opens the dialog, focus starts in it, Enter saves.
  const editSikh = religionsPanel().getByRole('button', { name: 'Edit religion Sikh' });
  await editSikh.focus();
  await page.keyboard.press('Enter');
  const religionDialog = page.getByRole('dialog', { name: 'Edit religion' });
  const nameField = religionDialog.getByLabel('Name');
  await eventually('focus moves into the dialog', () => isFocused(nameField));
  expect(await nameField.inputValue()).toBe('Sikh');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await eventually('focus stays trapped in the dialog', () =>
    religionDialog.evaluate((el) => el.contains(document.activeElement)),
  );
  // A refused save keeps the focus in the dialog, on the field the server's message is about
  // (shown under it), ready for the correction.
  await nameField.fill('hindu');
  await religionDialog.getByRole('button', { name: 'Save' }).press('Enter');
  await religionDialog.getByRole('alert').waitFor();
  await eventually('focus is on the name after the failed save', () => isFocused(nameField));
  await nameField.fill('Sikhism');
  await nameField.press('Enter');
  await religionDialog.waitFor({ state: 'detached' });
  await religion('Sikhism').waitFor();
  await eventually('focus returns to the renamed religion', () =>
    isFocused(religionsPanel().getByRole('button', { name: 'Edit religion Sikhism' })),
  );
  // The selection survives a rename.
  expect(await religion('Sikhism').getAttribute('aria-current')).toBe('true');
  await castesPanel().getByRole('heading', { name: 'Add caste for Sikhism' }).waitFor();
});

test('deleting a caste, then a religion together with its castes', async () => {
  await seedLookups(app, { Sikhism: ['Jatt', 'Ramgarhia'] });
  await openLookups();
  await religion('Sikhism').click();
  await castesPanel().getByRole('heading', { name: 'Add caste for Sikhism' }).waitFor();
  await castesPanel().getByRole('button', { name: 'Delete caste Ramgarhia' }).click();
  const casteDialog = page.getByRole('dialog', { name: 'Delete caste' });
  expect(await casteDialog.textContent()).toContain('Ramgarhia');
  await casteDialog.getByRole('button', { name: 'Delete' }).click();
  await casteDialog.waitFor({ state: 'detached' });
  await casteCell('Ramgarhia').waitFor({ state: 'detached' });
  expect(await religion('Sikhism').textContent()).toContain('1 caste');
  await eventually('focus lands on the caste field', () =>
    isFocused(castesPanel().getByLabel('Caste name')),
  );

  await addReligion('Jain');
  await religion('Jain').click();
  await addCaste('Digambar');
  await religionsPanel().getByRole('button', { name: 'Delete religion Jain' }).click();
  const religionDialog = page.getByRole('dialog', { name: 'Delete religion' });
  expect(await religionDialog.textContent()).toContain(
    'Deleting "Jain" will also delete its castes. Continue?',
  );
  await religionDialog.getByRole('button', { name: 'Delete' }).click();
  await religionDialog.waitFor({ state: 'detached' });
  await religion('Jain').waitFor({ state: 'detached' });

  // The deleted selection falls back to the first religion.
  expect(await religion('Hindu').getAttribute('aria-current')).toBe('true');
  await castesPanel().getByRole('heading', { name: 'Add caste for Hindu' }).waitFor();
  const lookups = await lookupsFromApi();
  expect(lookups.map((r) => r.name).sort()).toEqual(['Hindu', 'Sikhism']);
  expect(lookups.flatMap((r) => r.castes.map((c) => c.name)).sort()).toEqual(['Brahmin', 'Jatt']);
});

test("the admin's person edit form offers the new names", async () => {
  // Names an admin added in Lookups earlier: the other remote offers them.
  await seedLookups(app, { Sikhism: ['Jatt'] });
  await signInAsAdmin(page, app);
  await page.getByRole('link', { name: 'All People' }).click();
  await page.waitForURL('**/admin/people');
  const row = page.getByRole('row').filter({ hasText: PERSON.name });
  await row.getByRole('button', { name: 'Edit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit person' });
  const religionSelect = dialog.getByRole('combobox', { name: 'Religion', exact: true });
  const casteSelect = dialog.getByRole('combobox', { name: 'Caste', exact: true });
  await eventually('the religions load', async () => await religionSelect.isEnabled());
  expect(await religionSelect.locator('option').allTextContents()).toEqual(['Hindu', 'Sikhism']);

  await religionSelect.selectOption('Sikhism');
  expect(await casteSelect.locator('option').allTextContents()).toEqual(['Jatt']);
  expect(await casteSelect.inputValue()).toBe('Jatt');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  const people = await ok(
    app.call<Person[]>('GET', '/admin/people', undefined, await app.adminToken()),
    200,
  );
  const saved = people.find((p) => p.name === PERSON.name);
  expect({ religion: saved?.religion, caste: saved?.caste }).toEqual({
    religion: 'Sikhism',
    caste: 'Jatt',
  });
});
