import { actionLabel } from '../actions';
import { actorText } from '../event-parts';
import { eventSummary } from '../event-summary';

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
