import {
  hasContent,
  isVerificationValid,
  loadDraft,
  newDraft,
  type WizardDraft,
} from './wizard-draft';

export interface Notice {
  intent: 'success' | 'error' | 'warning' | 'info';
  text: string;
  /** A button shown with the message. */
  action?: 'start-over' | 'reverify' | 'change-phone';
}

/** A failed call whose message is about one field: shown under that field, not above the step. */
export interface FieldFailure {
  message: string;
  cause: unknown;
}

export const ACTION_LABELS: Record<NonNullable<Notice['action']>, string> = {
  'start-over': 'Start over',
  reverify: 'Verify phone again',
  'change-phone': 'Change phone',
};

/**
 * The wizard as it was left. A draft whose phone verification has run out goes back to the
 * phone step with the phone and every detail kept: one new code and the collector is on the
 * details again, instead of filling them in only to be refused on save.
 */
export function restoreDraft(): { draft: WizardDraft; notice: Notice | null } {
  const stored = loadDraft();
  if (!stored) return { draft: newDraft(), notice: null };
  if (stored.step === 2 && !isVerificationValid(stored)) {
    return {
      draft: { ...stored, step: 0, code: '', verifiedAt: null, resendAt: null },
      notice: {
        intent: 'warning',
        text: 'The phone verification has expired. Send a new OTP to continue; the details you entered are kept.',
      },
    };
  }
  if (!hasContent(stored)) return { draft: stored, notice: null };
  return {
    draft: stored,
    notice: {
      intent: 'info',
      text: 'Your unsaved registration was restored.',
      action: 'start-over',
    },
  };
}
