import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Person } from '@hr/contracts';
import { PersonDetailsDialog, type Column } from '@hr/ui';
import { RowActions } from '../../../components/row-actions';
import type { PersonRow } from '../utils/person-rows';
import { DeletePersonDialog } from './delete-person-dialog';
import { EditPersonDialog } from './edit-person-dialog';

type Open = { mode: 'view' | 'edit' | 'delete'; person: Person } | null;

export interface PersonActions {
  /** The Actions column (View, Edit, Delete); stable across renders. */
  column: Column<PersonRow>;
  /** The dialogs, to render once next to the table. */
  dialogs: ReactNode;
}

/** View, edit and delete of a person, shared by All People and the user detail page. */
export function usePersonActions(onChanged: () => void): PersonActions {
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const done = useCallback(() => {
    setOpen(null);
    onChanged();
  }, [onChanged]);

  const column = useMemo<Column<PersonRow>>(
    () => ({
      id: 'actions',
      header: 'Actions',
      render: ({ person }) => (
        <RowActions
          onView={() => setOpen({ mode: 'view', person })}
          onEdit={() => setOpen({ mode: 'edit', person })}
          onDelete={() => setOpen({ mode: 'delete', person })}
        />
      ),
    }),
    [],
  );

  // The details dialog keeps its last person while it animates closed.
  const [viewed, setViewed] = useState<Person | null>(null);
  if (open?.mode === 'view' && open.person !== viewed) setViewed(open.person);

  const dialogs = (
    <>
      {viewed && (
        <PersonDetailsDialog
          person={viewed}
          open={open?.mode === 'view'}
          onClose={close}
          variant="admin"
        />
      )}
      {open?.mode === 'edit' && (
        <EditPersonDialog person={open.person} onSaved={done} onCancel={close} />
      )}
      {open?.mode === 'delete' && (
        <DeletePersonDialog person={open.person} onDeleted={done} onCancel={close} />
      )}
    </>
  );

  return { column, dialogs };
}
