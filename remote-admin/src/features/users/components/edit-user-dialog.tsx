import type { User } from '@hr/contracts';
import { useNotify } from '@hr/ui/feedback';
import { FormDialog } from '@hr/ui/dialogs';
import { useUpdateUser } from '../api/update-user';
import { useUserForm } from '../hooks/use-user-form';
import { toUpdateBody, userToForm } from '../utils/user-form';
import { UserFields } from './user-fields';
import { useAdminT } from '@admin/i18n';

export interface EditUserDialogProps {
  user: User;
  onClose(): void;
}

/** Mounted only while editing, so each opening starts from the user's current values. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const form = useUserForm(userToForm(user), 'edit');
  const update = useUpdateUser();
  const notify = useNotify();
  const t = useAdminT();

  const submit = async () => {
    const ok = await form.submit(async () => {
      await update.mutateAsync({ id: user.id, body: toUpdateBody(form.value) });
    }, t('users.updateFailed'));
    if (!ok) return;
    notify(t('users.updated'));
    onClose();
  };

  return (
    <FormDialog
      open
      title={t('users.editTitle')}
      error={form.formError}
      busy={form.busy}
      onSubmit={() => void submit()}
      onCancel={onClose}
      formRef={form.formRef}
    >
      <UserFields
        mode="edit"
        value={form.value}
        onChange={form.onChange}
        disabled={form.busy}
        errors={form.errors}
      />
    </FormDialog>
  );
}
