import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { formatDigits } from '@hr/i18n';
import { mediaUp } from '@hr/ui/theme';
import {
  addedOn,
  creatorName,
  defaultKeep,
  SIDES,
  type OpenPair,
  type Side,
} from '../utils/pair-fields';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  // The two records one under the other on a phone, side by side from 600 px (as the comparison).
  group: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  option: {
    alignItems: 'flex-start',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  label: { display: 'grid', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
});

export interface KeepChoiceProps {
  pair: OpenPair;
  keep: Side;
  onChange(side: Side): void;
  disabled?: boolean;
}

/**
 * "Record to keep": which of the two stays (the older one first); the other is removed by the
 * merge. Choosing one pre-selects all of its values below.
 */
export function KeepChoice({ pair, keep, onChange, disabled }: KeepChoiceProps) {
  const t = useAdminT();
  const styles = useStyles();
  // Added at the same moment: neither is the older.
  const older = pair.a.createdAt === pair.b.createdAt ? null : defaultKeep(pair);
  return (
    <Field label={t('duplicates.pair.keep')} hint={t('duplicates.pair.keepHint')}>
      <RadioGroup
        className={styles.group}
        value={keep}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value as Side)}
      >
        {SIDES.map((side) => {
          const person = pair[side];
          return (
            <Radio
              key={side}
              className={styles.option}
              value={side}
              label={
                <span className={styles.label}>
                  <span className={styles.name}>
                    {t('duplicates.pair.keepOption', {
                      record: t(`duplicates.pair.record_${side}`),
                      name: person.name,
                      ward: formatDigits(person.wardNo),
                    })}
                  </span>
                  <span className={styles.meta}>
                    {t('duplicates.pair.addedByOn', {
                      by: creatorName(person),
                      date: addedOn(person),
                    })}
                    {side === older && ` (${t('duplicates.pair.older')})`}
                  </span>
                </span>
              }
            />
          );
        })}
      </RadioGroup>
    </Field>
  );
}
