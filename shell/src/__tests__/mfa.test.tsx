/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
// The second factor's screens (issue 39) against the real API: "Verify it's you" after the
// password, and the Account security page enrolling an authenticator app. Codes are made with
// otpauth from the key the server gave, as an authenticator app would.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { Secret, TOTP } from 'otpauth';
import { getSession, sessionAtom } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { expectUrl, openAt, resetSession, screenWidth } from './support/app';

jest.setTimeout(60_000);

const server = realApiPerFile();
const PASSWORD = 'Supervisor-Pass1';
let seq = 0;

beforeEach(() => {
  resetSession();
  screenWidth(1280);
});

/** A code one step ahead (one step of drift is allowed): never the step enrolment just used. */
const codeOf = (secret: string, steps = 1) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function newSupervisor() {
  seq += 1;
  const phone = `+9198000001${String(seq).padStart(2, '0')}`;
  const res = await server.call<any>('POST', '/admin/supervisors', {
    token: await server.adminToken(),
    body: {
      firstName: 'Sita',
      lastName: `Supervisor${seq}`,
      phone,
      password: PASSWORD,
      wards: [3],
    },
  });
  expect(res.status).toBe(201);
  const login = await server.call<any>('POST', '/auth/admin/login', {
    body: { emailOrPhone: phone, password: PASSWORD },
  });
  return { phone, token: login.body.token as string, admin: login.body.admin };
}

describe('second factor', () => {
  it("after the password, 'Verify it's you' takes the app's code (numeric keyboard, one-time-code) and signs in", async () => {
    const s = await newSupervisor();
    const setup = await server.call<any>('POST', '/auth/mfa/totp/setup', { token: s.token });
    const secret = setup.body.secret as string;
    const confirm = await server.call<any>('POST', '/auth/mfa/totp/confirm', {
      token: s.token,
      body: { code: codeOf(secret, 0) },
    });
    expect(confirm.status).toBe(200);

    openAt('/login/admin');
    await userEvent.type(await screen.findByLabelText('Email or phone'), s.phone);
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: "Verify it's you" })).toHaveFocus();
    expect(getSession().authenticated).toBe(false);
    const field = screen.getByLabelText('6-digit code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // The recovery code is one click away, and back.
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a code from the app' }));

    // A wrong code says so and stays on the step.
    await userEvent.type(screen.getByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('6-digit code'), codeOf(secret));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expectUrl('/admin/dashboard');
    expect(getSession()).toMatchObject({ authenticated: true, role: 'admin' });
  });

  it('Account security: enrol an authenticator app from its QR code and key, then see the recovery codes once', async () => {
    const s = await newSupervisor();
    getDefaultStore().set(sessionAtom, {
      token: s.token,
      role: 'admin',
      admin: s.admin,
      user: null,
      authenticated: true,
    });
    openAt('/admin/account-security');
    expect(await screen.findByRole('heading', { name: 'Account security' })).toBeInTheDocument();
    expect(await screen.findByText('No authenticator app is set up.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Account security' })).toHaveAttribute(
      'href',
      '/admin/account-security',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    const key = screen.getByText(/^[A-Z2-7]{32}$/).textContent!;
    await userEvent.type(screen.getByLabelText('6-digit code'), codeOf(key, 0));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(await screen.findByText('An authenticator app is set up.')).toBeInTheDocument();
    expect(screen.getByText('10 recovery codes left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });
});
