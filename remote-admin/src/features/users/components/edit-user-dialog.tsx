import { useState } from 'react';
import type { User } from '@hr/contracts';
import { FormDialog, useAction } from '@hr/ui';
import { useUpdateUser } from '../api/update-user';
import { toUpdateBody, userToForm } from '../utils/user-form';
import { UserFields } from './user-fields';

export interface EditUserDialogProps {
  user: User;
  onClose(): void;
}

/** Mounted only while editing, so each opening starts from the user's current values. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const [value, setValue] = useState(() => userToForm(user));
  const action = useAction();
  const update = useUpdateUser();

  const submit = async () => {
    const ok = await action.run(async () => {
      await update.mutateAsync({ id: user.id, body: toUpdateBody(value) });
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
