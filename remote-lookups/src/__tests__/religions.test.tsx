import { screen, waitFor, within } from '@testing-library/react';
import LookupsRoutes from '@lookups/routes';
import descriptor from '@lookups/descriptor';
import { holdNext, lookupsApi } from './support/lookups-api';
import { dialogGone, renderRemote } from '@hr/test-support';

const lookups = { routes: LookupsRoutes, descriptor };

const server = lookupsApi();
// Fluent in jsdom on a shared 2-core machine: a typed-in dialog flow can take several seconds.
jest.setTimeout(20_000);

test('a new religion is trimmed, sent once, listed and the field cleared', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }]);
  const { user } = renderRemote(lookups);
  const field = await screen.findByLabelText('Religion name');

  await user.type(field, '   Sikh  {Enter}');

  expect(await screen.findByRole('button', { name: /^Sikh / })).toHaveTextContent('0 castes');
  expect(field).toHaveValue('');
  expect(server.calls('POST /admin/religions').map((r) => r.body)).toEqual([{ name: 'Sikh' }]);
  expect((await server.religions()).map((r) => r.name)).toEqual(['Hindu', 'Sikh']);
  // The list was fetched again after the change.
  expect(server.calls('GET /lookups/religions')).toHaveLength(2);
  // Adding does not steal the selection.
  expect(screen.getByRole('button', { name: /^Hindu / })).toHaveAttribute('aria-current', 'true');
});

test('an empty or blank religion name sends nothing', async () => {
  await server.seed([]);
  const { user } = renderRemote(lookups);
  await screen.findByText('No religions defined yet.');

  await user.click(screen.getByRole('button', { name: 'Add religion' }));
  await user.type(screen.getByLabelText('Religion name'), '    ');
  await user.click(screen.getByRole('button', { name: 'Add religion' }));

  expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /lookups/religions']);
  // The blank is cleared and the cursor is put back where the name belongs.
  expect(screen.getByLabelText('Religion name')).toHaveValue('');
  expect(screen.getByLabelText('Religion name')).toHaveFocus();
  expect(screen.getByText('No religions defined yet.')).toBeInTheDocument();
});

test('a duplicate religion shows the server message; typing clears it', async () => {
  await server.seed([{ name: 'Hindu' }]);
  const { user } = renderRemote(lookups);
  const field = await screen.findByLabelText('Religion name');

  await user.type(field, 'hindu{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A religion with this name already exists',
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveValue('hindu');

  await user.type(field, 's');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('renaming a religion trims the name, shows Saving... and returns focus', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }, { name: 'Jain' }]);
  const { user } = renderRemote(lookups);
  const edit = await screen.findByRole('button', { name: 'Edit religion Jain' });
  await user.click(edit);

  const dialog = await screen.findByRole('dialog', { name: 'Edit religion' });
  const name = within(dialog).getByLabelText(/^Name/);
  expect(name).toHaveValue('Jain');
  await user.clear(name);
  await user.type(name, '  Jainism ');
  const release = holdNext(server, 'PUT /admin/religions/:id');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await dialogGone();
  expect(screen.getByRole('button', { name: /^Jainism / })).toBeInTheDocument();
  expect((await server.religions()).map((r) => r.name)).toEqual(['Hindu', 'Jainism']);
  expect(server.calls('PUT /admin/religions/:id')[0]?.body).toEqual({
    name: 'Jainism',
  });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Edit religion Jainism' })).toHaveFocus(),
  );
});

test('a blank rename sends nothing and Cancel leaves the religion as it was', async () => {
  await server.seed([{ name: 'Hindu' }]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: 'Edit religion Hindu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit religion' });
  const name = within(dialog).getByLabelText(/^Name/);
  await user.clear(name);
  await user.type(name, '   {Enter}');
  expect(screen.getByRole('dialog', { name: 'Edit religion' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await dialogGone();
  expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  expect(screen.getByRole('button', { name: /^Hindu / })).toBeInTheDocument();
});

test('a duplicate rename keeps the dialog open with the server message', async () => {
  await server.seed([{ name: 'Hindu' }, { name: 'Jain' }]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: 'Edit religion Jain' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit religion' });
  const name = within(dialog).getByLabelText(/^Name/);
  await user.clear(name);
  await user.type(name, 'HINDU{Enter}');
  expect(
    await within(dialog).findByText('A religion with this name already exists'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('deleting a religion shows Deleting... and removes it with its castes', async () => {
  await server.seed([
    { name: 'Hindu', castes: ['Brahmin'] },
    { name: 'Sikh', castes: ['Jat'] },
  ]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: 'Delete religion Hindu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete religion' });
  expect(dialog).toHaveTextContent('Deleting "Hindu" will also delete its castes. Continue?');

  const release = holdNext(server, 'DELETE /admin/religions/:id');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();

  await dialogGone();
  expect(screen.queryByText('Brahmin')).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Castes of Sikh' })).toHaveTextContent('Jat');
  expect((await server.religions()).map((r) => r.name)).toEqual(['Sikh']);
});
