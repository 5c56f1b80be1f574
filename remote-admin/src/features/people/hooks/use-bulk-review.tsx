import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Checkbox } from '@fluentui/react-checkbox';
import { makeStyles } from '@griffel/react';
import { visuallyHidden } from '@hr/ui/theme';
import type { Person } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { useNotify } from '@hr/ui/feedback';
import { InlineMessage, useFocusReturn } from '@hr/ui/page';
import type { Column } from '@hr/ui/table';
import { formatNumber } from '@hr/i18n';
import { useReviewPeople } from '../api/review-people';
import { ReviewCommentDialog } from '../components/review-comment-dialog';
import { ReviewToolbar } from '../components/review-toolbar';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  hidden: visuallyHidden,
});

export interface BulkReview {
  /** The checkbox column, to put first. */
  column: Column<Person>;
  /** Select-all for the page and the two actions, above the table. */
  toolbar: ReactNode;
  /** The comment dialog and the last failure, to render once. */
  dialogs: ReactNode;
}

/**
 * Row selection on one page of All People and the bulk review of it (POST /admin/people/review):
 * "Verify selected" at once, "Needs correction…" after the comment. Only the rows on the page
 * count: a selection does not follow the admin to another page, search or filter.
 */
export function useBulkReview(items: readonly Person[]): BulkReview {
  const t = useAdminT();
  const styles = useStyles();
  const notify = useNotify();
  const review = useReviewPeople();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The ids the comment dialog was opened for.
  const [asking, setAsking] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = items.filter((p) => selected.has(p.id)).map((p) => p.id);

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(ids.length === items.length ? new Set() : new Set(items.map((p) => p.id)));

  const send = async (
    status: 'verified' | 'needs_correction',
    chosen: string[],
    comment?: string,
  ) => {
    setError(null);
    const { updated } = await review.mutateAsync({ ids: chosen, status, comment });
    setSelected(new Set());
    const key = status === 'verified' ? 'review.verifiedDone' : 'review.sentBackDone';
    notify(t(key, { count: updated, n: formatNumber(updated) }));
  };
  // "Verify selected" goes with the selection it sent: a focus on it moves to "Select all".
  const selectAll = useRef<HTMLInputElement>(null);
  // The comment dialog hands the focus back to "Needs correction…" (Escape, Cancel), or, when the
  // button went with the selection it sent, to "Select all": never to the page's body.
  const focus = useFocusReturn<HTMLInputElement>(asking !== null, selectAll);
  const verify = () =>
    void send('verified', ids)
      .then(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[role="toolbar"]'))
          selectAll.current?.focus();
      })
      .catch((cause: unknown) => setError(errorMessage(cause, t('review.failed'))));

  const column = useMemo<Column<Person>>(
    () => ({
      id: 'select',
      header: <span className={styles.hidden}>{t('review.select')}</span>,
      card: 'select',
      width: 32,
      render: (person) => (
        <Checkbox
          aria-label={t('review.selectOne', { name: person.name })}
          checked={selected.has(person.id)}
          onChange={() => toggle(person.id)}
        />
      ),
    }),
    [selected, styles.hidden, t],
  );

  const toolbar = (
    <>
      <ReviewToolbar
        rows={items.length}
        selected={ids.length}
        onToggleAll={toggleAll}
        onVerify={verify}
        onNeedsCorrection={() => {
          focus.remember();
          setAsking(ids);
        }}
        busy={review.isPending}
        selectAllRef={selectAll}
      />
      {error && <InlineMessage>{error}</InlineMessage>}
    </>
  );

  const dialogs = asking ? (
    <ReviewCommentDialog
      count={asking.length}
      onSubmit={async (comment) => {
        await send('needs_correction', asking, comment);
        setAsking(null);
      }}
      onClose={() => setAsking(null)}
    />
  ) : null;

  return { column, toolbar, dialogs };
}
