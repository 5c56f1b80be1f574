import { Badge } from '@fluentui/react-badge';
import { Tooltip } from '@fluentui/react-tooltip';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { QualityFlag, ReviewStatus } from '@hr/contracts';
import { useUiT } from '@hr/ui/i18n';

const useStyles = makeStyles({
  flags: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
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
