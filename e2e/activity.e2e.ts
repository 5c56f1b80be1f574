// Issue 12's activity log in Chromium against the production build and the real server: an admin
// edits a person's ward, finds the edit on the Activity page (also under the People filter), and
// sees the record's history in the person's details, ending with that very look.
import type { Locator, Page } from 'playwright-core';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { ADMIN, type RunningApp } from './support/app';
import { appPerFileAndPagePerTest, signInAsAdmin } from './support/browser';
import { eventually } from './support/wait';

let app: RunningApp;
let page: Page;

const ADMIN_NAME = `${ADMIN.firstName} ${ADMIN.lastName} (admin)`;
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });

/** A collector registers Ravi in ward 3 the way the wizard does: code sent, verified, saved. */
async function seed() {
  await seedLookups(app);
  const collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  await registerPerson(app, token, { name: 'Ravi Kumar', phone: '+919812345601' });
}

appPerFileAndPagePerTest((s) => ({ app, page } = s), seed);

const activity = () => page.getByRole('table', { name: 'Activity' });
/** The text of each body row's Who, Action, Record and Details cells. */
async function activityRows(): Promise<string[][]> {
  const rows = await activity().getByRole('row').all();
  const out: string[][] = [];
  for (const row of rows.slice(1)) {
    const cells = await row.getByRole('cell').allTextContents();
    out.push(cells.slice(1));
  }
  return out;
}

test("an admin's ward edit shows on Activity, under People, and in the person's history", async () => {
  await signInAsAdmin(page, app);

  // The edit, through All People.
  await page.getByRole('link', { name: 'All People' }).click();
  const people = page.getByRole('table', { name: 'All people' });
  const row = people.getByRole('row').filter({ hasText: 'Ravi Kumar' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit person' });
  await visible(edit);
  await edit.getByLabel(/^Ward No/).fill('4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });

  // Activity: the edit is the newest event, in words.
  await page.getByRole('link', { name: 'Activity' }).click();
  await page.waitForURL('**/admin/activity');
  await visible(page.getByRole('heading', { name: 'Activity' }));
  await visible(activity());
  expect((await activityRows())[0]).toEqual([
    ADMIN_NAME,
    'Person edited',
    'Person: Ravi Kumar',
    'Ward: 3 → 4',
  ]);

  // People only: no sign-ins, codes or collector events left.
  const all = (await activityRows()).length;
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'People' });
  await eventually('only people events are listed', async () => {
    const rows = await activityRows();
    return (
      rows.length > 0 &&
      rows.length < all &&
      rows.every(([, action]) => action!.startsWith('Person '))
    );
  });
  expect((await activityRows()).map(([, action]) => action)).toEqual([
    'Person edited',
    'Person added',
  ]);

  // The person's details: the history, oldest first, ending with this view.
  await page.getByRole('link', { name: 'All People' }).click();
  await people
    .getByRole('row')
    .filter({ hasText: 'Ravi Kumar' })
    .getByRole('button', { name: 'View' })
    .click();
  const details = page.getByRole('dialog', { name: 'Person details' });
  await visible(details);
  const history = details.getByRole('list', { name: 'History' });
  await visible(history);
  // Each entry: "<action>: <summary>", then "<time> · <who>".
  expect(await history.locator('li > div:first-child').allTextContents()).toEqual([
    'Person added: Added Ravi Kumar (Ward 3)',
    'Person edited: Ward: 3 → 4',
    'Person viewed',
  ]);
  expect(await history.getByRole('listitem').last().textContent()).toContain(ADMIN_NAME);
  await details.getByRole('button', { name: 'Close' }).click();
  await details.waitFor({ state: 'detached' });

  // The view is in the log too.
  await page.getByRole('link', { name: 'Activity' }).click();
  await visible(activity());
  // (The page shows the log it had at once, and the fresh one when it arrives.)
  await eventually(
    'the view is the newest event',
    async () => (await activityRows())[0]![1] === 'Person viewed',
  );
  expect((await activityRows())[0]!.slice(0, 3)).toEqual([
    ADMIN_NAME,
    'Person viewed',
    'Person: Ravi Kumar',
  ]);

  // Every cell starts on the row's first line, the time too.
  const aligned = await activity()
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((c) => getComputedStyle(c).verticalAlign));
  expect(new Set(aligned)).toEqual(new Set(['top']));

  // The filters on one row at 1280 px, none running under the next.
  const fields = [
    page.getByRole('combobox', { name: 'Action' }),
    page.getByRole('combobox', { name: 'Collector' }),
    page.getByRole('combobox', { name: 'From', exact: true }),
    page.getByRole('combobox', { name: 'To', exact: true }),
  ];
  const boxes = [];
  for (const field of fields) boxes.push((await field.boundingBox())!);
  for (let i = 1; i < boxes.length; i += 1) {
    expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(2);
    expect(boxes[i - 1]!.x + boxes[i - 1]!.width).toBeLessThanOrEqual(boxes[i]!.x);
  }

  // Deleted, Ravi is still named: by his events, not an id.
  await page.getByRole('link', { name: 'All People' }).click();
  await people
    .getByRole('row')
    .filter({ hasText: 'Ravi Kumar' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete person' });
  await visible(confirm);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Activity' }).click();
  await visible(activity());
  await eventually(
    'the deletion is the newest event',
    async () => (await activityRows())[0]![1] === 'Person deleted',
  );
  const rows = await activityRows();
  expect(rows[0]).toEqual([ADMIN_NAME, 'Person deleted', 'Person: Ravi Kumar', '']);
  expect(rows.filter(([, , record]) => record!.includes('#'))).toEqual([]);
});
