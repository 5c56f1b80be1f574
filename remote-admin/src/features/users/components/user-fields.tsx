import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { GENDERS } from '@hr/contracts/constants';
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

/** The fields of the Create User form and of the Edit user dialog (no buttons). */
export function UserFields({ value, onChange, mode, disabled, mismatch }: UserFieldsProps) {
  const styles = useStyles();
  const set = <K extends keyof UserFormValues>(key: K, next: UserFormValues[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <div className={styles.grid}>
      <Field label="First Name" required>
        <Input
          name="firstName"
          value={value.firstName}
          onChange={(_, d) => set('firstName', d.value)}
          disabled={disabled}
          autoComplete="off"
        />
      </Field>
      <Field label="Last Name" required>
        <Input
          name="lastName"
          value={value.lastName}
          onChange={(_, d) => set('lastName', d.value)}
          disabled={disabled}
          autoComplete="off"
        />
      </Field>
      <Field label="Phone" required>
        <Input
          name="phone"
          type="tel"
          value={value.phone}
          onChange={(_, d) => set('phone', d.value)}
          disabled={disabled}
          autoComplete="off"
        />
      </Field>
      <Field label="Email">
        <Input
          name="email"
          type="email"
          value={value.email}
          onChange={(_, d) => set('email', d.value)}
          disabled={disabled}
          autoComplete="off"
        />
      </Field>
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
            <Input
              name="password"
              type="password"
              value={value.password}
              onChange={(_, d) => set('password', d.value)}
              disabled={disabled}
              autoComplete="new-password"
            />
          </Field>
          <Field
            label="Confirm Password"
            required
            validationMessage={mismatch ? 'Passwords do not match' : undefined}
          >
            <Input
              name="confirmPassword"
              type="password"
              value={value.confirmPassword}
              onChange={(_, d) => set('confirmPassword', d.value)}
              disabled={disabled}
              autoComplete="new-password"
            />
          </Field>
        </>
      ) : (
        <Field label="Password" hint="Leave blank to keep current password">
          <Input
            name="password"
            type="password"
            value={value.password}
            onChange={(_, d) => set('password', d.value)}
            disabled={disabled}
            autoComplete="new-password"
          />
        </Field>
      )}
    </div>
  );
}
