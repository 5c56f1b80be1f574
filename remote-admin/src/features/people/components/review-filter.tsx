import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { REVIEW_FILTERS, type ReviewFilter } from '../utils/review-filter';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  // Beside the search box on a wide screen, the row's width on a phone.
  field: { minWidth: '180px', flexGrow: 1, maxWidth: '260px' },
  select: { minHeight: '40px' },
});

export interface ReviewFilterSelectProps {
  value: ReviewFilter;
  onChange(value: ReviewFilter): void;
}

/** "Review": All, Pending, Needs correction, Verified, Flagged. */
export function ReviewFilterSelect({ value, onChange }: ReviewFilterSelectProps) {
  const t = useAdminT();
  const styles = useStyles();
  return (
    <Field className={styles.field} label={t('review.filter')}>
      <Select
        className={styles.select}
        value={value}
        onChange={(_, data) => onChange(data.value as ReviewFilter)}
      >
        {REVIEW_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {t(`review.filters.${filter}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
