import { useRef, useState } from 'react';
import { DUPLICATE_PAIR_COMMENT_MAX } from '@hr/contracts/constants';
import { errorMessage } from '@hr/api';
import { FormDialog } from '@hr/ui/dialogs';
import { formatNumber } from '@hr/i18n';
import { CommentField } from '@admin/components/comment-field';
import { useAdminT } from '@admin/i18n';

export interface DismissPairDialogProps {
  /** Sends "Not a duplicate"; a rejection stays in the dialog as its message. */
  onSubmit(comment: string | null): Promise<void>;
  onClose(): void;
}

/** "Not a duplicate": both records stay; an optional comment says why (at most 500 characters). */
export function DismissPairDialog({ onSubmit, onClose }: DismissPairDialogProps) {
  const t = useAdminT();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const max = formatNumber(DUPLICATE_PAIR_COMMENT_MAX);
  const tooLong = comment.length > DUPLICATE_PAIR_COMMENT_MAX;
  const shown = checked && tooLong ? t('duplicates.dismiss.tooLong', { max }) : null;

  const submit = async () => {
    setChecked(true);
    if (tooLong) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(comment.trim() || null);
    } catch (cause) {
      setError(errorMessage(cause, t('duplicates.dismiss.failed')));
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={t('duplicates.dismiss.title')}
      error={error}
      busy={busy}
      submitLabel={t('duplicates.dismiss.submit')}
      busyLabel={t('duplicates.dismiss.busy')}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <p>{t('duplicates.dismiss.body')}</p>
      <CommentField
        label={t('duplicates.dismiss.comment')}
        hint={t('duplicates.dismiss.commentHint', { max, n: formatNumber(comment.length) })}
        error={shown}
        rows={3}
        value={comment}
        onChange={setComment}
        disabled={busy}
        fieldRef={field}
      />
    </FormDialog>
  );
}
