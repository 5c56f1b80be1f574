import { useRef } from 'react';
import type { Caste, Religion } from '@hr/contracts';
import { EmptyState, Panel, useOpenDialog } from '@hr/ui/page';
import { AddNameForm } from '@hr/ui/forms';
import { ConfirmDeleteDialog, RenameDialog } from '@hr/ui/dialogs';
import { createCaste } from '../api/create-caste';
import { deleteCaste } from '../api/delete-caste';
import { updateCaste } from '../api/update-caste';
import { CasteTable } from './caste-table';
import { useLookupsT } from '@lookups/i18n';

type CastesPanelProps = {
  /** The selected religion, or null when there is none to select. */
  religion: Religion | null;
  /** Reloads GET /lookups/religions; every successful change awaits it. */
  reload: () => Promise<void>;
};

export function CastesPanel({ religion, reload }: CastesPanelProps) {
  const t = useLookupsT();
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
      <Panel title={t('castes.title')}>
        <EmptyState message={t('castes.selectReligion')} />
      </Panel>
    );
  }

  return (
    <Panel title={t('castes.title')}>
      <AddNameForm
        // A fresh form per religion: a half-typed name or an error belongs to the old one.
        key={religion.id}
        heading={t('castes.addFor', { religion: religion.name })}
        fieldLabel={t('castes.nameLabel')}
        submitLabel={t('castes.add')}
        fallback={t('castes.addFailed')}
        doneMessage={t('castes.added')}
        inputRef={nameInput}
        onAdd={async (name) => {
          await createCaste(religion.id, name);
          await reload();
        }}
      />
      {religion.castes.length === 0 ? (
        <EmptyState message={t('castes.empty')} />
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
          title={t('castes.edit')}
          initialName={editing.name}
          fallback={t('castes.updateFailed')}
          doneMessage={t('castes.updated')}
          onSave={async (name) => {
            await updateCaste(editing.id, { name, religionId: religion.id });
            await reload();
          }}
          onClose={dialog.close}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={t('castes.delete')}
          fallback={t('castes.deleteFailed')}
          doneMessage={t('castes.deleted')}
          onDelete={async () => {
            await deleteCaste(deleting.id);
            await reload();
          }}
          onClose={dialog.close}
        >
          {t('castes.deleteConfirm', { name: deleting.name, religion: religion.name })}
        </ConfirmDeleteDialog>
      )}
    </Panel>
  );
}
