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
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { errorCode, errorMessage } from '@hr/api';
import { useNotify } from '@hr/ui/feedback';
import { InlineMessage, useFocusReturn } from '@hr/ui/page';
import { formatNumber } from '@hr/i18n';
import { useDismissDuplicatePair } from '../api/dismiss-duplicate-pair';
import { useMergeDuplicatePair } from '../api/merge-duplicate-pair';
import { useMergeChoices } from '../hooks/use-merge-choices';
import { mergeBody, type OpenPair } from '../utils/pair-fields';
import { DismissPairDialog } from './dismiss-pair-dialog';
import { KeepChoice } from './keep-choice';
import { MergePairDialog } from './merge-pair-dialog';
import { PairComparison } from './pair-comparison';
import { ReasonTags } from './reason-tags';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  score: { fontWeight: tokens.fontWeightSemibold },
  button: { minHeight: '40px' },
});

/** What the server says when the pair as shown is no longer the pair as stored. */
const STALE = new Set(['CONFLICT', 'DUPLICATE_PAIR_DECIDED', 'DUPLICATE_PAIR_NOT_FOUND']);

export interface PairDialogProps {
  pair: OpenPair;
  /** The queue, read again, no longer holds the pair (decided elsewhere): nothing to decide. */
  gone: boolean;
  /** Reads the queue again; the page then passes the pair as it is now. */
  onReload(): Promise<unknown>;
  onClose(): void;
}

/**
 * One pair: why it was paired, the two records side by side with their differences and the
 * choices of a merge, and the two decisions, "Not a duplicate" and "Merge…", each confirmed in a
 * dialog of its own. When the server finds the pair changed (409), its message shows here and the
 * pair is read again.
 */
export function PairDialog({ pair, gone, onReload, onClose }: PairDialogProps) {
  const t = useAdminT();
  const styles = useStyles();
  const notify = useNotify();
  const choices = useMergeChoices(pair);
  const dismiss = useDismissDuplicatePair();
  const merge = useMergeDuplicatePair();
  const [asking, setAsking] = useState<'dismiss' | 'merge' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [mergeError, setMergeError] = useState<string | null>(null);
  // The confirmations open without a DialogTrigger: focus goes back to their button.
  const { remember } = useFocusReturn(asking !== null);
  const busy = dismiss.isPending || merge.isPending;

  const ask = (what: 'dismiss' | 'merge') => {
    remember();
    setMergeError(null);
    setAsking(what);
  };

  /** A stale pair: the confirmation closes, the message shows here and the pair is read again. */
  const stale = async (cause: unknown, fallback: string) => {
    if (!STALE.has(errorCode(cause) ?? '')) return false;
    setAsking(null);
    setMessage(errorMessage(cause, fallback));
    await onReload();
    return true;
  };

  const confirmDismiss = async (comment: string | null) => {
    try {
      await dismiss.mutateAsync({ id: pair.id, body: comment ? { comment } : {} });
    } catch (cause) {
      if (await stale(cause, t('duplicates.dismiss.failed'))) return;
      throw cause;
    }
    notify(t('duplicates.dismiss.done'));
    onClose();
  };

  const confirmMerge = async () => {
    setMergeError(null);
    try {
      await merge.mutateAsync({ id: pair.id, body: mergeBody(pair, choices.choices) });
    } catch (cause) {
      if (!(await stale(cause, t('duplicates.merge.failed'))))
        setMergeError(errorMessage(cause, t('duplicates.merge.failed')));
      return;
    }
    notify(t('duplicates.merge.done'));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('duplicates.pair.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {message && <InlineMessage>{message}</InlineMessage>}
            {gone && <InlineMessage intent="info">{t('duplicates.pair.gone')}</InlineMessage>}
            <div className={styles.summary}>
              <span className={styles.score}>
                {t('duplicates.pair.summary', {
                  score: formatNumber(pair.score, { style: 'percent', maximumFractionDigits: 0 }),
                })}
              </span>
              <ReasonTags reasons={pair.reasons} />
            </div>
            {!gone && (
              <KeepChoice
                pair={pair}
                keep={choices.choices.keep}
                onChange={choices.setKeep}
                disabled={busy}
              />
            )}
            <PairComparison pair={pair} choices={choices} disabled={busy || gone} />
          </DialogContent>
          <DialogActions>
            {!gone && (
              <>
                <Button className={styles.button} disabled={busy} onClick={() => ask('dismiss')}>
                  {t('duplicates.pair.notDuplicate')}
                </Button>
                <Button
                  className={styles.button}
                  appearance="primary"
                  disabled={busy}
                  onClick={() => ask('merge')}
                >
                  {t('duplicates.pair.merge')}
                </Button>
              </>
            )}
            <Button className={styles.button} disabled={busy} onClick={onClose}>
              {t('duplicates.pair.close')}
            </Button>
            {/* Inside the surface: Fluent nests them over this dialog. */}
            {asking === 'dismiss' && (
              <DismissPairDialog onSubmit={confirmDismiss} onClose={() => setAsking(null)} />
            )}
            {asking === 'merge' && (
              <MergePairDialog
                pair={pair}
                choices={choices.choices}
                busy={merge.isPending}
                error={mergeError}
                onConfirm={() => void confirmMerge()}
                onCancel={() => setAsking(null)}
              />
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
