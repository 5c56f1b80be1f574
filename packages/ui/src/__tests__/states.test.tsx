import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@hr/ui/page';
import { SearchInput } from '@hr/ui/table';
import { renderWithTheme } from './render';
import { useState } from 'react';

describe('page states', () => {
  it('LoadingState shows a spinner labelled Loading... unless told otherwise', () => {
    const { rerender } = renderWithTheme(<LoadingState />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<LoadingState label="Loading people..." />);
    expect(screen.getByText('Loading people...')).toBeInTheDocument();
  });

  it('ErrorState shows the message as an alert and retries', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message="Failed to load people" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load people');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('EmptyState shows its message', () => {
    renderWithTheme(<EmptyState message="No religions defined yet." />);
    expect(screen.getByText('No religions defined yet.')).toBeInTheDocument();
  });
});

describe('PageHeader and SearchInput', () => {
  it('renders the title as the page heading with subtitle and actions', () => {
    renderWithTheme(
      <PageHeader title="All People" subtitle="53 records" actions={<button>Add Person</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'All People' })).toBeInTheDocument();
    expect(screen.getByText('53 records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Person' })).toBeInTheDocument();
  });

  it('SearchInput is controlled, named by its placeholder and clearable', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <SearchInput
          value={value}
          placeholder="Search users..."
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    renderWithTheme(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search users...' });
    await user.type(box, 'Ali');
    expect(box).toHaveValue('Ali');
    expect(seen).toEqual(['A', 'Al', 'Ali']);
    await user.clear(box);
    expect(box).toHaveValue('');
  });
});
