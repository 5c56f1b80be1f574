import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@hr/contracts';
import { setLanguage } from '@hr/i18n';
import { queryClient } from '@hr/api/query';
import { findToast, renderRemote } from '@hr/test-support';
import { collectorTests } from '@collector/__tests__/support/collector-api';

// Issue 30 for the collector: the records the office sent back, above My People, and the edit
// that sends a reviewed record back for review.

const { server, collector } = collectorTests();
afterEach(() => act(() => setLanguage('en')));

const review = async (id: string, status: string, comment?: string) => {
  const token = await server.adminToken();
  const result = await server.call('PUT', `/admin/people/${id}/review`, {
    token,
    body: { status, comment },
  });
  expect(result.status).toBe(200);
};
const stored = async (id: string) =>
  (await server.call<Person>('GET', `/user/people/${id}`, { token: server.collector.token })).body;

async function openDashboard() {
  renderRemote(collector, '/user/dashboard');
  await screen.findByRole('table', { name: 'People added' });
}

describe('Needs correction', () => {
  it('is not there while the office sent nothing back', async () => {
    const [person] = await server.addPeople([{ name: 'Hari Thapa' }]);
    await review(person!.id, 'verified');
    await openDashboard();
    await screen.findByRole('cell', { name: 'Hari Thapa' });
    // Its own search was asked and answered (an empty list): still no section.
    const asked = () =>
      server.calls('GET /user/people/search').filter((c) => c.url.includes('reviewStatus'));
    await waitFor(() => expect(asked()).toHaveLength(1));
    // Answered and handled: no query is fetching any more, so the section had its chance to show.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: /Needs correction/ })).toBeNull();
  });

  it("lists each record sent back with the office's comment; Edit, save, and it is gone", async () => {
    const user = userEvent.setup({ delay: null });
    const [hari, maya] = await server.addPeople([
      { name: 'Hari Thapa' },
      { name: 'Maya Gurung' },
      {},
    ]);
    await review(hari!.id, 'needs_correction', 'Father name is misspelt');
    await review(maya!.id, 'needs_correction', 'Wrong ward');
    await openDashboard();
    const section = await screen.findByRole('region', { name: 'Needs correction (2)' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const hariItem = items.find((item) => item.textContent?.includes('Hari Thapa'))!;
    expect(hariItem).toHaveTextContent("Office's comment: Father name is misspelt");
    // The section comes before My People's table.
    const table = screen.getByRole('table', { name: 'People added' });
    expect(section.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(hariItem).getByRole('button', { name: 'Edit Hari Thapa' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/user/people/${hari!.id}/edit`),
    );
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Hari Thapa'));
    // What to correct comes first on the form, in the office's words.
    const note = screen.getByText('The office sent this back for correction:').closest('form')!;
    expect(note).toHaveTextContent(
      /^The office sent this back for correction:\s*Father name is misspelt/,
    );
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Person updated. Sent for review again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );
    expect(await screen.findByRole('region', { name: 'Needs correction (1)' })).toBeInTheDocument();
    expect(await stored(hari!.id)).toMatchObject({ reviewStatus: 'pending', reviewComment: null });
  });

  it('counts in the language: Nepali digits', async () => {
    const [hari] = await server.addPeople([{ name: 'Hari Thapa' }]);
    await review(hari!.id, 'needs_correction', 'Wrong ward');
    await act(() => setLanguage('ne'));
    renderRemote(collector, '/user/dashboard');
    expect(await screen.findByRole('region', { name: 'सुधार आवश्यक (१)' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Hari Thapa' });
  });
});

describe('the review state on My People', () => {
  it('each row (a card on a phone) shows where the review stands; no note on an edit not sent back', async () => {
    const [hari, maya] = await server.addPeople([
      { name: 'Hari Thapa' },
      { name: 'Maya Gurung' },
      { name: 'Gita Shah' },
    ]);
    await review(hari!.id, 'verified');
    await review(maya!.id, 'needs_correction', 'Wrong ward');
    await openDashboard();
    const state = async (name: string) =>
      within(await screen.findByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[4]!
        .textContent;
    expect(await state('Hari Thapa')).toBe('Verified');
    expect(await state('Maya Gurung')).toBe('Needs correction');
    expect(await state('Gita Shah')).toBe('Pending');
    expect(screen.getByRole('columnheader', { name: 'Review' })).toBeInTheDocument();
  });

  it('an edit of a record not sent back has no office note', async () => {
    const [hari] = await server.addPeople([{ name: 'Hari Thapa' }]);
    await review(hari!.id, 'verified');
    renderRemote(collector, `/user/people/${hari!.id}/edit`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Hari Thapa'));
    expect(screen.queryByText('The office sent this back for correction:')).toBeNull();
  });
});

describe('Saving an edit', () => {
  it("says 'Sent for review again' for a verified record, and the usual toast for a pending one", async () => {
    const user = userEvent.setup({ delay: null });
    const [verified, pending] = await server.addPeople([
      { name: 'Gita Shah' },
      { name: 'Ram Rai' },
    ]);
    await review(verified!.id, 'verified');

    renderRemote(collector, `/user/people/${pending!.id}/edit`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ram Rai'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Person updated')).toBeInTheDocument();
    expect(
      screen.queryByRole('listitem', {
        name: 'Person updated. Sent for review again.',
        hidden: true,
      }),
    ).toBeNull();

    await user.click(
      within(await screen.findByRole('row', { name: /Gita Shah/ })).getByRole('button', {
        name: 'Edit',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Gita Shah'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Person updated. Sent for review again.')).toBeInTheDocument();
    expect((await stored(verified!.id)).reviewStatus).toBe('pending');
  });
});
