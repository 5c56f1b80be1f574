import { Badge } from '@fluentui/react-badge';
import { Tooltip } from '@fluentui/react-tooltip';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { WarningRegular } from '@fluentui/react-icons';
import type { QualityFlag, ReviewStatus } from '@hr/contracts';
import { formatNumber } from '@hr/i18n';
import { useUiT } from '@hr/ui/i18n';
import { visuallyHidden } from '@hr/ui/theme';

const useStyles = makeStyles({
  flags: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // One line: the state, then one badge for all the flags.
  summary: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
  },
  hidden: visuallyHidden,
  hintList: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  // Focusable, so a keyboard reaches the tooltip that explains the flag.
  flag: {
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
});

// Fluent's tint badges: the text keeps its contrast in both themes.
const COLOR: Record<ReviewStatus, 'informative' | 'success' | 'warning'> = {
  pending: 'informative',
  verified: 'success',
  needs_correction: 'warning',
};

/** 'Pending', 'Verified' or 'Needs correction'. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const t = useUiT();
  return (
    <Badge appearance="tint" color={COLOR[status]} shape="rounded">
      {t(`review.status.${status}`)}
    </Badge>
  );
}

/** One badge per quality flag, each with a tooltip saying what it means; nothing without flags. */
export function QualityFlagBadges({ flags }: { flags: readonly QualityFlag[] }) {
  const t = useUiT();
  const styles = useStyles();
  if (flags.length === 0) return null;
  return (
    <span className={styles.flags} role="list" aria-label={t('review.flags')}>
      {flags.map((flag) => (
        <span key={flag} role="listitem">
          <Tooltip content={t(`review.flagHint.${flag}`)} relationship="description" withArrow>
            <span tabIndex={0} className={styles.flag}>
              <Badge appearance="outline" color="danger" shape="rounded">
                {t(`review.flag.${flag}`)}
              </Badge>
            </span>
          </Tooltip>
        </span>
      ))}
    </span>
  );
}

/**
 * A table's compact review cell (All People): the state's badge and, when the record has quality
 * flags, one badge counting them, whose tooltip (on hover and on keyboard focus) names and
 * explains each; screen readers read the names with the cell. One line whatever the flags.
 */
export function ReviewSummary({
  status,
  flags,
}: {
  status: ReviewStatus;
  flags: readonly QualityFlag[];
}) {
  const t = useUiT();
  const styles = useStyles();
  const names = flags.map((flag) => t(`review.flag.${flag}`));
  return (
    <span className={styles.summary}>
      <ReviewStatusBadge status={status} />
      {flags.length > 0 && (
        <Tooltip
          content={
            <ul className={styles.hintList}>
              {flags.map((flag, i) => (
                <li key={flag}>{`${names[i]}: ${t(`review.flagHint.${flag}`)}`}</li>
              ))}
            </ul>
          }
          relationship="description"
          withArrow
        >
          <span tabIndex={0} className={styles.flag}>
            <Badge
              appearance="outline"
              color="danger"
              shape="rounded"
              icon={<WarningRegular />}
              aria-hidden="true"
            >
              {formatNumber(flags.length)}
            </Badge>
            <span className={styles.hidden}>
              {t('review.flagCount', {
                count: flags.length,
                n: formatNumber(flags.length),
                names: names.join(', '),
              })}
            </span>
          </span>
        </Tooltip>
      )}
    </span>
  );
}
