import { screen, waitFor, within } from '@testing-library/react';
import LookupsRoutes from '@lookups/routes';
import descriptor from '@lookups/descriptor';
import { lookupsApi } from './support/lookups-api';
import { dialogGone, renderRemote } from '@hr/test-support';

const lookups = { routes: LookupsRoutes, descriptor };

const server = lookupsApi();
// Fluent in jsdom on a shared 2-core machine: a typed-in dialog flow can take several seconds.
jest.setTimeout(20_000);

/** The select button of a religion (its name starts with the religion's name). */
const religionButton = (name: string) =>
  within(screen.getByRole('list', { name: 'Religions' })).getByRole('button', {
    name: new RegExp(`^${name} `),
  });

test('the first religion is selected automatically and its castes are shown', async () => {
  await server.seed([
    { name: 'Hindu', castes: ['Brahmin', 'Yadav'] },
    { name: 'Muslim', castes: [] },
  ]);
  renderRemote(lookups);

  expect(await screen.findByText('2 castes')).toBeInTheDocument();
  expect(screen.getByText('0 castes')).toBeInTheDocument();
  expect(religionButton('Hindu')).toHaveAttribute('aria-current', 'true');
  expect(religionButton('Muslim')).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('heading', { name: 'Add caste for Hindu' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Castes of Hindu' });
  expect(within(table).getByText('Brahmin')).toBeInTheDocument();
  expect(within(table).getByText('Yadav')).toBeInTheDocument();
  expect(document.title).toBe('Lookups · Household Registry');
});

test('clicking or pressing Enter on a religion selects it', async () => {
  await server.seed([
    { name: 'Hindu', castes: ['Brahmin'] },
    { name: 'Muslim', castes: [] },
    { name: 'Sikh', castes: ['Jat'] },
  ]);
  const { user } = renderRemote(lookups);
  await screen.findByText('Brahmin');

  await user.click(religionButton('Muslim'));
  expect(religionButton('Muslim')).toHaveAttribute('aria-current', 'true');
  expect(religionButton('Hindu')).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('heading', { name: 'Add caste for Muslim' })).toBeInTheDocument();
  expect(screen.getByText('No castes recorded yet.')).toBeInTheDocument();
  expect(screen.queryByText('Brahmin')).not.toBeInTheDocument();

  religionButton('Sikh').focus();
  await user.keyboard('{Enter}');
  expect(religionButton('Sikh')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('table', { name: 'Castes of Sikh' })).toHaveTextContent('Jat');
});

test('deleting the selected religion selects the first one again', async () => {
  await server.seed([
    { name: 'Hindu', castes: ['Brahmin'] },
    { name: 'Muslim', castes: ['Sheikh'] },
  ]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: /^Muslim / }));
  expect(screen.getByRole('heading', { name: 'Add caste for Muslim' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete religion Muslim' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete religion' });
  expect(dialog).toHaveTextContent('Deleting "Muslim" will also delete its castes. Continue?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await dialogGone();
  expect(screen.queryByRole('button', { name: /^Muslim / })).not.toBeInTheDocument();
  expect(religionButton('Hindu')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('heading', { name: 'Add caste for Hindu' })).toBeInTheDocument();
  expect(screen.getByText('Brahmin')).toBeInTheDocument();
  // The delete button is gone with its religion: focus lands on the add field, not the page.
  await waitFor(() => expect(screen.getByLabelText('Religion name')).toHaveFocus());
});

test('with no religions both panels say so', async () => {
  await server.seed([]);
  renderRemote(lookups);
  expect(await screen.findByText('No religions defined yet.')).toBeInTheDocument();
  expect(screen.getByText('Select a religion to view and manage its castes.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Caste name')).not.toBeInTheDocument();
});

test('deleting the last religion empties both panels', async () => {
  await server.seed([{ name: 'Hindu', castes: ['Brahmin'] }]);
  const { user } = renderRemote(lookups);
  await user.click(await screen.findByRole('button', { name: 'Delete religion Hindu' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('No religions defined yet.')).toBeInTheDocument();
  expect(screen.getByText('Select a religion to view and manage its castes.')).toBeInTheDocument();
  expect(await server.religions()).toEqual([]);
});

test('on one column (below 900 px) the castes sit in the list right under the chosen religion', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...matchMedia(query), matches: query.includes('max-width') }) as MediaQueryList;
  try {
    await server.seed([
      { name: 'Hindu', castes: ['Brahmin'] },
      { name: 'Muslim', castes: ['Ansari'] },
    ]);
    const { user } = renderRemote(lookups);
    await screen.findByText('Brahmin');
    const entries = () =>
      within(screen.getByRole('list', { name: 'Religions' }))
        .getAllByRole('listitem')
        .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Religions');
    const castesAt = () =>
      entries().findIndex((li) => within(li).queryByText('Add caste for', { exact: false }));
    expect(castesAt()).toBe(1); // Hindu, its castes, Muslim
    await user.click(religionButton('Muslim'));
    expect(await screen.findByRole('table', { name: 'Castes of Muslim' })).toBeInTheDocument();
    expect(castesAt()).toBe(2); // Hindu, Muslim, its castes
    expect(screen.getAllByRole('region', { name: 'Castes' })).toHaveLength(1);
  } finally {
    window.matchMedia = matchMedia;
  }
});
