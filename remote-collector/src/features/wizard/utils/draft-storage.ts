import { getDefaultStore } from 'jotai';
import { onSignOut, signOutReasonAtom } from '@hr/session';

/**
 * The wizard keeps everything typed in localStorage so that a reload, a dropped connection or a
 * failed save loses nothing. The draft belongs to one collector: it is cleared when they sign
 * out, and a draft left by someone else on a shared phone is never shown.
 */
export const WIZARD_DRAFT_KEY = 'household-registry.wizard-draft';

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(WIZARD_DRAFT_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** Signing out drops the draft; an expired session (a 401) does not, see below. */
export function clearDraftOnSignOut(): void {
  // An expired session is not the collector leaving: the draft waits for them to sign in again
  // (it is bound to their id, so nobody else is shown it, and the next collector overwrites it).
  if (getDefaultStore().get(signOutReasonAtom) === 'session-expired') return;
  clearDraft();
}

// Registered when the remote loads (its routes import this module, which imports nothing of the
// wizard's: the dashboard's first screen does not fetch the person form for it), so signing out
// clears the draft even when the wizard is not on screen.
onSignOut(clearDraftOnSignOut);
