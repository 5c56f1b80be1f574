// Every action the server logs has a name on screen, in each language: a new action added to the
// shared list (AUDIT_ACTIONS) without its texts fails here, not as a raw 'api_token.created'.
import { AUDIT_ACTIONS } from '@hr/contracts/constants';
import en from '@admin/locales/en.json';
import hi from '@admin/locales/hi.json';
import ne from '@admin/locales/ne.json';
import { actionLabel } from '../actions';

describe('action names', () => {
  it.each([
    ['en', en],
    ['hi', hi],
    ['ne', ne],
  ] as const)('names every logged action in %s', (_, texts) => {
    const named = Object.keys(texts.actions);
    const missing = AUDIT_ACTIONS.filter((a) => !named.includes(a.replace(/\./g, '_')));
    expect(missing).toEqual([]);
  });

  it('shows an action it does not know (a newer server) as stored', () => {
    expect(actionLabel('person.created')).toBe('Person added');
    expect(actionLabel('report.made')).toBe('report.made');
  });
});
