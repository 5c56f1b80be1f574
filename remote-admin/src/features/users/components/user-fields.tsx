import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { GENDERS } from '@hr/contracts/constants';
import { phoneHint } from '@hr/ui';
import { mediaUp, spacing } from '@hr/ui/theme';
import type { UserFormValues } from '../utils/user-form';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(2),
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export interface UserFieldsProps {
  value: UserFormValues;
  onChange(value: UserFormValues): void;
  /** Create asks for the password twice; edit takes an optional new one. */
  mode: 'create' | 'edit';
  disabled?: boolean;
  /** Set after a submit whose passwords differ. */
  mismatch?: boolean;
}

/** The text fields, all strings in the form values. */
type TextKey = Exclude<keyof UserFormValues, 'gender'>;

/** The fields of the Create User form and of the Edit user dialog (no buttons). */
export function UserFields({ value, onChange, mode, disabled, mismatch }: UserFieldsProps) {
  const styles = useStyles();
  const set = <K extends keyof UserFormValues>(key: K, next: UserFormValues[K]) =>
    onChange({ ...value, [key]: next });
  const input = (name: TextKey, type: 'text' | 'tel' | 'email' | 'password' = 'text') => (
    <Input
      name={name}
      type={type}
      value={value[name]}
      onChange={(_, d) => set(name, d.value)}
      disabled={disabled}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
    />
  );

  return (
    <div className={styles.grid}>
      <Field label="First Name" required>
        {input('firstName')}
      </Field>
      <Field label="Last Name" required>
        {input('lastName')}
      </Field>
      <Field label="Phone" required hint={phoneHint()}>
        {input('phone', 'tel')}
      </Field>
      <Field label="Email">{input('email', 'email')}</Field>
      <Field label="Gender">
        <Select
          name="gender"
          value={value.gender}
          onChange={(_, d) => set('gender', d.value as UserFormValues['gender'])}
          disabled={disabled}
        >
          <option value="">Prefer not to say</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </Select>
      </Field>
      {mode === 'create' ? (
        <>
          <Field label="Password" required>
            {input('password', 'password')}
          </Field>
          <Field
            label="Confirm Password"
            required
            validationMessage={mismatch ? 'Passwords do not match' : undefined}
          >
            {input('confirmPassword', 'password')}
          </Field>
        </>
      ) : (
        <Field label="Password" hint="Leave blank to keep current password">
          {input('password', 'password')}
        </Field>
      )}
    </div>
  );
}
