import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catchDownloads, renderRemote } from '@hr/test-support';
import { collectorApi } from './support/collector-api';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';

const collector = { routes: CollectorRoutes, descriptor };

jest.setTimeout(30_000);

const server = collectorApi();
const downloads = catchDownloads(server);

beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
});

const linkQueries = () =>
  server
    .calls('POST /user/people/export/link')
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

async function exportAs(item: 'CSV' | 'Excel') {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(downloads.urls).toHaveLength(1));
}

describe('Export on My People', () => {
  it("exports the collector's own people that the search shows", async () => {
    await server.addPeople([
      { name: 'Asha Thapa' },
      { name: 'Bimala Rai' },
      { name: 'Asha Gurung' },
    ]);
    const mine = server.collector;
    // Another collector's Asha: never in this collector's file.
    await server.signIn();
    await server.addPeople([{ name: 'Asha Other' }]);
    server.signInCollector(mine);

    renderRemote(collector, '/user/dashboard');
    expect(await screen.findByText('3 total records')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Asha');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Bimala Rai' })).not.toBeInTheDocument(),
    );
    await exportAs('CSV');
    expect(linkQueries()).toEqual([{ format: 'csv', q: 'Asha' }]);

    const file = await downloads.fetch(downloads.urls[0]!);
    expect(file.status).toBe(200);
    const rows = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows.map((r) => r.split(',')[1]).sort()).toEqual(['Asha Gurung', 'Asha Thapa']);
  });

  it('exports Excel, and says why when the link cannot be had', async () => {
    await server.addPeople(1);
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('1 total record');
    server.fault('POST /user/people/export/link', { status: 503 }, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
    expect(downloads.urls).toHaveLength(0);
    await exportAs('Excel');
    expect(linkQueries()).toEqual([{ format: 'xlsx' }, { format: 'xlsx' }]);
    expect((await downloads.fetch(downloads.urls[0]!)).body.startsWith('PK')).toBe(true);
  });
});
