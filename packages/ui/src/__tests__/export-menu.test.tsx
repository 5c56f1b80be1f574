import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catchDownloads, gate, realApiPerFile, type Collector } from '@hr/test-support';
import { ExportMenu } from '@hr/ui/table';
import { renderWithTheme } from './render';

jest.setTimeout(30_000);

const server = realApiPerFile();
let sita: Collector;
let gita: Collector;

beforeAll(async () => {
  await server.createReligion('Hindu', ['Brahmin']);
  sita = await server.createCollector({ firstName: 'Sita' });
  gita = await server.createCollector({ firstName: 'Gita' });
  await server.createPerson(sita.token, { name: 'Asha Thapa' });
  await server.createPerson(sita.token, { name: 'Bimala Rai' });
  await server.createPerson(gita.token, { name: 'Asha Gurung' });
});

const downloads = catchDownloads(server);

const linkQuery = (route: string) =>
  server.calls(route).map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

async function choose(item: 'CSV' | 'Excel') {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ExportMenu', () => {
  it('offers exactly CSV and Excel under Export', async () => {
    renderWithTheme(<ExportMenu role="admin" filters={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['CSV', 'Excel']);
  });

  it('opens from the keyboard on the first item and gives the focus back to Export on Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ExportMenu role="admin" filters={{}} />);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus());
    // A second press of Export closes the menu it opened.
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("CSV as the admin: asks for a link with the table's filters and downloads that collector's matching people", async () => {
    await server.signInAdmin();
    renderWithTheme(<ExportMenu role="admin" filters={{ q: 'Asha', createdBy: sita.id }} />);
    await choose('CSV');
    await waitFor(() => expect(downloads.urls).toHaveLength(1));
    expect(linkQuery('POST /admin/people/export/link')).toEqual([
      { format: 'csv', q: 'Asha', createdBy: sita.id },
    ]);
    const file = await downloads.fetch(downloads.urls[0]!);
    expect(file.status).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Asha Thapa');
    // One use: the link is spent.
    expect((await downloads.fetch(downloads.urls[0]!)).status).toBe(404);
  });

  it('Excel as a collector: their own route, only q sent', async () => {
    server.signInCollector(gita);
    renderWithTheme(<ExportMenu role="user" filters={{ q: 'Asha' }} />);
    await choose('Excel');
    await waitFor(() => expect(downloads.urls).toHaveLength(1));
    expect(linkQuery('POST /user/people/export/link')).toEqual([{ format: 'xlsx', q: 'Asha' }]);
    const file = await downloads.fetch(downloads.urls[0]!);
    expect(file.status).toBe(200);
    // An XLSX is a zip: it starts with PK.
    expect(file.body.startsWith('PK')).toBe(true);
  });

  it('shows busy while the link is fetched, and cannot be chosen again meanwhile', async () => {
    await server.signInAdmin();
    const held = gate();
    server.fault('POST /admin/people/export/link', { hold: held.wait });
    renderWithTheme(<ExportMenu role="admin" filters={{}} />);
    await choose('CSV');
    const button = screen.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(downloads.urls).toHaveLength(0);
    // While busy the button opens no menu: a second export cannot start.
    await userEvent.click(button);
    expect(screen.queryByRole('menuitem', { name: 'CSV' })).not.toBeInTheDocument();
    held.open();
    await waitFor(() => expect(downloads.urls).toHaveLength(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(server.calls('POST /admin/people/export/link')).toHaveLength(1);
  });

  it("says 'Export failed' when the server fails, and downloads nothing", async () => {
    await server.signInAdmin();
    server.fault('POST /admin/people/export/link', { status: 500 }, 1);
    renderWithTheme(<ExportMenu role="admin" filters={{}} />);
    await choose('Excel');
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
    expect(downloads.urls).toHaveLength(0);
    // A second try works and clears the message.
    await choose('Excel');
    await waitFor(() => expect(downloads.urls).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's own message for a refused filter", async () => {
    await server.signInAdmin();
    renderWithTheme(<ExportMenu role="admin" filters={{ createdBy: 'not-an-id' }} />);
    await choose('CSV');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/createdBy/);
    expect(downloads.urls).toHaveLength(0);
  });
});
