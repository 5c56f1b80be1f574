import type { ReactNode } from 'react';
import { ConfirmDialog, useAction } from '@hr/ui';

type DeleteDialogProps = {
  title: string;
  children: ReactNode;
  /** Shown when the call fails and the server sends no message. */
  fallback: string;
  /** Deletes and resolves once the list is reloaded. */
  onDelete: () => Promise<void>;
  /** Called after a successful delete and on cancel. */
  onClose: () => void;
};

/** Confirmation of a delete; mounted only while open, the error shows inside the dialog. */
export function DeleteDialog({ title, children, fallback, onDelete, onClose }: DeleteDialogProps) {
  const { busy, error, run } = useAction();
  const confirm = async () => {
    if (await run(onDelete, fallback)) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={title}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
