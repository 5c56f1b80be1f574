import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { useQuery } from '@tanstack/react-query';
import { GENDERS } from '@hr/contracts/constants';
import { supervisorsQueryOptions } from '@hr/api/query';
import { WardsField, type FieldErrors } from '@hr/ui/forms';
import { phoneHint } from '@hr/ui/phone';
import { mediaUp, spacing } from '@hr/ui/theme';
import { USER_LABELS, type UserFormValues, type UserTextKey } from '../utils/user-form';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(2),
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // Each field its own height: stretched to a neighbour's with a hint, its box grew taller.
    alignItems: 'start',
  },
});

export interface UserFieldsProps {
  value: UserFormValues;
  onChange(value: UserFormValues): void;
  /** Create asks for the password twice; edit takes an optional new one. */
  mode: 'create' | 'edit';
  disabled?: boolean;
  /** Shown under each field ('First name is required', 'Passwords do not match', ...). */
  errors?: FieldErrors<UserTextKey>;
}

/** The fields of the Create User form and of the Edit user dialog (no buttons). */
export function UserFields({ value, onChange, mode, disabled, errors = {} }: UserFieldsProps) {
  const styles = useStyles();
  const t = useAdminT();
  // Only fills the choice: without the list the collector keeps the supervisor they have.
  const supervisors = useQuery(supervisorsQueryOptions());
  const current = value.supervisorId;
  const supervisorChoices = supervisors.data ?? [];
  const set = <K extends keyof UserFormValues>(key: K, next: UserFormValues[K]) =>
    onChange({ ...value, [key]: next });
  const input = (name: UserTextKey, type: 'text' | 'tel' | 'email' | 'password' = 'text') => (
    <Input
      name={name}
      type={type}
      value={value[name]}
      onChange={(_, d) => set(name, d.value)}
      disabled={disabled}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
    />
  );
  // Label, required mark and the field's error, by the field's key.
  const field = (name: UserTextKey, required: boolean) => ({
    label: t(USER_LABELS[name]),
    required,
    validationMessage: errors[name],
  });

  return (
    <div className={styles.grid}>
      <Field {...field('firstName', true)}>{input('firstName')}</Field>
      <Field {...field('lastName', true)}>{input('lastName')}</Field>
      <Field {...field('phone', true)} hint={phoneHint()}>
        {input('phone', 'tel')}
      </Field>
      <Field {...field('email', false)}>{input('email', 'email')}</Field>
      <Field label={t('userFields.gender')}>
        <Select
          name="gender"
          value={value.gender}
          onChange={(_, d) => set('gender', d.value as UserFormValues['gender'])}
          disabled={disabled}
        >
          <option value="">{t('userFields.preferNot')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`genders.${g}`)}
            </option>
          ))}
        </Select>
      </Field>
      <WardsField
        value={value.wards}
        onChange={(wards) => set('wards', wards)}
        hint={t('wards.collectorHint')}
        validationMessage={errors.wards}
        disabled={disabled}
      />
      <Field label={t('supervisorChoice.label')}>
        <Select
          name="supervisorId"
          value={current}
          onChange={(_, d) => set('supervisorId', d.value)}
          disabled={disabled}
        >
          <option value="">{t('supervisorChoice.none')}</option>
          {supervisorChoices.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.firstName} ${s.lastName}`}
            </option>
          ))}
          {/* The list not in (yet): the collector's own supervisor still shows as chosen. */}
          {current && !supervisorChoices.some((s) => s.id === current) && (
            <option value={current}>{t('supervisorChoice.current')}</option>
          )}
        </Select>
      </Field>
      {mode === 'create' ? (
        <>
          <Field {...field('password', true)}>{input('password', 'password')}</Field>
          <Field {...field('confirmPassword', true)}>{input('confirmPassword', 'password')}</Field>
        </>
      ) : (
        <Field {...field('password', false)} hint={t('userFields.passwordHint')}>
          {input('password', 'password')}
        </Field>
      )}
    </div>
  );
}
