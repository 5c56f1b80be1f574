import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@fluentui/react-spinner';
import { Subtitle2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { ErrorState } from '@hr/ui/page';
import { personHistoryQueryOptions } from '../api/get-person-history';
import { actionLabel } from '../utils/actions';
import { actorText, timeText } from '../utils/event-parts';
import { eventSummary } from '../utils/event-summary';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  section: {
    marginTop: tokens.spacingVerticalL,
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
  },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/**
 * "History" in an admin's person details: every logged event about the record, oldest first.
 * Mounting it records the view (see personHistoryQueryOptions), so it ends with this look;
 * `viewed` when the page's own read of the record recorded it (the Map).
 */
export function PersonHistory({ personId, viewed }: { personId: string; viewed?: boolean }) {
  const styles = useStyles();
  const t = useAdminT();
  const history = useQuery(personHistoryQueryOptions(personId, { viewed }));
  let body;
  if (history.isError && !history.isFetching) {
    body = (
      <ErrorState
        message={errorMessage(history.error, t('activity.historyFailed'))}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (!history.data) {
    body = <Spinner size="tiny" label={t('activity.historyLoading')} />;
  } else {
    body = (
      <ol className={styles.list} aria-label={t('activity.history')}>
        {history.data.map((event) => {
          const summary = eventSummary(event);
          return (
            <li key={event.id}>
              <div>
                {summary ? `${actionLabel(event.action)}: ${summary}` : actionLabel(event.action)}
              </div>
              <div className={styles.meta}>
                <time dateTime={event.at}>{timeText(event.at)}</time>
                {` · ${actorText(event.actor)}`}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <section className={styles.section} aria-label={t('activity.history')}>
      <Subtitle2 as="h3">{t('activity.history')}</Subtitle2>
      {body}
    </section>
  );
}
