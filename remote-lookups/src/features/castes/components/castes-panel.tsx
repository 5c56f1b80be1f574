import { useRef } from 'react';
import type { Caste, Religion } from '@hr/contracts';
import {
  AddNameForm,
  ConfirmDeleteDialog,
  EmptyState,
  Panel,
  RenameDialog,
  useOpenDialog,
} from '@hr/ui';
import { createCaste } from '../api/create-caste';
import { deleteCaste } from '../api/delete-caste';
import { updateCaste } from '../api/update-caste';
import { CasteTable } from './caste-table';

type CastesPanelProps = {
  /** The selected religion, or null when there is none to select. */
  religion: Religion | null;
  /** Reloads GET /lookups/religions; every successful change awaits it. */
  reload: () => Promise<void>;
};

export function CastesPanel({ religion, reload }: CastesPanelProps) {
  const nameInput = useRef<HTMLInputElement>(null);
  // Focus goes back to the row's button, or to the add field when the row is gone.
  const dialog = useOpenDialog<{ mode: 'edit' | 'delete'; caste: Caste }, HTMLInputElement>(
    nameInput,
  );
  const editing = dialog.open?.mode === 'edit' ? dialog.open.caste : null;
  const deleting = dialog.open?.mode === 'delete' ? dialog.open.caste : null;
  const openEdit = (caste: Caste) => dialog.setOpen({ mode: 'edit', caste });
  const openDelete = (caste: Caste) => dialog.setOpen({ mode: 'delete', caste });

  if (!religion) {
    return (
      <Panel title="Castes">
        <EmptyState message="Select a religion to view and manage its castes." />
      </Panel>
    );
  }

  return (
    <Panel title="Castes">
      <AddNameForm
        // A fresh form per religion: a half-typed name or an error belongs to the old one.
        key={religion.id}
        heading={`Add caste for ${religion.name}`}
        fieldLabel="Caste name"
        submitLabel="Add caste"
        fallback="Failed to create caste"
        doneMessage="Caste added"
        inputRef={nameInput}
        onAdd={async (name) => {
          await createCaste(religion.id, name);
          await reload();
        }}
      />
      {religion.castes.length === 0 ? (
        <EmptyState message="No castes recorded yet." />
      ) : (
        <CasteTable
          religionName={religion.name}
          castes={religion.castes}
          onEdit={openEdit}
          onDelete={openDelete}
        />
      )}
      {editing && (
        <RenameDialog
          title="Edit caste"
          initialName={editing.name}
          fallback="Failed to update caste"
          doneMessage="Caste updated"
          onSave={async (name) => {
            await updateCaste(editing.id, { name, religionId: religion.id });
            await reload();
          }}
          onClose={dialog.close}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete caste"
          fallback="Failed to delete caste"
          doneMessage="Caste deleted"
          onDelete={async () => {
            await deleteCaste(deleting.id);
            await reload();
          }}
          onClose={dialog.close}
        >
          {`Delete the caste "${deleting.name}" of ${religion.name}?`}
        </ConfirmDeleteDialog>
      )}
    </Panel>
  );
}
