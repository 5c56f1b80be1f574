import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-button';
import { DataTable, MIN_COLUMN_WIDTH, type Column } from '@hr/ui/table';
import { phoneColumn, PHONE_COLUMN_WIDTH } from '@hr/ui/phone';
import { renderWithTheme } from './render';

// jsdom applies no media queries: these tests check what the phone layout is built from (the
// cells' card places and labels, the roles, the table's minimum width); e2e/phone-layout.e2e.ts
// looks at the cards themselves in Chromium at 360 px.

interface Row {
  id: string;
  name: string;
  phone: string;
  ward: string;
  area: string;
}

const rows: Row[] = [
  { id: '1', name: 'Hari Thapa', phone: '+919100000001', ward: '3', area: 'Lakeside' },
  { id: '2', name: 'Mina Rai', phone: '+919100000002', ward: '12', area: 'Hill Top' },
];

function columns(onView: (row: Row) => void): Column<Row>[] {
  return [
    { id: 'name', header: 'Name', render: (r) => r.name, sortValue: (r) => r.name, card: 'title' },
    phoneColumn((r: Row) => r.phone),
    {
      id: 'ward',
      header: 'Ward',
      render: (r) => r.ward,
      sortValue: (r) => r.ward,
      card: 'inline',
      cardLabel: 'Ward',
      width: 80,
    },
    { id: 'area', header: 'Area', render: (r) => r.area, card: 'inline' },
    {
      id: 'actions',
      header: 'Actions',
      card: 'actions',
      width: 120,
      render: (r) => (
        <Button
          aria-label="View"
          onClick={(event) => {
            event.stopPropagation();
            onView(r);
          }}
        />
      ),
    },
  ];
}

function renderTable(onView = jest.fn(), onRowClick = jest.fn()) {
  renderWithTheme(
    <DataTable<Row>
      items={rows}
      columns={columns(onView)}
      getRowId={(r) => r.id}
      search=""
      searchText={(r) => [r.name]}
      defaultPageSize={10}
      emptyMessage="No people found."
      onRowClick={onRowClick}
      ariaLabel="People"
    />,
  );
  return { onView, onRowClick };
}

describe('the table on a phone (card markup)', () => {
  it('keeps one table with explicit roles, so each card stays a row named by its person', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('role', 'table');
    const row = screen.getByRole('row', { name: /Hari Thapa/ });
    expect(row).toHaveAttribute('role', 'row');
    for (const cell of within(row).getAllByRole('cell'))
      expect(cell).toHaveAttribute('role', 'cell');
    // One copy of every record: nothing rendered twice for the two layouts.
    expect(screen.getAllByText('Hari Thapa')).toHaveLength(1);
  });

  it("gives each cell its card place and label: name as title, 'Ward 3 · Lakeside', actions", () => {
    renderTable();
    const cells = within(screen.getByRole('row', { name: /Hari Thapa/ })).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-card'))).toEqual([
      'title',
      'line',
      'inline',
      'inline',
      'actions',
    ]);
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      null,
      null,
      'Ward',
      null,
      null,
    ]);
    // The label is CSS generated content, so the cell's own text (and what a screen reader
    // reads with the column header) stays the value.
    expect(cells[2]).toHaveTextContent(/^3$/);
    expect(cells[1]).toHaveTextContent('+91 91000 00001');
  });

  it('marks the sortable headers, which stay on a phone as its sort buttons', async () => {
    const user = userEvent.setup();
    renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.hasAttribute('data-sortable'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    await user.click(screen.getByRole('button', { name: 'Ward' }));
    // The chip names its state and direction; the other chips only their column.
    expect(screen.getByRole('button', { name: 'Ward, sorted ascending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ward' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(names[0]).toMatch(/^Mina Rai/); // '12' < '3' as text: the server's order too
  });

  it('keeps the actions visible buttons of the card, not a click on the card', async () => {
    const user = userEvent.setup();
    const { onView, onRowClick } = renderTable();
    const row = screen.getByRole('row', { name: /Mina Rai/ });
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith(rows[1]);
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(within(row).getByText('Hill Top'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('is as wide as its columns need on a wide screen, so the last column is never cut off', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    // name and area share the rest; phone, ward and actions say their width
    const expected = 2 * MIN_COLUMN_WIDTH + PHONE_COLUMN_WIDTH + 80 + 120;
    expect(table.style.getPropertyValue('--hr-table-min-width')).toBe(`${expected}px`);
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions.style.getPropertyValue('--hr-column-width')).toBe('120px');
  });

  it('has the card layout in a style rule for screens under 600 px', () => {
    renderTable();
    const media = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText === '(max-width: 599.98px)');
    const text = media.flatMap((m) => [...m.cssRules].map((r) => r.cssText)).join('\n');
    expect(text).toMatch(/tbody\s*>\s*tr\s*\{[^}]*display:\s*flex/);
    expect(text).toMatch(/th:not\(\[data-sortable\]\)/);
  });
});
