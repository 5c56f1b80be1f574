import { actionLabel } from '../actions';
import { actorText } from '../event-parts';

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
