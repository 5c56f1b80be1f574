import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { makeStyles, mergeClasses } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import {
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-message-bar';
import { errorMessage, httpStatus } from '@hr/api';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  useDocumentTitle,
  useTouchStyles,
} from '@hr/ui/page';
import { useNotify } from '@hr/ui/feedback';
import { useFieldChecks } from '@hr/ui/forms';
import {
  DuplicateWarning,
  PERSON_FIELDS,
  PersonForm,
  personFormErrors,
  personToForm,
  useDuplicateCheck,
  useReligions,
  type PersonFormValues,
} from '@hr/ui/person';
import { isUuid } from '@collector/features/people/utils/is-uuid';
import { toUpdateBody } from '@collector/features/people/utils/person-payload';
import { myPersonQueryOptions } from '@collector/features/people/api/get-person';
import { useUpdatePerson } from '@collector/features/people/api/update-person';
import { useFindDuplicates } from '@collector/features/people/api/find-duplicates';
import { useCollectorT } from '@collector/i18n';

type Load =
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'not-found' }
  | { state: 'invalid' }
  | { state: 'failed'; message: string };

const DASHBOARD = '/user/dashboard';

const useStyles = makeStyles({
  // The office's words as written: their line breaks kept, a long word wrapped.
  comment: { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});
const editHref = (id: string) => `/user/people/${encodeURIComponent(id)}/edit`;

/** Keyed by the id: opening another record (a duplicate's link) starts a fresh form. */
export function EditPersonPage() {
  const { id } = useParams();
  return <EditPerson key={id} id={id} />;
}

function EditPerson({ id }: { id: string | undefined }) {
  const t = useCollectorT();
  useDocumentTitle(t('edit.title'));
  const navigate = useNavigate();
  const touch = useTouchStyles();
  const styles = useStyles();
  const validId = isUuid(id);
  // A malformed id never reaches the server.
  const person = useQuery({ ...myPersonQueryOptions(id ?? ''), enabled: validId });
  const [form, setForm] = useState<PersonFormValues | null>(null);
  const [updating, setUpdating] = useState(false);
  const duplicates = useDuplicateCheck(useFindDuplicates().mutateAsync);
  const saving = updating || duplicates.checking;
  const [saveError, setSaveError] = useState<{ message: string; cause: unknown } | null>(null);
  const checks = useFieldChecks(PERSON_FIELDS);
  const shown = checks.withServer(saveError?.message, saveError?.cause);
  const religions = useReligions();
  const update = useUpdatePerson();
  const notify = useNotify();
  // The form starts from the record once; a background refetch must not wipe the user's edits.
  useEffect(() => {
    if (person.data && !form) setForm(personToForm(person.data));
  }, [person.data, form]);

  let load: Load;
  if (!validId) load = { state: 'invalid' };
  else if (person.isError && !person.isFetching) {
    load =
      httpStatus(person.error) === 404
        ? { state: 'not-found' }
        : { state: 'failed', message: errorMessage(person.error, t('edit.loadFailed')) };
  } else load = form ? { state: 'ready' } : { state: 'loading' };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || !isUuid(id) || saving) return;
    // Required fields are refused under each field, before anything is sent.
    if (!checks.check(personFormErrors(form))) return;
    const { name, fatherName, wardNo, areaName } = form;
    // The record itself is no duplicate of its own edit.
    void duplicates.run({ name, fatherName, wardNo, areaName, excludeId: id }, () => {
      void save(id, form);
    });
  };

  const save = async (id: string, form: PersonFormValues) => {
    setUpdating(true);
    setSaveError(null);
    // A collector's edit sends a reviewed record back to the office (issue 30). Read before the
    // save: the save refetches the record, pending by then.
    const reviewed = person.data !== undefined && person.data.reviewStatus !== 'pending';
    try {
      await update.mutateAsync({ id, body: toUpdateBody(form) });
      notify(reviewed ? t('edit.sentForReview') : t('edit.updated'));
      navigate(DASHBOARD);
    } catch (error) {
      setSaveError({ message: errorMessage(error, t('edit.saveFailed')), cause: error });
      setUpdating(false);
      checks.focusFirstInvalid();
    }
  };

  const back = (
    <Button className={touch.control} onClick={() => navigate(DASHBOARD)}>
      {t('edit.back')}
    </Button>
  );

  let content;
  if (load.state === 'invalid' || load.state === 'not-found') {
    content = (
      <MessageBar intent="warning" layout="multiline" role="alert">
        <MessageBarBody>
          {load.state === 'invalid' ? t('edit.invalidId') : t('edit.notFound')}
        </MessageBarBody>
        <MessageBarActions>{back}</MessageBarActions>
      </MessageBar>
    );
  } else if (load.state === 'failed') {
    content = <ErrorState message={load.message} onRetry={() => void person.refetch()} />;
  } else if (load.state === 'loading' || !form) {
    content = <LoadingState label={t('edit.loading')} />;
  } else {
    content = (
      <Card className={touch.stickyHost}>
        <form
          ref={checks.formRef}
          className={mergeClasses(touch.page, touch.fields)}
          onSubmit={submit}
          noValidate
        >
          {/* Sent back by the office: what to correct comes first, above the fields. */}
          {person.data?.reviewStatus === 'needs_correction' && person.data.reviewComment && (
            <MessageBar intent="warning" layout="multiline" aria-labelledby="office-comment-title">
              <MessageBarBody>
                <MessageBarTitle id="office-comment-title">
                  {t('edit.officeComment')}
                </MessageBarTitle>
                <span className={styles.comment}>{person.data.reviewComment}</span>
              </MessageBarBody>
            </MessageBar>
          )}
          {shown.formError && (
            <MessageBar intent="error" layout="multiline" role="alert">
              <MessageBarBody>{shown.formError}</MessageBarBody>
            </MessageBar>
          )}
          <PersonForm
            value={form}
            onChange={(patch) => {
              setForm((f) => f && { ...f, ...patch });
              checks.recheck(personFormErrors({ ...form, ...patch }));
              if (shown.field && shown.field in patch) setSaveError(null);
            }}
            errors={shown.errors}
            religions={religions.religions}
            religionsLoading={religions.loading}
            religionsError={
              religions.error ? errorMessage(religions.error, t('edit.religionsFailed')) : undefined
            }
            showPhone
            phoneReadOnly
            disabled={saving}
          />
          <div className={mergeClasses(touch.actions, touch.stickyActions)}>
            <Button
              className={touch.control}
              type="button"
              disabled={saving}
              onClick={() => navigate(DASHBOARD)}
            >
              {t('edit.cancel')}
            </Button>
            <Button className={touch.control} appearance="primary" type="submit" disabled={saving}>
              {saving ? t('edit.saving') : t('edit.save')}
            </Button>
          </div>
          <DuplicateWarning {...duplicates.warning} recordHref={editHref} />
        </form>
      </Card>
    );
  }

  return (
    <div className={touch.page}>
      <PageHeader title={t('edit.title')} subtitle={t('edit.subtitle')} />
      {content}
    </div>
  );
}
