// Every failed call shows the server's message, otherwise these fallbacks.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import LookupsRoutes from '@lookups/routes';
import descriptor from '@lookups/descriptor';
import { getDefaultStore } from 'jotai';
import { sessionAtom, signedOut } from '@hr/session';
import { holdNext, lookupsApi } from './support/lookups-api';
import { renderRemote } from '@hr/test-support';

const lookups = { routes: LookupsRoutes, descriptor };

const server = lookupsApi();
jest.setTimeout(20_000);

test('a spinner shows while the lists load', async () => {
  await server.seed([{ name: 'Hindu' }]);
  const release = holdNext(server, 'GET /lookups/religions');
  renderRemote(lookups);
  expect(screen.getByText('Loading lookups...')).toBeInTheDocument();
  await waitFor(() => expect(server.calls('GET /lookups/religions')).toHaveLength(1));
  expect(screen.getByText('Loading lookups...')).toBeInTheDocument();
  release();
  expect(await screen.findByRole('button', { name: /^Hindu / })).toBeInTheDocument();
  expect(screen.queryByText('Loading lookups...')).not.toBeInTheDocument();
});

test('a failed load shows the fallback with Retry, and Retry loads the lists', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }]);
  server.fault('GET /lookups/religions', { status: 500 }, 1);
  const { user } = renderRemote(lookups);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unable to load lookups');
  expect(screen.queryByText('No religions defined yet.')).not.toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: /^Hindu / })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed load shows the server message when there is one', async () => {
  await server.seed([{ name: 'Hindu' }]);
  // Signed out, the real server refuses with its message (no token held: no redirect).
  getDefaultStore().set(sessionAtom, signedOut);
  renderRemote(lookups);
  expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required');
});

type Case = {
  route: string;
  fallback: string;
  act: (user: UserEvent) => Promise<HTMLElement>;
};

/** Types into a dialog's Name field and saves; returns the dialog. */
async function renameIn(user: UserEvent, title: string, opener: string) {
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.type(within(dialog).getByLabelText(/^Name/), 'x{Enter}');
  return dialog;
}

async function confirmIn(user: UserEvent, title: string, opener: string) {
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

async function addIn(user: UserEvent, label: string) {
  await user.type(await screen.findByLabelText(label), 'New{Enter}');
  return screen.getByRole('form', {
    name: label === 'Religion name' ? 'Add religion' : 'Add caste for Hindu',
  });
}

const cases: Case[] = [
  {
    route: 'POST /admin/religions',
    fallback: 'Failed to create religion',
    act: (user) => addIn(user, 'Religion name'),
  },
  {
    route: 'PUT /admin/religions/:id',
    fallback: 'Failed to update religion',
    act: (user) => renameIn(user, 'Edit religion', 'Edit religion Hindu'),
  },
  {
    route: 'DELETE /admin/religions/:id',
    fallback: 'Failed to delete religion',
    act: (user) => confirmIn(user, 'Delete religion', 'Delete religion Hindu'),
  },
  {
    route: 'POST /admin/castes',
    fallback: 'Failed to create caste',
    act: (user) => addIn(user, 'Caste name'),
  },
  {
    route: 'PUT /admin/castes/:id',
    fallback: 'Failed to update caste',
    act: (user) => renameIn(user, 'Edit caste', 'Edit caste Brahmin'),
  },
  {
    route: 'DELETE /admin/castes/:id',
    fallback: 'Failed to delete caste',
    act: (user) => confirmIn(user, 'Delete caste', 'Delete caste Brahmin'),
  },
];

test.each(cases)('$route without a message shows "$fallback" where it was asked', async (c) => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }]);
  server.fault(c.route, { status: 500 }, 1);
  const { user } = renderRemote(lookups);

  const where = await c.act(user);

  expect(await within(where).findByText(c.fallback)).toBeInTheDocument();
  // Nothing changed, so the list was not reloaded.
  expect(server.calls('GET /lookups/religions')).toHaveLength(1);
  expect((await server.religions()).map((r) => [r.name, r.castes.map((x) => x.name)])).toEqual([
    ['Hindu', ['Brahmin']],
  ]);
  // (An open dialog hides the page from the accessibility tree, hence `hidden`.)
  expect(screen.getByRole('button', { name: /^Hindu /, hidden: true })).toHaveTextContent(
    '1 caste',
  );
});
