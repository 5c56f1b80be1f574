import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectUrl, openAt, resetSession, screenWidth, signedInAs } from './support/app';

jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  screenWidth(1280);
});

// Issue 16: API tokens are an admin's page of remote_admin (its descriptor's item, order 45).
describe('/admin/api-tokens', () => {
  it("is the admin sidebar's API tokens item, after Activity", async () => {
    signedInAs('admin');
    openAt('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: 'API tokens' });
    expect(link).toHaveAttribute('href', '/admin/api-tokens');
    await userEvent.click(link);
    await expectUrl('/admin/api-tokens');
  });

  it("a collector's session opening it lands on the collector's dashboard, with no such item", async () => {
    signedInAs('user');
    openAt('/admin/api-tokens');
    await expectUrl('/user/dashboard');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'API tokens' })).not.toBeInTheDocument();
  });

  it('signed out, it asks for the admin sign-in', async () => {
    openAt('/admin/api-tokens');
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
    await expectUrl('/login/admin?reason=unauthorized');
  });
});
