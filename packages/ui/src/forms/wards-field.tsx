import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useUiT } from '@hr/ui/i18n';

export interface WardsFieldProps {
  /** The text as typed ("3, 4", "1-3"); parseWards reads it on submit. */
  value: string;
  onChange(value: string): void;
  /** A supervisor needs wards; a collector's may stay empty (any ward). */
  required?: boolean;
  /** Under the field: the format, or what empty means. */
  hint: string;
  /** The form's own check or the server's 400 about `wards`. */
  validationMessage?: string;
  disabled?: boolean;
}

/**
 * The wards of an account (a supervisor's, a collector's), typed as a list and ranges: an office
 * assigns wards 1 to 12 faster as "1-12" than by ticking twelve boxes, and up to 50 of 999 fit no
 * list of choices.
 */
export function WardsField({
  value,
  onChange,
  required,
  hint,
  validationMessage,
  disabled,
}: WardsFieldProps) {
  const t = useUiT();
  return (
    <Field
      label={t('wards.label')}
      required={required}
      hint={hint}
      validationMessage={validationMessage}
    >
      <Input
        name="wards"
        value={value}
        onChange={(_, d) => onChange(d.value)}
        disabled={disabled}
        inputMode="text"
        autoComplete="off"
      />
    </Field>
  );
}
