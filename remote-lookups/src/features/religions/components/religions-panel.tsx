import { useRef, useState } from 'react';
import type { Religion } from '@hr/contracts';
import { EmptyState, useFocusReturn } from '@hr/ui';
import { AddNameForm } from '../../../components/add-name-form';
import { DeleteDialog } from '../../../components/delete-dialog';
import { Panel } from '../../../components/panel';
import { RenameDialog } from '../../../components/rename-dialog';
import { createReligion } from '../api/create-religion';
import { deleteReligion } from '../api/delete-religion';
import { updateReligion } from '../api/update-religion';
import { ReligionList } from './religion-list';

type ReligionsPanelProps = {
  religions: Religion[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Reloads GET /lookups/religions; every successful change awaits it. */
  reload: () => Promise<void>;
};

export function ReligionsPanel({ religions, selectedId, onSelect, reload }: ReligionsPanelProps) {
  const [editing, setEditing] = useState<Religion | null>(null);
  const [deleting, setDeleting] = useState<Religion | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const focus = useFocusReturn(editing !== null || deleting !== null, nameInput);
  const openEdit = (item: Religion) => {
    focus.remember();
    setEditing(item);
  };
  const openDelete = (item: Religion) => {
    focus.remember();
    setDeleting(item);
  };

  return (
    <Panel title="Religions">
      <AddNameForm
        formLabel="Add religion"
        fieldLabel="Religion name"
        submitLabel="Add religion"
        fallback="Failed to create religion"
        inputRef={nameInput}
        onAdd={async (name) => {
          await createReligion(name);
          await reload();
        }}
      />
      {religions.length === 0 ? (
        <EmptyState message="No religions defined yet." />
      ) : (
        <ReligionList
          religions={religions}
          selectedId={selectedId}
          onSelect={(religion) => onSelect(religion.id)}
          onEdit={openEdit}
          onDelete={openDelete}
        />
      )}
      {editing && (
        <RenameDialog
          title="Edit religion"
          initialName={editing.name}
          fallback="Failed to update religion"
          onSave={async (name) => {
            await updateReligion(editing.id, name);
            await reload();
          }}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          title="Delete religion"
          fallback="Failed to delete religion"
          onDelete={async () => {
            await deleteReligion(deleting.id);
            await reload();
          }}
          onClose={() => {
            setDeleting(null);
          }}
        >
          {`Deleting "${deleting.name}" will also delete its castes. Continue?`}
        </DeleteDialog>
      )}
    </Panel>
  );
}
