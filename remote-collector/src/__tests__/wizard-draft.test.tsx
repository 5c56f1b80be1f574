import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@hr/session';
import {
  newDraft,
  VERIFICATION_WINDOW_MS,
  WIZARD_DRAFT_KEY,
  type WizardDraft,
} from '@collector/features/wizard/utils/wizard-draft';
import type { Person } from '@hr/contracts';
import { collectorApi, e164, otpPrompt, typedPhone } from './support/collector-api';
import { hideDroppedConnectionLogs } from './support/dropped-connection';
import { stubGeolocation } from './support/geolocation';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';
import { renderRemote } from '@hr/test-support';

const collector = { routes: CollectorRoutes, descriptor };

jest.setTimeout(30_000);

const server = collectorApi();
afterEach(() => jest.restoreAllMocks());

/** This test's phone, as typed; each test has its own (codes and people are per phone). */
let phone: string;

beforeEach(async () => {
  hideDroppedConnectionLogs();
  localStorage.clear();
  await server.signIn();
  phone = typedPhone();
  filledDetails = { ...filledDetails, wardNo: String(Number(filledDetails.wardNo) + 1) };
  stubGeolocation({ coords: { latitude: 12.5, longitude: 77.25 } });
});

function storedDraft(): WizardDraft | null {
  const raw = localStorage.getItem(WIZARD_DRAFT_KEY);
  return raw ? (JSON.parse(raw) as WizardDraft) : null;
}

function seedDraft(overrides: Partial<WizardDraft>) {
  const draft: WizardDraft = { ...newDraft(), phone, ...overrides };
  localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
}

// `let`: each test gets a ward of its own (see beforeEach). The file shares one database, and
// a household saved by an earlier test would otherwise bring up the duplicate warning.
let filledDetails = {
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

/** A draft on the details step whose phone the server has really verified for this collector. */
async function seedVerifiedDraft() {
  await server.verifyPhone(server.collector.token, e164(phone));
  seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
}

/** Add Person opened on a stored household asks first; the collector takes it up. */
async function continueDraft() {
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

async function myPeople() {
  return (await server.call<Person[]>('GET', '/user/people', { token: server.collector.token }))
    .body;
}

async function verifyToDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Person Phone Number/), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  const field = await screen.findByLabelText(/OTP/, { selector: 'input' });
  await user.type(field, await server.codeFor(phone));
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByRole('button', { name: 'Save Person' });
}

