import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@fluentui/react-input';
import { ConfirmDialog, FormDialog } from '@hr/ui/dialogs';
import { renderWithTheme } from './render';

describe('ConfirmDialog', () => {
  const base = { open: true, title: 'Delete person', onConfirm: jest.fn(), onCancel: jest.fn() };
  beforeEach(() => jest.clearAllMocks());

  it('asks with Delete and Cancel and reports the choice', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ConfirmDialog {...base} busy={false}>
        This action cannot be undone.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete person' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(base.onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(base.onCancel).toHaveBeenCalledTimes(1);
  });

  it("shows 'Deleting...' with both buttons disabled while busy, and Escape does nothing", async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ConfirmDialog {...base} busy>
        Sure?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(base.onCancel).not.toHaveBeenCalled();
  });

  it('takes other labels and shows the error inside the dialog', () => {
    renderWithTheme(
      <ConfirmDialog
        {...base}
        busy
        confirmLabel="Remove"
        busyLabel="Removing..."
        error="Failed to delete user"
      >
        Sure?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Removing...' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete user');
  });

  it('closes on Escape when idle and renders nothing when closed', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(
      <ConfirmDialog {...base} busy={false}>
        Sure?
      </ConfirmDialog>,
    );
    await user.keyboard('{Escape}');
    expect(base.onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmDialog {...base} open={false} busy={false}>
        Sure?
      </ConfirmDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('FormDialog', () => {
  const base = { open: true, title: 'Edit person', onSubmit: jest.fn(), onCancel: jest.fn() };
  beforeEach(() => jest.clearAllMocks());

  it('submits with Enter in a field and with Save', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <FormDialog {...base} busy={false}>
        <Input aria-label="Name" defaultValue="Asha" />
      </FormDialog>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(base.onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(base.onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(base.onCancel).toHaveBeenCalledTimes(1);
  });

  it("shows 'Saving...' with both buttons disabled while busy and does not submit again", async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <FormDialog {...base} busy error="Failed to update person">
        <Input aria-label="Name" defaultValue="Asha" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update person');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    await user.keyboard('{Escape}');
    expect(base.onSubmit).not.toHaveBeenCalled();
    expect(base.onCancel).not.toHaveBeenCalled();
  });

  it('takes a custom submit label', () => {
    renderWithTheme(
      <FormDialog {...base} busy={false} submitLabel="Update">
        <span>fields</span>
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});
