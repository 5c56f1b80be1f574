import { actionLabel } from '../actions';
import { actorText, recordText } from '../event-parts';
import { detailsText, eventSummary } from '../event-summary';

// Calls made with an API token (issue 16) name the token in the Activity page's "By" column.
describe('an API token in the activity log', () => {
  it('shows the token name and its kind as the actor', () => {
    expect(
      actorText({
        type: 'api_token',
        id: 'f6b9c1de-0000-4000-8000-000000000000',
        name: 'Ward report',
      }),
    ).toBe('Ward report (API token)');
    expect(actorText({ type: 'admin', id: 'a', name: 'Asha Admin' })).toBe('Asha Admin (admin)');
  });

  it('labels the token events', () => {
    expect(actionLabel('api_token.created')).toBe('API token created');
    expect(actionLabel('api_token.revoked')).toBe('API token revoked');
  });
});

// Retention removes the oldest events (issue 28): the event it leaves says which and how many.
describe('a retention purge in the activity log', () => {
  it('names the range removed', () => {
    expect(actionLabel('audit.purged')).toBe('Old activity removed');
    expect(
      eventSummary({
        action: 'audit.purged',
        details: { fromSeq: 1, toSeq: 1200, count: 1200, before: '2025-11-27T00:00:00.000Z' },
      }),
    ).toBe('Removed 1,200 events older than the retention period (no. 1 to 1,200)');
  });
});

// Issue 32: the Record column names what it points to, from the event itself (as it was then,
// also once deleted), with no other event loaded to tell it.
describe('the Record column', () => {
  const event = (fields: Record<string, unknown>) =>
    ({
      id: 'e',
      seq: 1,
      at: '2026-11-27T10:00:00.000Z',
      actor: { type: 'admin', id: 'a', name: 'Asha Admin' },
      clientAddress: null,
      details: {},
      ...fields,
    }) as unknown as Parameters<typeof recordText>[0];
  const none = new Map<string, string>();
  const id = 'e047ad2b-0000-4000-8000-000000000000';

  it('names a person, a collector and an API token by the name their event carries', () => {
    const viewed = event({
      action: 'person.viewed',
      entityType: 'person',
      entityId: id,
      details: { name: 'Asha Sharma' },
    });
    expect(recordText(viewed, none)).toBe('Person: Asha Sharma');
    const reset = event({
      action: 'user.password_reset',
      entityType: 'user',
      entityId: id,
      details: { name: 'Ravi Kumar' },
    });
    expect(recordText(reset, none)).toBe('Collector: Ravi Kumar');
    const token = event({
      action: 'api_token.revoked',
      entityType: 'api_token',
      entityId: id,
      details: { name: 'Power BI' },
    });
    expect(recordText(token, none)).toBe('API token: Power BI');
  });

  it('names the account signing in by itself, and an older event without a name from the others', () => {
    const signIn = event({
      action: 'auth.login.succeeded',
      actor: { type: 'user', id, name: 'Ravi Kumar' },
      entityType: 'user',
      entityId: id,
      details: { role: 'user', identifier: '+919812345678' },
    });
    expect(recordText(signIn, none)).toBe('Collector: Ravi Kumar');
    const old = event({ action: 'person.viewed', entityType: 'person', entityId: id });
    expect(recordText(old, new Map([[id, 'Asha Sharma']]))).toBe('Person: Asha Sharma');
    expect(recordText(old, none)).toBe('Person #e047ad2b');
  });
});

// Issue 32: Details says what the Record column does not.
describe('the Details column', () => {
  it('leaves out the name or the phone the Record column shows', () => {
    const record = { name: 'Asha Sharma', wardNo: '3' };
    expect(detailsText({ action: 'person.created', details: { record } })).toBe('Ward 3');
    expect(detailsText({ action: 'person.deleted', details: { record } })).toBe('');
    expect(detailsText({ action: 'user.deleted', details: { record: {}, peopleDeleted: 2 } })).toBe(
      '2 people added by them deleted too',
    );
    expect(detailsText({ action: 'otp.sent', details: { phone: '+919812345678' } })).toBe('');
    expect(
      detailsText({
        action: 'otp.failed',
        details: { phone: '+919812345678', reason: 'Invalid OTP.', refusals: 3 },
      }),
    ).toBe('Refused 3 times: Invalid OTP.');
    // Where the summary names no record, it is the summary.
    expect(
      detailsText({ action: 'person.updated', details: { changes: { wardNo: ['3', '4'] } } }),
    ).toBe('Ward: 3 → 4');
  });
});
