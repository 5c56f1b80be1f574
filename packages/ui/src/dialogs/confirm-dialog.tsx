import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { mergeClasses } from '@griffel/react';
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

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or warning. */
  children: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  busy: boolean;
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before a destructive action; Escape and Cancel close it unless the action is running. The
 * confirm button is red (danger) while it can be pressed.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const styles = useDialogStyles();
  const t = useUiT();
  const confirmButton = useFocusAfterBusy<HTMLButtonElement>(busy);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <div>{children}</div>
            {error ? <InlineMessage>{error}</InlineMessage> : null}
          </DialogContent>
          <DialogActions>
            <Button className={styles.button} disabled={busy} onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button
              ref={confirmButton}
              className={mergeClasses(styles.button, !busy && styles.danger)}
              appearance="primary"
              disabled={busy}
              onClick={onConfirm}
            >
              {busy ? (busyLabel ?? t('common.deleting')) : (confirmLabel ?? t('common.delete'))}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
