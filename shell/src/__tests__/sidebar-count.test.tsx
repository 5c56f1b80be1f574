import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { DuplicatePairPage } from '@hr/contracts';
import { queryClient, queryKeys } from '@hr/api/query';
import { setLanguage } from '@hr/i18n';
import { realApiPerFile } from '@hr/test-support';
import adminDescriptor from '@admin/descriptor';
import { openAt, resetSession, screenWidth } from './support/app';
import { fixtureCatalog, TODAY } from './support/remotes';

// Issue 41: a sidebar item's number (descriptor `count`), here the admin remote's own Duplicates
// item, read from the real API: shown as a badge and in the link's name, asked again when a
// remote invalidates the shared key and on every navigation, gone at 0.
jest.setTimeout(60_000);

const server = realApiPerFile();

const pages = () =>
  function FixtureRoutes() {
    return (
      <Routes>
        <Route path="dashboard" element={<h1>Welcome back</h1>} />
        <Route path="people" element={<h1>All People</h1>} />
        <Route path="duplicates" element={<h1>Duplicates</h1>} />
      </Routes>
    );
  };
const catalog = () =>
  fixtureCatalog({
    // The real descriptor, its count included (TODAY leaves counts out).
    remote_admin: { descriptor: adminDescriptor, routes: pages() },
    remote_lookups: { descriptor: TODAY.remote_lookups },
  });

let collectors: { token: string }[];
beforeAll(async () => {
  await server.createReligion('Hindu', ['Brahmin']);
  collectors = [
    await server.createCollector({ firstName: 'Asha', lastName: 'Rai' }),
    await server.createCollector({ firstName: 'Bina', lastName: 'Thapa' }),
  ];
});

const openPairs = async () =>
  (
    await server.call<DuplicatePairPage>('GET', '/admin/duplicate-pairs?pageSize=100', {
      token: await server.adminToken(),
    })
  ).body.items.map((pair) => pair.id);

/** Households each registered by both collectors (a pair each), after any earlier pair decided. */
async function pairsOf(households: Record<string, string>[]): Promise<string[]> {
  for (const id of await openPairs()) await dismiss(id);
  for (const household of households) {
    for (const c of collectors) await server.createPerson(c.token, household);
  }
  const ids = await openPairs();
  expect(ids).toHaveLength(households.length);
  return ids;
}

beforeEach(async () => {
  resetSession();
  queryClient.clear();
  screenWidth(1280);
  await server.signInAdmin();
});
afterEach(() => act(() => setLanguage('en')));

const dismiss = async (id: string) =>
  expect(
    (
      await server.call('POST', `/admin/duplicate-pairs/${id}/dismiss`, {
        token: await server.adminToken(),
        body: {},
      })
    ).status,
  ).toBe(204);

const duplicatesLink = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav).getByRole('link', { name: /^Duplicates/ });
};

describe('a sidebar item with a count', () => {
  it('shows the number, follows an invalidation and a navigation, and goes at 0', async () => {
    const user = userEvent.setup();
    const pairIds = await pairsOf([
      { name: 'Ravi Kumar', fatherName: 'Mohan Kumar', wardNo: '12', areaName: 'Gandhi Nagar' },
      { name: 'Sita Devi', fatherName: 'Hari Prasad', wardNo: '7', areaName: 'Lakeside' },
    ]);
    openAt('/admin/dashboard', catalog());
    await screen.findByRole('heading', { name: 'Welcome back' });
    const link = await duplicatesLink();
    await waitFor(() => expect(link).toHaveAccessibleName('Duplicates 2 open'));
    // The badge is for the eye; the words are in the name.
    expect(within(link).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(server.calls('GET /admin/duplicate-pairs').map((r) => r.url)).toEqual([
      '/api/admin/duplicate-pairs?pageSize=1',
    ]);

    // A remote's decision invalidates the shared key: the number follows.
    await dismiss(pairIds[0]!);
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.sidebarCounts.all }));
    await waitFor(() => expect(link).toHaveAccessibleName('Duplicates 1 open'));

    // Decided elsewhere (another admin): the next navigation asks again.
    await dismiss(pairIds[1]!);
    await user.click(
      within(await screen.findByRole('navigation')).getByRole('link', { name: 'All People' }),
    );
    await screen.findByRole('heading', { name: 'All People' });
    await waitFor(() => expect(link).toHaveAccessibleName('Duplicates'));
    expect(within(link).queryByText('1')).toBeNull();
  });

  it('says the number in the language, in its digits', async () => {
    await pairsOf([
      { name: 'Hari Thapa', fatherName: 'Ram Thapa', wardNo: '4', areaName: 'Damside' },
    ]);
    await act(() => setLanguage('ne'));
    openAt('/admin/dashboard', catalog());
    const nav = await screen.findByRole('navigation', { name: 'मुख्य नेभिगेसन' });
    const link = within(nav).getByRole('link', { name: /^दोहोरो दर्ता/ });
    await waitFor(() => expect(link).toHaveAccessibleName('दोहोरो दर्ता १ बाँकी'));
  });
});
