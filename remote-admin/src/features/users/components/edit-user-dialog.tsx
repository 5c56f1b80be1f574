import { useState } from 'react';
import type { User } from '@hr/contracts';
import { FormDialog, useAction } from '@hr/ui';
import { updateUser } from '../api/update-user';
import { toUpdateBody, userToForm } from '../utils/user-form';
import { UserFields } from './user-fields';

export interface EditUserDialogProps {
  user: User;
  /** Reloads the lists; the dialog stays busy until the new list is in. */
  onSaved(): Promise<void>;
  onClose(): void;
}

/** Mounted only while editing, so each opening starts from the user's current values. */
export function EditUserDialog({ user, onSaved, onClose }: EditUserDialogProps) {
  const [value, setValue] = useState(() => userToForm(user));
  const action = useAction();

  const submit = async () => {
    const ok = await action.run(async () => {
      await updateUser(user.id, toUpdateBody(value));
      await onSaved();
    }, 'Could not update user');
    if (ok) onClose();
  };

  return (
    <FormDialog
      open
      title="Edit user"
      error={action.error}
      busy={action.busy}
      onSubmit={submit}
      onCancel={onClose}
    >
      <UserFields mode="edit" value={value} onChange={setValue} disabled={action.busy} />
    </FormDialog>
  );
}
