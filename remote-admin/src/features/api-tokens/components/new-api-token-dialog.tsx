import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { makeStyles } from '@griffel/react';
import type { CreatedApiToken } from '@hr/contracts';
import { InlineMessage } from '@hr/ui';
import { spacing } from '@hr/ui/theme';

const useStyles = makeStyles({
  content: { display: 'grid', gap: spacing(2) },
  token: { fontFamily: 'monospace' },
  copy: { display: 'flex', gap: spacing(1), alignItems: 'end' },
  grow: { flexGrow: 1, minWidth: 0 },
});

type Copy = 'idle' | 'copied' | 'failed';

export interface NewApiTokenDialogProps {
  token: CreatedApiToken;
  /** Drops the secret: nothing keeps it after the dialog closes. */
  onClose(): void;
}

/**
 * The secret, this once. Only 'Done' closes it: `open` is held here and Escape or a click
 * outside ask to change it through `onOpenChange`, which is left out on purpose, so a stray key
 * cannot lose a token nobody can show again.
 */
export function NewApiTokenDialog({ token, onClose }: NewApiTokenDialogProps) {
  const styles = useStyles();
  const [copy, setCopy] = useState<Copy>('idle');

  const copyToken = async () => {
    try {
      // Absent outside a secure context (http on another host than localhost): say so.
      await navigator.clipboard.writeText(token.token);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog open>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>API token created</DialogTitle>
          <DialogContent className={styles.content}>
            <InlineMessage intent="warning">
              Copy this token now and keep it in the reporting tool&apos;s secret store. It will not
              be shown again.
            </InlineMessage>
            <div className={styles.copy}>
              <Field label={`Token for ${token.name}`} className={styles.grow}>
                <Input
                  readOnly
                  value={token.token}
                  className={styles.token}
                  onFocus={(e) => e.currentTarget.select()}
                />
              </Field>
              <Button onClick={() => void copyToken()}>
                {copy === 'copied' ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <div aria-live="polite">
              {copy === 'copied' && 'Copied to the clipboard.'}
              {copy === 'failed' && 'Could not copy: select the token and copy it yourself.'}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
