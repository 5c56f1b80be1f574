import { useRef } from 'react';
import { screen } from '@testing-library/react';
import { FocusFallback } from '@hr/ui/page';
import { renderWithTheme } from './render';

function Table() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <FocusFallback ref={ref}>
        <p>rows</p>
      </FocusFallback>
      <button onClick={() => ref.current?.focus()}>row gone</button>
    </>
  );
}

describe('FocusFallback', () => {
  it('wraps the table and can take the focus without being a Tab stop', () => {
    renderWithTheme(<Table />);
    const wrapper = screen.getByText('rows').parentElement!;
    expect(wrapper).toHaveAttribute('tabindex', '-1');
    screen.getByRole('button', { name: 'row gone' }).click();
    expect(wrapper).toHaveFocus();
  });
});
