import type { Supervisor } from '@hr/contracts';
import { FormDialog } from '@hr/ui/dialogs';
import { useNotify } from '@hr/ui/feedback';
import { useCreateSupervisor } from '../api/create-supervisor';
import { useUpdateSupervisor } from '../api/update-supervisor';
import { useSupervisorForm } from '../hooks/use-supervisor-form';
import {
  emptySupervisorForm,
  supervisorToForm,
  toCreateSupervisorBody,
  toUpdateSupervisorBody,
} from '../utils/supervisor-form';
import { SupervisorFields } from './supervisor-fields';
import { useAdminT } from '@admin/i18n';

export interface SupervisorDialogProps {
  /** The supervisor to edit; none: Add Supervisor. */
  supervisor?: Supervisor;
  onClose(): void;
}

/** Add or Edit Supervisor; mounted only while open, so each opening starts from current values. */
export function SupervisorDialog({ supervisor, onClose }: SupervisorDialogProps) {
  const mode = supervisor ? 'edit' : 'create';
  const form = useSupervisorForm(
    supervisor ? supervisorToForm(supervisor) : emptySupervisorForm,
    mode,
  );
  const create = useCreateSupervisor();
  const update = useUpdateSupervisor();
  const notify = useNotify();
  const t = useAdminT();

  const submit = async () => {
    const ok = await form.submit(
      () =>
        supervisor
          ? update.mutateAsync({ id: supervisor.id, body: toUpdateSupervisorBody(form.value) })
          : create.mutateAsync(toCreateSupervisorBody(form.value)),
      t(supervisor ? 'supervisors.updateFailed' : 'supervisors.createFailed'),
    );
    if (!ok) return;
    notify(t(supervisor ? 'supervisors.updated' : 'supervisors.created'));
    onClose();
  };

  return (
    <FormDialog
      open
      title={t(supervisor ? 'supervisors.editTitle' : 'supervisors.addTitle')}
      error={form.formError}
      busy={form.busy}
      onSubmit={() => void submit()}
      onCancel={onClose}
      formRef={form.formRef}
    >
      <SupervisorFields
        mode={mode}
        value={form.value}
        onChange={form.onChange}
        disabled={form.busy}
        errors={form.errors}
      />
    </FormDialog>
  );
}
