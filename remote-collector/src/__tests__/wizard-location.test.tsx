import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  newDraft,
  WIZARD_DRAFT_KEY,
  type WizardDraft,
} from '@collector/features/wizard/utils/wizard-draft';
import { collectorTests } from './support/collector-api';
import { removeGeolocation, stubGeolocation } from './support/geolocation';
import { renderRemote } from '@hr/test-support';

const { server, collector } = collectorTests();

/**
 * Opens the wizard straight on the details step, as after a verification a moment ago (a draft
 * left there: 'Continue' takes it up).
 */
async function openDetails(overrides: Partial<WizardDraft> = {}) {
  const draft: WizardDraft = {
    ...newDraft(),
    step: 2,
    phone: '9812345678',
    verifiedAt: Date.now(),
    ...overrides,
  };
  localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
  renderRemote(collector, '/user/people/new');
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

const gps = () => screen.getByLabelText(/GPS Location/);

describe('device location on the details step', () => {
  it('is requested once, with high accuracy, 10 s and no cached fix, and shown to 6 decimals', async () => {
    const geo = stubGeolocation();
    await openDetails();
    await waitFor(() => expect(geo.calls).toHaveLength(1));
    expect(geo.calls[0]).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
    expect(screen.getByText('Capturing location...')).toBeInTheDocument();

    act(() => geo.answer({ coords: { latitude: 28.6139391, longitude: -77.2090212 } }));
    await waitFor(() => expect(gps()).toHaveValue('28.613939, -77.209021'));
    expect(screen.getByText('Location captured.')).toBeInTheDocument();

    // 'Refresh Location' asks again and replaces the value.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Refresh Location' }));
    expect(geo.calls).toHaveLength(2);
    act(() => geo.answer({ coords: { latitude: 1, longitude: 2.5 } }));
    await waitFor(() => expect(gps()).toHaveValue('1.000000, 2.500000'));
  });

  it.each([
    [1, 'Location permission denied. Allow access to autofill GPS.'],
    [2, 'Location information is unavailable.'],
    [3, 'Location request timed out. Try again.'],
    [99, 'Unable to fetch location. Please try again.'],
  ])('error code %p shows %p and leaves the field for typing', async (code, message) => {
    stubGeolocation({ code });
    await openDetails();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(gps()).toHaveValue('');
    const user = userEvent.setup({ delay: null });
    await user.type(gps(), 'Near the water tank');
    expect(gps()).toHaveValue('Near the water tank');
  });

  it('says so when the browser has no geolocation', async () => {
    removeGeolocation();
    await openDetails();
    expect(
      await screen.findByText('Geolocation is not supported by this browser.'),
    ).toBeInTheDocument();
  });

  it('keeps a location already in the draft instead of asking again', async () => {
    const geo = stubGeolocation();
    await openDetails({ details: { ...newDraft().details, gpsLocation: '10.000000, 20.000000' } });
    await screen.findByRole('button', { name: 'Save Person' });
    expect(gps()).toHaveValue('10.000000, 20.000000');
    expect(geo.calls).toHaveLength(0);
  });
});

describe('religion defaults on the details step', () => {
  it('starts on the first religion and its first caste, household size 1', async () => {
    stubGeolocation({ code: 1 });
    await openDetails();
    await waitFor(() => expect(screen.getByLabelText(/^Religion/)).toHaveValue('Hindu'));
    expect(screen.getByLabelText(/^Caste/)).toHaveValue('Brahmin');
    expect(screen.getByLabelText(/People in House/)).toHaveValue(1);
  });

  it("warns 'Unable to load religion list' when the lookups fail", async () => {
    stubGeolocation({ code: 1 });
    server.fault('GET /lookups/religions', { status: 500 });
    await openDetails();
    expect(await screen.findByText('Unable to load religion list')).toBeInTheDocument();
  });
});
