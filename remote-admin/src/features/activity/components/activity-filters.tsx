import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '@hr/ui/phone';
import { breakpoints, mediaUp, spacing } from '@hr/ui/theme';
import { usersQueryOptions } from '@hr/api/query';
import type { ActivityFilterState } from '../hooks/use-activity-filters';
import { ACTION_GROUPS } from '../utils/actions';
import { DateRangeFields } from '@admin/components/date-range/date-range-fields';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  // One even grid: a column on a phone, two by two, then one row of four where they fit.
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(2),
    // Ranges that do not overlap: the order of media rules in the style sheet is not ours.
    [`${mediaUp('sm')} and (max-width: ${breakpoints.lg - 0.02}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    // Each field its own height: stretched to a neighbour's with a hint, its box grew taller.
    alignItems: 'start',
  },
  field: { minWidth: 0 },
  // A select is as wide as its longest option ("Name (+91 ...)") unless told otherwise: it ran
  // under the next field. Told, it keeps its cell and cuts the chosen option's text.
  select: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
});

export interface ActivityFiltersProps {
  value: ActivityFilterState;
  onChange(patch: Partial<ActivityFilterState>): void;
}

/** Action group, collector and date range; each change asks for page one again. */
export function ActivityFilters({ value, onChange }: ActivityFiltersProps) {
  const styles = useStyles();
  const t = useAdminT();
  // Without the list the filter still works for "Anyone"; a failed list is not worth an error.
  const users = useQuery(usersQueryOptions());
  return (
    <div className={styles.row} role="search" aria-label={t('activity.filters')}>
      <Field className={styles.field} label={t('activity.action')}>
        <Select
          select={{ className: styles.select }}
          value={value.action}
          onChange={(_, d) => onChange({ action: d.value })}
        >
          {ACTION_GROUPS.map((group) => (
            <option key={group.label} value={group.action}>
              {t(group.label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field className={styles.field} label={t('activity.collector')}>
        <Select
          select={{ className: styles.select }}
          value={value.actorId}
          onChange={(_, d) => onChange({ actorId: d.value })}
        >
          <option value="">{t('activity.anyone')}</option>
          {(users.data ?? []).map((user) => (
            <option key={user.id} value={user.id}>
              {`${user.firstName} ${user.lastName} (${formatPhone(user.phone)})`}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields
        from={value.from}
        to={value.to}
        onChange={onChange}
        labels={{
          from: t('activity.from'),
          to: t('activity.to'),
          badRange: t('activity.badRange'),
        }}
      />
    </div>
  );
}
