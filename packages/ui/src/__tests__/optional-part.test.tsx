import type { JSX } from 'react';
import { render, screen } from '@testing-library/react';
import { OptionalPart } from '@hr/ui/page';

/** A toaster whose shared Fluent module never arrived: federation handed over an empty module. */
function BrokenToaster({ broken }: { broken: boolean }): JSX.Element {
  if (broken)
    throw new TypeError("Cannot read properties of undefined (reading 'useToastController')");
  return <p>Toaster ready</p>;
}

describe('OptionalPart', () => {
  it('keeps the page when a part loaded after it fails, and tries the part again on the next attempt', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (attempt: number, broken: boolean) => (
      <main>
        <h1>My People</h1>
        <OptionalPart attempt={attempt}>
          <BrokenToaster broken={broken} />
        </OptionalPart>
      </main>
    );
    const { rerender } = render(page(1, true));
    expect(screen.getByRole('heading', { name: 'My People' })).toBeInTheDocument();
    expect(screen.queryByText('Toaster ready')).not.toBeInTheDocument();

    rerender(page(1, false));
    expect(screen.queryByText('Toaster ready')).not.toBeInTheDocument();

    rerender(page(2, false));
    expect(screen.getByText('Toaster ready')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My People' })).toBeInTheDocument();
  });
});
