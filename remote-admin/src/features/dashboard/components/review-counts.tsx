import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-link';
import { Subtitle2 } from '@fluentui/react-text';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { Stats } from '@hr/contracts';
import { Panel } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { formatNumber } from '@hr/i18n';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  card: { gap: spacing(1) },
  label: { color: tokens.colorNeutralForeground3 },
  // Five rows in the height four had (the users table stays above the fold at 1280 x 800):
  // 24 px each, WCAG 2.2's least target size.
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 },
  link: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: spacing(2), minHeight: '24px' },
  count: { fontWeight: tokens.fontWeightSemibold },
});

// Each count opens All People with the matching "Review" filter (`?review=`).
const ROWS = [
  { filter: 'pending', count: (r: Stats['review']) => r.pending },
  { filter: 'verified', count: (r: Stats['review']) => r.verified },
  { filter: 'needs_correction', count: (r: Stats['review']) => r.needsCorrection },
  { filter: 'flagged', count: (r: Stats['review']) => r.flagged },
] as const;

export interface ReviewCountsProps {
  review: Stats['review'];
  /** Open duplicate pairs (issue 41), a link to the Duplicates page; absent until known. */
  duplicates?: number;
  /** Its place on the dashboard's grid. */
  className?: string;
}

/**
 * "Review": people per review state and flagged people, each a link to the filtered list, and
 * the possible duplicates to resolve, a link to the Duplicates page.
 */
export function ReviewCounts({ review, duplicates, className }: ReviewCountsProps) {
  const styles = useStyles();
  const t = useAdminT();
  const navigate = useNavigate();
  const row = (key: string, href: string, label: string, count: number) => (
    <li key={key}>
      <Link
        className={styles.link}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          void navigate(href);
        }}
      >
        <span>{label}</span>
        <span className={styles.count}>{formatNumber(count)}</span>
      </Link>
    </li>
  );
  return (
    <Panel
      className={mergeClasses(styles.card, className)}
      aria-label={t('review.countsTitle')}
      role="group"
    >
      <Subtitle2 className={styles.label}>{t('review.countsTitle')}</Subtitle2>
      <ul className={styles.list}>
        {ROWS.map(({ filter, count }) =>
          row(
            filter,
            `/admin/people?review=${filter}`,
            t(`review.filters.${filter}`),
            count(review),
          ),
        )}
        {duplicates !== undefined &&
          row('duplicates', '/admin/duplicates', t('review.duplicates'), duplicates)}
      </ul>
    </Panel>
  );
}
