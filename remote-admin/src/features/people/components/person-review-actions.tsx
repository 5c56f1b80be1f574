import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import type { Person } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { useNotify } from '@hr/ui/feedback';
import { formatNumber } from '@hr/i18n';
import { useReviewPerson } from '../api/review-people';
import { ReviewCommentDialog } from './review-comment-dialog';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({ button: { minHeight: '40px' } });

export interface PersonReviewActionsProps {
  person: Person;
  /** The person as the server answered, for the dialog to show. */
  onReviewed(person: Person): void;
  /** A failure, for the dialog to show (null clears it). */
  onError(message: string | null): void;
}

/** "Verify" and "Needs correction…" of the person details dialog (PUT /admin/people/{id}/review). */
export function PersonReviewActions({ person, onReviewed, onError }: PersonReviewActionsProps) {
  const t = useAdminT();
  const styles = useStyles();
  const notify = useNotify();
  const review = useReviewPerson();
  const [asking, setAsking] = useState(false);
  const one = { count: 1, n: formatNumber(1) };

  const verify = async () => {
    onError(null);
    try {
      onReviewed(await review.mutateAsync({ id: person.id, body: { status: 'verified' } }));
      notify(t('review.verifiedDone', one));
    } catch (cause) {
      onError(errorMessage(cause, t('review.failed')));
    }
  };

  return (
    <>
      <Button className={styles.button} disabled={review.isPending} onClick={() => void verify()}>
        {t('review.verify')}
      </Button>
      <Button className={styles.button} disabled={review.isPending} onClick={() => setAsking(true)}>
        {t('review.needsCorrection')}
      </Button>
      {asking && (
        <ReviewCommentDialog
          count={1}
          onSubmit={async (comment) => {
            onError(null);
            const updated = await review.mutateAsync({
              id: person.id,
              body: { status: 'needs_correction', comment },
            });
            setAsking(false);
            onReviewed(updated);
            notify(t('review.sentBackDone', one));
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
