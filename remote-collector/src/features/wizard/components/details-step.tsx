import { useEffect, type FormEvent } from 'react';
import { mergeClasses } from '@griffel/react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-button';
import { errorMessage } from '@hr/api';
import { profileWards, useSession } from '@hr/session';
import { useTouchStyles } from '@hr/ui/page';
import { useFieldChecks } from '@hr/ui/forms';
import {
  DuplicateWarning,
  PERSON_FIELDS,
  PersonForm,
  personFormErrors,
  useDuplicateCheck,
  useReligions,
} from '@hr/ui/person';
import type { DuplicateMatches, DuplicateSearchBody } from '@hr/contracts';
import { myProfileQueryOptions } from '../api/get-my-profile';
import type { LocationState } from '../hooks/use-geolocation';
import { wardChoices, wardNotAssigned } from '../utils/assigned-wards';
import type { FieldFailure } from '../utils/restore-draft';
import type { DetailsValues } from '../utils/wizard-draft';
import { useCollectorT } from '@collector/i18n';
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
  /** The look-alike search asked before saving (the people feature's, given by the page). */
  findDuplicates(body: DuplicateSearchBody): Promise<DuplicateMatches>;
  /**
   * The last save got no answer (it may be stored): the retry goes straight to the save, which
   * recognises that copy, instead of warning about it as a duplicate of itself.
   */
  skipDuplicateCheck?: boolean;
}

/** The collector's own matches open on their edit page; others' come without an id. */
const editHref = (id: string) => `/user/people/${encodeURIComponent(id)}/edit`;

export function DetailsStep(props: DetailsStepProps) {
  const { phone, details, onDetailsChange } = props;
  const touch = useTouchStyles();
  const t = useCollectorT();
  const duplicates = useDuplicateCheck(props.findDuplicates);
  const saving = props.saving || duplicates.checking;
  const { religions, loading, error } = useReligions();
  // The collector's assigned wards (none: any ward): fresh from the server, else as signed in.
  const signedIn = profileWards(useSession().user);
  const me = useQuery(myProfileQueryOptions());
  const wards = me.data ? profileWards(me.data) : signedIn;
  const checks = useFieldChecks(PERSON_FIELDS);
  // The required fields, then the ward against the assigned ones, as the server will check it.
  const errorsOf = (form: typeof details & { phone: string }) => {
    const errors = personFormErrors(form);
    const ward = errors.wardNo ? undefined : wardNotAssigned(form.wardNo, wards);
    return ward ? { ...errors, wardNo: ward } : errors;
  };
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
    if (saving || !checks.check(errorsOf({ ...details, phone }))) return;
    if (props.skipDuplicateCheck) {
      props.onSave();
      return;
    }
    const { name, fatherName, wardNo, areaName } = details;
    void duplicates.run({ name, fatherName, wardNo, areaName }, props.onSave);
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
          checks.recheck(errorsOf({ ...details, ...patch, phone }));
        }}
        errors={shown.errors}
        religions={religions}
        religionsLoading={loading}
        religionsError={error ? errorMessage(error, t('details.religionsFailed')) : undefined}
        showPhone
        phoneReadOnly
        disabled={saving}
        wardChoices={wardChoices(wards)}
      />
      <LocationStatus {...props.location} onRefresh={props.onRefreshLocation} disabled={saving} />
      <div className={mergeClasses(touch.actions, touch.stickyActions)}>
        <Button className={touch.control} type="button" disabled={saving} onClick={props.onBack}>
          {t('details.back')}
        </Button>
        <Button className={touch.control} appearance="primary" type="submit" disabled={saving}>
          {saving ? t('details.saving') : t('details.save')}
        </Button>
      </div>
      <DuplicateWarning {...duplicates.warning} recordHref={editHref} />
    </form>
  );
}
