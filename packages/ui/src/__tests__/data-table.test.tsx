import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-button';
import { DataTable, type Column } from '@hr/ui/table';
import { renderWithTheme } from './render';

interface Row {
  id: string;
  name: string;
  phone: string;
  ward: number;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', render: (r) => r.name, sortValue: (r) => r.name },
  { id: 'phone', header: 'Phone', render: (r) => r.phone },
  { id: 'ward', header: 'Ward', render: (r) => String(r.ward), sortValue: (r) => r.ward },
];

function makeRows(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `id-${i}`,
    name: `Person ${String(i + 1).padStart(3, '0')}`,
    phone: `+91${9000000000 + i}`,
    ward: i,
  }));
}

function table(props: Partial<Parameters<typeof DataTable<Row>>[0]> & { items: Row[] }) {
  return (
    <DataTable<Row>
      columns={columns}
      getRowId={(r) => r.id}
      search=""
      searchText={(r) => [r.name, r.phone]}
      defaultPageSize={10}
      emptyMessage="No matching records found."
      ariaLabel="People"
      {...props}
    />
  );
}

/** The first cell of every body row, in order. */
function names(): string[] {
  const rows = within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

const trio: Row[] = [
  { id: '1', name: 'bob', phone: '555-0100', ward: 10 },
  { id: '2', name: 'Alice', phone: '555-0200', ward: 9 },
  { id: '3', name: 'carol', phone: '777-0300', ward: 100 },
];

describe('DataTable search', () => {
  it('matches any search field as a case-insensitive substring', async () => {
    const { rerender } = renderWithTheme(table({ items: trio, search: 'ALI' }));
    await waitFor(() => expect(names()).toEqual(['Alice']));

    rerender(table({ items: trio, search: '777' }));
    await waitFor(() => expect(names()).toEqual(['carol']));

    rerender(table({ items: trio, search: '  BoB ' }));
    await waitFor(() => expect(names()).toEqual(['bob']));
  });

  it('does not match text outside searchText, and shows the empty message', async () => {
    // Only Alice's ward is 9, and the ward is not among the search fields.
    renderWithTheme(table({ items: trio, search: '9' }));
    expect(await screen.findByText('No matching records found.')).toBeInTheDocument();
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
  });

  it('shows the empty message for an empty list', () => {
    renderWithTheme(table({ items: [], emptyMessage: 'No users yet.' }));
    expect(screen.getByText('No users yet.')).toBeInTheDocument();
  });
});

describe('DataTable sort', () => {
  it('sorts strings case-insensitively, ascending first, then toggles', async () => {
    const user = userEvent.setup();
    renderWithTheme(table({ items: trio }));
    expect(names()).toEqual(['bob', 'Alice', 'carol']);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Alice', 'bob', 'carol']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // The button says it too, for a reader that reaches it outside table navigation.
    const sorted = within(header).getByRole('button', { name: 'Name, sorted ascending' });

    await user.click(sorted);
    expect(names()).toEqual(['carol', 'bob', 'Alice']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(header).getByRole('button')).toHaveAccessibleName('Name, sorted descending');
  });

  it('sorts numbers numerically and restarts ascending on another column', async () => {
    const user = userEvent.setup();
    renderWithTheme(table({ items: trio }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await user.click(screen.getByRole('button', { name: 'Ward' }));
    expect(names()).toEqual(['Alice', 'bob', 'carol']); // wards 9, 10, 100
    expect(screen.getByRole('columnheader', { name: 'Ward' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts from the keyboard and leaves columns without sortValue plain', async () => {
    const user = userEvent.setup();
    renderWithTheme(table({ items: trio }));
    expect(
      within(screen.getByRole('columnheader', { name: 'Phone' })).queryByRole('button'),
    ).toBeNull();
    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Alice', 'bob', 'carol']);
  });
});

describe('DataTable paging', () => {
  it('pages with previous/next and shows the range', async () => {
    const user = userEvent.setup();
    renderWithTheme(table({ items: makeRows(53) }));
    expect(screen.getByText('1–10 of 53')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 53')).toBeInTheDocument();
    expect(names()[0]).toBe('Person 011');

    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('51–53 of 53')).toBeInTheDocument();
    expect(names()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('41–50 of 53')).toBeInTheDocument();
  });

  it('offers 5, 10 and 25 rows, starts at defaultPageSize and returns to page one on a change', async () => {
    const user = userEvent.setup();
    renderWithTheme(table({ items: makeRows(53), defaultPageSize: 5 }));
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25']);
    expect(select).toHaveValue('5');
    expect(screen.getByText('1–5 of 53')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('6–10 of 53')).toBeInTheDocument();
    await user.selectOptions(select, '25');
    expect(screen.getByText('1–25 of 53')).toBeInTheDocument();
    expect(names()).toHaveLength(25);
  });

  it('returns to page one when the search changes', async () => {
    const user = userEvent.setup();
    const rows = makeRows(53);
    const { rerender } = renderWithTheme(table({ items: rows }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–30 of 53')).toBeInTheDocument();

    rerender(table({ items: rows, search: 'person 0' })); // Person 001 .. Person 053
    await waitFor(() => expect(screen.getByText('1–10 of 53')).toBeInTheDocument());
    rerender(table({ items: rows, search: 'person 01' })); // 010 .. 019
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    expect(names()[0]).toBe('Person 010');
  });

  it('stays on a valid page when rows disappear', async () => {
    const user = userEvent.setup();
    const rows = makeRows(21);
    const { rerender } = renderWithTheme(table({ items: rows }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–21 of 21')).toBeInTheDocument();
    rerender(table({ items: rows.slice(0, 20) })); // the last row was deleted
    expect(screen.getByText('11–20 of 20')).toBeInTheDocument();
  });
});

describe('DataTable rows', () => {
  it('opens a row on click and on Enter, but not from a row action button', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    const deleted: string[] = [];
    const withActions: Column<Row>[] = [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        render: (r) => (
          <Button
            onClick={(e) => {
              e.stopPropagation();
              deleted.push(r.name);
            }}
          >
            Delete {r.name}
          </Button>
        ),
      },
    ];
    renderWithTheme(
      table({ items: trio, columns: withActions, onRowClick: (r) => opened.push(r.name) }),
    );

    await user.click(screen.getByRole('cell', { name: 'Alice' }));
    expect(opened).toEqual(['Alice']);

    const carolRow = screen.getByRole('cell', { name: 'carol' }).closest('tr')!;
    carolRow.focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Alice', 'carol']);

    await user.click(screen.getByRole('button', { name: 'Delete bob' }));
    screen.getByRole('button', { name: 'Delete bob' }).focus();
    await user.keyboard('{Enter}');
    expect(deleted).toEqual(['bob', 'bob']);
    expect(opened).toEqual(['Alice', 'carol']);
  });

  it('keeps rows unfocusable when there is no onRowClick', () => {
    renderWithTheme(table({ items: trio }));
    expect(screen.getByRole('cell', { name: 'bob' }).closest('tr')).not.toHaveAttribute('tabindex');
  });
});

describe('DataTable at scale', () => {
  // How fast is bench work; what keeps typing in the search box cheap is that the rows' search
  // fields are read (and lowercased) once per list, not again for every keystroke.
  it('renders one page of 50,000 rows and searches them, reading each row’s search fields once', async () => {
    const rows = makeRows(50_000).map((r, i) => ({ ...r, name: `Person ${i}` }));
    let reads = 0;
    const searchText = (r: Row) => {
      reads += 1;
      return [r.name, r.phone];
    };
    const { rerender } = renderWithTheme(table({ items: rows, searchText }));
    expect(screen.getByText('1–10 of 50,000')).toBeInTheDocument();
    expect(names()).toHaveLength(10);

    // Typed one key at a time, as a search box sends it.
    for (const search of [
      'P',
      'PE',
      'PERSON',
      'PERSON 4',
      'PERSON 49',
      'PERSON 499',
      'PERSON 4999',
    ]) {
      await act(async () => {
        rerender(table({ items: rows, searchText, search }));
      });
    }
    await waitFor(() => expect(screen.getByText('1–10 of 11')).toBeInTheDocument());
    expect(names()).toEqual([
      'Person 4999',
      ...Array.from({ length: 9 }, (_, i) => `Person ${49990 + i}`),
    ]);
    expect(reads).toBe(50_000);
  });
});
