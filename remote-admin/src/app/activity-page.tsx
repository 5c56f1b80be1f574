import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { EmptyState, ErrorState, LoadingState, PageHeader, useDocumentTitle } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { activityQueryOptions } from '@admin/features/activity/api/get-activity';
import { useActivityFilters } from '@admin/features/activity/hooks/use-activity-filters';
import { ActivityFilters } from '@admin/features/activity/components/activity-filters';
import { ActivityTable } from '@admin/features/activity/components/activity-table';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
  more: { justifySelf: 'center', minHeight: '40px' },
});

/** /admin/activity: who did what, newest first, filtered, a page at a time. */
export function ActivityPage() {
  const t = useAdminT();
  useDocumentTitle(t('activity.title'));
  const styles = useStyles();
  const filters = useActivityFilters();
  const activity = useInfiniteQuery(activityQueryOptions(filters.applied));
  const events = activity.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (activity.isError && !activity.isFetching && !activity.data) {
    body = (
      <ErrorState
        message={errorMessage(activity.error, t('activity.loadFailed'))}
        onRetry={() => void activity.refetch()}
      />
    );
  } else if (!activity.data) {
    body = <LoadingState />;
  } else if (events.length === 0) {
    body = (
      <EmptyState message={filters.filtered ? t('activity.noMatches') : t('activity.empty')} />
    );
  } else {
    body = (
      <>
        <ActivityTable events={events} busy={activity.isPlaceholderData} />
        {activity.isFetchNextPageError && (
          <ErrorState
            message={errorMessage(activity.error, t('activity.loadFailed'))}
            onRetry={() => void activity.fetchNextPage()}
          />
        )}
        {activity.hasNextPage && !activity.isFetchNextPageError && (
          <Button
            className={styles.more}
            disabled={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            {activity.isFetchingNextPage ? t('activity.loading') : t('activity.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('activity.title')} />
      <ActivityFilters value={filters.state} onChange={filters.set} />
      {body}
    </div>
  );
}
