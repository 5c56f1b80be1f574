import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '@fluentui/react-button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { InlineMessage } from '@hr/ui/page';
import { useFocusAfterBusy } from './use-focus-after-busy';
import { useDialogStyles } from './dialog-styles';
import { useUiT } from '@hr/ui/i18n';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  error?: string | null;
  busy: boolean;
  submitLabel?: string;
  busyLabel?: string;
  /**
   * Called on every submit (the default is already prevented). The form has `noValidate`: the
   * caller checks its fields and shows the errors under them (`Field validationMessage`).
   */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onCancel(): void;
  children: ReactNode;
  /** The `<form>`, e.g. for `useFocusFirstInvalid`. */
  formRef?: Ref<HTMLFormElement>;
}

/** A dialog around a `<form>`: Enter submits; the caller checks the fields (no browser bubbles). */
export function FormDialog({
  open,
  title,
  error,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  children,
  formRef,
}: FormDialogProps) {
  const styles = useDialogStyles();
  const t = useUiT();
  const submitButton = useFocusAfterBusy<HTMLButtonElement>(busy);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(event);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={styles.surface}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {error ? <InlineMessage>{error}</InlineMessage> : null}
              {children}
            </DialogContent>
            <DialogActions>
              <Button className={styles.button} type="button" disabled={busy} onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button
                ref={submitButton}
                className={styles.button}
                type="submit"
                appearance="primary"
                disabled={busy}
              >
                {busy ? (busyLabel ?? t('common.saving')) : (submitLabel ?? t('common.save'))}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
