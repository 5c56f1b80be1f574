import { useEffect, type FormEvent } from 'react';
import { mergeClasses } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { errorMessage } from '@hr/api';
import {
  PERSON_FIELDS,
  PersonForm,
  personFormErrors,
  useFieldChecks,
  useReligions,
  useTouchStyles,
} from '@hr/ui';
import type { LocationState } from '../hooks/use-geolocation';
import type { FieldFailure } from '../utils/restore-draft';
import type { DetailsValues } from '../utils/wizard-draft';
import { LocationStatus } from './location-status';

interface DetailsStepProps {
  phone: string;
  details: DetailsValues;
  saving: boolean;
  /** A refused save whose message is about one field: shown under it. */
  failure?: FieldFailure | null;
  location: LocationState;
  onDetailsChange(update: (details: DetailsValues) => DetailsValues): void;
  onRefreshLocation(): void;
  onBack(): void;
  onSave(): void;
}

export function DetailsStep(props: DetailsStepProps) {
  const { phone, details, saving, onDetailsChange } = props;
  const touch = useTouchStyles();
  const { religions, loading, error } = useReligions();
  const checks = useFieldChecks(PERSON_FIELDS);
  const shown = checks.withServer(props.failure?.message, props.failure?.cause);
  const { focusFirstInvalid } = checks;
  useEffect(() => {
    if (props.failure) focusFirstInvalid();
  }, [props.failure, focusFirstInvalid]);

  // Once the lookups arrive a new person starts on the first religion and its
  // first caste. A religion already chosen (a restored draft) is kept.
  useEffect(() => {
    const first = religions[0];
    if (!first) return;
    onDetailsChange((current) =>
      current.religion
        ? current
        : { ...current, religion: first.name, caste: first.castes[0]?.name ?? '' },
    );
  }, [religions, onDetailsChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Every missing field is shown under it and nothing is sent.
    if (!checks.check(personFormErrors({ ...details, phone }))) return;
    props.onSave();
  };

  return (
    <form
      ref={checks.formRef}
      className={mergeClasses(touch.page, touch.fields)}
      onSubmit={submit}
      noValidate
    >
      <PersonForm
        value={{ ...details, phone }}
        onChange={({ phone: _phone, ...patch }) => {
          onDetailsChange((d) => ({ ...d, ...patch }));
          checks.recheck(personFormErrors({ ...details, ...patch, phone }));
        }}
        errors={shown.errors}
        religions={religions}
        religionsLoading={loading}
        religionsError={error ? errorMessage(error, 'Unable to load religion list') : undefined}
        showPhone
        phoneReadOnly
        disabled={saving}
      />
      <LocationStatus {...props.location} onRefresh={props.onRefreshLocation} disabled={saving} />
      <div className={touch.actions}>
        <Button className={touch.control} type="button" disabled={saving} onClick={props.onBack}>
          Back
        </Button>
        <Button className={touch.control} appearance="primary" type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Person'}
        </Button>
      </div>
    </form>
  );
}
