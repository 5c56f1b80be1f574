import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { DEFAULT_RESEND_SECONDS } from '@hr/contracts/constants';
import { errorCode, errorMessage, httpStatus, type ErrorCode } from '@hr/api';
import { onSignOut } from '@hr/session';
import { PageHeader, useDocumentTitle, useTouchStyles } from '@hr/ui/page';
import { useNotify } from '@hr/ui/feedback';
import { serverErrorField } from '@hr/ui/forms';
import { PERSON_FIELDS } from '@hr/ui/person';
import { missingRequired, toCreateBody } from '@collector/features/people/utils/person-payload';
import { useFindDuplicates } from '@collector/features/people/api/find-duplicates';
import { createPerson } from '@collector/features/wizard/api/create-person';
import { sendOtp } from '@collector/features/wizard/api/send-otp';
import { verifyOtp } from '@collector/features/wizard/api/verify-otp';
import { useCountdown } from '@collector/features/wizard/hooks/use-countdown';
import { useGeolocation } from '@collector/features/wizard/hooks/use-geolocation';
import { findSavedCopy } from '@collector/features/wizard/utils/saved-copy';
import {
  clearDraft,
  newDraft,
  saveDraft,
  type DetailsValues,
  type WizardDraft,
} from '@collector/features/wizard/utils/wizard-draft';
import {
  restoreDraft,
  type FieldFailure,
  type Notice,
} from '@collector/features/wizard/utils/restore-draft';
import { DetailsStep } from '@collector/features/wizard/components/details-step';
import { DraftPrompt } from '@collector/features/wizard/components/draft-prompt';
import { OtpStep } from '@collector/features/wizard/components/otp-step';
import { PhoneStep } from '@collector/features/wizard/components/phone-step';
import { WizardNotice } from '@collector/features/wizard/components/wizard-notice';
import { WizardSteps } from '@collector/features/wizard/components/wizard-steps';
import { useCollectorT } from '@collector/i18n';

type Busy = 'send' | 'resend' | 'verify' | 'save' | null;

/** Answers after which the running code is gone: the resend countdown stops with it. */
const EXPIRED: ReadonlySet<ErrorCode> = new Set(['OTP_EXPIRED', 'SESSION_EXPIRED']);

/** Where the keyboard goes on a new step: its first field the collector can type in. */
const FIRST_FIELD = 'input:not([readonly]):not([disabled]), select:not([disabled])';

function secondsUntil(epochMs: number | null): number {
  return epochMs === null ? 0 : Math.max(0, Math.ceil((epochMs - Date.now()) / 1000));
}

/** The resend countdown follows the server's `expiresIn`, or 60 when it is unusable. */
function resendSeconds(expiresIn: unknown): number {
  return typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0
    ? Math.ceil(expiresIn)
    : DEFAULT_RESEND_SECONDS;
}

