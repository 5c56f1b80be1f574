import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { Person } from '@hr/contracts';
import { useOpenDialog } from '@hr/ui/page';
import { RowActions, ROW_ACTIONS_WIDTH, type Column } from '@hr/ui/table';
import { PersonDetailsDialog } from '@hr/ui/person';
import { InlineMessage } from '@hr/ui/page';
import { DeletePersonDialog } from '../components/delete-person-dialog';
import { EditPersonDialog } from '../components/edit-person-dialog';
import { PersonReviewActions } from '../components/person-review-actions';
import { useAdminT } from '@admin/i18n';

type Open = { mode: 'view' | 'edit' | 'delete'; person: Person };

export interface PersonActions {
  /** The Actions column (View, Edit, Delete); stable across renders. */
  column: Column<Person>;
  /** The dialogs, to render once next to the table. */
  dialogs: ReactNode;
  /** For a tabIndex=-1 wrapper around the table: focus lands there when the row is gone. */
  fallbackRef: RefObject<HTMLDivElement | null>;
}

/**
 * View, edit and delete of a person, shared by All People and the user detail page. The edit and
 * delete mutations refetch the tables on screen themselves. The details dialog's history comes
 * from the page (`history`), since the activity log is another feature.
 */
export function usePersonActions(
  history?: (personId: string) => ReactNode,
  /** Deleting a person is an admin's (the server answers a supervisor 403): no Delete without it. */
  { canDelete = true }: { canDelete?: boolean } = {},
): PersonActions {
  const { open, setOpen, close, fallbackRef } = useOpenDialog<Open>();
  const t = useAdminT();
  const [reviewError, setReviewError] = useState<string | null>(null);
  // The record as a review in the details dialog answered it (without reopening the dialog, which
  // would take the dialog's own button for the control to return focus to).
  const [reviewed, setReviewed] = useState<Person | null>(null);

  const column = useMemo<Column<Person>>(
    () => ({
      id: 'actions',
      header: t('people.actions'),
      card: 'actions',
      width: ROW_ACTIONS_WIDTH,
      render: (person) => (
        <RowActions
          onView={() => {
            setReviewError(null);
            setReviewed(null);
            setOpen({ mode: 'view', person });
          }}
          onEdit={() => setOpen({ mode: 'edit', person })}
          onDelete={canDelete ? () => setOpen({ mode: 'delete', person }) : undefined}
        />
      ),
    }),
    [canDelete, setOpen, t],
  );

  // Each dialog is mounted only while open: a closed Fluent Dialog left mounted keeps tabster's
  // modalizer from activating the next one, which then stays aria-hidden.
  const dialogs = (
    <>
      {open?.mode === 'view' && (
        <PersonDetailsDialog
          person={reviewed?.id === open.person.id ? reviewed : open.person}
          open
          onClose={close}
          variant="admin"
          history={
            <>
              {reviewError && <InlineMessage>{reviewError}</InlineMessage>}
              {history?.(open.person.id)}
            </>
          }
          actions={
            <PersonReviewActions
              person={open.person}
              onReviewed={setReviewed}
              onError={setReviewError}
            />
          }
        />
      )}
      {open?.mode === 'edit' && <EditPersonDialog person={open.person} onClose={close} />}
      {open?.mode === 'delete' && canDelete && (
        <DeletePersonDialog person={open.person} onClose={close} />
      )}
    </>
  );

  return { column, dialogs, fallbackRef };
}
