import { useRef, type ReactNode } from 'react';
import type { Religion } from '@hr/contracts';
import { EmptyState, Panel, useOpenDialog } from '@hr/ui/page';
import { AddNameForm } from '@hr/ui/forms';
import { ConfirmDeleteDialog, RenameDialog } from '@hr/ui/dialogs';
import { createReligion } from '../api/create-religion';
import { deleteReligion } from '../api/delete-religion';
import { updateReligion } from '../api/update-religion';
import { ReligionList } from './religion-list';
import { useLookupsT } from '@lookups/i18n';

type ReligionsPanelProps = {
  religions: Religion[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Reloads GET /lookups/religions; every successful change awaits it. */
  reload: () => Promise<void>;
  /** Shown in the list under the selected religion (its castes, on a one-column screen). */
  underSelected?: ReactNode;
};

export function ReligionsPanel({
  religions,
  selectedId,
  onSelect,
  reload,
  underSelected,
}: ReligionsPanelProps) {
  const t = useLookupsT();
  const nameInput = useRef<HTMLInputElement>(null);
  // Focus goes back to the row's button, or to the add field when the row is gone.
  const dialog = useOpenDialog<{ mode: 'edit' | 'delete'; religion: Religion }, HTMLInputElement>(
    nameInput,
  );
  const editing = dialog.open?.mode === 'edit' ? dialog.open.religion : null;
  const deleting = dialog.open?.mode === 'delete' ? dialog.open.religion : null;
  const openEdit = (religion: Religion) => dialog.setOpen({ mode: 'edit', religion });
  const openDelete = (religion: Religion) => dialog.setOpen({ mode: 'delete', religion });

  return (
    <Panel title={t('religions.title')}>
      <AddNameForm
        formLabel={t('religions.add')}
        fieldLabel={t('religions.nameLabel')}
        submitLabel={t('religions.add')}
        fallback={t('religions.addFailed')}
        doneMessage={t('religions.added')}
        inputRef={nameInput}
        onAdd={async (name) => {
          await createReligion(name);
          await reload();
        }}
      />
      {religions.length === 0 ? (
        <EmptyState message={t('religions.empty')} />
      ) : (
        <ReligionList
          religions={religions}
          selectedId={selectedId}
          onSelect={(religion) => onSelect(religion.id)}
          onEdit={openEdit}
          onDelete={openDelete}
          underSelected={underSelected}
        />
      )}
      {editing && (
        <RenameDialog
          title={t('religions.edit')}
          initialName={editing.name}
          fallback={t('religions.updateFailed')}
          doneMessage={t('religions.updated')}
          onSave={async (name) => {
            await updateReligion(editing.id, name);
            await reload();
          }}
          onClose={dialog.close}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={t('religions.delete')}
          fallback={t('religions.deleteFailed')}
          doneMessage={t('religions.deleted')}
          onDelete={async () => {
            await deleteReligion(deleting.id);
            await reload();
          }}
          onClose={dialog.close}
        >
          {t('religions.deleteConfirm', { name: deleting.name })}
        </ConfirmDeleteDialog>
      )}
    </Panel>
  );
}
