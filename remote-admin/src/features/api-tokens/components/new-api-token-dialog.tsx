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
import { InlineMessage } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { useAdminT } from '@admin/i18n';

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
  const t = useAdminT();

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
          <DialogTitle>{t('apiTokens.createdTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <InlineMessage intent="warning">{t('apiTokens.copyNow')}</InlineMessage>
            <div className={styles.copy}>
              <Field label={t('apiTokens.tokenFor', { name: token.name })} className={styles.grow}>
                <Input
                  readOnly
                  value={token.token}
                  className={styles.token}
                  onFocus={(e) => e.currentTarget.select()}
                />
              </Field>
              <Button onClick={() => void copyToken()}>
                {copy === 'copied' ? t('apiTokens.copied') : t('apiTokens.copy')}
              </Button>
            </div>
            <div aria-live="polite">
              {copy === 'copied' && t('apiTokens.copiedNote')}
              {copy === 'failed' && t('apiTokens.copyFailed')}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('apiTokens.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
