import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@hr/api';
import { getSession } from '@hr/session';
import { ADMIN_LOGIN, realApiPerFile } from '@hr/test-support';
import {
  expectUrl,
  findLoginHeading,
  openAt,
  resetSession,
  screenWidth,
  signedInAs,
} from './support/app';

jest.setTimeout(30_000);

const server = realApiPerFile();
beforeEach(() => {
  resetSession();
  screenWidth(1280);
});

async function typeAndSubmit(identifierLabel: string, identifier: string, password: string) {
  await userEvent.type(await screen.findByLabelText(identifierLabel), identifier);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

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

  it('sends nothing while a field is empty: each says so under it and takes the focus', async () => {
    openAt('/login/admin');
    const identifier = await screen.findByLabelText('Email or phone');
    const password = screen.getByLabelText('Password');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or phone is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(identifier).toHaveFocus();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(identifier, ADMIN_LOGIN.email);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByText('Email or phone is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(server.requests).toHaveLength(0);

    // The first complete form is the first request the server sees: its answer is the proof.
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/admin/login']);
  });

  it('a wrong password for the real admin shows the server’s message and signs nobody in', async () => {
    openAt('/login/admin');
    await typeAndSubmit('Email or phone', ADMIN_LOGIN.email, 'Wrong-Passw0rd!');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(getSession().authenticated).toBe(false);
    await expectUrl('/login/admin');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      url: '/api/auth/admin/login',
      body: { emailOrPhone: ADMIN_LOGIN.email, password: 'Wrong-Passw0rd!' },
    });
  });

  it('falls back to "Login failed" when the server says nothing useful', async () => {
    server.fault('POST /auth/user/login', { status: 500 });
    openAt('/login/user');
    await typeAndSubmit('Phone', '9700000002', 'secret');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('admin sign-in stores the session and opens the admin dashboard', async () => {
    openAt('/login/admin');
    await typeAndSubmit('Email or phone', ` ${ADMIN_LOGIN.email} `, ADMIN_LOGIN.password);
    await expectUrl('/admin/dashboard');
    expect(await screen.findByText('Asha Admin')).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/admin/login',
      body: { emailOrPhone: ADMIN_LOGIN.email, password: ADMIN_LOGIN.password },
    });
    expect(getSession()).toMatchObject({
      role: 'admin',
      admin: { firstName: 'Asha', lastName: 'Admin', email: ADMIN_LOGIN.email },
      user: null,
    });
    // The token the server issued works for the admin's calls.
    await expect(api.get('/admin/stats')).resolves.toMatchObject({ status: 200 });
  });

  it('collector sign-in posts the phone and opens the user dashboard', async () => {
    const ravi = await server.createCollector({
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: '+919700000002',
      password: 'Collector-Pass1',
    });
    openAt('/login/user');
    await typeAndSubmit('Phone', '9700000002', 'Collector-Pass1');
    await expectUrl('/user/dashboard');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({
      url: '/api/auth/user/login',
      body: { phone: '9700000002', password: 'Collector-Pass1' },
    });
    expect(getSession()).toMatchObject({
      role: 'user',
      user: { id: ravi.id, phone: '+919700000002' },
    });
  });
});

describe('an expired session (401 while signed in)', () => {
  it('sends the admin to their login page with the warning (a token this server did not issue)', async () => {
    signedInAs('admin');
    openAt('/admin/people');
    await screen.findByRole('button', { name: 'Logout' });
    await expect(api.get('/admin/stats')).rejects.toMatchObject({ response: { status: 401 } });
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    await expectUrl('/login/admin?reason=session-expired');
    expect(await findLoginHeading('admin')).toBeInTheDocument();
    expect(getSession().authenticated).toBe(false);
  });

  it('sends the collector to their login page once the admin changed their password', async () => {
    const collector = await server.createCollector({ firstName: 'Sita', lastName: 'Devi' });
    server.signInCollector(collector);
    openAt('/user/dashboard');
    await screen.findByRole('button', { name: 'Logout' });
    await expect(api.get('/user/people')).resolves.toMatchObject({ status: 200 });

    const token = await server.adminToken();
    const body = {
      firstName: 'Sita',
      lastName: 'Devi',
      phone: collector.phone,
      password: 'Changed-Pass1',
    };
    const changed = await server.call('PUT', `/admin/users/${collector.id}`, { token, body });
    expect(changed.status).toBe(200);

    await expect(api.get('/user/people')).rejects.toMatchObject({ response: { status: 401 } });
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    await expectUrl('/login/user?reason=session-expired');
    expect(await findLoginHeading('user')).toBeInTheDocument();
    expect(getSession().authenticated).toBe(false);
  });
});
