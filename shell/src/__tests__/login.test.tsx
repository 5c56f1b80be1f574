import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@hr/api';
import { getSession } from '@hr/session';
import {
  expectUrl,
  findLoginHeading,
  openAt,
  resetSession,
  screenWidth,
  signedInAs,
} from './support/app';
import { fakeApiPerFile } from '@hr/api/test-support';

const server = fakeApiPerFile();
beforeEach(() => {
  resetSession();
  screenWidth(1280);
});

const profile = {
  id: 'a-1',
  firstName: 'Asha',
  lastName: 'Admin',
  email: 'admin@example.org',
  phone: '+919800000001',
};

describe('login pages', () => {
  it('admin page: email or phone and password, a link to the user page, and a title', async () => {
    openAt('/login/admin');
    expect(await findLoginHeading('admin')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(document.title).toBe('Sign in · Household Registry');
    await userEvent.click(screen.getByRole('link', { name: 'User? Log in here' }));
    expect(await findLoginHeading('user')).toBeInTheDocument();
    await expectUrl('/login/user');
    expect(screen.getByLabelText('Phone')).toBeRequired();
    await userEvent.click(screen.getByRole('link', { name: 'Admin? Log in here' }));
    expect(await findLoginHeading('admin')).toBeInTheDocument();
  });

  it.each([
    ['/login/admin?reason=session-expired', 'Your session has expired. Please sign in again.'],
    ['/login/user?reason=unauthorized', 'Please sign in to continue.'],
  ])('%s shows the warning', async (path, warning) => {
    openAt(path);
    expect(await screen.findByText(warning)).toBeInTheDocument();
  });

  it('sends nothing while a field is empty', async () => {
    openAt('/login/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await userEvent.type(screen.getByLabelText('Email or phone'), 'admin@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server’s message when sign-in is refused', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Invalid email/phone or password' } }));
    openAt('/login/admin');
    await userEvent.type(await screen.findByLabelText('Email or phone'), 'admin@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email/phone or password')).toBeInTheDocument();
    expect(getSession().authenticated).toBe(false);
  });

  it('falls back to "Login failed" when the server says nothing useful', async () => {
    server.handle(() => ({ status: 500 }));
    openAt('/login/user');
    await userEvent.type(await screen.findByLabelText('Phone'), '9700000002');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('admin sign-in stores the session and opens the admin dashboard', async () => {
    server.handle(() => ({ status: 200, body: { token: 'jwt-admin', admin: profile } }));
    openAt('/login/admin');
    await userEvent.type(await screen.findByLabelText('Email or phone'), ' admin@example.org ');
    await userEvent.type(screen.getByLabelText('Password'), 'Admin-Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectUrl('/admin/dashboard');
    expect(await screen.findByText('Asha Admin')).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/admin/login',
      body: { emailOrPhone: 'admin@example.org', password: 'Admin-Passw0rd!' },
    });
    expect(getSession()).toMatchObject({
      token: 'jwt-admin',
      role: 'admin',
      admin: profile,
      user: null,
    });
  });

  it('collector sign-in posts the phone and opens the user dashboard', async () => {
    const user = { ...profile, id: 'u-9', firstName: 'Ravi', lastName: 'Kumar' };
    server.handle(() => ({ status: 200, body: { token: 'jwt-user', user } }));
    openAt('/login/user');
    await userEvent.type(await screen.findByLabelText('Phone'), '9700000002');
    await userEvent.type(screen.getByLabelText('Password'), 'Collector-Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectUrl('/user/dashboard');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({
      url: '/api/auth/user/login',
      body: { phone: '9700000002', password: 'Collector-Pass1' },
    });
  });
});

describe('an expired session (401 while signed in)', () => {
  it.each([
    ['admin', '/admin/people', '/login/admin?reason=session-expired'],
    ['user', '/user/dashboard', '/login/user?reason=session-expired'],
  ] as const)('sends the %s to their login page with the warning', async (role, path, target) => {
    signedInAs(role);
    openAt(path);
    await screen.findByRole('button', { name: 'Logout' });
    server.handle(() => ({ status: 401, body: { message: 'Session expired' } }));
    await expect(api.get('/anything')).rejects.toBeTruthy();
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    await expectUrl(target);
    expect(await findLoginHeading(role)).toBeInTheDocument();
    expect(getSession().authenticated).toBe(false);
  });
});
