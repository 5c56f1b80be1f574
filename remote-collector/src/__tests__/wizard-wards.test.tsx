import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@hr/i18n';
import { renderRemote } from '@hr/test-support';
import { wardNotAssigned } from '@collector/features/wizard/utils/assigned-wards';
import { collectorApi, otpPrompt } from './support/collector-api';
import { stubGeolocation } from './support/geolocation';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';

// Issue 38: a collector with assigned wards (GET /user/me) picks one of them; a ward outside them
// is refused before anything is sent, with the server's own words.
const collector = { routes: CollectorRoutes, descriptor };

jest.setTimeout(60_000);

const server = collectorApi();

beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
  stubGeolocation({ coords: { latitude: 12.9715987, longitude: 77.5945627 } });
});

/** The admin assigns the signed-in collector to `wards` (after sign-in: /user/me says so). */
async function assignWards(wards: number[]) {
  const { firstName, lastName, phone, id } = server.collector;
  const { status } = await server.call('PUT', `/admin/users/${id}`, {
    token: await server.adminToken(),
    body: { firstName, lastName, phone, wards },
  });
  expect(status).toBe(200);
}

async function toDetails(user: ReturnType<typeof userEvent.setup>, phone: string) {
  renderRemote(collector, '/user/people/new');
  await user.type(await screen.findByLabelText('Person Phone Number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(otpPrompt(phone));
  await user.type(screen.getByLabelText('OTP'), await server.codeFor(phone));
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByText('OTP verified successfully.');
  await user.type(screen.getByLabelText(/^Name/), 'Ravi Kumar');
  await user.type(screen.getByLabelText(/Father Name/), 'Suresh Kumar');
  await user.type(screen.getByLabelText(/Area Name/), 'Gandhi Nagar');
  await waitFor(() => expect(screen.getByLabelText(/^Religion/)).toHaveValue('Hindu'));
}

describe('the ward of a collector with assigned wards', () => {
  it('offers their wards (20 or fewer) as a choice; one of them saves, another is refused before sending', async () => {
    await assignWards([3, 4]);
    const user = userEvent.setup({ delay: null });
    await toDetails(user, '98123 40001');
    const ward = await screen.findByRole('combobox', { name: /Ward No/ });
    const choices = document.getElementById(ward.getAttribute('list')!)!;
    expect([...choices.querySelectorAll('option')].map((o) => o.value)).toEqual(['3', '4']);
    expect(screen.getByText('Your wards: 3, 4')).toBeInTheDocument();
    await user.type(ward, '9');
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    expect(await screen.findByText('Ward 9 is not one of your wards (3, 4).')).toBeInTheDocument();
    expect(server.calls('POST /user/people')).toHaveLength(0);
    await user.clear(ward);
    await user.type(ward, '4');
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );
    expect(server.calls('POST /user/people')[0]?.body).toMatchObject({ wardNo: '4' });
  });

  it('is typed when there are more than 20, and a ward outside them is refused before sending', async () => {
    const many = [3, 4, ...Array.from({ length: 19 }, (_, i) => 10 + i)];
    await assignWards(many);
    const user = userEvent.setup({ delay: null });
    await toDetails(user, '98123 40002');
    const ward = screen.getByRole('textbox', { name: /Ward No/ });
    await user.type(ward, '9');
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    expect(
      await screen.findByText(`Ward 9 is not one of your wards (${many.join(', ')}).`),
    ).toBeInTheDocument();
    expect(ward).toHaveFocus();
    expect(server.calls('POST /user/people')).toHaveLength(0);
    expect(server.calls('POST /user/people/duplicates')).toHaveLength(0);

    // The server agrees: the same ward sent anyway is its WARD_NOT_ASSIGNED.
    const refused = await server.call<{ code: string; message: string }>('POST', '/user/people', {
      token: server.collector.token,
      body: {
        name: 'X',
        fatherName: 'Y',
        wardNo: '9',
        areaName: 'Z',
        householdSize: 1,
        religion: 'Hindu',
        caste: 'Brahmin',
        phone: '+919812340002',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('WARD_NOT_ASSIGNED');
  });

  it('stays a text field, unchecked, for a collector who may use any ward', async () => {
    const user = userEvent.setup({ delay: null });
    await toDetails(user, '98123 40003');
    expect(screen.getByRole('textbox', { name: /Ward No/ })).toBeInTheDocument();
  });
});

describe('the message', () => {
  afterEach(() => setLanguage('en'));

  it("is the server's sentence, with the numbers in the language's digits", async () => {
    expect(wardNotAssigned('9', [3, 4])).toBe('Ward 9 is not one of your wards (3, 4).');
    expect(wardNotAssigned('3', [3, 4])).toBeUndefined();
    expect(wardNotAssigned('', [3, 4])).toBeUndefined();
    expect(wardNotAssigned('9', [])).toBeUndefined();
    await setLanguage('ne');
    expect(wardNotAssigned('9', [3, 4])).toBe('वडा ९ तपाईंका वडाहरू (३, ४) मध्ये होइन।');
    await setLanguage('hi');
    expect(wardNotAssigned('9', [3, 4])).toBe('वार्ड 9 आपके वार्डों (3, 4) में से नहीं है।');
  });
});
