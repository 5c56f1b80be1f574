import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@hr/i18n';
import { renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

// Issue 30 on the dashboard: people per review state, each a link to All People under that
// filter, and each collector's "Verified %".

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
beforeEach(() => server.fresh());
afterEach(() => act(() => setLanguage('en')));

async function seed() {
  await server.createReligion('Hindu', ['Brahmin']);
  const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' });
  await server.addUser({ firstName: 'Bina', lastName: 'Gurung' });
  const people = await server.addPeople(asha, [
    { name: 'Hari Thapa' },
    { name: 'Maya Gurung', gps: '27.700000, 85.300000' },
    { name: 'Gita Shah', gps: '27.700100, 85.300100' },
  ]);
  const token = await server.adminToken();
  const review = (i: number, body: object) =>
    server.call('PUT', `/admin/people/${people[i]!.id}/review`, { token, body });
  await review(0, { status: 'verified' });
  await review(1, { status: 'needs_correction', comment: 'Wrong ward' });
}

const usersTable = () => screen.getByRole('table', { name: 'Users' });
const verifiedOf = (name: string) => {
  const row = within(usersTable()).getByRole('row', { name: new RegExp(name) });
  const headers = within(usersTable()).getAllByRole('columnheader');
  const i = headers.findIndex((h) => h.textContent === 'Verified %');
  return within(row).getAllByRole('cell')[i]!.textContent;
};

describe('dashboard: review', () => {
  it('counts people per review state and opens All People under the chosen filter', async () => {
    await seed();
    renderRemote(admin, '/admin/dashboard');
    const counts = await screen.findByRole('group', { name: 'Review' });
    const link = (name: string) =>
      within(counts).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(link('Pending')).toHaveTextContent(/^Pending1$/);
    expect(link('Verified')).toHaveTextContent(/^Verified1$/);
    expect(link('Needs correction')).toHaveTextContent(/^Needs correction1$/);
    // Hari has no GPS: flagged.
    expect(link('Flagged')).toHaveTextContent(/^Flagged1$/);
    expect(link('Needs correction')).toHaveAttribute(
      'href',
      '/admin/people?review=needs_correction',
    );

    // Verified %: one of Asha's three; Bina has none.
    expect(verifiedOf('Asha Rai')).toBe('33.3%');
    expect(verifiedOf('Bina Gurung')).toBe('—');

    await userEvent.click(link('Needs correction'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/people'));
    expect(await screen.findByRole('combobox', { name: 'Review' })).toHaveValue('needs_correction');
    await screen.findByRole('cell', { name: 'Maya Gurung' });
    expect(screen.queryByRole('cell', { name: 'Hari Thapa' })).toBeNull();
  });

  it('counts the open duplicate pairs and opens the Duplicates page (issue 41)', async () => {
    await server.createReligion('Hindu', ['Brahmin']);
    const household = { name: 'Ravi Kumar', fatherName: 'Mohan Kumar', wardNo: '12' };
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, [household]);
    await server.addUser({ firstName: 'Bina', lastName: 'Gurung' }, [household]);
    renderRemote(admin, '/admin/dashboard');
    const counts = await screen.findByRole('group', { name: 'Review' });
    const link = await within(counts).findByRole('link', { name: /^Possible duplicates/ });
    expect(link).toHaveTextContent(/^Possible duplicates1$/);
    expect(link).toHaveAttribute('href', '/admin/duplicates');
    await userEvent.click(link);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/duplicates'),
    );
    expect(
      await screen.findByRole('button', { name: 'Compare Ravi Kumar and Ravi Kumar' }),
    ).toBeInTheDocument();
  });

  it('writes the counts and the percentage in Nepali digits', async () => {
    await seed();
    await act(() => setLanguage('ne'));
    renderRemote(admin, '/admin/dashboard');
    const counts = await screen.findByRole('group', { name: 'समीक्षा' });
    expect(within(counts).getByRole('link', { name: /^प्रमाणित/ })).toHaveTextContent('१');
    await screen.findByRole('table', { name: 'प्रयोगकर्ताहरू' });
    expect(screen.getByText('३३.३%')).toBeInTheDocument();
  });
});