describe('the wizard draft', () => {
  it('survives a reload on every step: phone, code step with its countdown, details', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderRemote(collector, '/user/people/new');
    await user.type(await screen.findByLabelText(/Person Phone Number/), phone);
    first.unmount();

    const second = renderRemote(collector, '/user/people/new');
    await continueDraft();
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue(phone);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(otpPrompt(phone));
    second.unmount();

    const third = renderRemote(collector, '/user/people/new');
    await continueDraft();
    expect(screen.getByText(otpPrompt(phone))).toBeInTheDocument();
    // The countdown carries on from where it was, not from zero or from the start.
    expect(screen.getByRole('button', { name: /^Resend OTP in (120|119|118)s$/ })).toBeDisabled();
    await user.type(
      screen.getByLabelText(/OTP/, { selector: 'input' }),
      await server.codeFor(phone),
    );
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('button', { name: 'Save Person' });
    await user.type(screen.getByLabelText(/^Name/), 'Lakshmi Devi');
    await waitFor(() => expect(screen.getByLabelText(/^Religion/)).toHaveValue('Hindu'));
    await user.selectOptions(screen.getByLabelText(/^Caste/), 'Yadav');
    third.unmount();

    renderRemote(collector, '/user/people/new');
    await continueDraft();
    expect(screen.getByRole('button', { name: 'Save Person' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
    // Locked and grouped 5 + 5, as in the OTP prompt.
    expect(screen.getByLabelText('Phone')).toHaveValue(
      `${phone.slice(0, 5)}\u00a0${phone.slice(5)}`,
    );
    await waitFor(() => expect(screen.getByLabelText(/^Caste/)).toHaveValue('Yadav'));
    expect(server.calls('POST /otp/send')).toHaveLength(1);
  });

  it('a failed save keeps everything and a retry succeeds without another code', async () => {
    const user = userEvent.setup({ delay: null });
    // The connection drops before the server sees the save, then the server answers 500.
    server.fault('POST /user/people', { hangUp: 'before' }, 1);
    await seedVerifiedDraft();
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('Failed to save person')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
    expect(storedDraft()?.details.name).toBe('Lakshmi Devi');
    expect(storedDraft()?.step).toBe(2);

    server.fault('POST /user/people', { status: 500 }, 1);
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() => expect(server.calls('POST /user/people')).toHaveLength(2));
    expect(await screen.findByText('Failed to save person')).toBeInTheDocument();
    expect(await myPeople()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );
    expect(server.calls('POST /user/people')).toHaveLength(3);
    expect(server.calls('POST /otp/send')).toHaveLength(0);
    expect(storedDraft()).toBeNull();
    expect((await myPeople()).map((p) => [p.name, p.phone])).toEqual([
      ['Lakshmi Devi', e164(phone)],
    ]);
  });

  it('offers a new verification when the server says the phone must be verified again', async () => {
    const user = userEvent.setup({ delay: null });
    // The draft says verified, but the server has no verification of this phone (any more).
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('Phone number has not been verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify phone again' }));

    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue(phone);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const field = await screen.findByLabelText(/OTP/, { selector: 'input' });
    await user.type(field, await server.codeFor(phone));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // The details typed before are all still there.
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );
    expect((await myPeople()).map((p) => p.name)).toEqual(['Lakshmi Devi']);
  });

  it('finishes when a save whose answer was lost turns out to be stored', async () => {
    const user = userEvent.setup({ delay: null });
    // The server stores the first save but its answer never arrives; the retry meets the copy.
    server.fault('POST /user/people', { hangUp: 'after' }, 1);
    await seedVerifiedDraft();
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    await screen.findByText('Failed to save person');
    expect((await myPeople()).map((p) => p.name)).toEqual(['Lakshmi Devi']);

    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );
    expect(storedDraft()).toBeNull();
    expect(server.calls('POST /user/people')).toHaveLength(2);
    expect(server.calls('GET /user/people/search')).toHaveLength(1);
    expect(await myPeople()).toHaveLength(1);
  });

  it('a duplicate phone shows the server message and lets the collector change the phone', async () => {
    const user = userEvent.setup({ delay: null });
    // Verified by this collector, then registered by another one first.
    await seedVerifiedDraft();
    const other = await server.createCollector({ firstName: 'Other', lastName: 'Collector' });
    await server.createPerson(other.token, { phone: e164(phone) });
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    await user.click(await screen.findByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('This phone number is already registered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change phone' }));
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue(phone);
  });

  it('a draft older than the verification window goes back to the phone step, details kept', async () => {
    seedDraft({
      step: 2,
      verifiedAt: Date.now() - VERIFICATION_WINDOW_MS - 1000,
      details: filledDetails,
    });
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    expect(
      screen.getByText(
        'The phone verification has expired. Send a new OTP to continue; the details you entered are kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue(phone);
    expect(storedDraft()?.details.name).toBe('Lakshmi Devi');
  });

  it('is cleared when the collector signs out, and not written back afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemote(collector, '/user/people/new');
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
    server.signInCollector(server.collector);
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
  });

  it('is never shown to another collector on the same device', async () => {
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    server.signInCollector(
      await server.createCollector({ firstName: 'Second', lastName: 'Collector' }),
    );
    renderRemote(collector, '/user/people/new');
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it("'Start over' drops the draft", async () => {
    const user = userEvent.setup({ delay: null });
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText(/Person Phone Number/)).toHaveValue('');
    expect(storedDraft()?.details.name).toBe('');
  });
  it('a household left unfinished comes back as a question: when, which phone, Continue or Discard', async () => {
    const user = userEvent.setup({ delay: null });
    const savedAt = new Date().setHours(10, 42, 0, 0);
    seedDraft({ step: 1, savedAt });
    renderRemote(collector, '/user/people/new');
    const digits = phone.replace(/\D/g, '');
    expect(
      await screen.findByText(
        `You have an unfinished household from 10:42 (phone ${digits.slice(0, 5)} ${digits.slice(5)}).`,
      ),
    ).toBeInTheDocument();
    // Nothing of the wizard until the collector chooses; the stored draft keeps its time.
    expect(screen.queryByRole('list', { name: 'Registration steps' })).not.toBeInTheDocument();
    expect(storedDraft()?.savedAt).toBe(savedAt);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const field = screen.getByLabelText(/Person Phone Number/);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(storedDraft()?.phone).toBe('');
  });

  it("'Continue' takes the household up at its step, the keyboard on its first field", async () => {
    seedDraft({ step: 2, verifiedAt: Date.now(), details: filledDetails });
    renderRemote(collector, '/user/people/new');
    await continueDraft();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lakshmi Devi');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });
});
