import type { Ref } from 'react';
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
  actions: { display: 'contents' },
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
  /**
   * "Select all on this page": where the focus goes when the actions go with the selection
   * (the selection just sent), instead of the page's body.
   */
  selectAllRef?: Ref<HTMLInputElement>;
}

/**
 * Above All People: select the page's rows; "Verify selected" and "Needs correction…" appear
 * once something is selected (a command bar shows the commands that apply, as Microsoft 365's
 * lists do). On a phone too, where the table's header row is not shown.
 */
export function ReviewToolbar(props: ReviewToolbarProps) {
  const { rows, selected, onToggleAll, onVerify, onNeedsCorrection, busy, selectAllRef } = props;
  const t = useAdminT();
  const styles = useStyles();
  const all = rows > 0 && selected === rows;
  const none = selected === 0;
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('review.toolbar')}>
      <Checkbox
        ref={selectAllRef}
        label={t('review.selectPage')}
        checked={all ? true : none ? false : 'mixed'}
        disabled={rows === 0}
        onChange={onToggleAll}
      />
      <Text className={styles.count} aria-live="polite">
        {t('review.selected', { count: selected, n: formatNumber(selected) })}
      </Text>
      {!none && (
        <div className={styles.actions}>
          <Button
            className={styles.button}
            icon={<CheckmarkRegular />}
            disabledFocusable={busy}
            onClick={onVerify}
          >
            {t('review.verifySelected')}
          </Button>
          <Button
            className={styles.button}
            icon={<CommentEditRegular />}
            disabledFocusable={busy}
            onClick={onNeedsCorrection}
          >
            {t('review.needsCorrectionSelected')}
          </Button>
        </div>
      )}
    </div>
  );
}
