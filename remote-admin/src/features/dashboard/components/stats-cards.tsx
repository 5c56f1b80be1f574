import { Spinner } from '@fluentui/react-spinner';
import { Panel } from '@hr/ui/page';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1, Subtitle2, Title2 } from '@fluentui/react-text';
import { makeStyles, mergeClasses } from '@griffel/react';
import { mediaDown, mediaUp, spacing } from '@hr/ui/theme';
import type { Stats } from '@hr/contracts';
import type { Contributor } from '../utils/top-contributors';
import { ReviewCounts } from './review-counts';
import { useAdminT } from '@admin/i18n';
import { formatNumber } from '@hr/i18n';

// The four tiles on one even grid, as an admin center's home shows its cards: four across from
// 900 px, two by two below; on a phone the two counts share a row and the lists take a row each.
// A row's tiles are as tall as the tallest (the grid stretches them).
const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: spacing(2),
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  card: { gap: spacing(1), minWidth: 0 },
  wide: { [mediaDown('sm')]: { gridColumn: 'span 2' } },
  label: { color: tokens.colorNeutralForeground3 },
  // Households and, beside them, the people living in them.
  pair: { display: 'flex', flexWrap: 'wrap', columnGap: spacing(3), rowGap: spacing(1) },
  figure: { display: 'grid', gap: spacing(1), minWidth: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing(0.5) },
  item: { display: 'flex', justifyContent: 'space-between', gap: spacing(1), minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  count: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
});

export interface StatsCardsProps {
  totalUsers: number;
  /** Person records: each is a household. */
  households: number;
  /** Their household sizes summed (Reports' "People"). */
  people: number;
  /** Undefined while the users list (their names) is on its way: the counts show meanwhile. */
  contributors: Contributor[] | undefined;
  /** People per review state (issue 30). */
  review: Stats['review'];
  /** Open duplicate pairs (issue 41); absent until known. */
  duplicates?: number;
}

export function StatsCards({
  totalUsers,
  households,
  people,
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
      <Panel className={styles.card} aria-label={t('stats.households')} role="group">
        <div className={styles.pair}>
          <div className={styles.figure}>
            <Subtitle2 className={styles.label}>{t('stats.households')}</Subtitle2>
            <Title2>{formatNumber(households)}</Title2>
            {/* The spec's name for this card: records, which are households. */}
            <Caption1 className={styles.label}>{t('stats.totalPeople')}</Caption1>
          </div>
          <div className={styles.figure} role="group" aria-label={t('stats.peopleInHouseholds')}>
            <Subtitle2 className={styles.label}>{t('stats.peopleInHouseholds')}</Subtitle2>
            <Title2>{formatNumber(people)}</Title2>
          </div>
        </div>
      </Panel>
      <Panel
        className={mergeClasses(styles.card, styles.wide)}
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
      <ReviewCounts
        className={mergeClasses(styles.card, styles.wide)}
        review={review}
        duplicates={duplicates}
      />
    </div>
  );
}
