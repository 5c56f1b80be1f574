// Issue 28: a lock's refusals are logged once with their count when the window ends, and an
// administrator's Unlock sign-in names what it cleared; the Details column reads them.
import '@admin/i18n';
import { formatPhone } from '@hr/ui/phone';
import { eventSummary } from '../event-summary';

// As the page shows a phone (its own spacing and direction marks).
const PHONE = formatPhone('+919812345678');

const summary = (action: string, details: Record<string, unknown>) =>
  eventSummary({ action, details });

describe('event summaries of refusal tallies and unlocks', () => {
  it('a locked sign-in: the first refusal, then the count of the window', () => {
    const details = { role: 'user', identifier: '+919812345678' };
    expect(summary('auth.login.locked', details)).toBe(`Too many attempts for ${PHONE}`);
    expect(summary('auth.login.locked', { ...details, refusals: 4695 })).toBe(
      `4,695 sign-ins refused for ${PHONE} while locked`,
    );
  });

  it('a refused code and its count', () => {
    const details = { phone: '+919812345678', reason: 'No OTP has been requested.' };
    expect(summary('otp.failed', { ...details, refusals: 1 })).toBe(
      `Code refused 1 time for ${PHONE}: No OTP has been requested.`,
    );
    expect(summary('otp.failed', { ...details, refusals: 12 })).toBe(
      `Code refused 12 times for ${PHONE}: No OTP has been requested.`,
    );
  });

  it('an unlock names the addresses and the wait it cleared, or that nothing was locked', () => {
    expect(summary('user.sign_in_unlocked', { lockedAddresses: 1, waitSeconds: 0 })).toBe(
      'Cleared the lock from 1 address',
    );
    expect(summary('user.sign_in_unlocked', { lockedAddresses: 3, waitSeconds: 60 })).toBe(
      'Cleared the locks from 3 addresses; Cleared the wait after many failed sign-ins',
    );
    expect(summary('user.sign_in_unlocked', { lockedAddresses: 0, waitSeconds: 0 })).toBe(
      'Sign-in was not locked',
    );
    // An office account's unlock (issue 45) reads the same.
    expect(summary('office_account.sign_in_unlocked', { lockedAddresses: 0, waitSeconds: 0 })).toBe(
      'Sign-in was not locked',
    );
  });
});
