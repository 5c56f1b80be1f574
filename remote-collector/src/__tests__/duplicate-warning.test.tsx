import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@hr/contracts';
import { collectorApi, otpPrompt, typedPhone } from './support/collector-api';
import { stubGeolocation } from './support/geolocation';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';
import { renderRemote } from '@hr/test-support';

const collector = { routes: CollectorRoutes, descriptor };

// Real HTTP round trips and Fluent rendering on a shared 2-core machine: seconds, not ms.
jest.setTimeout(90_000);

const server = collectorApi();
type User = ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
  stubGeolocation({ coords: { latitude: 12.9715987, longitude: 77.5945627 } });
});

// The file shares one database: each test registers its households in a ward of its own.
let ward = 100;
let HOUSEHOLD = {
  name: 'Ravi Kumar',
  fatherName: 'Suresh Kumar',
  wardNo: '',
  areaName: 'Gandhi Nagar',
};
beforeEach(() => {
  ward += 1;
  HOUSEHOLD = { ...HOUSEHOLD, wardNo: String(ward) };
});
const LONG = { timeout: 15_000 };

/** The open warning, queried inside (Fluent's modalizer may mark it hidden in jsdom). */
async function findWarning() {
  const element = await screen.findByRole(
    'alertdialog',
    { name: 'Possible duplicate', hidden: true },
    LONG,
  );
  return { element, ...within(element) };
}
const noWarning = () =>
  expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();

/** Through the phone and OTP steps to the details, then types the household's four fields. */
async function detailsOf(user: User) {
  const household = HOUSEHOLD;
  const typed = typedPhone();
  renderRemote(collector, '/user/people/new');
  await user.type(await screen.findByLabelText('Person Phone Number'), typed);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(otpPrompt(typed));
  await user.type(screen.getByLabelText('OTP'), await server.codeFor(typed));
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await waitFor(() => expect(screen.getByLabelText(/^Religion/)).toHaveValue('Hindu'), LONG);
  await user.type(screen.getByLabelText(/^Name/), household.name);
  await user.type(screen.getByLabelText(/Father Name/), household.fatherName);
  await user.type(screen.getByLabelText(/Ward No/), household.wardNo);
  await user.type(screen.getByLabelText(/Area Name/), household.areaName);
}

const atDashboard = () =>
  waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'), LONG);

