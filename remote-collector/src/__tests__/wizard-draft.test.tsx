import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@hr/session';
import {
  newDraft,
  VERIFICATION_WINDOW_MS,
  WIZARD_DRAFT_KEY,
  type WizardDraft,
} from '../features/wizard/lib/wizard-draft';
import { fakeApiPerFile } from '@hr/api/test-support';
import { hideDroppedConnectionLogs } from './support/dropped-connection';
import { stubGeolocation } from './support/geolocation';
import {
  COLLECTOR,
  makePerson,
  RELIGIONS,
  renderCollector,
  signInCollector,
} from './support/render';

jest.setTimeout(30_000);

const fake = fakeApiPerFile();
afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  hideDroppedConnectionLogs();
  localStorage.clear();
  signInCollector();
  stubGeolocation({ coords: { latitude: 12.5, longitude: 77.25 } });
  fake.on('GET /lookups/religions', { body: RELIGIONS });
  fake.on('GET /user/people', { body: [] });
  fake.on('POST /otp/send', { body: { message: 'OTP sent successfully.', expiresIn: 120 } });
  fake.on('POST /otp/verify', { body: { message: 'Verified' } });
});

function storedDraft(): WizardDraft | null {
  const raw = localStorage.getItem(WIZARD_DRAFT_KEY);
  return raw ? (JSON.parse(raw) as WizardDraft) : null;
}

function seedDraft(overrides: Partial<WizardDraft>) {
  const draft: WizardDraft = { ...newDraft(), phone: '9812345678', ...overrides };
  localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
}

const filledDetails = {
  ...newDraft().details,
  name: 'Lakshmi Devi',
  fatherName: 'Ram Prasad',
  wardNo: '7',
  areaName: 'Station Road',
  householdSize: 5,
  religion: 'Hindu',
  caste: 'Yadav',
  gpsLocation: '12.500000, 77.250000',
};

async function verifyToDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Person Phone Number/), '9812345678');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText(/OTP/, { selector: 'input' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByRole('button', { name: 'Save Person' });
}

describe('the wizard draft', () => {
  it('survives a reload on every step: phone, code step with its countdown, details', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderCollector('/user/people/new');
    await user.type(screen.getByLabelText(/Person Phone Number/), '9812345678');
    first.unmount();

    const second = renderCollector('/user/people/new');
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('9812345678');
    expect(screen.getByText('Your unsaved registration was restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Enter OTP sent to 9812345678');
    second.unmount();

    const third = renderCollector('/user/people/new');
    expect(screen.getByText('Enter OTP sent to 9812345678')).toBeInTheDocument();
    // The countdown carries on from where it was, not from zero or from the start.
    expect(screen.getByRole('button', { name: /^Resend OTP in (120|119|118)s$/ })).toBeDisabled();
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('button', { name: 'Save Person' });
    await user.type(screen.getByLabelText(/^Name/), 'Lakshmi Devi');
    await waitFor(() => expect(screen.getByLabelText(/^Religion/)).toHaveValue('Hindu'));
    await user.selectOptions(screen.getByLabelText(/^Caste/), 'Yadav');
    third.unmount();

    renderCollector('/user/people/new');
    expect(screen.getByRole('button', { name: 'Save Person' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
    expect(screen.getByLabelText('Phone')).toHaveValue('9812345678');
    await waitFor(() => expect(screen.getByLabelText(/^Caste/)).toHaveValue('Yadav'));
    expect(fake.calls('POST /otp/send')).toHaveLength(1);
  });

  it('a failed save keeps everything and a retry succeeds without another code', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /user/people', { hangUp: true });
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderCollector('/user/people/new');
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('Failed to save person')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
    expect(storedDraft()?.details.name).toBe('Lakshmi Devi');
    expect(storedDraft()?.step).toBe(2);

    fake.on('POST /user/people', { status: 503, body: { message: 'Service unavailable' } });
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();

    fake.on('POST /user/people', ({ body }) => ({ status: 201, body }));
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/user/dashboard'));
    expect(fake.calls('POST /user/people')).toHaveLength(3);
    expect(fake.calls('POST /otp/send')).toHaveLength(0);
    expect(storedDraft()).toBeNull();
  });

  it('offers a new verification when the server says the phone must be verified again', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /user/people', {
      status: 403,
      body: { message: 'Verify this phone number with an OTP before saving' },
    });
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderCollector('/user/people/new');
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    expect(
      await screen.findByText('Verify this phone number with an OTP before saving'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify phone again' }));

    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('9812345678');
    fake.on('POST /user/people', ({ body }) => ({ status: 201, body }));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText(/OTP/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // The details typed before are all still there.
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/user/dashboard'));
  });

  it('finishes when a save whose answer was lost turns out to be stored', async () => {
    const user = userEvent.setup({ delay: null });
    // The first request is stored but its answer never arrives; the retry meets the duplicate.
    fake.on('POST /user/people', { hangUp: true });
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderCollector('/user/people/new');
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    await screen.findByText('Failed to save person');

    fake.on('POST /user/people', {
      status: 409,
      body: { message: 'This phone number is already registered' },
    });
    fake.on('GET /user/people', {
      body: [makePerson({ name: 'Lakshmi Devi', phone: '+919812345678' })],
    });
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/user/dashboard'));
    expect(storedDraft()).toBeNull();
  });

  it('a duplicate phone shows the server message and lets the collector change the phone', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /user/people', {
      status: 409,
      body: { message: 'This phone number is already registered' },
    });
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderCollector('/user/people/new');
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('This phone number is already registered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change phone' }));
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('9812345678');
  });

  it('a draft older than the verification window goes back to the phone step, details kept', async () => {
    seedDraft({
      step: 2,
      verifiedAt: Date.now() - VERIFICATION_WINDOW_MS - 1000,
      details: filledDetails,
    });
    renderCollector('/user/people/new');
    expect(
      screen.getByText(
        'The phone verification has expired. Send a new OTP to continue; the details you entered are kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('9812345678');
    expect(storedDraft()?.details.name).toBe('Lakshmi Devi');
  });

  it('is cleared when the collector signs out, and not written back afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    renderCollector('/user/people/new');
    await verifyToDetails(user);
    await user.type(screen.getByLabelText(/^Name/), 'Someone');
    expect(storedDraft()?.details.name).toBe('Someone');

    act(() => clearSession());
    expect(storedDraft()).toBeNull();
  });

  it('is kept when the session expires (a 401), for the same collector to finish after signing in', async () => {
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    act(() => clearSession('session-expired'));
    expect(storedDraft()?.details.name).toBe('Lakshmi Devi');
    signInCollector();
    renderCollector('/user/people/new');
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
  });

  it('is never shown to another collector on the same device', () => {
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    signInCollector({
      ...COLLECTOR,
      id: '9e8d7c6b-0000-4000-8000-000000000099',
      phone: '+919700000002',
    });
    renderCollector('/user/people/new');
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('');
    expect(screen.queryByText('Your unsaved registration was restored.')).not.toBeInTheDocument();
  });

  it("'Start over' drops the draft", async () => {
    const user = userEvent.setup({ delay: null });
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderCollector('/user/people/new');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('');
    expect(storedDraft()?.details.name).toBe('');
  });
});
