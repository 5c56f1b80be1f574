// ServerDataTable against the real search endpoint, wired the way the people screens wire it:
// useServerTable for the state, one TanStack query per search/sort/page (previous page kept as
// placeholder), ServerQueryTable showing its error, spinner or page. Faults at the HTTP layer
// hold or fail a reply.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider, queryClient, searchPeopleQueryOptions } from '@hr/api/query';
import type { Person } from '@hr/contracts';
import { gate, realApiPerFile } from '@hr/test-support';
import {
  countText,
  peopleSearchParams,
  SearchInput,
  ServerQueryTable,
  useServerTable,
  type Column,
} from '@hr/ui/table';
import { renderWithTheme } from './render';

jest.setTimeout(60_000);

const server = realApiPerFile();

const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', render: (p) => p.name, sortValue: (p) => p.name },
  { id: 'phone', header: 'Phone', render: (p) => p.phone },
  { id: 'ward', header: 'Ward', render: (p) => p.wardNo, sortValue: (p) => p.wardNo },
];

/** A people screen in miniature: what All People does, without its row actions. */
function PeopleScreen() {
  const table = useServerTable(10);
  const people = useQuery(searchPeopleQueryOptions(peopleSearchParams(table)));
  const page = people.data;
  return (
    <>
      {page && <p>{`${countText(page.total, page.totalCapped)} records`}</p>}
      <SearchInput value={table.search} onChange={table.setSearch} placeholder="Search..." />
      <ServerQueryTable
        query={people}
        errorFallback="Failed to load people"
        ariaLabel="All people"
        state={table}
        columns={columns}
        getRowId={(p) => p.id}
        emptyMessage="No matching records found."
      />
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'All people' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
const searches = () => server.calls('GET /admin/people/search');
const lastQuery = () =>
  Object.fromEntries(new URL(searches().at(-1)!.url, 'http://x').searchParams);

async function open() {
  renderWithTheme(
    <QueryProvider>
      <PeopleScreen />
    </QueryProvider>,
  );
  await screen.findByRole('table', { name: 'All people' });
}

/** Twelve people, 'Person 00' (oldest) to 'Person 11' (newest), in wards 12 down to 1. */
async function seedTwelve() {
  const collector = await server.createCollector();
  for (let i = 0; i < 12; i++) {
    const name = `Person ${String(i).padStart(2, '0')}`;
    await server.createPerson(collector.token, { name, wardNo: String(12 - i) });
  }
}

beforeAll(async () => {
  await server.createReligion('Hindu', ['Brahmin']);
  await seedTwelve();
});
beforeEach(async () => {
  queryClient.clear();
  await server.signInAdmin();
});

describe('ServerDataTable on the real search endpoint', () => {
  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    await open();
    expect(screen.getByText('12 records')).toBeInTheDocument();
    // Newest first: the server's default order.
    expect(names()).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Person ${String(i).padStart(2, '0')}`),
    );
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

    const next = gate();
    server.fault('GET /admin/people/search', { hold: next.wait }, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2', pageSize: '10' }));
    // The request is held at the server's door: the first page stays, the table says it is busy.
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Person 11');
    next.open();
    await waitFor(() => expect(names()).toEqual(['Person 01', 'Person 00']));
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('never lets an older answer overwrite a newer one', async () => {
    await open();
    const box = screen.getByPlaceholderText('Search...');
    // The answer for 'person 03' is held until the answer for 'person 07' is on screen.
    const late = gate();
    server.fault('GET /admin/people/search', { hold: late.wait }, 1);
    await userEvent.type(box, 'person 03');
    await waitFor(() => expect(lastQuery().q).toBe('person 03'));
    await userEvent.clear(box);
    await userEvent.type(box, 'person 07');
    await waitFor(() => expect(names()).toEqual(['Person 07']));
    expect(screen.getByText('1 records')).toBeInTheDocument();
    // The late answer is held, then over (answered, or dropped by the page that no longer wants
    // it) and nothing left fetching: only then is the screen checked, however slow the machine.
    const held = searches().find(
      (r) => r.url.includes('q=person+03') || r.url.includes('q=person%2003'),
    )!;
    late.open();
    // Over either way: answered, or (as TanStack Query does here) cancelled by the page when its
    // search changed; then nothing may be left fetching.
    expect(['sent', 'aborted']).toContain(await held.ended);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(names()).toEqual(['Person 07']);
    expect(screen.getByText('1 records')).toBeInTheDocument();
    expect(box).toHaveValue('person 07');
  });

  it('goes back to page one on a new search, keeping the sort', async () => {
    await open();
    await userEvent.click(within(table()).getByRole('button', { name: 'Ward' }));
    // Wards sort as text: 1, 10, 11, 12, 2, ...
    await waitFor(() =>
      expect(names().slice(0, 3)).toEqual(['Person 11', 'Person 02', 'Person 01']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('11–12 of 12')).toBeInTheDocument());
    expect(lastQuery()).toEqual({ page: '2', pageSize: '10', sort: 'wardNo', dir: 'asc' });

    await userEvent.type(screen.getByPlaceholderText('Search...'), 'person');
    await waitFor(() => expect(screen.getByText('1–10 of 12')).toBeInTheDocument());
    expect(lastQuery()).toEqual({
      q: 'person',
      page: '1',
      pageSize: '10',
      sort: 'wardNo',
      dir: 'asc',
    });
    expect(names().slice(0, 3)).toEqual(['Person 11', 'Person 02', 'Person 01']);
    // One request for the whole burst of typing, straight to page one (never page 2 of 'person').
    const withQ = searches().filter((r) => r.url.includes('q='));
    expect(withQ.map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1']);
  });

  it("shows 'Failed to load people' with Retry, and Retry loads the page", async () => {
    server.fault('GET /admin/people/search', { status: 500 }, 1);
    renderWithTheme(
      <QueryProvider>
        <PeopleScreen />
      </QueryProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load people');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it("says '10,000+ records' when the server stopped counting, and pages on", async () => {
    // 10,020 demo people whose names all contain an 'a': more matches than the server counts.
    await server.seedDemo(10_020, 2);
    await open();
    expect(screen.getByText('10,032 records')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search...'), 'a');
    expect(await screen.findByText('10,000+ records')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–20 of 10,000+')).toBeInTheDocument();
    // Seeding 10,020 people through the real server takes most of it on a loaded 2-core machine.
  }, 120_000);
});
