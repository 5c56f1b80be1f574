import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-link';
import { Subtitle2 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { Stats } from '@hr/contracts';
import { Panel } from '@hr/ui/page';
import { mediaDown, spacing } from '@hr/ui/theme';
import { formatNumber } from '@hr/i18n';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  card: {
    gap: spacing(1),
    flex: '0 1 220px',
    minWidth: 'min(100%, 200px)',
    [mediaDown('sm')]: { flex: '1 1 100%' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing(0.5) },
  link: { display: 'flex', justifyContent: 'space-between', gap: spacing(2), minHeight: '28px' },
  count: { fontWeight: tokens.fontWeightSemibold },
});

// Each count opens All People with the matching "Review" filter (`?review=`).
const ROWS = [
  { filter: 'pending', count: (r: Stats['review']) => r.pending },
  { filter: 'verified', count: (r: Stats['review']) => r.verified },
  { filter: 'needs_correction', count: (r: Stats['review']) => r.needsCorrection },
  { filter: 'flagged', count: (r: Stats['review']) => r.flagged },
] as const;

/** "Review": people per review state and flagged people, each a link to the filtered list. */
export function ReviewCounts({ review }: { review: Stats['review'] }) {
  const styles = useStyles();
  const t = useAdminT();
  const navigate = useNavigate();
  return (
    <Panel className={styles.card} aria-label={t('review.countsTitle')} role="group">
      <Subtitle2 className={styles.label}>{t('review.countsTitle')}</Subtitle2>
      <ul className={styles.list}>
        {ROWS.map(({ filter, count }) => {
          const href = `/admin/people?review=${filter}`;
          return (
            <li key={filter}>
              <Link
                className={styles.link}
                href={href}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(href);
                }}
              >
                <span>{t(`review.filters.${filter}`)}</span>
                <span className={styles.count}>{formatNumber(count(review))}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
