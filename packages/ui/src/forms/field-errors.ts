import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, type ErrorCode } from '@hr/api';
import { currentLanguage } from '@hr/i18n';
import { uiText } from '@hr/ui/i18n';

/** One message per field, shown by Fluent's `Field validationMessage` under that field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** 'First Name' -> 'First name is required': the label as a sentence, so every form reads alike. */
export function requiredMessage(label: string): string {
  // Devanagari has no capitals: the sentence is the translation's, with the label as given.
  if (currentLanguage() !== 'en') return uiText('forms.required', { field: label });
  return `${label.charAt(0).toUpperCase()}${label.slice(1).toLowerCase()} is required`;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * While the user corrects a refused form: the fields shown as invalid keep an error only while
 * it still holds (with its current text); fields not yet complained about stay quiet.
 */
export function stillInvalid<K extends string>(
  shown: FieldErrors<K>,
  fresh: FieldErrors<K>,
): FieldErrors<K> {
  const next: FieldErrors<K> = {};
  for (const key of Object.keys(shown) as K[]) if (fresh[key]) next[key] = fresh[key];
  return next;
}

/** Codes whose message is about one field although it does not start with the field's name. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  USER_PHONE_TAKEN: 'phone',
  PHONE_ALREADY_REGISTERED: 'phone',
  ADMIN_EMAIL_TAKEN: 'email',
  // Taken by any account (a collector, an admin, a supervisor).
  ACCOUNT_PHONE_TAKEN: 'phone',
  ACCOUNT_EMAIL_TAKEN: 'email',
  RELIGION_NAME_TAKEN: 'name',
  CASTE_NAME_TAKEN: 'name',
  // "Ward 9 is not one of your wards (3, 4).": under the ward field of the person forms.
  WARD_NOT_ASSIGNED: 'wardNo',
};

/**
 * The field a failed call's message is about, among the form's wire names, or undefined. The
 * server names the field first in an input error ('phone is not a valid phone number',
 * 'householdSize must be at least 1'); a few conflicts are about one field by their code.
 */
export function serverErrorField<K extends string>(
  error: unknown,
  message: string,
  fields: readonly K[],
): K | undefined {
  const code = errorCode(error);
  if (!code) return undefined;
  const byCode = FIELD_OF_CODE[code];
  if (byCode) return fields.find((f) => f === byCode);
  if (code !== 'VALIDATION_FAILED' && code !== 'INVALID_CHARACTERS') return undefined;
  const first = message.split(' ', 1)[0];
  return fields.find((f) => f === first);
}

/**
 * Moves the focus to the first invalid control of a form, in page order, once the errors of a
 * refused submit are on screen (Fluent's Field marks its control `aria-invalid`). Call
 * `focusFirstInvalid()` after setting the errors; attach `ref` to the form.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const focusFirstInvalid = useCallback(() => setAttempt((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}

/**
 * The field errors of one form: its own checks, shown on submit and kept up to date while the
 * user corrects them, a failed call's message moved under the field it is about, and the focus
 * on the first invalid field. `fields` are the form's keys, named as on the wire.
 */
export function useFieldChecks<K extends string>(fields: readonly K[]) {
  const [checks, setChecks] = useState<FieldErrors<K>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  /** Shows `found`; false, with the focus on the first invalid field, when there is any. */
  const check = useCallback(
    (found: FieldErrors<K>) => {
      setChecks(found);
      if (!hasErrors(found)) return true;
      focusFirstInvalid();
      return false;
    },
    [focusFirstInvalid],
  );

  /** After an edit: `fresh` is the whole form's check now; only fields already shown change. */
  const recheck = useCallback(
    (fresh: FieldErrors<K>) => setChecks((shown) => stillInvalid(shown, fresh)),
    [],
  );

  /**
   * What to show after a failed call (`message`, what it threw): the field it is about gets the
   * message, otherwise `formError` carries it to the alert above the form.
   */
  const withServer = (message: string | null | undefined, cause: unknown) => {
    const field = message ? serverErrorField(cause, message, fields) : undefined;
    return {
      field,
      errors: field ? { ...checks, [field]: message } : checks,
      formError: field ? undefined : (message ?? undefined),
    };
  };

  return { formRef: ref, check, recheck, withServer, focusFirstInvalid };
}
