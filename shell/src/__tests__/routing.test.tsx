import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@hr/session';
import { ADMIN_SIDEBAR } from '@hr/test-support';
import {
  expectUrl,
  findLoginHeading,
  openAt,
  resetSession,
  screenWidth,
  signedInAs,
} from './support/app';

// Lazy layouts and Fluent on a shared 2-core machine: jest's 5 s default is too tight under load.
jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  screenWidth(1280);
});

describe('routing rules: redirects, role guards, login pages only when signed out', () => {
  it.each(['/', '/login', '/no/such/page'])('%s goes to /login/admin', async (path) => {
    openAt(path);
    expect(await findLoginHeading('admin')).toBeInTheDocument();
    await expectUrl('/login/admin');
  });

  it('sends a signed-out visitor of a protected area to its login page, asking to sign in', async () => {
    openAt('/admin/people');
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
    await expectUrl('/login/admin?reason=unauthorized');
  });

  it('sends a signed-out visitor of the user area to the user login page', async () => {
    openAt('/user/people/new');
    expect(await findLoginHeading('user')).toBeInTheDocument();
    await expectUrl('/login/user?reason=unauthorized');
  });

  it.each([
    ['/admin', '/admin/dashboard'],
    ['/login/admin', '/admin/dashboard'],
    ['/login/user', '/admin/dashboard'],
    ['/user/dashboard', '/admin/dashboard'],
    ['/admin/no-such-page', '/admin/dashboard'],
  ])('a signed-in admin opening %s lands on %s', async (path, target) => {
    signedInAs('admin');
    openAt(path);
    await expectUrl(target);
    expect(await screen.findByText('Asha Admin')).toBeInTheDocument();
  });

  it.each([
    ['/user', '/user/dashboard'],
    ['/user/people', '/user/dashboard'],
    ['/login/user', '/user/dashboard'],
    ['/admin/lookups', '/user/dashboard'],
    ['/admin/dashboard', '/user/dashboard'],
  ])('a signed-in collector opening %s lands on %s', async (path, target) => {
    signedInAs('user');
    openAt(path);
    await expectUrl(target);
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
  });
});

describe('layouts', () => {
  it('admin: sidebar links, header with the name, and a remote that cannot load stays in its area', async () => {
    signedInAs('admin');
    openAt('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(ADMIN_SIDEBAR); // ending with the shell's Account security (issue 39), above Logout
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    // No remote's pages can load in this test: the area shows the error with Retry.
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(document.title).toBe('Section unavailable · Household Registry');

    await userEvent.click(within(nav).getByRole('link', { name: 'Lookups' }));
    await expectUrl('/admin/lookups');
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Asha Admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('Retry tries the remote again (a fresh attempt, still failing here)', async () => {
    signedInAs('admin');
    openAt('/admin/people');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  });

  it('user: sidebar with My People, Add Person and Logout', async () => {
    signedInAs('user');
    openAt('/user/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['My People', 'Add Person']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Add Person' }));
    await expectUrl('/user/people/new');
  });

  it('below the md breakpoint the navigation opens from a menu button', async () => {
    screenWidth(600);
    signedInAs('admin');
    openAt('/admin/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    // hidden: jsdom has no layout, so tabster may leave the open drawer aria-hidden here (in
    // Chromium it is not: e2e/layout.e2e.ts and the axe run in e2e/a11y.e2e.ts use the real one).
    const nav = await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    await userEvent.click(within(nav).getByRole('link', { name: 'All People', hidden: true }));
    await expectUrl('/admin/people');
  });

  it.each([
    ['admin', '/admin/people', '/login/admin'],
    ['user', '/user/dashboard', '/login/user'],
  ] as const)(
    'Logout (%s) clears the session and opens the login page',
    async (role, path, login) => {
      signedInAs(role);
      openAt(path);
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await findLoginHeading(role)).toBeInTheDocument();
      await expectUrl(login);
      expect(screen.queryByText('Please sign in to continue.')).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
        token: null,
        authenticated: false,
      });
    },
  );
});
