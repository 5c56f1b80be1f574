import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { formatDigits } from '@hr/i18n';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  // In the page header's row, its label on its left, as tall as the other headers' filters.
  field: { flexGrow: 1, maxWidth: '240px', alignItems: 'center' },
  select: { minWidth: '140px' },
});

export interface WardFilterProps {
  /** '' for all wards. */
  value: string;
  onChange(value: string): void;
  /** The wards to offer (those with records); the chosen one is offered even when missing. */
  wards: readonly string[];
}

/** "Ward": the pairs with either record in one ward. */
export function WardFilter({ value, onChange, wards }: WardFilterProps) {
  const t = useAdminT();
  const styles = useStyles();
  const offered = value && !wards.includes(value) ? [value, ...wards] : wards;
  return (
    <Field className={styles.field} label={t('duplicates.ward')} orientation="horizontal">
      <Select
        className={styles.select}
        size="large"
        value={value}
        onChange={(_, data) => onChange(data.value)}
      >
        <option value="">{t('duplicates.allWards')}</option>
        {offered.map((ward) => (
          <option key={ward} value={ward}>
            {formatDigits(ward)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
