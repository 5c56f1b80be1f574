import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@hr/contracts';
import { WIZARD_DRAFT_KEY } from '@collector/features/wizard/utils/wizard-draft';
import { collectorApi, e164, otpPrompt, typedPhone } from './support/collector-api';
import { stubGeolocation } from './support/geolocation';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';
import { renderRemote } from '@hr/test-support';

const collector = { routes: CollectorRoutes, descriptor };

// Real HTTP round trips and Fluent rendering on a shared 2-core machine: seconds, not ms.
jest.setTimeout(30_000);

const server = collectorApi();

beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
  stubGeolocation({ coords: { latitude: 12.9715987, longitude: 77.5945627 } });
});

async function goToOtpStep(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(screen.getByLabelText('Person Phone Number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(otpPrompt(phone));
}

/** A 6-digit code that is not `code`. */
const wrong = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

describe('Add Person wizard: steps', () => {
  it('shows the three steps and refuses an empty phone without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemote(collector, '/user/people/new');
    await screen.findByLabelText(/Person Phone Number/);
    for (const label of ['Enter Phone', 'Verify OTP', 'Person Details']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(server.calls('POST /otp/send')).toHaveLength(0);
    expect(document.title).toContain('Add Person');
  });

  it('sends, rejects a wrong code, verifies, captures the location and saves', async () => {
    const user = userEvent.setup({ delay: null });
    const typed = '98123 45678';
    renderRemote(collector, '/user/people/new');

    await goToOtpStep(user, typed);
    expect(screen.getByText('OTP sent successfully.')).toBeInTheDocument();
    expect(server.calls('POST /otp/send')[0]?.body).toEqual({ phone: typed });
    expect(server.calls('POST /otp/send')[0]?.authorization).toBe(
      `Bearer ${server.collector.token}`,
    );
    const code = screen.getByLabelText('OTP');
    // The new step has the keyboard, and a screen reader hears which step it is.
    expect(code).toHaveFocus();
    expect(screen.getByText('Step 2 of 3: Verify OTP')).toHaveAttribute('role', 'status');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();

    const sent = await server.codeFor(typed);
    await user.type(code, wrong(sent));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. 4 attempts left.')).toBeInTheDocument();
    // The typed number, regrouped as people read it.
    expect(screen.getByText('Enter OTP sent to 98123 45678')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, sent);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verified successfully.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByText('Step 3 of 3: Person Details')).toHaveAttribute('role', 'status');

    // Step three: the verified phone read-only (grouped as in the prompt and the lists), the
    // defaults and the captured location.
    expect(screen.getByLabelText('Phone')).toHaveValue('98123\u00a045678');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByLabelText(/^Religion/)).toHaveValue('Hindu'));
    expect(screen.getByLabelText(/^Caste/)).toHaveValue('Brahmin');
    expect(screen.getByLabelText(/People in House/)).toHaveValue(1);
    await waitFor(() =>
      expect(screen.getByLabelText(/GPS Location/)).toHaveValue('12.971599, 77.594563'),
    );

    await user.type(screen.getByLabelText(/^Name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Father Name/), 'Suresh Kumar');
    await user.type(screen.getByLabelText(/Ward No/), '12');
    await user.type(screen.getByLabelText(/Area Name/), 'Gandhi Nagar');
    await user.clear(screen.getByLabelText(/People in House/));
    await user.type(screen.getByLabelText(/People in House/), '4');
    await user.selectOptions(screen.getByLabelText(/^Religion/), 'Muslim');
    expect(screen.getByLabelText(/^Caste/)).toHaveValue('Ansari');

    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );
    expect(server.calls('POST /user/people')[0]?.body).toEqual({
      name: 'Ravi Kumar',
      fatherName: 'Suresh Kumar',
      wardNo: '12',
      areaName: 'Gandhi Nagar',
      householdSize: 4,
      religion: 'Muslim',
      caste: 'Ansari',
      phone: typed,
      gps: '12.971599, 77.594563',
    });
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    const mine = await server.call<Person[]>('GET', '/user/people', {
      token: server.collector.token,
    });
    expect(mine.body).toEqual([
      expect.objectContaining({
        name: 'Ravi Kumar',
        phone: e164(typed),
        religion: 'Muslim',
        gpsLocation: '12.971599, 77.594563',
      }),
    ]);
  });

  it('shows the server message or the fallback when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    const typed = typedPhone();
    // A code already on its way to that phone: the real server refuses another.
    const token = server.collector.token;
    expect((await server.call('POST', '/otp/send', { token, body: { phone: typed } })).status).toBe(
      200,
    );
    renderRemote(collector, '/user/people/new');
    await user.type(screen.getByLabelText(/Person Phone Number/), typed);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText(
        /^An OTP was already sent to this phone number\. You can request a new one in \d+ seconds\.$/,
      ),
    ).toBeInTheDocument();

    server.fault('POST /otp/send', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    // Still on the first step with the phone kept.
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue(typed);
  });

  it('falls back to the verification message when the server gives none', async () => {
    const user = userEvent.setup({ delay: null });
    server.fault('POST /otp/verify', { status: 500 });
    renderRemote(collector, '/user/people/new');
    await goToOtpStep(user, typedPhone());
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verification failed')).toBeInTheDocument();
  });

  it("'Edit phone' goes back to step one and 'Back' to step two, clearing code and countdown", async () => {
    const user = userEvent.setup({ delay: null });
    const first = typedPhone();
    renderRemote(collector, '/user/people/new');
    await goToOtpStep(user, first);
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), '12');
    await user.click(screen.getByRole('button', { name: 'Edit phone' }));
    const phone = screen.getByLabelText(/Person Phone Number/);
    expect(phone).toHaveValue(first);

    // A corrected number gets its own code.
    const second = typedPhone();
    await user.clear(phone);
    await user.type(phone, second);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const code = await screen.findByLabelText(/OTP/, { selector: 'input' });
    expect(code).toHaveValue('');
    await user.type(code, await server.codeFor(second));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('OTP verified successfully.');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText(otpPrompt(second))).toBeInTheDocument();
    expect(screen.getByLabelText(/OTP/, { selector: 'input' })).toHaveValue('');
    // The countdown is cleared, so a new code can be asked for at once (the used one is gone).
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  });
});
