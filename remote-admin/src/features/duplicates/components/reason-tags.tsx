import { Badge } from '@fluentui/react-badge';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { DUPLICATE_PAIR_REASONS } from '@hr/contracts/constants';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  tags: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // Long translations wrap inside the tag instead of widening the column.
  tag: { height: 'auto', minHeight: '20px', whiteSpace: 'normal', textAlign: 'start' },
});

const KNOWN: ReadonlySet<string> = new Set(DUPLICATE_PAIR_REASONS);

/** Why two records were paired, as short tags ("Similar name", "Same phone"). */
export function ReasonTags({ reasons }: { reasons: readonly string[] }) {
  const styles = useStyles();
  const t = useAdminT();
  return (
    <span className={styles.tags} role="list" aria-label={t('duplicates.reasonsLabel')}>
      {reasons.map((reason) => (
        <span key={reason} role="listitem">
          <Badge className={styles.tag} appearance="tint" color="informative" shape="rounded">
            {/* A reason of a newer server still shows, as sent. */}
            {KNOWN.has(reason) ? t(`duplicates.reason.${reason}`) : reason.replace(/_/g, ' ')}
          </Badge>
        </span>
      ))}
    </span>
  );
}
