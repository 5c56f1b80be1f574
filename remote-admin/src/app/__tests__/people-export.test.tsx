import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@hr/contracts';
import { catchDownloads, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
const downloads = catchDownloads(server);
let asha: User;

beforeAll(async () => {
  await server.fresh();
  await server.createReligion('Hindu', ['Brahmin']);
  asha = await server.addUser({ firstName: 'Asha' }, [
    { name: 'Gita Shah' },
    { name: 'Hari Thapa' },
  ]);
  await server.addUser({ firstName: 'Bina' }, [{ name: 'Gita Gurung' }, { name: 'Maya Gurung' }]);
});
beforeEach(() => server.signInAdmin());

const linkQueries = () =>
  server
    .calls('POST /admin/people/export/link')
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

async function exportAs(item: 'CSV' | 'Excel') {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(downloads.urls).toHaveLength(1));
}

/** The names in a downloaded CSV, header row left out. */
async function csvNames(url: string): Promise<string[]> {
  const file = await downloads.fetch(url);
  expect(file.status).toBe(200);
  const [header, ...rows] = file.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header!.split(',').slice(0, 2)).toEqual(['Id', 'Name']);
  return rows.map((row) => row.split(',')[1]!).sort();
}

describe('Export on All People', () => {
  it('exports what the search shows', async () => {
    renderRemote(admin, '/admin/people');
    await screen.findByRole('table', { name: 'All people' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Gita');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Maya Gurung' })).not.toBeInTheDocument(),
    );
    await exportAs('CSV');
    expect(linkQueries()).toEqual([{ format: 'csv', q: 'Gita' }]);
    expect(await csvNames(downloads.urls[0]!)).toEqual(['Gita Gurung', 'Gita Shah']);
  });

  it('without a search, exports everybody', async () => {
    renderRemote(admin, '/admin/people');
    await screen.findByRole('table', { name: 'All people' });
    await exportAs('CSV');
    expect(linkQueries()).toEqual([{ format: 'csv' }]);
    expect(await csvNames(downloads.urls[0]!)).toEqual([
      'Gita Gurung',
      'Gita Shah',
      'Hari Thapa',
      'Maya Gurung',
    ]);
  });
});

describe('Export on the user-detail page', () => {
  it("exports that collector's people, narrowed by the search", async () => {
    renderRemote(admin, `/admin/users/${asha.id}`);
    await screen.findByRole('table', { name: 'People added' });
    await exportAs('Excel');
    expect(linkQueries()).toEqual([{ format: 'xlsx', createdBy: asha.id }]);
    expect((await downloads.fetch(downloads.urls[0]!)).body.startsWith('PK')).toBe(true);

    downloads.urls.length = 0;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Hari');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Gita Shah' })).not.toBeInTheDocument(),
    );
    await exportAs('CSV');
    expect(linkQueries()[1]).toEqual({ format: 'csv', q: 'Hari', createdBy: asha.id });
    expect(await csvNames(downloads.urls[0]!)).toEqual(['Hari Thapa']);
  });
});
