import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@hr/contracts';
import { collectorTests, shownPhone } from './support/collector-api';
import { renderRemote } from '@hr/test-support';

const { server, collector } = collectorTests();

async function stored(id: string) {
  const token = server.collector.token;
  return (await server.call<Person>('GET', `/user/people/${id}`, { token })).body;
}

/** One person registered by this test's collector. */
async function addPerson(fields: Partial<Person & { gps: string }> = {}) {
  const [person] = await server.addPeople([fields]);
  return person!;
}

describe('Edit Person', () => {
  it('loads the person, keeps the phone read-only and saves back to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const person = await addPerson({
      name: 'Old Name',
      whatsappNumber: '+919822222222',
      gps: '5.000000, 6.000000',
      religion: 'Hindu',
      caste: 'Yadav',
    });
    renderRemote(collector, `/user/people/${person.id}/edit`);

    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Old Name');
    // As the lists write it: '+91 91000 00003' (non-breaking spaces).
    expect(screen.getByLabelText('Phone')).toHaveValue(
      shownPhone(person.phone).replace(/ /g, '\u00a0'),
    );
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(screen.getByText('Phone number cannot be changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Caste/)).toHaveValue('Yadav'));
    expect(document.title).toContain('Edit Person');

    await user.clear(name);
    await user.type(name, 'New Name');
    await user.clear(screen.getByLabelText(/WhatsApp Number/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );

    const put = server.calls('PUT /user/people/:id')[0]!;
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
    // The real PUT replaces the record: the WhatsApp number is gone, the phone is kept.
    expect(await stored(person.id)).toMatchObject({
      name: 'New Name',
      phone: person.phone,
      whatsappNumber: null,
      gpsLocation: '5.000000, 6.000000',
    });
  });

  it('Cancel goes back to the dashboard without saving', async () => {
    const user = userEvent.setup({ delay: null });
    const person = await addPerson();
    renderRemote(collector, `/user/people/${person.id}/edit`);
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard');
    expect(server.calls('PUT /user/people/:id')).toHaveLength(0);
  });

  it("says 'Invalid person id' for a malformed id without asking the server", async () => {
    renderRemote(collector, '/user/people/not-a-uuid/edit');
    expect(await screen.findByText('Invalid person id')).toBeInTheDocument();
    // No request names it (the route pattern would also match a late list's /user/people/search).
    expect(server.requests.filter((r) => r.path.includes('not-a-uuid'))).toEqual([]);
  });

  it("says 'Person not found.' on a 404", async () => {
    // Another collector's person is not found for this one.
    const other = await server.createCollector({ firstName: 'Other', lastName: 'Collector' });
    const theirs = await server.createPerson(other.token);
    renderRemote(collector, `/user/people/${theirs.id}/edit`);
    expect(await screen.findByText('Person not found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load person' with Retry", async () => {
    const user = userEvent.setup({ delay: null });
    const person = await addPerson({ name: 'Second Try' });
    server.fault('GET /user/people/:id', { status: 500 }, 1);
    renderRemote(collector, `/user/people/${person.id}/edit`);
    expect(await screen.findByText('Failed to load person')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Second Try');
  });

  it('stays on the form with the message when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    const person = await addPerson();
    server.fault('PUT /user/people/:id', { status: 500 }, 1);
    renderRemote(collector, `/user/people/${person.id}/edit`);
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save person')).toBeInTheDocument();
    // Deleted meanwhile (on another device): the real server's message.
    const token = server.collector.token;
    expect((await server.call('DELETE', `/user/people/${person.id}`, { token })).status).toBe(204);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Person not found')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/user/people/${person.id}/edit`);
  });

  it("warns 'Unable to load religions' when the lookups fail", async () => {
    const person = await addPerson({ religion: 'Jain', caste: 'Oswal' });
    server.fault('GET /lookups/religions', { status: 500 });
    renderRemote(collector, `/user/people/${person.id}/edit`);
    expect(await screen.findByText('Unable to load religions')).toBeInTheDocument();
    // The person's own religion and caste still show.
    expect(screen.getByLabelText(/^Religion/)).toHaveValue('Jain');
  });
});
