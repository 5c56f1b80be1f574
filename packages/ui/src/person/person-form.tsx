import { useId, type ChangeEvent } from 'react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { mergeClasses } from '@griffel/react';
import type { Religion } from '@hr/contracts';
import { HOUSEHOLD_SIZE_MIN } from '@hr/contracts/constants';
import { InlineMessage } from '@hr/ui/page';
import { formatTypedPhone, phoneHint } from '@hr/ui/phone';
import type { FieldErrors } from '@hr/ui/forms';
import { personLabel, type PersonFieldKey } from './person-form-errors';
import { useUiT } from '@hr/ui/i18n';
import { formatDigits } from '@hr/i18n';
import type { PersonFormValues } from './person-form-values';
import { usePersonFormStyles } from './person-form-styles';
import { ReligionCasteFields } from './religion-caste-fields';

export interface PersonFormProps {
  value: PersonFormValues;
  /**
   * Only the fields that changed: callers merge them into their latest state
   * (`setValue((v) => ({ ...v, ...patch }))`), so an edit never overwrites an update made since the
   * last render, such as the default religion arriving while the collector types.
   */
  onChange(patch: Partial<PersonFormValues>): void;
  religions: readonly Religion[];
  religionsLoading: boolean;
  /** Already a message (e.g. errorMessage(err, 'Unable to load religions')); shown as a warning. */
  religionsError?: string | null;
  /** Shows the phone read-only with 'Phone number cannot be changed'. */
  phoneReadOnly?: boolean;
  /** The phone field is hidden unless this is set. */
  showPhone?: boolean;
  disabled?: boolean;
  /** Shown under each field ('Name is required', a server message about the field). */
  errors?: FieldErrors<PersonFieldKey>;
  /**
   * The wards to choose from, instead of typing one (a collector's few assigned wards). A ward
   * already in the form but not among them (a draft from before the assignment) still shows, so
   * the check under the field can say why it is refused.
   */
  wardChoices?: readonly string[];
}

type TextKey = Exclude<keyof PersonFormValues, 'householdSize'>;

/** The person's fields only; callers wrap it in a FormDialog or their own `<form>` with buttons. */
export function PersonForm({
  value,
  onChange,
  religions,
  religionsLoading,
  religionsError,
  phoneReadOnly = false,
  showPhone = false,
  disabled = false,
  errors = {},
  wardChoices,
}: PersonFormProps) {
  const t = useUiT();
  const styles = usePersonFormStyles();
  const wardListId = useId();
  const text = (key: TextKey) => ({
    className: styles.control,
    size: 'large' as const,
    disabled,
    value: value[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.target.value }),
  });
  // Label, required mark and error of a field, by its key.
  const field = (key: PersonFieldKey, required = false) => ({
    label: personLabel(key),
    required,
    validationMessage: errors[key],
  });
  const onHouseholdSize = (event: ChangeEvent<HTMLInputElement>) => {
    const n = Number.parseInt(event.target.value, 10);
    // 0 stands for a cleared box: it renders empty and `required` stops the submit.
    onChange({ householdSize: Number.isNaN(n) ? 0 : n });
  };

  return (
    <div className={styles.root}>
      <Field {...field('name', true)}>
        <Input {...text('name')} autoComplete="off" />
      </Field>
      <Field {...field('fatherName', true)}>
        <Input {...text('fatherName')} autoComplete="off" />
      </Field>
      {showPhone && (
        <Field {...field('phone')} hint={phoneReadOnly ? t('phone.readOnly') : phoneHint()}>
          <Input
            {...text('phone')}
            // Locked, it reads as the lists write it ('+91 91000 00003'); typed, as typed.
            {...(phoneReadOnly && { value: formatTypedPhone(value.phone) })}
            className={mergeClasses(styles.control, phoneReadOnly && styles.readOnly)}
            type="tel"
            inputMode="tel"
            readOnly={phoneReadOnly}
          />
        </Field>
      )}
      {/* A collector's assigned wards are offered as a choice (the browser's list under the
          field); a ward typed that is not one of them is refused with the message that names
          them, here and on the server, rather than made impossible to enter and left unexplained. */}
      <Field
        {...field('wardNo', true)}
        hint={wardChoices?.length ? t('person.yourWards', { wards: formatDigits(wardChoices.join(', ')) }) : undefined}
      >
        <Input
          {...text('wardNo')}
          {...(wardChoices?.length && { list: wardListId, inputMode: 'numeric' as const, autoComplete: 'off' })}
        />
      </Field>
      {wardChoices?.length ? (
        <datalist id={wardListId}>
          {wardChoices.map((ward) => (
            <option key={ward} value={ward} />
          ))}
        </datalist>
      ) : null}
      <Field {...field('areaName', true)}>
        <Input {...text('areaName')} />
      </Field>
      <Field {...field('whatsappNumber')} hint={phoneHint()}>
        <Input {...text('whatsappNumber')} type="tel" inputMode="tel" />
      </Field>
      <Field {...field('householdSize', true)}>
        <Input
          className={styles.control}
          size="large"
          type="number"
          inputMode="numeric"
          pattern="[0-9]*"
          min={HOUSEHOLD_SIZE_MIN}
          step={1}
          disabled={disabled}
          value={value.householdSize > 0 ? String(value.householdSize) : ''}
          onChange={onHouseholdSize}
        />
      </Field>
      {religionsError ? (
        <InlineMessage intent="warning" className={styles.wide}>
          {religionsError}
        </InlineMessage>
      ) : null}
      <ReligionCasteFields
        value={value}
        onChange={onChange}
        religions={religions}
        loading={religionsLoading}
        disabled={disabled}
        errors={errors}
      />
      <Field {...field('gpsLocation')} className={styles.wide}>
        <Input {...text('gpsLocation')} placeholder={t('person.gpsPlaceholder')} />
      </Field>
    </div>
  );
}
