import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { Person } from '@hr/contracts';
import { QualityFlagBadges, ReviewStatusBadge } from '@hr/ui/person';

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
});

/** The Review column: the state's badge, then a badge per quality flag. */
export function ReviewCell({ person }: { person: Person }) {
  const styles = useStyles();
  return (
    <span className={styles.cell}>
      <ReviewStatusBadge status={person.reviewStatus} />
      <QualityFlagBadges flags={person.flags} />
    </span>
  );
}
