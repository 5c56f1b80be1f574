import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePhoneFilters } from '@hr/ui/page';
import { renderWithTheme } from './render';

function Page({ active }: { active: number }) {
  const filters = usePhoneFilters(active);
  return (
    <>
      {filters.toggle}
      <div {...filters.panel} role="search" aria-label="Filters">
        <label>
          Ward <select />
        </label>
      </div>
    </>
  );
}

describe('usePhoneFilters', () => {
  it('a "Filters" button that opens and closes the panel it controls, counting the filters in use', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Page active={0} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    const panel = screen.getByRole('search', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const closed = panel.className;
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Open: the class that hides it on a phone is gone.
    expect(panel.className).not.toBe(closed);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel.className).toBe(closed);
    rerender(<Page active={2} />);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });
});
