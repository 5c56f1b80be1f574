import { Badge } from '@fluentui/react-badge';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { formatNumber } from '@hr/i18n';
import { useUiT } from '@hr/ui/i18n';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/**
 * An account's wards as chips, one per ward, in the language's digits; `empty` (e.g. "Any ward")
 * when there are none. A list, so a screen reader says how many there are.
 */
export function WardChips({ wards, empty = '—' }: { wards: readonly number[]; empty?: string }) {
  const styles = useStyles();
  const t = useUiT();
  if (wards.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.list} aria-label={t('wards.label')}>
      {wards.map((ward) => (
        <li key={ward}>
          <Badge appearance="tint" color="brand" shape="rounded">
            {formatNumber(ward, { useGrouping: false })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
