import { ConfirmDialog } from '@hr/ui/dialogs';
import { formatDigits, formatReaderDate } from '@hr/i18n';
import {
  creatorName,
  mergeBody,
  otherSide,
  takenFromRemoved,
  type MergeChoices,
  type OpenPair,
} from '../utils/pair-fields';
import { useAdminT } from '@admin/i18n';

export interface MergePairDialogProps {
  pair: OpenPair;
  choices: MergeChoices;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before a merge, naming what stays ("Merge into Ravi Kumar (ward 12)?": the kept record
 * with the chosen values) and what goes (the other record, by who added it and when).
 */
export function MergePairDialog({
  pair,
  choices,
  busy,
  error,
  onConfirm,
  onCancel,
}: MergePairDialogProps) {
  const t = useAdminT();
  const { fields } = mergeBody(pair, choices);
  const kept = pair[choices.keep];
  const removed = pair[otherSide(choices.keep)];
  // The merged record's name and ward: its own, or the removed one's where so chosen.
  const after = (field: 'name' | 'wardNo') => (fields?.[field] ? pair[fields[field]] : kept)[field];
  const taken = takenFromRemoved(pair, choices);
  return (
    <ConfirmDialog
      open
      title={t('duplicates.merge.title')}
      confirmLabel={t('duplicates.merge.confirm')}
      busyLabel={t('duplicates.merge.busy')}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {t('duplicates.merge.question', {
          name: after('name'),
          ward: formatDigits(after('wardNo')),
        })}
      </p>
      <p>
        {t('duplicates.merge.removed', {
          name: removed.name,
          by: creatorName(removed),
          date: formatReaderDate(removed.createdAt, { dateStyle: 'medium' }),
        })}
      </p>
      {taken.length > 0 && <p>{t('duplicates.merge.takes', { fields: taken.join(', ') })}</p>}
      <p>{t('duplicates.merge.pending')}</p>
    </ConfirmDialog>
  );
}
