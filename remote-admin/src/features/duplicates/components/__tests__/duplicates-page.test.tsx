import { act, screen, waitFor, within } from '@testing-library/react';
import type { DuplicatePair, DuplicatePairPage, Person } from '@hr/contracts';
import { setLanguage } from '@hr/i18n';
import { dialogGone, findDialog, findToast, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

// Issue 41: the Duplicates page against the real API: the open pairs, one pair's two records
// side by side with what differs, a merge built from the choices (and its 409 when a record
// changed meanwhile), "Not a duplicate" with a comment.
const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(60_000);

const server = adminApi();
afterEach(() => act(() => setLanguage('en')));

const RAVI = {
  name: 'Ravi Kumar',
  fatherName: 'Mohan Kumar',
  wardNo: '12',
  areaName: 'Gandhi Nagar',
};
const SITA = { name: 'Sita Devi', fatherName: 'Hari Prasad', wardNo: '7', areaName: 'Lakeside' };

let asha: Person;
let bina: Person;
/** Asha Rai registers each household first, Bina Thapa the same one after her: a pair each. */
async function seed(
  households: Record<string, unknown>[],
  binasChanges: Record<string, unknown> = {},
) {
  await server.fresh();
  await server.createReligion('Hindu', ['Brahmin']);
  const collectorA = await server.addUser({ firstName: 'Asha', lastName: 'Rai' });
  const collectorB = await server.addUser({ firstName: 'Bina', lastName: 'Thapa' });
  for (const household of households) {
    asha = (await server.addPeople(collectorA, [household]))[0]!;
    bina = (await server.addPeople(collectorB, [{ ...household, ...binasChanges }]))[0]!;
  }
}

async function asAdmin<T>(method: string, url: string, body?: unknown) {
  return server.call<T>(method, url, { token: await server.adminToken(), body });
}
const openPairs = async () =>
  (await asAdmin<DuplicatePairPage>('GET', '/admin/duplicate-pairs?pageSize=100')).body.items;
const sideOf = (pair: DuplicatePair, id: string) => (pair.a?.id === id ? 'a' : 'b');

const table = () => screen.findByRole('table', { name: 'Possible duplicates' });

async function openPair(names = 'Ravi Kumar and Ravi Kumar') {
  const { user } = renderRemote(admin, '/admin/duplicates');
  await user.click(await screen.findByRole('button', { name: `Compare ${names}` }));
  return { user, dialog: await findDialog('Compare records') };
}

describe('Duplicates: the list', () => {
  it('says when there is nothing to resolve', async () => {
    await seed([]);
    renderRemote(admin, '/admin/duplicates');
    expect(await screen.findByRole('heading', { name: 'Duplicates' })).toBeInTheDocument();
    expect(await screen.findByText('No open duplicates.')).toBeInTheDocument();
    expect(document.title).toContain('Duplicates');
  });

  it('lists each pair: the two names, ward, area, the score and why, and filters by ward', async () => {
    await seed([RAVI, SITA]);
    const { user } = renderRemote(admin, '/admin/duplicates');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const ravi = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
    const cells = within(ravi)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Ravi KumarRavi Kumar', '12', 'Gandhi Nagar', '85%']);
    const reasons = within(within(ravi).getByRole('list', { name: 'Why they were paired' }))
      .getAllByRole('listitem')
      .map((tag) => tag.textContent);
    expect(reasons).toEqual([
      'Similar name',
      "Same father's name",
      'Same area',
      'Same household size',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ward' }), '7');
    await waitFor(async () =>
      expect(
        within(await table())
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual([expect.stringContaining('Sita Devi')]),
    );
    expect(server.calls('GET /admin/duplicate-pairs').at(-1)!.url).toContain('wardNo=7');
  });
});

describe('Duplicates: one pair', () => {
  it('shows both records side by side and marks what differs, not by colour alone', async () => {
    await seed([RAVI], { householdSize: 6, gps: '27.700000, 85.300000' });
    const { dialog } = await openPair();
    const comparison = dialog.getByRole('group', { name: 'The two records, field by field' });
    const differing = within(comparison)
      .getAllByText('Differs')
      .map((marker) => marker.parentElement!.firstChild!.textContent);
    // Added a moment apart: "Added on" differs only when the minute changed in between.
    expect(differing.filter((field) => field !== 'Added on')).toEqual([
      'Phone',
      'People in House',
      'GPS',
      'Added by',
    ]);
    // A field the merge can take from either record offers the choice, the kept record's chosen.
    const size = dialog.getByRole('radiogroup', { name: 'People in House: value to keep' });
    const older = sideOf((await openPairs())[0]!, asha.id) === 'a' ? 'Record A' : 'Record B';
    // Found when the dialog's content is accessible (a loaded machine can still be opening it).
    expect(await within(size).findByRole('radio', { name: `${older}: 4` })).toBeChecked();
    expect(dialog.queryByRole('radiogroup', { name: 'Name: value to keep' })).toBeNull();
    // The older record (Asha's) is kept unless chosen otherwise.
    const keep = dialog.getByRole('radiogroup', { name: 'Record to keep' });
    expect(await within(keep).findByRole('radio', { name: /Asha Rai.*\(older\)/ })).toBeChecked();
  });

  it('merges with {keep, fields, version} built from the choices, then the list and record follow', async () => {
    await seed([RAVI], { householdSize: 6, whatsappNumber: '+919812345678' });
    const [pair] = await openPairs();
    const { user, dialog } = await openPair();
    // Keep Bina's record (its values are pre-selected), but Asha's household size.
    await user.click(
      within(dialog.getByRole('radiogroup', { name: 'Record to keep' })).getByRole('radio', {
        name: /Bina Thapa/,
      }),
    );
    const size = dialog.getByRole('radiogroup', { name: 'People in House: value to keep' });
    const ashas = sideOf(pair!, asha.id) === 'a' ? 'Record A' : 'Record B';
    await user.click(within(size).getByRole('radio', { name: `${ashas}: 4` }));

    await user.click(dialog.getByRole('button', { name: 'Merge…' }));
    const confirm = await findDialog('Merge records');
    expect(confirm.getByText('Merge into Ravi Kumar (ward 12)?')).toBeInTheDocument();
    expect(
      confirm.getByText(/^The record of Ravi Kumar added by Asha Rai on .+ will be removed\.$/),
    ).toBeInTheDocument();
    expect(
      confirm.getByText('The kept record takes from it: People in House.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Merge' }));
    expect(await findToast('Records merged')).toBeInTheDocument();
    await dialogGone();

    const a = sideOf(pair!, asha.id);
    const b = sideOf(pair!, bina.id);
    expect(server.calls('POST /admin/duplicate-pairs/:id/merge').map((r) => r.body)).toEqual([
      {
        keep: bina.id,
        fields: { phone: b, whatsappNumber: b, householdSize: a },
        version: pair!.version,
      },
    ]);
    expect(await screen.findByText('No open duplicates.')).toBeInTheDocument();
    const kept = (await asAdmin<Person>('GET', `/admin/people/${bina.id}`)).body;
    expect(kept).toMatchObject({
      householdSize: 4,
      phone: bina.phone,
      whatsappNumber: '+919812345678',
    });
    expect((await asAdmin('GET', `/admin/people/${asha.id}`)).status).toBe(410);
  });

  it('"Not a duplicate" refuses a comment too long, then with a comment keeps both records and takes the pair off the list', async () => {
    await seed([RAVI, SITA]);
    const { user, dialog } = await openPair('Sita Devi and Sita Devi');
    await user.click(dialog.getByRole('button', { name: 'Not a duplicate' }));
    const ask = await findDialog('Not a duplicate');
    const comment = ask.getByRole('textbox', { name: 'Comment (optional)' });
    // Too long: said under the field, the field focused, nothing sent.
    await user.click(comment);
    await user.paste('x'.repeat(501));
    expect(ask.getByText('At most 500 characters (501 used).')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Confirm' }));
    expect(ask.getByText('The comment must be at most 500 characters.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveFocus();
    expect(server.calls('POST /admin/duplicate-pairs/:id/dismiss')).toHaveLength(0);

    await user.clear(comment);
    await user.type(comment, 'Two sisters-in-law');
    await user.click(ask.getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Marked as not a duplicate')).toBeInTheDocument();
    await dialogGone();

    const [sent] = server.calls('POST /admin/duplicate-pairs/:id/dismiss');
    expect(sent?.body).toEqual({ comment: 'Two sisters-in-law' });
    await waitFor(async () =>
      expect(
        within(await table())
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(1),
    );
    expect(within(await table()).getByRole('row', { name: /Ravi Kumar/ })).toBeInTheDocument();
    const dismissed = await asAdmin<DuplicatePairPage>(
      'GET',
      '/admin/duplicate-pairs?status=dismissed',
    );
    expect(dismissed.body.items[0]).toMatchObject({
      status: 'dismissed',
      comment: 'Two sisters-in-law',
    });
    // Focus is back on the page, not lost with the row.
    expect(document.activeElement).not.toBe(document.body);
  });

  it("shows the server's 409 CONFLICT when a record changed meanwhile, and reads the pair again", async () => {
    await seed([RAVI], { householdSize: 6 });
    const { user, dialog } = await openPair();
    // Bina's collector corrects the household size while the office compares.
    const edit = await asAdmin('PUT', `/admin/people/${bina.id}`, {
      ...RAVI,
      householdSize: 9,
      religion: 'Hindu',
      caste: 'Brahmin',
      whatsappNumber: null,
      gpsLocation: null,
    });
    expect(edit.status).toBe(200);

    await user.click(dialog.getByRole('button', { name: 'Merge…' }));
    await user.click((await findDialog('Merge records')).getByRole('button', { name: 'Merge' }));
    expect(
      await dialog.findByText('These records changed since you read them. Reload and try again.'),
    ).toBeInTheDocument();
    // Read again: the new value is there, and a merge now goes through.
    const size = dialog.getByRole('radiogroup', { name: 'People in House: value to keep' });
    expect(await within(size).findByRole('radio', { name: /: 9$/ })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Merge…' }));
    await user.click((await findDialog('Merge records')).getByRole('button', { name: 'Merge' }));
    expect(await findToast('Records merged')).toBeInTheDocument();
    const versions = server
      .calls('POST /admin/duplicate-pairs/:id/merge')
      .map((r) => (r.body as { version: string }).version);
    expect(versions).toHaveLength(2);
    expect(versions[1]).not.toBe(versions[0]);
  });
});

describe('Duplicates by keyboard', () => {
  it('opens a pair and its confirmation, and each Escape puts the focus back where it was', async () => {
    await seed([RAVI], { householdSize: 6 });
    const { user } = renderRemote(admin, '/admin/duplicates');
    const compare = await screen.findByRole('button', {
      name: 'Compare Ravi Kumar and Ravi Kumar',
    });
    compare.focus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog('Compare records');
    // The choices are radios: arrows move between a field's two values.
    const size = dialog.getByRole('radiogroup', { name: 'People in House: value to keep' });
    const [first, second] = within(size).getAllByRole('radio');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
    const merge = dialog.getByRole('button', { name: 'Merge…' });
    merge.focus();
    await user.keyboard('{Enter}');
    await findDialog('Merge records');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(merge).toHaveFocus());
    expect(screen.queryByText('Merge into Ravi Kumar (ward 12)?')).toBeNull();
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(compare).toHaveFocus());
    expect(server.calls('POST /admin/duplicate-pairs/:id/merge')).toHaveLength(0);
  });
});

describe('Duplicates in Nepali', () => {
  it('the list, its tags and the comparison in the language', async () => {
    await seed([RAVI], { householdSize: 6 });
    await act(() => setLanguage('ne'));
    const { user } = renderRemote(admin, '/admin/duplicates');
    expect(await screen.findByRole('heading', { name: 'दोहोरो दर्ता' })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'सम्भावित दोहोरो दर्ताहरू' });
    expect(within(list).getByText('मिल्दोजुल्दो नाम')).toBeInTheDocument();
    expect(within(list).getByText('८०%')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /तुलना गर्नुहोस्$/ }));
    const dialog = await findDialog('रेकर्डहरू तुलना गर्नुहोस्');
    expect(
      dialog.getByRole('radiogroup', { name: 'घरका सदस्य संख्या: राख्ने मान' }),
    ).toBeInTheDocument();
    expect(dialog.getAllByText('फरक छ').length).toBeGreaterThan(0);
  });
});
