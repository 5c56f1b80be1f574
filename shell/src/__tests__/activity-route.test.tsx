import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectUrl, openAt, resetSession, screenWidth, signedInAs } from './support/app';

jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  screenWidth(1280);
});

// Issue 12: the activity log is for admins only; remote_admin renders /admin/activity.
describe('/admin/activity', () => {
  it("is the admin sidebar's Activity item and stays open (a page of remote_admin)", async () => {
    signedInAs('admin');
    openAt('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: 'Activity' });
    expect(link).toHaveAttribute('href', '/admin/activity');
    await userEvent.click(link);
    await expectUrl('/admin/activity');
    // No remote loads in shell tests: the admin area's error shows, not a redirect.
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    await expectUrl('/admin/activity');
  });

  it("a collector's session opening it lands on the collector's dashboard", async () => {
    signedInAs('user');
    openAt('/admin/activity');
    await expectUrl('/user/dashboard');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
  });
});
