import { Spinner } from '@fluentui/react-spinner';
import { Panel } from '@hr/ui/page';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1, Subtitle2, Title2 } from '@fluentui/react-text';
import { makeStyles, mergeClasses } from '@griffel/react';
import { mediaDown, spacing } from '@hr/ui/theme';
import type { Stats } from '@hr/contracts';
import type { Contributor } from '../utils/top-contributors';
import { ReviewCounts } from './review-counts';
import { useAdminT } from '@admin/i18n';
import { formatNumber } from '@hr/i18n';

// Each card as large as what it shows (two counts, a short list), not stretched across the page
// nor to the height of its neighbours: the users table below starts higher.
const useStyles = makeStyles({
  grid: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: spacing(2),
  },
  card: {
    gap: spacing(1),
    flex: '0 1 auto',
    minWidth: '140px',
    // On a phone the two counts share a line, and the contributors take the next one.
    [mediaDown('sm')]: { flex: '1 1 120px', minWidth: 0 },
  },
  contributors: {
    flex: '0 1 360px',
    minWidth: 'min(100%, 240px)',
    [mediaDown('sm')]: { flex: '1 1 100%' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing(0.5) },
  item: { display: 'flex', justifyContent: 'space-between', gap: spacing(1), minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  count: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
});

export interface StatsCardsProps {
  totalUsers: number;
  totalPeople: number;
  /** Undefined while the users list (their names) is on its way: the counts show meanwhile. */
  contributors: Contributor[] | undefined;
  /** People per review state (issue 30). */
  review: Stats['review'];
  /** Open duplicate pairs (issue 41); absent until known. */
  duplicates?: number;
}

export function StatsCards({
  totalUsers,
  totalPeople,
  contributors,
  review,
  duplicates,
}: StatsCardsProps) {
  const styles = useStyles();
  const t = useAdminT();
  return (
    <div className={styles.grid}>
      <Panel className={styles.card} aria-label={t('stats.totalUsers')} role="group">
        <Subtitle2 className={styles.label}>{t('stats.totalUsers')}</Subtitle2>
        <Title2>{formatNumber(totalUsers)}</Title2>
      </Panel>
      <Panel className={styles.card} aria-label={t('stats.totalPeople')} role="group">
        <Subtitle2 className={styles.label}>{t('stats.totalPeople')}</Subtitle2>
        <Title2>{formatNumber(totalPeople)}</Title2>
      </Panel>
      <Panel
        className={mergeClasses(styles.card, styles.contributors)}
        aria-label={t('stats.topContributors')}
        role="group"
      >
        <Subtitle2 className={styles.label}>{t('stats.topContributors')}</Subtitle2>
        {contributors === undefined ? (
          <Spinner size="tiny" label={t('stats.loadingContributors')} />
        ) : contributors.length === 0 ? (
          <Body1>{t('stats.noData')}</Body1>
        ) : (
          <ol className={styles.list}>
            {contributors.map((c) => (
              <li key={c.id} className={styles.item}>
                <Body1 className={styles.name}>{c.name}</Body1>
                <Caption1 className={styles.count}>
                  {t('stats.people', { count: c.count, n: formatNumber(c.count) })}
                </Caption1>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <ReviewCounts review={review} duplicates={duplicates} />
    </div>
  );
}
