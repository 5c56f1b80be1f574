import { screen } from '@testing-library/react';
import { Panel } from '@hr/ui/page';
import { renderWithTheme } from './render';

describe('Panel', () => {
  it('with a title is a region named by its h2 heading', () => {
    renderWithTheme(
      <Panel title="Religions">
        <p>Hindu</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Religions' });
    expect(screen.getByRole('heading', { level: 2, name: 'Religions' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Hindu');
  });

  it('without a title is a plain box that keeps the role and label it is given', () => {
    renderWithTheme(
      <Panel role="group" aria-label="Total Users">
        12
      </Panel>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('group', { name: 'Total Users' })).toHaveTextContent('12');
  });
});
