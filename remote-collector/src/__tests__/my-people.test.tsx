import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@hr/contracts';
import { api } from '@hr/api';
import { gate, renderRemote } from '@hr/test-support';
import { collectorTests, shownPhone } from './support/collector-api';

// A new collector for each test: the list is theirs alone, so it starts empty.
const { server, collector } = collectorTests();

async function myPeople() {
  return (await server.call<Person[]>('GET', '/user/people', { token: server.collector.token }))
    .body;
}

/**
 * Fluent's focus manager (tabster) in jsdom, without layout or real focus, sometimes marks the
 * open dialog itself aria-hidden; the end-to-end test checks the dialogs by role in Chromium.
 */
function findDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { hidden: true });
}

/** The table's searches (not the Needs correction section's). */
const searches = () =>
  server.calls('GET /user/people/search').filter((c) => !c.url.includes('reviewStatus='));
const lastQuery = () =>
  Object.fromEntries(new URL(searches().at(-1)!.url, 'http://x').searchParams);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'People added' }))
    .getAllByRole('row')
    .slice(1);
}

describe('My People', () => {
  it('lists the collector’s people with the count, and shows the texts of the page', async () => {
    await server.addPeople(12);
    renderRemote(collector, '/user/dashboard');

    expect(await screen.findByRole('heading', { name: 'My People' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage and update the households you have registered.'),
    ).toBeInTheDocument();
    // The heading shows while the page's code loads too: wait for the page itself.
    expect(await screen.findByText('People added')).toBeInTheDocument();
    expect(await screen.findByText('12 total records')).toBeInTheDocument();
    // Ten a page by default.
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(document.title).toContain('My People');
    for (const header of ['Name', 'Phone', 'Ward', 'Area', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('searches by name, phone, ward or area', async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople([
      { name: 'Asha Rani', areaName: 'Old Town' },
      { name: 'Bilal Khan', areaName: 'Canal Road' },
    ]);
    // Someone else's person is not in this collector's list.
    const other = await server.createCollector({ firstName: 'Other', lastName: 'Collector' });
    await server.createPerson(other.token, { name: 'Canal Stranger', areaName: 'Canal Road' });
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('2 total records');
    await user.type(screen.getByRole('searchbox'), 'canal');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Bilal Khan');
    // Searched on the server, once for the whole word (debounced).
    expect(searches().map((c) => new URL(c.url, 'http://x').searchParams.get('q'))).toEqual([
      null,
      'canal',
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No matching records found.')).toBeInTheDocument();
  });

  it('ignores an older search answer that arrives after a newer one', async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople([{ name: 'Asha Rani' }, { name: 'Bilal Khan' }]);
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('2 total records');
    // How each search ended for the page, by its text: its answer came back, or the page gave
    // it up (axios reports a cancelled request as ERR_CANCELED). Watched on the page's own axios
    // instance; nothing is answered or changed here.
    const ended = new Map<string, string>();
    const searchOf = (config?: { url?: string; params?: { q?: string } }) =>
      config?.url === '/user/people/search' ? (config.params?.q ?? '') : undefined;
    const watch = api.interceptors.response.use(
      (response) => {
        const q = searchOf(response.config);
        if (q !== undefined) ended.set(q, 'answered');
        return response;
      },
      (error: { code?: string; config?: { url?: string; params?: { q?: string } } }) => {
        const q = searchOf(error.config);
        if (q !== undefined) ended.set(q, error.code === 'ERR_CANCELED' ? 'given up' : 'failed');
        return Promise.reject(error);
      },
    );
    try {
      const late = gate();
      server.fault('GET /user/people/search', { hold: late.wait }, 1);
      await user.type(screen.getByRole('searchbox'), 'asha');
      await waitFor(() => expect(lastQuery().q).toBe('asha'));
      await user.clear(screen.getByRole('searchbox'));
      await user.type(screen.getByRole('searchbox'), 'bilal');
      await waitFor(() => expect(names()).toEqual(['Bilal Khan']));
      late.open();
      // The event that proves the negative: the older search has ended for the page, whether its
      // answer arrived or the page gave it up (it does: it cancels a search nobody shows).
      await waitFor(() => expect(ended.get('asha')).toBeDefined());
      // Then whatever that end set off reaches the screen: the page's own continuation
      // (promise callbacks), React Query's notification (a zero-delay timer, twice to follow
      // one scheduled from the first) and React's render (flushed when act ends).
      await act(async () => {
        for (let i = 0; i < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(names()).toEqual(['Bilal Khan']);
      expect(screen.getByText('1 total record')).toBeInTheDocument();
    } finally {
      api.interceptors.response.eject(watch);
    }
  });

  it('pages and sorts on the server, keeping the current page on screen meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople(
      Array.from({ length: 12 }, (_, i) => ({ name: `Person ${String(i).padStart(2, '0')}` })),
    );
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('12 total records');
    // The first page of rows is drawn just after the count (a deferred render).
    await waitFor(() => expect(names()).toHaveLength(10));
    const first = names();
    const hold = gate();
    server.fault('GET /user/people/search', { hold: hold.wait }, 1);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2', pageSize: '10' }));
    expect(names()).toEqual(first);
    hold.open();
    await waitFor(() => expect(names()).toEqual(['Person 01', 'Person 00']));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Person 10', 'Person 11']));
    expect(lastQuery()).toEqual({ page: '2', pageSize: '10', sort: 'name', dir: 'asc' });
  });

  it('says so when nobody has been added, and offers Add Person', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemote(collector, '/user/dashboard');
    expect(await screen.findByText('You have not added anyone yet.')).toBeInTheDocument();
    expect(screen.getByText('0 total records')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Person' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/people/new'),
    );
  });

  it('shows the load failure with Retry, and Retry loads again', async () => {
    const user = userEvent.setup({ delay: null });
    server.fault('GET /user/people/search', { status: 500 }, 1);
    renderRemote(collector, '/user/dashboard');
    expect(await screen.findByText('Failed to load your people list')).toBeInTheDocument();
    await server.addPeople([{ name: 'Back Again' }]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
  });

  it('View shows the details without WhatsApp and GPS; Edit goes to the edit page', async () => {
    const user = userEvent.setup({ delay: null });
    const [person] = await server.addPeople([
      {
        name: 'Kavya',
        fatherName: 'Mohan',
        whatsappNumber: '+919811111111',
        gps: '1.000000, 2.000000',
        householdSize: 6,
        religion: 'Muslim',
        caste: 'Ansari',
      },
    ]);
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('Kavya');
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'View' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Person details')).toBeInTheDocument();
    for (const value of [
      'Mohan',
      shownPhone(person!.phone),
      person!.wardNo,
      person!.areaName,
      '6',
      'Muslim',
      'Ansari',
    ]) {
      expect(within(dialog).getByText(value)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText('+919811111111')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('+91 98111 11111')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('1.000000, 2.000000')).not.toBeInTheDocument();
    // Issue 12: the history is the admin's; a collector's details neither show nor fetch it.
    expect(within(dialog).queryByText('History')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.startsWith('/admin/'))).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument(),
    );

    // A tap on the row (a card on a phone) opens the same details.
    await user.click(screen.getByText('Kavya'));
    expect(within(await findDialog()).getByText('Mohan')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument(),
    );

    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/user/people/${person!.id}/edit`),
    );
  });

  it('Delete asks first, deletes, and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    const [, drop] = await server.addPeople([{ name: 'Keep Me' }, { name: 'Drop Me' }]);
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('Drop Me');
    const row = bodyRows().find((r) => r.textContent?.includes('Drop Me'))!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Drop Me')).not.toBeInTheDocument());
    expect(screen.getByText('1 total record')).toBeInTheDocument();
    expect(server.calls('DELETE /user/people/:id')[0]?.path).toBe(`/user/people/${drop!.id}`);
    expect((await myPeople()).map((p) => p.name)).toEqual(['Keep Me']);
    // Only the page on screen fetched again.
    expect(searches()).toHaveLength(2);
  });

  it("keeps the dialog open with 'Failed to delete person' when deleting fails", async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople([{ name: 'Stuck' }]);
    server.fault('DELETE /user/people/:id', { status: 500 });
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('Stuck');
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await within(dialog).findByText('Failed to delete person')).toBeInTheDocument();
    expect(screen.getByText('Stuck')).toBeInTheDocument();
    expect((await myPeople()).map((p) => p.name)).toEqual(['Stuck']);
  });
});
