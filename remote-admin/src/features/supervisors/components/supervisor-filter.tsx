import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { useQuery } from '@tanstack/react-query';
import { supervisorsQueryOptions } from '@hr/api/query';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  // In a page header's row (All People): beside the search box, label on its left.
  inline: { flexGrow: 1, maxWidth: '320px', alignItems: 'center' },
  select: { minWidth: '160px' },
});

export interface SupervisorFilterProps {
  /** A supervisor's id: "their wards"; '' for all. */
  value: string;
  onChange(value: string): void;
  /** Label beside the choice (a header's row) or above it (a grid of filters). */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * "Supervisor": narrows a list, report or map to one supervisor's wards (`supervisorId`). Admins
 * only (the pages leave it out for a supervisor, whose own wards are the scope already).
 */
export function SupervisorFilter({
  value,
  onChange,
  orientation = 'vertical',
}: SupervisorFilterProps) {
  const t = useAdminT();
  const styles = useStyles();
  // Only fills the choices: without them "All supervisors" still works.
  const supervisors = useQuery(supervisorsQueryOptions());
  const list = supervisors.data ?? [];
  const horizontal = orientation === 'horizontal';
  return (
    <Field
      className={horizontal ? styles.inline : undefined}
      label={t('supervisorChoice.label')}
      orientation={orientation}
    >
      <Select
        className={horizontal ? styles.select : undefined}
        size={horizontal ? 'large' : 'medium'}
        value={value}
        onChange={(_, d) => onChange(d.value)}
      >
        <option value="">{t('supervisorChoice.all')}</option>
        {list.map((s) => (
          <option key={s.id} value={s.id}>
            {`${s.firstName} ${s.lastName}`}
          </option>
        ))}
        {/* An address with a supervisor deleted since (or before the list arrives). */}
        {value && !list.some((s) => s.id === value) && (
          <option value={value}>{t('supervisorChoice.current')}</option>
        )}
      </Select>
    </Field>
  );
}
