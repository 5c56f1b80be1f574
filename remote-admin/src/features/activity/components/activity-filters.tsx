import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '@hr/ui/phone';
import { mediaUp, spacing } from '@hr/ui/theme';
import { usersQueryOptions } from '@hr/api/query';
import type { ActivityFilterState } from '../hooks/use-activity-filters';
import { ACTION_GROUPS } from '../utils/actions';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(2),
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    // Each field its own height: stretched to a neighbour's with a hint, its box grew taller.
    alignItems: 'start',
  },
});

export interface ActivityFiltersProps {
  value: ActivityFilterState;
  onChange(patch: Partial<ActivityFilterState>): void;
  /** From is after To: the To field says so and nothing is asked of the server. */
  invalidRange: boolean;
}

/** Action group, collector and date range; each change asks for page one again. */
export function ActivityFilters({ value, onChange, invalidRange }: ActivityFiltersProps) {
  const styles = useStyles();
  const t = useAdminT();
  // Without the list the filter still works for "Anyone"; a failed list is not worth an error.
  const users = useQuery(usersQueryOptions());
  return (
    <div className={styles.row} role="search" aria-label={t('activity.filters')}>
      <Field label={t('activity.action')}>
        <Select value={value.action} onChange={(_, d) => onChange({ action: d.value })}>
          {ACTION_GROUPS.map((group) => (
            <option key={group.label} value={group.action}>
              {t(group.label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('activity.collector')}>
        <Select value={value.actorId} onChange={(_, d) => onChange({ actorId: d.value })}>
          <option value="">{t('activity.anyone')}</option>
          {(users.data ?? []).map((user) => (
            <option key={user.id} value={user.id}>
              {`${user.firstName} ${user.lastName} (${formatPhone(user.phone)})`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('activity.from')}>
        <Input type="date" value={value.from} onChange={(_, d) => onChange({ from: d.value })} />
      </Field>
      <Field
        label={t('activity.to')}
        validationMessage={invalidRange ? t('activity.badRange') : undefined}
      >
        <Input type="date" value={value.to} onChange={(_, d) => onChange({ to: d.value })} />
      </Field>
    </div>
  );
}
