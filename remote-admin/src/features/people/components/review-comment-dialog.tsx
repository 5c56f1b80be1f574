import { useRef, useState } from 'react';
import { REVIEW_COMMENT_MAX } from '@hr/contracts/constants';
import { errorMessage } from '@hr/api';
import { FormDialog } from '@hr/ui/dialogs';
import { formatNumber } from '@hr/i18n';
import { CommentField } from '@admin/components/comment-field';
import { useAdminT } from '@admin/i18n';

export interface ReviewCommentDialogProps {
  /** How many people go back to their collectors (the title says it). */
  count: number;
  /** Sends the review; a rejection stays in the dialog as its message. */
  onSubmit(comment: string): Promise<void>;
  onClose(): void;
}

/** "Needs correction": the office's comment, required and at most REVIEW_COMMENT_MAX characters. */
export function ReviewCommentDialog({ count, onSubmit, onClose }: ReviewCommentDialogProps) {
  const t = useAdminT();
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const max = formatNumber(REVIEW_COMMENT_MAX);
  const invalid =
    comment.trim() === ''
      ? t('review.commentRequired')
      : comment.length > REVIEW_COMMENT_MAX
        ? t('review.commentTooLong', { max })
        : null;
  const shown = checked ? invalid : null;

  const submit = async () => {
    setChecked(true);
    if (invalid) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(comment.trim());
    } catch (cause) {
      setError(errorMessage(cause, t('review.failed')));
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={t('review.dialogTitle', { count, n: formatNumber(count) })}
      error={error}
      busy={busy}
      submitLabel={t('review.send')}
      busyLabel={t('review.sending')}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <CommentField
        label={t('review.commentLabel')}
        required
        hint={t('review.commentHint', { max, n: formatNumber(comment.length) })}
        error={shown}
        rows={4}
        value={comment}
        onChange={setComment}
        disabled={busy}
        fieldRef={field}
      />
    </FormDialog>
  );
}
