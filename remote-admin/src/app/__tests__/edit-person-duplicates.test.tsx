import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogGone, findDialog, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(90_000);
const LONG = { timeout: 15_000 };

const server = adminApi();
beforeEach(async () => {
  await server.fresh();
  await server.createReligion('Hindu', ['Brahmin']);
});

const HOUSEHOLD = {
  name: 'Hari Thapa',
  fatherName: 'Ram Thapa',
  wardNo: '4',
  areaName: 'Lakeside',
};

async function editRow(name: string) {
  renderRemote(admin, '/admin/people');
  const table = await screen.findByRole('table', { name: 'All people' }, LONG);
  const row = await within(table).findByRole('row', { name: new RegExp(name) }, LONG);
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  await screen.findByRole('dialog', { name: 'Edit person', hidden: true }, LONG);
  const dialog = await findDialog('Edit person');
  await waitFor(
    () => expect(dialog.getByRole('combobox', { name: 'Religion' })).toBeEnabled(),
    LONG,
  );
  return dialog;
}

async function findWarning() {
  const element = await screen.findByRole(
    'alertdialog',
    { name: 'Possible duplicate', hidden: true },
    LONG,
  );
  return within(element);
}

describe('admin Edit person: duplicate warning', () => {
  it('does not list the record itself: an unchanged save goes straight through', async () => {
    await server.addUser({}, [HOUSEHOLD]);
    const dialog = await editRow('Hari Thapa');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await dialogGone();
    expect(server.calls('POST /admin/people/duplicates')[0]?.body).toMatchObject({
      ...HOUSEHOLD,
      excludeId: expect.any(String),
    });
    expect(server.calls('PUT /admin/people/:id')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('warns about another record with its full phone; Go back keeps the edit; Save anyway saves', async () => {
    const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' });
    const mina = await server.addUser({ firstName: 'Mina', lastName: 'Sherpa' });
    const [twin] = await server.addPeople(mina, [HOUSEHOLD]);
    await server.addPeople(asha, [{ ...HOUSEHOLD, name: 'Hira Thapa', areaName: 'Damside' }]);

    const dialog = await editRow('Hira Thapa');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hari Thapa');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    const warning = await findWarning();
    expect(warning.getAllByRole('listitem', { hidden: true })).toHaveLength(1);
    expect(warning.getByText('Ward 4 · Lakeside')).toBeInTheDocument();
    expect(
      warning.getByText(`+91 ${twin!.phone.slice(3, 8)} ${twin!.phone.slice(8)}`),
    ).toBeInTheDocument();
    expect(warning.getByText('Added by Mina Sherpa')).toBeInTheDocument();
    expect(server.calls('PUT /admin/people/:id')).toHaveLength(0);

    await userEvent.click(warning.getByRole('button', { name: 'Go back', hidden: true }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument(),
    );
    const still = await findDialog('Edit person');
    expect(still.getByRole('textbox', { name: 'Name' })).toHaveValue('Hari Thapa');
    expect(server.calls('PUT /admin/people/:id')).toHaveLength(0);

    await userEvent.click(still.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      (await findWarning()).getByRole('button', { name: 'Save anyway', hidden: true }),
    );
    await dialogGone();
    expect(server.calls('PUT /admin/people/:id')[0]?.body).toMatchObject({ name: 'Hari Thapa' });
  });
});
