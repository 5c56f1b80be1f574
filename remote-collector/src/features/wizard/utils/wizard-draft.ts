import { getSession } from '@hr/session';
import { emptyPersonForm, type PersonFormValues } from '@hr/ui/person';
import { WIZARD_DRAFT_KEY } from './draft-storage';

export { clearDraft, clearDraftOnSignOut, WIZARD_DRAFT_KEY } from './draft-storage';

/**
 * The server keeps a verified phone valid for 30 minutes. The client starts its clock a moment
 * after the server's, so it gives up a minute early rather than offering a save that must fail.
 */
export const VERIFICATION_WINDOW_MS = 29 * 60 * 1000;

export type WizardStep = 0 | 1 | 2;
export type DetailsValues = Omit<PersonFormValues, 'phone'>;

export interface WizardDraft {
  version: 1;
  ownerId: string | null;
  step: WizardStep;
  phone: string;
  code: string;
  details: DetailsValues;
  /** When the server accepted the code (epoch ms); null until then. */
  verifiedAt: number | null;
  /** When resending becomes possible (epoch ms), so the countdown survives a reload. */
  resendAt: number | null;
  /** When it was last written (epoch ms): 'an unfinished household from 10:42'. */
  savedAt?: number;
}

function currentOwner(): string | null {
  const session = getSession();
  return session.user?.id ?? null;
}

export function emptyDetails(): DetailsValues {
  const { phone: _phone, ...details } = emptyPersonForm;
  return { ...details, householdSize: 1 };
}

export function newDraft(): WizardDraft {
  return {
    version: 1,
    ownerId: currentOwner(),
    step: 0,
    phone: '',
    code: '',
    details: emptyDetails(),
    verifiedAt: null,
    resendAt: null,
  };
}

export function isVerificationValid(draft: WizardDraft, now = Date.now()): boolean {
  return draft.verifiedAt !== null && now - draft.verifiedAt < VERIFICATION_WINDOW_MS;
}

/** Whether the draft holds anything worth telling the collector about when it comes back. */
export function hasContent(draft: WizardDraft): boolean {
  const empty = emptyDetails();
  return (
    draft.phone.trim() !== '' ||
    (Object.keys(empty) as (keyof DetailsValues)[]).some(
      (k) =>
        k !== 'householdSize' && k !== 'religion' && k !== 'caste' && draft.details[k] !== empty[k],
    )
  );
}

export function loadDraft(): WizardDraft | null {
  let parsed: unknown;
  try {
    const raw = window.localStorage.getItem(WIZARD_DRAFT_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || (parsed as WizardDraft).version !== 1) return null;
  const stored = parsed as WizardDraft;
  if (stored.ownerId !== currentOwner()) return null;
  const base = newDraft();
  const step = [0, 1, 2].includes(stored.step) ? stored.step : 0;
  return {
    ...base,
    step,
    phone: typeof stored.phone === 'string' ? stored.phone : '',
    code: typeof stored.code === 'string' ? stored.code : '',
    details: { ...base.details, ...(stored.details ?? {}) },
    verifiedAt: typeof stored.verifiedAt === 'number' ? stored.verifiedAt : null,
    resendAt: typeof stored.resendAt === 'number' ? stored.resendAt : null,
    ...(typeof stored.savedAt === 'number' && { savedAt: stored.savedAt }),
  };
}

export function saveDraft(draft: WizardDraft): void {
  // After sign-out nothing may be written back (a last render must not resurrect the draft).
  if (!getSession().authenticated) return;
  try {
    window.localStorage.setItem(
      WIZARD_DRAFT_KEY,
      JSON.stringify({ ...draft, savedAt: Date.now() }),
    );
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only without recovery.
  }
}
