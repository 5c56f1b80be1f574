import type { Ref } from 'react';
import { Field } from '@fluentui/react-field';
import { Textarea } from '@fluentui/react-textarea';

export interface CommentFieldProps {
  label: string;
  /** Under the field: the limit and the characters typed so far. */
  hint: string;
  /** What is wrong with the comment, once the dialog was sent; null while nothing is. */
  error: string | null;
  required?: boolean;
  rows: number;
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  /** The text box, for the dialog to focus when its comment is refused. */
  fieldRef: Ref<HTMLTextAreaElement>;
}

/** The office's comment on a decision (a review sent back, a pair that is not a duplicate). */
export function CommentField({
  label,
  hint,
  error,
  required,
  rows,
  value,
  onChange,
  disabled,
  fieldRef,
}: CommentFieldProps) {
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationMessage={error ?? undefined}
      validationState={error ? 'error' : 'none'}
    >
      <Textarea
        ref={fieldRef}
        value={value}
        resize="vertical"
        rows={rows}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
