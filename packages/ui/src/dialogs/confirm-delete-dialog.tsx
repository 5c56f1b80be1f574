import type { ReactNode } from 'react';
import { useNotify } from '@hr/ui/feedback';
import { useAction } from '@hr/ui/page';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmDeleteDialogProps {
  title: ReactNode;
  /** The question or warning, e.g. 'Delete Asha Rai? This action cannot be undone.' */
  children: ReactNode;
  /** Shown when the call fails and the server sends no message. */
  fallback: string;
  /** Deletes; the dialog stays busy until it resolves (e.g. once the lists are reloaded). */
  onDelete(): Promise<unknown>;
  /** Called after a successful delete and on cancel. */
  onClose(): void;
  /** The success toast, e.g. 'User deleted'. */
  doneMessage: string;
  /** The button's words where the action is not called a delete (e.g. 'Revoke', 'Revoking...'). */
  confirmLabel?: string;
  busyLabel?: string;
}

/**
 * The confirmation of every delete. Mount it only while open: each opening starts without the
 * last attempt's error. A failure keeps it open with the error inside.
 */
export function ConfirmDeleteDialog({
  title,
  children,
  fallback,
  onDelete,
  onClose,
  doneMessage,
  confirmLabel,
  busyLabel,
}: ConfirmDeleteDialogProps) {
  const { busy, error, run } = useAction();
  const notify = useNotify();
  const confirm = async () => {
    if (!(await run(onDelete, fallback))) return;
    notify(doneMessage);
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
