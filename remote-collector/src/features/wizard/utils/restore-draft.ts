import {
  hasContent,
  isVerificationValid,
  loadDraft,
  newDraft,
  type WizardDraft,
} from './wizard-draft';

export interface Notice {
  intent: 'success' | 'error' | 'warning' | 'info';
  /**
   * A text of the `collector` namespace, translated when shown (so a language switch changes
   * it); `text` is shown instead in English when the server gave one, and for errors, whose
   * words come translated from `errorMessage`.
   */
  key?: NoticeKey;
  text?: string;
  /** A button shown with the message. */
  action?: 'start-over' | 'reverify' | 'change-phone';
}

/** A failed call whose message is about one field: shown under that field, not above the step. */
export interface FieldFailure {
  message: string;
  cause: unknown;
}

export type NoticeKey =
  'addPerson.otpSent' | 'addPerson.otpVerified' | 'notice.verificationExpired' | 'notice.restored';

/** The `collector` text of each notice button. */
export const ACTION_LABELS: Record<NonNullable<Notice['action']>, string> = {
  'start-over': 'notice.startOver',
  reverify: 'notice.reverify',
  'change-phone': 'notice.changePhone',
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
        key: 'notice.verificationExpired',
      },
    };
  }
  if (!hasContent(stored)) return { draft: stored, notice: null };
  return {
    draft: stored,
    notice: {
      intent: 'info',
      key: 'notice.restored',
      action: 'start-over',
    },
  };
}
