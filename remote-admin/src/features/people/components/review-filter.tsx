import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { REVIEW_FILTERS, type ReviewFilter } from '../utils/review-filter';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  // Beside the search box, its label on its left so the row's controls line up (as tall as the
  // search box); on a phone as wide as the row allows.
  field: { flexGrow: 1, maxWidth: '280px', alignItems: 'center' },
  // Wide enough for 'Needs correction'.
  select: { minWidth: '190px' },
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
    <Field className={styles.field} label={t('review.filter')} orientation="horizontal">
      <Select
        className={styles.select}
        size="large"
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
