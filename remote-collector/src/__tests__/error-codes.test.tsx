import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  newDraft,
  WIZARD_DRAFT_KEY,
  type WizardDraft,
} from '@collector/features/wizard/utils/wizard-draft';
import { collectorApi, e164, otpPrompt, typedPhone } from './support/collector-api';
import { stubGeolocation } from './support/geolocation';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';
import { renderRemote } from '@hr/test-support';

const collector = { routes: CollectorRoutes, descriptor };

jest.setTimeout(30_000);

/**
 * The wizard acts on the server's error code, not on its words: with each message replaced (as
 * a translated one will be) the same answers still stop the countdown or offer the way out.
 */
const server = collectorApi();

/** The server's real error answer with only its text changed. */
const translated = (message: string) => ({
  edit: (body: unknown) => ({ ...(body as object), message }),
});

let phone: string;
beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
  phone = typedPhone();
  stubGeolocation({ coords: { latitude: 12.5, longitude: 77.25 } });
});
afterEach(() => jest.restoreAllMocks());

describe('the wizard branches on error codes', () => {
  it('OTP_EXPIRED ends the resend countdown whatever the text says', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemote(collector, '/user/people/new');
    await user.type(await screen.findByLabelText(/Person Phone Number/), phone);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(otpPrompt(phone));
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toBeDisabled();

    const code = await server.codeFor(phone);
    await server.expireCode(e164(phone));
    server.fault('POST /otp/verify', translated('Der Code ist abgelaufen.'));
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), code);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Der Code ist abgelaufen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toHaveTextContent(/^Resend OTP$/);
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toBeEnabled();
  });

  it('PHONE_NOT_VERIFIED on save offers a new verification whatever the text says', async () => {
    const user = userEvent.setup({ delay: null });
    // The draft says verified; the server has no verification of this phone.
    const draft: WizardDraft = {
      ...newDraft(),
      phone,
      step: 2,
      verifiedAt: Date.now(),
      details: {
        ...newDraft().details,
        name: 'Lakshmi Devi',
        fatherName: 'Ram Prasad',
        wardNo: '7',
        areaName: 'Station Road',
        householdSize: 5,
        religion: 'Hindu',
        caste: 'Yadav',
        gpsLocation: '12.500000, 77.250000',
      },
    };
    localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
    server.fault('POST /user/people', translated('Numéro non confirmé'));
    renderRemote(collector, '/user/people/new');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('Numéro non confirmé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify phone again' }));
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue(phone);
  });

  it('an answer whose text mentions expiry but whose code does not leaves the countdown running', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemote(collector, '/user/people/new');
    await user.type(await screen.findByLabelText(/Person Phone Number/), phone);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(otpPrompt(phone));
    server.fault('POST /otp/verify', translated('Wrong code (not expired yet). 2 attempts left.'));
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Wrong code (not expired yet). 2 attempts left.');
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toBeDisabled();
  });
});
