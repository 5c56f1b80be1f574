import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { makeStyles } from '@griffel/react';
import { WardsField, type FieldErrors } from '@hr/ui/forms';
import { phoneHint } from '@hr/ui/phone';
import { mediaUp, spacing } from '@hr/ui/theme';
import {
  supervisorLabel,
  type SupervisorFieldKey,
  type SupervisorFormValues,
} from '../utils/supervisor-form';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(2),
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    alignItems: 'start',
  },
  wide: { [mediaUp('sm')]: { gridColumn: '1 / -1' } },
});

export interface SupervisorFieldsProps {
  value: SupervisorFormValues;
  onChange(value: SupervisorFormValues): void;
  /** Add asks for the password twice; Edit takes an optional new one (also twice). */
  mode: 'create' | 'edit';
  disabled?: boolean;
  errors?: FieldErrors<SupervisorFieldKey>;
}

/** The fields of the Add and Edit Supervisor dialogs (no buttons). */
export function SupervisorFields({
  value,
  onChange,
  mode,
  disabled,
  errors = {},
}: SupervisorFieldsProps) {
  const styles = useStyles();
  const t = useAdminT();
  const set = (key: SupervisorFieldKey, next: string) => onChange({ ...value, [key]: next });
  const field = (key: SupervisorFieldKey, required: boolean) => ({
    label: supervisorLabel(key),
    required,
    validationMessage: errors[key],
  });
  const input = (key: SupervisorFieldKey, type: 'text' | 'tel' | 'email' | 'password' = 'text') => (
    <Input
      name={key}
      type={type}
      value={value[key]}
      onChange={(_, d) => set(key, d.value)}
      disabled={disabled}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
    />
  );
  const creating = mode === 'create';
  return (
    <div className={styles.grid}>
      <Field {...field('firstName', true)}>{input('firstName')}</Field>
      <Field {...field('lastName', true)}>{input('lastName')}</Field>
      <Field {...field('phone', true)} hint={phoneHint()}>
        {input('phone', 'tel')}
      </Field>
      <Field {...field('email', false)}>{input('email', 'email')}</Field>
      <Field
        {...field('password', creating)}
        hint={creating ? undefined : t('userFields.passwordHint')}
      >
        {input('password', 'password')}
      </Field>
      <Field {...field('confirmPassword', creating)}>{input('confirmPassword', 'password')}</Field>
      <div className={styles.wide}>
        <WardsField
          value={value.wards}
          onChange={(wards) => set('wards', wards)}
          required
          hint={t('wards.supervisorHint')}
          validationMessage={errors.wards}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
