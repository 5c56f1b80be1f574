import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { CheckmarkRegular, CommentEditRegular } from '@fluentui/react-icons';
import { formatNumber } from '@hr/i18n';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  count: { color: tokens.colorNeutralForeground3 },
  button: { minHeight: '40px' },
});

export interface ReviewToolbarProps {
  /** Rows on the page, and how many of them are selected. */
  rows: number;
  selected: number;
  onToggleAll(): void;
  onVerify(): void;
  onNeedsCorrection(): void;
  busy: boolean;
}

/**
 * Above All People: select the page's rows, then "Verify selected" or "Needs correction…" (both
 * need a selection). On a phone too, where the table's header row is not shown.
 */
export function ReviewToolbar(props: ReviewToolbarProps) {
  const { rows, selected, onToggleAll, onVerify, onNeedsCorrection, busy } = props;
  const t = useAdminT();
  const styles = useStyles();
  const all = rows > 0 && selected === rows;
  const none = selected === 0;
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('review.toolbar')}>
      <Checkbox
        label={t('review.selectPage')}
        checked={all ? true : none ? false : 'mixed'}
        disabled={rows === 0 || busy}
        onChange={onToggleAll}
      />
      <Text className={styles.count} aria-live="polite">
        {t('review.selected', { count: selected, n: formatNumber(selected) })}
      </Text>
      <Button
        className={styles.button}
        icon={<CheckmarkRegular />}
        disabled={none || busy}
        onClick={onVerify}
      >
        {t('review.verifySelected')}
      </Button>
      <Button
        className={styles.button}
        icon={<CommentEditRegular />}
        disabled={none || busy}
        onClick={onNeedsCorrection}
      >
        {t('review.needsCorrectionSelected')}
      </Button>
    </div>
  );
}
