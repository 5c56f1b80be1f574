import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIZARD_DRAFT_KEY } from '../features/wizard/lib/wizard-draft';
import { fakeApiPerFile } from '@hr/api/test-support';
import { stubGeolocation } from './support/geolocation';
import { RELIGIONS, renderCollector, signInCollector } from './support/render';

// Real HTTP round trips and Fluent rendering on a shared 2-core machine: seconds, not ms.
jest.setTimeout(30_000);

const fake = fakeApiPerFile();

beforeEach(() => {
  localStorage.clear();
  signInCollector();
  stubGeolocation({ coords: { latitude: 12.9715987, longitude: 77.5945627 } });
  fake.on('GET /lookups/religions', { body: RELIGIONS });
  fake.on('GET /user/people', { body: [] });
  fake.on('POST /otp/send', { body: { message: 'OTP sent successfully.', expiresIn: 120 } });
  fake.on('POST /otp/verify', ({ body }) =>
    (body as { code: string }).code === '123456'
      ? { body: { message: 'Verified' } }
      : { status: 400, body: { message: 'Invalid OTP. 4 attempts left.' } },
  );
  fake.on('POST /user/people', ({ body }) => ({ status: 201, body }));
});

async function goToOtpStep(user: ReturnType<typeof userEvent.setup>, phone = '98123 45678') {
  await user.type(screen.getByLabelText('Person Phone Number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(`Enter OTP sent to ${phone}`);
}

describe('Add Person wizard: steps', () => {
  it('shows the three steps and refuses an empty phone without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderCollector('/user/people/new');
    for (const label of ['Enter Phone', 'Verify OTP', 'Person Details']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(fake.calls('POST /otp/send')).toHaveLength(0);
    expect(document.title).toContain('Add Person');
  });

  it('sends, rejects a wrong code, verifies, captures the location and saves', async () => {
    const user = userEvent.setup({ delay: null });
    renderCollector('/user/people/new');

    await goToOtpStep(user);
    expect(screen.getByText('OTP sent successfully.')).toBeInTheDocument();
    expect(fake.calls('POST /otp/send')[0]?.body).toEqual({ phone: '98123 45678' });
    expect(fake.calls('POST /otp/send')[0]?.authorization).toBe('Bearer test-token');
    const code = screen.getByLabelText('OTP');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. 4 attempts left.')).toBeInTheDocument();
    expect(screen.getByText('Enter OTP sent to 98123 45678')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verified successfully.')).toBeInTheDocument();

    // Step three: the verified phone read-only, the defaults and the captured location.
    expect(screen.getByLabelText('Phone')).toHaveValue('98123 45678');
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
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/user/dashboard'));
    expect(fake.calls('POST /user/people')[0]?.body).toEqual({
      name: 'Ravi Kumar',
      fatherName: 'Suresh Kumar',
      wardNo: '12',
      areaName: 'Gandhi Nagar',
      householdSize: 4,
      religion: 'Muslim',
      caste: 'Ansari',
      phone: '98123 45678',
      gps: '12.971599, 77.594563',
    });
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  });

  it('shows the server message or the fallback when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /otp/send', {
      status: 429,
      body: { message: 'Wait 40 seconds before asking again' },
    });
    renderCollector('/user/people/new');
    await user.type(screen.getByLabelText(/Person Phone Number/), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Wait 40 seconds before asking again')).toBeInTheDocument();

    fake.on('POST /otp/send', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    // Still on the first step with the phone kept.
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('9812345678');
  });

  it('falls back to the verification message when the server gives none', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /otp/verify', { status: 500 });
    renderCollector('/user/people/new');
    await goToOtpStep(user, '9812345678');
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verification failed')).toBeInTheDocument();
  });

  it("'Edit phone' goes back to step one and 'Back' to step two, clearing code and countdown", async () => {
    const user = userEvent.setup({ delay: null });
    renderCollector('/user/people/new');
    await goToOtpStep(user, '9812345678');
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), '12');
    await user.click(screen.getByRole('button', { name: 'Edit phone' }));
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('9812345678');

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const code = await screen.findByLabelText(/OTP/, { selector: 'input' });
    expect(code).toHaveValue('');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('OTP verified successfully.');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Enter OTP sent to 9812345678')).toBeInTheDocument();
    expect(screen.getByLabelText(/OTP/, { selector: 'input' })).toHaveValue('');
    // The countdown is cleared, so a new code can be asked for at once.
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});
