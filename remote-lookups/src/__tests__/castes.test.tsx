import { screen, waitFor, within } from '@testing-library/react';
import LookupsRoutes from '@lookups/routes';
import descriptor from '@lookups/descriptor';
import { holdNext, lookupsApi } from './support/lookups-api';
import { dialogGone, renderRemote } from '@hr/test-support';

const lookups = { routes: LookupsRoutes, descriptor };

const server = lookupsApi();
jest.setTimeout(20_000);

test('a caste is added to the selected religion, trimmed, and counted in the list', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }, { name: 'Sikh' }]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: /^Sikh / }));
  expect(screen.getByText('No castes recorded yet.')).toBeInTheDocument();

  const field = screen.getByLabelText('Caste name');
  await user.type(field, '  Jat {Enter}');

  const table = await screen.findByRole('table', { name: 'Castes of Sikh' });
  expect(within(table).getByRole('cell', { name: 'Jat' })).toBeInTheDocument();
  expect(field).toHaveValue('');
  expect(screen.getByRole('button', { name: /^Sikh / })).toHaveTextContent('1 caste');
  const sikh = (await server.religions()).find((r) => r.name === 'Sikh');
  expect(server.calls('POST /admin/castes')[0]?.body).toEqual({
    religionId: sikh?.id,
    name: 'Jat',
  });
  // The selection stays on the religion the caste was added to.
  expect(screen.getByRole('button', { name: /^Sikh / })).toHaveAttribute('aria-current', 'true');
});

test('a blank caste name sends nothing; a duplicate shows the server message', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }]);
  const { user } = renderRemote(lookups);
  const field = await screen.findByLabelText('Caste name');

  await user.type(field, '   ');
  await user.click(screen.getByRole('button', { name: 'Add caste' }));
  expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  expect(screen.getByRole('table', { name: 'Castes of Hindu' })).toHaveTextContent('Brahmin');

  await user.clear(field);
  await user.type(field, 'brahmin{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A caste with this name already exists for this religion',
  );
});

test('the caste table has Name and Actions columns with named icon buttons', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin', 'Yadav'] }]);
  renderRemote(lookups);
  const table = await screen.findByRole('table', { name: 'Castes of Hindu' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Actions']);
  for (const name of ['Brahmin', 'Yadav']) {
    expect(within(table).getByRole('button', { name: `Edit caste ${name}` })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Delete caste ${name}` })).toBeInTheDocument();
  }
});

test('renaming a caste sends the trimmed name with its religion', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin', 'Yadav'] }]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: 'Edit caste Yadav' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit caste' });
  const name = within(dialog).getByLabelText(/^Name/);
  expect(name).toHaveValue('Yadav');
  await user.clear(name);
  await user.type(name, ' Yadava  ');
  const release = holdNext(server, 'PUT /admin/castes/:id');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();

  await dialogGone();
  expect(screen.getByRole('cell', { name: 'Yadava' })).toBeInTheDocument();
  const [hindu] = await server.religions();
  expect(hindu?.castes.map((c) => c.name)).toEqual(['Brahmin', 'Yadava']);
  expect(server.calls('PUT /admin/castes/:id')[0]?.body).toEqual({
    name: 'Yadava',
    religionId: hindu?.id,
  });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Edit caste Yadava' })).toHaveFocus(),
  );
});

test('deleting a caste asks first, shows Deleting... and removes only that caste', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin', 'Yadav'] }]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: 'Delete caste Brahmin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete caste' });
  expect(dialog).toHaveTextContent('Brahmin');

  const release = holdNext(server, 'DELETE /admin/castes/:id');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  release();

  await dialogGone();
  expect(screen.queryByRole('cell', { name: 'Brahmin' })).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Yadav' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Hindu / })).toHaveTextContent('1 caste');
  expect((await server.religions())[0]?.castes.map((c) => c.name)).toEqual(['Yadav']);
  await waitFor(() => expect(screen.getByLabelText('Caste name')).toHaveFocus());
});

test('deleting the last caste shows the empty state', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: 'Delete caste Brahmin' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('No castes recorded yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
