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
  'addPerson.otpSent' | 'addPerson.otpVerified' | 'notice.verificationExpired';

/** The `collector` text of each notice button. */
export const ACTION_LABELS: Record<NonNullable<Notice['action']>, string> = {
  'start-over': 'notice.startOver',
  reverify: 'notice.reverify',
  'change-phone': 'notice.changePhone',
};

export interface Restored {
  draft: WizardDraft;
  /** Shown once the collector continues the draft (its verification ran out). */
  notice: Notice | null;
  /**
   * The draft holds something typed: the page asks 'Continue' or 'Discard' before showing it
   * (a household that comes back says so, rather than appearing as if just typed).
   */
  unfinished: boolean;
}

/**
 * The wizard as it was left. A draft whose phone verification has run out goes back to the
 * phone step with the phone and every detail kept: one new code and the collector is on the
 * details again, instead of filling them in only to be refused on save.
 */
export function restoreDraft(): Restored {
  const stored = loadDraft();
  if (!stored) return { draft: newDraft(), notice: null, unfinished: false };
  const unfinished = hasContent(stored);
  if (stored.step === 2 && !isVerificationValid(stored)) {
    return {
      draft: { ...stored, step: 0, code: '', verifiedAt: null, resendAt: null },
      notice: { intent: 'warning', key: 'notice.verificationExpired' },
      unfinished,
    };
  }
  return { draft: stored, notice: null, unfinished };
}