export function AddPersonPage() {
  const t = useCollectorT();
  useDocumentTitle(t('addPerson.title'));
  const navigate = useNavigate();
  const touch = useTouchStyles();
  const notify = useNotify();
  const findDuplicates = useFindDuplicates().mutateAsync;
  const [initial] = useState(restoreDraft);
  // A household left unfinished is asked about ('Continue' or 'Discard') before it is shown.
  const [asking, setAsking] = useState(initial.unfinished);
  const [draft, setDraft] = useState<WizardDraft>(initial.draft);
  const [notice, setNotice] = useState<Notice | null>(initial.notice);
  const [busy, setBusy] = useState<Busy>(null);
  const [fieldFailure, setFieldFailure] = useState<FieldFailure | null>(null);
  const countdown = useCountdown(secondsUntil(initial.draft.resendAt));
  // Set once the draft must not be written again: saved, or the collector signed out.
  const closed = useRef(false);
  // A save that got no answer may have been stored; a retry that is refused checks for it.
  const lastSaveUnanswered = useRef(false);
  const autoLocated = useRef(false);

  const setGps = useCallback(
    (gpsLocation: string) => setDraft((d) => ({ ...d, details: { ...d.details, gpsLocation } })),
    [],
  );
  const location = useGeolocation(setGps);
  const { capture, reset: resetLocation } = location;

  useEffect(() => onSignOut(() => void (closed.current = true)), []);
  // Not while asking: the stored draft keeps the time it was left.
  useEffect(() => {
    if (!closed.current && !asking) saveDraft(draft);
  }, [draft, asking]);

  // Each new step takes the keyboard focus to its first field (the live region in WizardSteps
  // says which step it is): it never drops to the page, to be tabbed past the sidebar again. So
  // does the wizard shown after 'Continue' or 'Discard'.
  const stepArea = useRef<HTMLDivElement>(null);
  const shown = useRef({ step: draft.step, asking });
  useEffect(() => {
    const changed = shown.current.step !== draft.step || (shown.current.asking && !asking);
    shown.current = { step: draft.step, asking };
    if (changed && !asking) stepArea.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [draft.step, asking]);

  // Device location is requested by itself the first time the details step shows; a location
  // already in a restored draft is kept ('Refresh Location' replaces it on purpose).
  useEffect(() => {
    if (asking || draft.step !== 2 || autoLocated.current) return;
    autoLocated.current = true;
    if (!draft.details.gpsLocation) capture();
  }, [asking, draft.step, draft.details.gpsLocation, capture]);

  const onDetailsChange = useCallback(
    (update: (details: DetailsValues) => DetailsValues) =>
      setDraft((d) => {
        const details = update(d.details);
        return details === d.details ? d : { ...d, details };
      }),
    [],
  );

  const expiredError = (code: ErrorCode | undefined) => {
    if (!code || !EXPIRED.has(code)) return;
    countdown.stop();
    setDraft((d) => ({ ...d, resendAt: null }));
  };

  const send = async (mode: 'send' | 'resend') => {
    setBusy(mode);
    setNotice(null);
    setFieldFailure(null);
    try {
      const response = await sendOtp(draft.phone.trim());
      const seconds = resendSeconds(response.expiresIn);
      countdown.start(seconds);
      setDraft((d) => ({
        ...d,
        step: 1,
        code: '',
        verifiedAt: null,
        resendAt: Date.now() + seconds * 1000,
      }));
      // The server's words are English: another language shows its own text for the same news.
      setNotice({ intent: 'success', key: 'addPerson.otpSent', text: response.message });
    } catch (error) {
      const text = errorMessage(error, t('addPerson.sendFailed'));
      expiredError(errorCode(error));
      // 'phone is not a valid phone number' goes under the phone field of step 1.
      if (mode === 'send' && serverErrorField(error, text, ['phone'])) {
        setFieldFailure({ message: text, cause: error });
      } else setNotice({ intent: 'error', text });
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    setBusy('verify');
    setNotice(null);
    try {
      await verifyOtp(draft.phone.trim(), draft.code);
      countdown.stop();
      resetLocation();
      setDraft((d) => ({ ...d, step: 2, code: '', verifiedAt: Date.now(), resendAt: null }));
      setNotice({ intent: 'success', key: 'addPerson.otpVerified' });
    } catch (error) {
      const text = errorMessage(error, t('addPerson.verifyFailed'));
      expiredError(errorCode(error));
      setNotice({ intent: 'error', text });
    } finally {
      setBusy(null);
    }
  };

  /** 'Edit phone' (to step 0) and 'Back' (to step 1) both drop the code and the countdown. */
  const goTo = (step: 0 | 1, keepNotice?: Notice) => {
    countdown.stop();
    setFieldFailure(null);
    setDraft((d) => ({ ...d, step, code: '', resendAt: null, verifiedAt: null }));
    setNotice(keepNotice ?? null);
  };

  /** After the person is stored (also when a retry finds the copy an unanswered save made). */
  const finish = () => {
    closed.current = true;
    clearDraft();
    notify(t('addPerson.saved'));
    navigate('/user/dashboard');
  };

  const save = async () => {
    const form = { ...draft.details, phone: draft.phone };
    // The details step shows each missing field under it; this only guards other paths.
    if (missingRequired(form)) return;
    setBusy('save');
    setNotice(null);
    setFieldFailure(null);
    try {
      await createPerson(toCreateBody(form, draft.phone));
      finish();
      return;
    } catch (error) {
      const status = httpStatus(error);
      const text = errorMessage(error, t('addPerson.saveFailed'));
      const code = errorCode(error);
      const reverify = code === 'PHONE_NOT_VERIFIED';
      const taken = code === 'PHONE_ALREADY_REGISTERED';
      if ((taken || reverify) && lastSaveUnanswered.current) {
        if (await findSavedCopy(draft.phone, form.name)) {
          finish();
          return;
        }
      }
      lastSaveUnanswered.current = status === undefined;
      if (reverify) setNotice({ intent: 'error', text, action: 'reverify' });
      else if (taken) setNotice({ intent: 'error', text, action: 'change-phone' });
      else if (serverErrorField(error, text, PERSON_FIELDS)) {
        setFieldFailure({ message: text, cause: error });
      } else setNotice({ intent: 'error', text });
    }
    setBusy(null);
  };

  const startOver = () => {
    countdown.stop();
    resetLocation();
    autoLocated.current = false;
    setDraft(newDraft());
    setNotice(null);
    setFieldFailure(null);
  };

  const onNoticeAction = () => {
    if (notice?.action === 'start-over') startOver();
    // Details stay in the draft: after a new code the collector lands on them again.
    else if (notice?.action === 'reverify' || notice?.action === 'change-phone') goTo(0);
  };

  if (asking) {
    return (
      <div className={touch.page}>
        <PageHeader title={t('addPerson.title')} subtitle={t('addPerson.subtitle')} />
        <DraftPrompt
          draft={draft}
          onContinue={() => setAsking(false)}
          onDiscard={() => {
            startOver();
            setAsking(false);
          }}
        />
      </div>
    );
  }

  return (
    <div className={touch.page}>
      <PageHeader title={t('addPerson.title')} subtitle={t('addPerson.subtitle')} />
      <WizardSteps active={draft.step} />
      {notice && <WizardNotice notice={notice} onAction={onNoticeAction} />}
      <div ref={stepArea} className={touch.page}>
        {draft.step === 0 && (
          <PhoneStep
            phone={draft.phone}
            busy={busy === 'send'}
            serverError={fieldFailure?.message}
            onPhoneChange={(phone) => {
              setDraft((d) => ({ ...d, phone }));
              setFieldFailure(null);
            }}
            onSend={() => void send('send')}
          />
        )}
        {draft.step === 1 && (
          <OtpStep
            phone={draft.phone.trim()}
            code={draft.code}
            secondsLeft={countdown.seconds}
            verifying={busy === 'verify'}
            resending={busy === 'resend'}
            onCodeChange={(code) => setDraft((d) => ({ ...d, code }))}
            onVerify={() => void verify()}
            onResend={() => void send('resend')}
            onEditPhone={() => goTo(0)}
          />
        )}
        {draft.step === 2 && (
          <DetailsStep
            phone={draft.phone.trim()}
            details={draft.details}
            saving={busy === 'save'}
            failure={fieldFailure}
            location={location}
            onDetailsChange={onDetailsChange}
            onRefreshLocation={capture}
            onBack={() => goTo(1)}
            onSave={() => void save()}
            findDuplicates={findDuplicates}
            skipDuplicateCheck={lastSaveUnanswered.current}
          />
        )}
      </div>
      {draft.step > 0 && notice?.action !== 'start-over' && (
        <div>
          <Button
            appearance="transparent"
            className={touch.control}
            onClick={startOver}
            disabled={busy !== null}
          >
            {t('notice.startOver')}
          </Button>
        </div>
      )}
    </div>
  );
}
