import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

// Issue 29: the dashboard's "Households by ward" and the Reports page, on the real API.
const admin = { routes: AdminRoutes, descriptor };
jest.setTimeout(60_000);

const server = adminApi();

// The page makes its files in memory and hands them to the browser as blob: links; jsdom has no
// URL.createObjectURL and cannot download, so the test keeps the files the page made.
const files: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | undefined;
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:report';
  };
  URL.revokeObjectURL = () => undefined;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (!link) return;
    event.preventDefault();
    files.push({ name: (link as HTMLAnchorElement).download, blob: lastBlob! });
  });
});

beforeAll(async () => {
  await server.fresh();
  const place = { religion: 'Hindu', caste: 'Brahmin', gps: '27.700000, 85.300000' };
  await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, [
    ...[1, 2, 3, 4, 5, 6].map((w) => ({ ...place, wardNo: String(w), householdSize: w })),
    { ...place, wardNo: '6', householdSize: 2, gps: 'Near the school' },
    { ...place, wardNo: '6', householdSize: 1, religion: 'Muslim', caste: 'Sheikh' },
  ]);
});

/** jsdom's Blob has no text() or arrayBuffer(): read it as the browser's FileReader does. */
const read = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('the dashboard', () => {
  it("shows 'Households by ward' (top 5) and leads to all reports", async () => {
    const user = userEvent.setup();
    renderRemote(admin, '/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Households by ward' });
    const table = await within(card).findByRole('table', { name: 'Households by ward' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual(['6', '3', '9']);
    await user.click(within(card).getByRole('link', { name: 'See all reports' }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });
});

describe('the Reports page', () => {
  it('shows groups, totals, shares and the households without a location; regroups and filters', async () => {
    const user = userEvent.setup();
    renderRemote(admin, '/admin/reports');
    const table = await screen.findByRole('table', { name: 'Report' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(6));
    expect(rowsOf(table)[0]).toEqual(['6', '3', '9', '37.5%']);
    const totals = screen.getByRole('group', { name: 'Total' });
    expect(totals).toHaveTextContent('8 households');
    expect(totals).toHaveTextContent('24 people');
    expect(totals).toHaveTextContent('1 household has no location');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'caste');
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Report' }))).toEqual([
        ['Hindu / Brahmin', '7', '23', '87.5%'],
        ['Muslim / Sheikh', '1', '1', '12.5%'],
      ]),
    );
    expect(screen.getByRole('region', { name: 'Households per caste' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Religion' }), 'Muslim');
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Report' }))).toEqual([
        ['Muslim / Sheikh', '1', '1', '100%'],
      ]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom dates');
    // The same date fields as Activity's: typed as 2001-01-01, shown in the reader's words.
    await user.type(screen.getByRole('combobox', { name: 'From' }), '2001-01-01');
    await user.type(screen.getByRole('combobox', { name: 'To' }), '2001-12-31');
    expect(await screen.findByText('No households match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Jan 1, 2001');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Dec 31, 2001');
  });

  it('by day with one period: a chart with a value axis, the day named under its column', async () => {
    renderRemote(admin, '/admin/reports?groupBy=day');
    const table = await screen.findByRole('table', { name: 'Report' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]!.slice(1)).toEqual(['8', '24', '100%']);
    const axis = await screen.findByTestId('report-chart-axis');
    expect(axis).toHaveTextContent(/0/);
    const labels = screen.getByTestId('report-chart-labels');
    expect(labels.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect(screen.getByTestId('report-chart')).toHaveTextContent('8');
  });

  it('keeps the last good report while From is after To, the error at the dates', async () => {
    const user = userEvent.setup();
    renderRemote(admin, '/admin/reports?period=custom&to=2099-12-31');
    const table = await screen.findByRole('table', { name: 'Report' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(6));
    await user.type(screen.getByRole('combobox', { name: 'From' }), '2100-01-01');
    expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
    expect(rowsOf(screen.getByRole('table', { name: 'Report' }))).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('8 households');
  });

  it("puts Export in the page's command bar, before the report", async () => {
    renderRemote(admin, '/admin/reports');
    const table = await screen.findByRole('table', { name: 'Report' });
    const exportButton = await screen.findByRole('button', { name: 'Export' });
    expect(
      exportButton.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      exportButton.compareDocumentPosition(screen.getByRole('search', { name: 'Report filters' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('exports exactly what is shown as CSV and Excel, the filters in the file name', async () => {
    const user = userEvent.setup();
    renderRemote(admin, '/admin/reports?groupBy=religion&wardNo=6');
    const table = await screen.findByRole('table', { name: 'Report' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    files.length = 0;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('report-religion-start-to-today-ward-6.csv');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await read(files[0]!.blob))).toBe(
      '\uFEFFReligion,Households,People,Share %\r\nHindu,2,8,66.7\r\nMuslim,1,1,33.3\r\nTotal,3,9,100\r\n1 household has no location\r\n',
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]!.name).toBe('report-religion-start-to-today-ward-6.xlsx');
    // An .xlsx is a zip: it starts with 'PK'.
    const bytes = new Uint8Array(await read(files[1]!.blob));
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });
});
