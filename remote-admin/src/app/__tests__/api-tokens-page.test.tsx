import { screen, waitFor, within } from '@testing-library/react';
import type { ApiToken } from '@hr/contracts';
import { dialogGone, findDialog, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(60_000);

const server = adminApi();

/** The real API as the admin; tokens are not part of `fresh()`, so each test removes them. */
async function asAdmin<T>(method: string, url: string, body?: unknown) {
  return server.call<T>(method, url, { token: await server.adminToken(), body });
}

beforeEach(async () => {
  await server.fresh();
  const tokens = await asAdmin<ApiToken[]>('GET', '/admin/api-tokens');
  for (const { id } of tokens.body) await asAdmin('DELETE', `/admin/api-tokens/${id}`);
});

/** What a reporting tool gets with the token: 200 while it is valid, 401 once revoked. */
const statsWith = async (token: string) =>
  (await server.call('GET', '/admin/stats', { token })).status;

async function open() {
  const view = renderRemote(admin, '/admin/api-tokens');
  expect(await screen.findByRole('heading', { name: 'API tokens' })).toBeInTheDocument();
  const form = within(await screen.findByRole('form', { name: 'Create API token' }));
  return { ...view, form };
}

const table = () => screen.findByRole('table', { name: 'API tokens' });
/** The cells of the row whose first cell is `name` (Name, Created, Expires, Last used, Created by). */
async function rowOf(name: string) {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  const row = rows.find((r) => within(r).queryAllByRole('cell')[0]?.textContent === name);
  return row
    ? within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    : undefined;
}

async function create(view: Awaited<ReturnType<typeof open>>, name: string, days?: string) {
  const { user, form } = view;
  await user.clear(form.getByRole('textbox', { name: /^Name/ }));
  await user.type(form.getByRole('textbox', { name: /^Name/ }), name);
  if (days !== undefined)
    await user.type(form.getByRole('spinbutton', { name: /^Expires in/ }), days);
  await user.click(form.getByRole('button', { name: 'Create token' }));
}

describe('API tokens page', () => {
  it('creates a token and shows it once, with a warning and a working copy button', async () => {
    const view = await open();
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    await create(view, 'District warehouse');

    const dialog = await findDialog('API token created');
    expect(dialog.getByText(/It will not be shown again/)).toBeInTheDocument();
    const secret = dialog.getByRole('textbox', { name: 'Token for District warehouse' });
    const token = (secret as HTMLInputElement).value;
    expect(token).toMatch(/^hr_[A-Za-z0-9_-]{43}$/);
    // The secret shown is the real one: a reporting tool can read with it.
    expect(await statsWith(token)).toBe(200);

    await view.user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(token);

    await view.user.click(dialog.getByRole('button', { name: 'Done' }));
    await dialogGone();
    // Listed by name only: the secret is nowhere on the page any more, and the form is empty.
    const admin = await server.signInAdmin();
    await waitFor(async () =>
      expect((await rowOf('District warehouse'))?.slice(2)).toEqual([
        'Never',
        'Never',
        `${admin.firstName} ${admin.lastName}`,
        'Revoke',
      ]),
    );
    expect(document.body.textContent).not.toContain(token);
    expect(document.body.innerHTML).not.toContain(token);
    expect(view.form.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('shows the expiry and the last use through the reader’s locale', async () => {
    const created = await asAdmin<{ token: string; expiresAt: string }>(
      'POST',
      '/admin/api-tokens',
      {
        name: 'Monthly report',
        expiresInDays: 30,
      },
    );
    expect(created.status).toBe(201);
    expect(await statsWith(created.body.token)).toBe(200);
    const listed = await waitFor(async () => {
      const [token] = (await asAdmin<ApiToken[]>('GET', '/admin/api-tokens')).body;
      if (!token?.lastUsedAt) throw new Error('the use is not recorded yet');
      return token;
    });
    const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

    await open();
    const cells = await waitFor(async () => {
      const found = await rowOf('Monthly report');
      if (!found) throw new Error('no row yet');
      return found;
    });
    expect(cells[1]).toBe(format.format(new Date(listed.createdAt)));
    expect(cells[2]).toBe(format.format(new Date(created.body.expiresAt)));
    expect(cells[3]).toBe(format.format(new Date(listed.lastUsedAt!)));
  });

  it('revokes after confirmation: the row goes and the token is refused at once', async () => {
    const created = await asAdmin<{ token: string }>('POST', '/admin/api-tokens', {
      name: 'Old BI',
    });
    const view = await open();
    await waitFor(async () => expect(await rowOf('Old BI')).toBeDefined());

    await view.user.click(screen.getByRole('button', { name: 'Revoke Old BI' }));
    const dialog = await findDialog('Revoke API token');
    expect(dialog.getByText(/Revoke Old BI\?/)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Revoke' }));
    await dialogGone();

    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(await rowOf('Old BI')).toBeUndefined();
    expect(await statsWith(created.body.token)).toBe(401);
  });

  it('cancelling the confirmation keeps the token working', async () => {
    const created = await asAdmin<{ token: string }>('POST', '/admin/api-tokens', { name: 'Kept' });
    const view = await open();
    await waitFor(async () => expect(await rowOf('Kept')).toBeDefined());
    await view.user.click(screen.getByRole('button', { name: 'Revoke Kept' }));
    const dialog = await findDialog('Revoke API token');
    await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(server.calls('DELETE /admin/api-tokens/:id')).toHaveLength(0);
    expect(await statsWith(created.body.token)).toBe(200);
  });

  it('a taken name is said under the Name field, and no token is shown', async () => {
    await asAdmin('POST', '/admin/api-tokens', { name: 'Power BI' });
    const view = await open();
    await create(view, 'power bi');

    const name = view.form.getByRole('textbox', { name: /^Name/ });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('An API token with this name already exists'),
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('power bi');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it.each([
    ['', '5000', /^Expires in/, 'expiresInDays must be at most 3650'],
    ['', '0', /^Expires in/, 'expiresInDays must be at least 1'],
    ['   ', '', /^Name/, 'name is required'],
  ])(
    'name %p, days %p: the server’s 400 shows under its field',
    async (nameText, days, field, message) => {
      const view = await open();
      await create(view, nameText || 'Warehouse', days || undefined);
      const input = view.form.getByLabelText(field);
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(server.calls('POST /admin/api-tokens')).toHaveLength(1);
      expect((await asAdmin<ApiToken[]>('GET', '/admin/api-tokens')).body).toEqual([]);
    },
  );

  it('hostile text in a name is shown as text, not markup', async () => {
    const view = await open();
    await create(view, '<img src=x onerror=alert(1)>');
    const dialog = await findDialog('API token created');
    await view.user.click(dialog.getByRole('button', { name: 'Done' }));
    await dialogGone();
    await waitFor(async () => expect(await rowOf('<img src=x onerror=alert(1)>')).toBeDefined());
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
