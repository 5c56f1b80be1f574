import { screen } from '@testing-library/react';
import LookupsRoutes from '@lookups/routes';
import descriptor from '@lookups/descriptor';
import { lookupsApi } from './support/lookups-api';
import { dialogGone, findDialog, findToast, renderRemote } from '@hr/test-support';

const lookups = { routes: LookupsRoutes, descriptor };

const server = lookupsApi();
jest.setTimeout(30_000);

test("an empty name says 'Religion name is required' under the field, which keeps the focus", async () => {
  await server.seed([]);
  const { user } = renderRemote(lookups);
  const field = await screen.findByLabelText('Religion name');
  await user.click(screen.getByRole('button', { name: 'Add religion' }));

  expect(await screen.findByText('Religion name is required')).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription('Religion name is required');
  expect(field).toHaveFocus();
  await user.type(field, 'Sikh');
  expect(screen.queryByText('Religion name is required')).not.toBeInTheDocument();
});

test('each change of the lookups is confirmed: added, updated, deleted', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }]);
  const { user } = renderRemote(lookups);
  await user.type(await screen.findByLabelText('Religion name'), 'Sikh{Enter}');
  expect(await findToast('Religion added')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Caste name'), 'Kshatriya{Enter}');
  expect(await findToast('Caste added')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit religion Sikh' }));
  const rename = await findDialog('Edit religion');
  const name = rename.getByLabelText(/^Name/);
  await user.clear(name);
  await user.click(rename.getByRole('button', { name: 'Save' }));
  expect(await rename.findByText('Name is required')).toBeInTheDocument();
  expect(name).toHaveFocus();
  await user.type(name, 'Sikhism');
  await user.click(rename.getByRole('button', { name: 'Save' }));
  await dialogGone();
  expect(await findToast('Religion updated')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete caste Kshatriya' }));
  const deleteCaste = await findDialog('Delete caste');
  await user.click(deleteCaste.getByRole('button', { name: 'Delete' }));
  await dialogGone();
  expect(await findToast('Caste deleted')).toBeInTheDocument();

  expect((await server.religions()).map((r) => r.name)).toEqual(['Hindu', 'Sikhism']);
});
