import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerFile } from '@hr/api/test-support';
import { makePerson, RELIGIONS, renderCollector, signInCollector } from './support/render';

jest.setTimeout(30_000);

const fake = fakeApiPerFile();

beforeEach(() => {
  localStorage.clear();
  signInCollector();
  fake.on('GET /lookups/religions', { body: RELIGIONS });
  fake.on('GET /user/people', { body: [] });
});

describe('Edit Person', () => {
  it('loads the person, keeps the phone read-only and saves back to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const person = makePerson({
      name: 'Old Name',
      whatsappNumber: '+919822222222',
      gpsLocation: '5.000000, 6.000000',
      religion: 'Hindu',
      caste: 'Yadav',
    });
    fake.on('GET /user/people/:id', { body: person });
    fake.on('PUT /user/people/:id', ({ body }) => ({ body: { ...person, ...(body as object) } }));
    renderCollector(`/user/people/${person.id}/edit`);

    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Old Name');
    expect(screen.getByLabelText('Phone')).toHaveValue(person.phone);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(screen.getByText('Phone number cannot be changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Caste/)).toHaveValue('Yadav'));
    expect(document.title).toContain('Edit Person');

    await user.clear(name);
    await user.type(name, 'New Name');
    await user.clear(screen.getByLabelText(/WhatsApp Number/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/user/dashboard'));

    const put = fake.calls('PUT /user/people/:id')[0]!;
    expect(put.path).toBe(`/user/people/${person.id}`);
    // The phone is not sent; the cleared WhatsApp number is omitted; the location keeps its name.
    expect(put.body).toEqual({
      name: 'New Name',
      fatherName: person.fatherName,
      wardNo: person.wardNo,
      areaName: person.areaName,
      householdSize: person.householdSize,
      religion: 'Hindu',
      caste: 'Yadav',
      gpsLocation: '5.000000, 6.000000',
    });
  });

  it('Cancel goes back to the dashboard without saving', async () => {
    const user = userEvent.setup({ delay: null });
    const person = makePerson();
    fake.on('GET /user/people/:id', { body: person });
    renderCollector(`/user/people/${person.id}/edit`);
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/user/dashboard');
    expect(fake.calls('PUT /user/people/:id')).toHaveLength(0);
  });

  it("says 'Invalid person id' for a malformed id without asking the server", async () => {
    renderCollector('/user/people/not-a-uuid/edit');
    expect(await screen.findByText('Invalid person id')).toBeInTheDocument();
    expect(fake.calls('GET /user/people/:id')).toHaveLength(0);
  });

  it("says 'Person not found.' on a 404", async () => {
    fake.on('GET /user/people/:id', { status: 404, body: { message: 'Person not found' } });
    renderCollector(`/user/people/${makePerson().id}/edit`);
    expect(await screen.findByText('Person not found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load person' with Retry", async () => {
    const user = userEvent.setup({ delay: null });
    const person = makePerson({ name: 'Second Try' });
    fake.on('GET /user/people/:id', { status: 500 });
    renderCollector(`/user/people/${person.id}/edit`);
    expect(await screen.findByText('Failed to load person')).toBeInTheDocument();
    fake.on('GET /user/people/:id', { body: person });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Second Try');
  });

  it('stays on the form with the message when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    const person = makePerson();
    fake.on('GET /user/people/:id', { body: person });
    fake.on('PUT /user/people/:id', { status: 500 });
    renderCollector(`/user/people/${person.id}/edit`);
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save person')).toBeInTheDocument();
    fake.on('PUT /user/people/:id', { status: 400, body: { message: 'wardNo is too long' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('wardNo is too long')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(`/user/people/${person.id}/edit`);
  });

  it("warns 'Unable to load religions' when the lookups fail", async () => {
    const person = makePerson();
    fake.on('GET /user/people/:id', { body: person });
    fake.on('GET /lookups/religions', { status: 500 });
    renderCollector(`/user/people/${person.id}/edit`);
    expect(await screen.findByText('Unable to load religions')).toBeInTheDocument();
    // The person's own religion and caste still show.
    expect(screen.getByLabelText(/^Religion/)).toHaveValue(person.religion);
  });
});