describe('Add Person: duplicate warning', () => {
  it('lists the look-alike, Go back keeps every input, Save anyway saves', async () => {
    const user = userEvent.setup({ delay: null });
    const [existing] = await server.addPeople([{ ...HOUSEHOLD, areaName: 'Old Market' }]);
    await detailsOf(user);

    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    const warning = await findWarning();
    expect(server.calls('POST /user/people')).toHaveLength(0);
    expect(server.calls('POST /user/people/duplicates')[0]?.body).toEqual(HOUSEHOLD);
    const item = within(warning.getByRole('listitem', { hidden: true }));
    expect(item.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(item.getByText("Father's name: Suresh Kumar")).toBeInTheDocument();
    expect(item.getByText(`Ward ${HOUSEHOLD.wardNo} · Old Market`)).toBeInTheDocument();
    expect(
      item.getByText(`+91 ${existing!.phone.slice(3, 8)} ${existing!.phone.slice(8)}`),
    ).toBeInTheDocument();
    expect(item.getByText('Added by Meera Field')).toBeInTheDocument();
    // The collector's own record opens on its edit page.
    expect(item.getByRole('link', { name: 'Open Ravi Kumar', hidden: true })).toHaveAttribute(
      'href',
      `/user/people/${existing!.id}/edit`,
    );

    // It opens on 'Go back', not on the link that leaves the page.
    await waitFor(() =>
      expect(warning.getByRole('button', { name: 'Go back', hidden: true })).toHaveFocus(),
    );
    await user.click(warning.getByRole('button', { name: 'Go back', hidden: true }));
    await waitFor(noWarning, LONG);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/Area Name/)).toHaveValue('Gandhi Nagar');
    const form = screen.getByRole('button', { name: 'Save Person' }).closest('form')!;
    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
    expect(server.calls('POST /user/people')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    const again = await findWarning();
    await user.click(again.getByRole('button', { name: 'Save anyway', hidden: true }));
    await atDashboard();
    expect(server.calls('POST /user/people')[0]?.body).toMatchObject(HOUSEHOLD);
    const mine = await server.call<Person[]>('GET', '/user/people', {
      token: server.collector.token,
    });
    expect(mine.body.filter((p) => p.name === 'Ravi Kumar')).toHaveLength(2);
  });

  it('saves with one click when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople([{ ...HOUSEHOLD, wardNo: `${HOUSEHOLD.wardNo}9` }]); // another ward
    await detailsOf(user);
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await atDashboard();
    expect(server.calls('POST /user/people/duplicates')).toHaveLength(1);
    expect(server.calls('POST /user/people')).toHaveLength(1);
    noWarning();
  });

  it('does not block the save when the check itself fails', async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople([HOUSEHOLD]);
    await detailsOf(user);
    server.fault(
      'POST /user/people/duplicates',
      { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    await atDashboard();
    expect(server.calls('POST /user/people')).toHaveLength(1);
  });

  it("shows another collector's record with the phone masked and no link", async () => {
    const user = userEvent.setup({ delay: null });
    const other = await server.createCollector({ firstName: 'Asha', lastName: 'Rai' });
    const theirs = await server.createPerson(other.token, HOUSEHOLD);
    await detailsOf(user);
    await user.click(screen.getByRole('button', { name: 'Save Person' }));
    const warning = await findWarning();
    expect(warning.getByText(`•••••••${theirs.phone.slice(-3)}`)).toBeInTheDocument();
    expect(warning.getByText('Added by Asha Rai')).toBeInTheDocument();
    expect(warning.queryByRole('link', { hidden: true })).not.toBeInTheDocument();
  });
});

describe('Edit Person: duplicate warning', () => {
  it('excludes the record itself: an unchanged save goes straight through', async () => {
    const user = userEvent.setup({ delay: null });
    const [person] = await server.addPeople([HOUSEHOLD]);
    renderRemote(collector, `/user/people/${person!.id}/edit`);
    await waitFor(() => expect(screen.getByLabelText(/^Caste/)).toHaveValue(person!.caste), LONG);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await atDashboard();
    expect(server.calls('POST /user/people/duplicates')[0]?.body).toMatchObject({
      ...HOUSEHOLD,
      excludeId: person!.id,
    });
    expect(server.calls('PUT /user/people/:id')).toHaveLength(1);
  });

  it('warns about another record, Go back keeps the edit, Save anyway saves', async () => {
    const user = userEvent.setup({ delay: null });
    const [person, twin] = await server.addPeople([
      { ...HOUSEHOLD, name: 'Ravi Verma' },
      { ...HOUSEHOLD, areaName: 'Twin Lane' },
    ]);
    renderRemote(collector, `/user/people/${person!.id}/edit`);
    const name = await screen.findByLabelText(/^Name/, {}, LONG);
    await user.clear(name);
    await user.type(name, 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const warning = await findWarning();
    expect(warning.getAllByRole('listitem', { hidden: true })).toHaveLength(1);
    expect(warning.getByText(`Ward ${HOUSEHOLD.wardNo} · Twin Lane`)).toBeInTheDocument();
    expect(warning.getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      `/user/people/${twin!.id}/edit`,
    );
    await user.click(warning.getByRole('button', { name: 'Go back', hidden: true }));
    await waitFor(noWarning, LONG);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Kumar');
    expect(server.calls('PUT /user/people/:id')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      (await findWarning()).getByRole('button', { name: 'Save anyway', hidden: true }),
    );
    await atDashboard();
    expect(server.calls('PUT /user/people/:id')[0]?.body).toMatchObject({ name: 'Ravi Kumar' });
  });
});
