import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PeoplePage, Person } from '@hr/contracts';
import { queryClient } from '@hr/api/query';
import { setLanguage } from '@hr/i18n';
import { dialogGone, findDialog, gate, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
beforeEach(async () => {
  await server.fresh();
  await server.createReligion('Hindu', ['Brahmin', 'Kshatriya']);
});

/** People registered by the collector Asha Rai. */
async function seed(people: Parameters<typeof server.addPeople>[1]) {
  const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' });
  return server.addPeople(asha, people);
}

const table = () => screen.getByRole('table', { name: 'All people' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The i-th column's texts, after the rows' checkboxes. */
const column = (i: number) =>
  bodyRows().map((r) => within(r).getAllByRole('cell')[i + 1]!.textContent);
const searches = () => server.calls('GET /admin/people/search');
/** The query of the page's last search request. */
const lastQuery = () =>
  Object.fromEntries(new URL(searches().at(-1)!.url, 'http://x').searchParams);

async function open() {
  renderRemote(admin, '/admin/people');
  await screen.findByRole('table', { name: 'All people' });
}

describe('All People', () => {
  it("shows the title, 'N records', the columns and 'Unknown' for a creator that is gone", async () => {
    await seed([{ name: 'Hari Thapa' }, { name: 'Maya Gurung' }]);
    // A person whose creator is gone: the real server cannot produce one (people go with their
    // collector), so its search answer is edited on the way.
    server.fault('GET /admin/people/search', {
      edit: (page) => ({
        ...(page as PeoplePage),
        items: (page as PeoplePage).items.map((p) =>
          p.name === 'Maya Gurung' ? { ...p, createdBy: null } : p,
        ),
      }),
    });
    await open();
    expect(screen.getByRole('heading', { name: 'All People' })).toBeInTheDocument();
    expect(screen.getByText('2 records')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Select',
      'Name',
      'Phone',
      'Ward',
      'Area',
      'Household',
      'Added By',
      'Review',
      'Actions',
    ]);
    expect(column(5).sort()).toEqual(['Asha Rai', 'Unknown']);
    expect(document.title).toMatch(/^All People/);
    // One page from the server, newest first, not the whole list.
    expect(server.calls('GET /admin/people')).toHaveLength(0);
    expect(lastQuery()).toEqual({ page: '1', pageSize: '10' });
  });

  it('shows 10,000+ records when the server stopped counting', async () => {
    await seed([{ name: 'Hari Thapa' }]);
    server.fault('GET /admin/people/search', {
      edit: (page) => ({ ...(page as PeoplePage), total: 10_000, totalCapped: true }),
    });
    await open();
    expect(screen.getByText('10,000+ records')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 10,000+')).toBeInTheDocument();
  });

  it("writes the count in the language's way: '2,000 records', Nepali in its own digits", async () => {
    await seed([{ name: 'Hari Thapa' }]);
    server.fault('GET /admin/people/search', {
      edit: (page) => ({ ...(page as PeoplePage), total: 2000 }),
    });
    await open();
    expect(screen.getByText('2,000 records')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 2,000')).toBeInTheDocument();
    try {
      // Hindi keeps Latin digits, Nepali writes Devanagari ones (numberingSystemOf).
      await act(() => setLanguage('hi'));
      expect(await screen.findByText('2,000 रिकॉर्ड')).toBeInTheDocument();
      await act(() => setLanguage('ne'));
      expect(await screen.findByText('२,००० रेकर्ड')).toBeInTheDocument();
      expect(screen.getByText('२,००० मध्ये १–१')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('sends one search after a burst of typing, and ignores an older answer that comes late', async () => {
    await seed([{ name: 'Hari Thapa' }, { name: 'Maya Gurung' }]);
    await open();
    const box = screen.getByPlaceholderText('Search by name, phone, ward...');
    // A person typing: 50 ms between keys, well inside the debounce.
    await userEvent.setup({ delay: 50 }).type(box, 'gurung');
    await waitFor(() => expect(column(0)).toEqual(['Maya Gurung']));
    // Debounced: the first page, then the whole word once; no request per keystroke.
    expect(searches().map((r) => new URL(r.url, 'http://x').searchParams.get('q'))).toEqual([
      null,
      'gurung',
    ]);

    // The answer for 'maya' is held until after the answer for 'hari' is on screen.
    const late = gate();
    server.fault('GET /admin/people/search', { hold: late.wait }, 1);
    await userEvent.clear(box);
    await userEvent.type(box, 'maya');
    await waitFor(() => expect(lastQuery().q).toBe('maya'));
    await userEvent.clear(box);
    await userEvent.type(box, 'hari');
    await waitFor(() => expect(column(0)).toEqual(['Hari Thapa']));
    // Held, then over (answered, or dropped by the page that no longer wants it) and nothing
    // left fetching: only then is the screen checked, however slow the machine.
    const held = searches().find(
      (r) => new URL(r.url, 'http://x').searchParams.get('q') === 'maya',
    )!;
    late.open();
    await held.ended;
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(column(0)).toEqual(['Hari Thapa']);
    expect(box).toHaveValue('hari');
  });

  it('keeps the current page on screen while the next one loads, and sends sort and page', async () => {
    await seed(
      Array.from({ length: 12 }, (_, i) => ({ name: `Person ${String(i).padStart(2, '0')}` })),
    );
    await open();
    const firstPage = column(0);
    expect(firstPage).toHaveLength(10);
    const hold = gate();
    server.fault('GET /admin/people/search', { hold: hold.wait }, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2', pageSize: '10' }));
    expect(column(0)).toEqual(firstPage);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    hold.open();
    await waitFor(() => expect(column(0)).toEqual(['Person 01', 'Person 00']));
    expect(table()).not.toHaveAttribute('aria-busy');

    await userEvent.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: '2', pageSize: '10', sort: 'name', dir: 'asc' }),
    );
    await waitFor(() => expect(column(0)).toEqual(['Person 10', 'Person 11']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(lastQuery()).toEqual({ page: '1', pageSize: '25', sort: 'name', dir: 'asc' });
  });

  it('searches name, phone, area, ward and the creator’s first and last name', async () => {
    await seed([{ name: 'Hari Thapa', phone: '+919711000001', areaName: 'Lakeside', wardNo: '4' }]);
    const bikash = await server.addUser({ firstName: 'Bikash', lastName: 'Karki' });
    await server.addPeople(bikash, [
      { name: 'Maya Gurung', phone: '+919722000002', areaName: 'Damside', wardNo: '17' },
    ]);
    await open();
    const box = screen.getByPlaceholderText('Search by name, phone, ward...');
    const expectNames = (names: string[]) => waitFor(() => expect(column(0)).toEqual(names));

    for (const [query, names] of [
      ['maya', ['Maya Gurung']],
      ['1100', ['Hari Thapa']],
      ['DAMSIDE', ['Maya Gurung']],
      ['17', ['Maya Gurung']],
      ['bikash', ['Maya Gurung']],
      ['karki', ['Maya Gurung']],
      ['asha', ['Hari Thapa']],
    ] as const) {
      await userEvent.clear(box);
      await userEvent.type(box, query);
      await expectNames([...names]);
    }
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No matching records found.')).toBeInTheDocument();
  });

  it('pages by 10, sorts Ward both ways and goes back to page one on a new search', async () => {
    await seed(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Person ${String(i).padStart(2, '0')}`,
        wardNo: String(12 - i),
      })),
    );
    await open();
    expect(bodyRows()).toHaveLength(10);

    await userEvent.click(within(table()).getByRole('button', { name: 'Ward' }));
    // Text sort of the ward numbers.
    await waitFor(() => expect(column(2).slice(0, 3)).toEqual(['1', '10', '11']));
    await userEvent.click(within(table()).getByRole('button', { name: 'Ward, sorted ascending' }));
    await waitFor(() => expect(column(2).slice(0, 3)).toEqual(['9', '8', '7']));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.type(screen.getByPlaceholderText('Search by name, phone, ward...'), 'person');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(lastQuery()).toEqual({
      q: 'person',
      page: '1',
      pageSize: '10',
      sort: 'wardNo',
      dir: 'desc',
    });
  });

  it('View shows the person details with an em dash for empty values', async () => {
    await seed([{ name: 'Hari Thapa', fatherName: 'Ram Thapa' }]);
    await open();
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'View' }));
    const dialog = (await findDialog('Person details')).element;
    expect(dialog).toHaveTextContent('Ram Thapa');
    // WhatsApp and GPS; and, never reviewed, the office's comment, reviewed by and at.
    expect(within(dialog).getAllByText('—')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await dialogGone();
  });

  it("Edit shows the phone read-only, sends empty optionals as null and shows 'Saving...'", async () => {
    const [hari] = await seed([
      {
        name: 'Hari Thapa',
        fatherName: 'Ram Thapa',
        wardNo: '4',
        areaName: 'Lakeside',
        whatsappNumber: '+919811000001',
        gps: '27.7, 85.3',
      },
    ]);
    await open();
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit person');
    expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('readonly');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Religion' })).toBeEnabled());

    await userEvent.clear(dialog.getByRole('textbox', { name: 'WhatsApp Number' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'GPS Location' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Area Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Area Name' }), 'Damside');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Caste' }), 'Kshatriya');

    const hold = gate();
    server.fault('PUT /admin/people/:id', { hold: hold.wait }, 1);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    hold.open();
    await dialogGone();

    expect(await screen.findByRole('cell', { name: 'Damside' })).toBeInTheDocument();
    const put = server.calls('PUT /admin/people/:id')[0]!;
    expect(put.path).toBe(`/admin/people/${hari!.id}`);
    expect(put.body).toEqual({
      name: 'Hari Thapa',
      fatherName: 'Ram Thapa',
      wardNo: '4',
      areaName: 'Damside',
      householdSize: 4,
      religion: 'Hindu',
      caste: 'Kshatriya',
      whatsappNumber: null,
      gpsLocation: null,
    });
    // The page on screen fetched again, once.
    expect(searches()).toHaveLength(2);
    // The real PUT replaced the record: the cleared optionals are gone on the server too.
    const token = await server.adminToken();
    const stored = (await server.call<Person[]>('GET', '/admin/people', { token })).body[0]!;
    expect(stored).toMatchObject({
      phone: hari!.phone,
      areaName: 'Damside',
      caste: 'Kshatriya',
      whatsappNumber: null,
      gpsLocation: null,
    });
  });

  it("Edit shows 'Failed to update person' inside the dialog", async () => {
    await seed(1);
    server.fault('PUT /admin/people/:id', { status: 500 });
    await open();
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit person');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Religion' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Failed to update person')).toBeInTheDocument();
  });

  it("Delete shows 'Failed to delete person' and Cancel keeps the row", async () => {
    await seed([{ name: 'Hari Thapa' }]);
    await open();
    server.fault('DELETE /admin/people/:id', { status: 500 });
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete person');
    expect(
      dialog.getByText('Delete Hari Thapa? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Failed to delete person')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(column(0)).toEqual(['Hari Thapa']);
  });

  it("Delete shows 'Deleting...', then the row and the count go", async () => {
    await seed([{ name: 'Hari Thapa' }, { name: 'Maya Gurung' }]);
    await open();
    const hold = gate();
    server.fault('DELETE /admin/people/:id', { hold: hold.wait }, 1);
    // Newest first: Maya's row is on top.
    expect(column(0)).toEqual(['Maya Gurung', 'Hari Thapa']);
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete person');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    hold.open();
    await dialogGone();
    expect(column(0)).toEqual(['Hari Thapa']);
    expect(screen.getByText('1 record')).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
    const token = await server.adminToken();
    const left = (await server.call<Person[]>('GET', '/admin/people', { token })).body;
    expect(left.map((p) => p.name)).toEqual(['Hari Thapa']);
  });

  it("shows 'Failed to load people' with Retry", async () => {
    server.fault('GET /admin/people/search', { status: 500 }, 1);
    renderRemote(admin, '/admin/people');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load people');
    await seed([{ name: 'Hari Thapa' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Hari Thapa' })).toBeInTheDocument();
  });
});
