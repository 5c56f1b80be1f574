import type { FormEvent, ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { InlineMessage } from '../components/inline-message';
import { useFocusAfterBusy } from '../hooks/use-focus-after-busy';
import { useDialogStyles } from './dialog-styles';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  error?: string | null;
  busy: boolean;
  submitLabel?: string;
  busyLabel?: string;
  /** Called after the browser's validation passed; the default submit is already prevented. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onCancel(): void;
  children: ReactNode;
}

/** A dialog around a `<form>`: Enter submits, required fields are checked by the browser. */
export function FormDialog({
  open,
  title,
  error,
  busy,
  submitLabel = 'Save',
  busyLabel = 'Saving...',
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const styles = useDialogStyles();
  const submitButton = useFocusAfterBusy<HTMLButtonElement>(busy);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(event);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {error ? <InlineMessage>{error}</InlineMessage> : null}
              {children}
            </DialogContent>
            <DialogActions>
              <Button className={styles.button} type="button" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
              <Button
                ref={submitButton}
                className={styles.button}
                type="submit"
                appearance="primary"
                disabled={busy}
              >
                {busy ? busyLabel : submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
