import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditRegular } from '@fluentui/react-icons';
import { IconAction } from '@hr/ui/page';
import { renderWithTheme } from './render';

describe('IconAction', () => {
  it('is a button named by its label, with the label as tooltip, that acts on click', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <IconAction label="Delete caste Brahmin" icon={<EditRegular />} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Delete caste Brahmin' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete caste Brahmin');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('with hint="title" shows the label as a native title, no tooltip', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <IconAction label="View" icon={<EditRegular />} onClick={() => {}} hint="title" />,
    );
    const button = screen.getByRole('button', { name: 'View' });
    expect(button).toHaveAttribute('title', 'View');
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
