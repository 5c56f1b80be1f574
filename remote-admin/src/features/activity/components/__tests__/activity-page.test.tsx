import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent, AuditPage, Person } from '@hr/contracts';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';
import { renderRemote } from '@hr/test-support';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(60_000);

// The log is append-only: events of earlier tests in this file stay; each test reads the newest.
const server = adminApi();
let adminName: string;

beforeEach(async () => {
  await server.fresh();
  const admin = await server.signInAdmin();
  adminName = `${admin.firstName} ${admin.lastName}`;
  await server.createReligion('Hindu', ['Brahmin']);
});

async function asAdmin<T>(method: string, url: string, body?: unknown): Promise<T> {
  const result = await server.call<T>(method, url, { token: await server.adminToken(), body });
  if (result.status >= 300) throw new Error(`${method} ${url}: ${result.status}`);
  return result.body;
}

/** Every event of the log through the API (newest first), paging as the page does. */
async function allEvents(query = ''): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditPage = await asAdmin(
      'GET',
      `/admin/audit?limit=200${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    events.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return events;
}

const table = () => screen.getByRole('table', { name: 'Activity' });
const rows = () => within(table()).getAllByRole('row').slice(1);
/** Who, action, record and details of a row (the time is the reader's locale). */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((c) => c.textContent);
const auditQuery = (n: number) =>
  Object.fromEntries(new URL(server.calls('GET /admin/audit')[n]!.url, 'http://x').searchParams);

/** A date typed in a date field (as 2026-11-28, which counts at once); `null` empties it. */
async function pickDate(label: string, date: Date | null) {
  const field = screen.getByRole('combobox', { name: label });
  await userEvent.clear(field);
  if (date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    await userEvent.type(
      field,
      `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    );
  } else {
    // Left empty, the date is none.
    await userEvent.tab();
  }
}

async function open() {
  renderRemote(admin, '/admin/activity');
  expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Activity' });
}

function editWard(person: Person, wardNo: string) {
  const { id, phone: _phone, createdBy: _by, createdAt: _c, updatedAt: _u, ...fields } = person;
  return asAdmin('PUT', `/admin/people/${id}`, { ...fields, wardNo });
}

describe('Activity page', () => {
  it('shows who did what to which record, newest first, in readable words', async () => {
    const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, [
      { name: 'Hari Thapa', wardNo: '3' },
    ]);
    const [hari] = await server.addPeople(asha, [{ name: 'Gita Shah', wardNo: '3' }]);
    await editWard(hari!, '4');
    const failed = await server.call('POST', '/auth/admin/login', {
      body: { emailOrPhone: 'admin@x.org', password: 'wrong-password' },
    });
    expect(failed.status).toBe(401);
    expect(
      (
        await server.call('GET', '/admin/people/export?format=csv', {
          token: await server.adminToken(),
        })
      ).status,
    ).toBe(200);
    // The export's event is written once its response has ended.
    await waitFor(async () =>
      expect((await allEvents('&action=people.exported')).length).toBeGreaterThan(0),
    );

    await open();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Who', 'Action', 'Record', 'Details']);
    expect(rows().slice(0, 3).map(cells)).toEqual([
      [`${adminName} (admin)`, 'People exported', 'People list', 'Exported 2 rows as CSV'],
      ['anonymous', 'Sign-in failed', 'Admin', 'Login failed for admin@x.org'],
      [`${adminName} (admin)`, 'Person edited', 'Person: Gita Shah', 'Ward: 3 → 4'],
    ]);
    // Details say what Record does not: the name is not repeated.
    const added = rows().find((r) => r.textContent?.includes('Person addedPerson: Gita Shah'))!;
    expect(cells(added)).toEqual([
      'Asha Rai (collector)',
      'Person added',
      'Person: Gita Shah',
      'Ward 3',
    ]);
    const collectorAdded = rows().find((r) => r.textContent?.includes('Collector added'))!;
    expect(cells(collectorAdded)).toEqual([
      `${adminName} (admin)`,
      'Collector added',
      'Collector: Asha Rai',
      '',
    ]);
    // The time column is the event's own time, shown in the reader's zone.
    const time = rows()[0]!.querySelector('time')!;
    expect(new Date(time.dateTime).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(auditQuery(0)).toEqual({ limit: '50' });

    // A collector's record links to their page.
    await userEvent.click(
      within(collectorAdded).getByRole('link', { name: 'Collector: Asha Rai' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/users/${asha.id}`),
    );
  });

  it('names every record, a deleted one by the name its events carry, and no opaque ids', async () => {
    const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, [
      { name: 'Hari Thapa', wardNo: '3' },
    ]);
    const hari = (
      await asAdmin<{ items: Person[] }>('GET', `/admin/people/search?createdBy=${asha.id}`)
    ).items[0]!;
    await asAdmin('GET', `/admin/people/${hari.id}`);
    await asAdmin('DELETE', `/admin/people/${hari.id}`);
    await asAdmin('POST', '/admin/api-tokens', { name: 'Power BI' });
    await asAdmin('PUT', `/admin/users/${asha.id}`, {
      firstName: 'Asha',
      lastName: 'Rai',
      phone: asha.phone,
      password: 'Another-Pass1',
    });

    // A person deleted since: named as their events recorded them.
    await open();
    const action = screen.getByRole('combobox', { name: 'Action' });
    await userEvent.selectOptions(action, 'People');
    await waitFor(() =>
      expect(rows().slice(0, 2).map(cells)).toEqual([
        [`${adminName} (admin)`, 'Person deleted', 'Person: Hari Thapa', ''],
        [`${adminName} (admin)`, 'Person viewed', 'Person: Hari Thapa', ''],
      ]),
    );
    await userEvent.selectOptions(action, 'All');
    await waitFor(() =>
      expect(rows().slice(0, 2).map(cells)).toEqual([
        [`${adminName} (admin)`, 'Password reset', 'Collector: Asha Rai', 'Set a new password'],
        [`${adminName} (admin)`, 'API token created', 'API token: Power BI', ''],
      ]),
    );
    expect(
      rows()
        .map((r) => cells(r)[2])
        .filter((record) => record!.includes('#')),
    ).toEqual([]);
  });

  it('filters by action group, collector and date range: each changes the request and the rows', async () => {
    const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 1);
    await server.addUser({ firstName: 'Bina', lastName: 'Gurung' }, 1);
    await open();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'People');
    await waitFor(() =>
      expect(auditQuery(server.calls('GET /admin/audit').length - 1)).toEqual({
        limit: '50',
        action: 'person.',
      }),
    );
    await waitFor(() => expect(rows().every((r) => cells(r)[1]!.startsWith('Person '))).toBe(true));
    expect(rows().length).toBeGreaterThan(1);

    const collector = screen.getByRole('combobox', { name: 'Collector' });
    await waitFor(() =>
      expect(within(collector).getByRole('option', { name: /^Asha Rai/ })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(
      collector,
      within(collector).getByRole('option', { name: /^Asha Rai/ }),
    );
    await waitFor(() =>
      expect(auditQuery(server.calls('GET /admin/audit').length - 1)).toEqual({
        limit: '50',
        action: 'person.',
        actorId: asha.id,
      }),
    );
    await waitFor(() =>
      expect(rows().map((r) => cells(r).slice(0, 2))).toEqual([
        ['Asha Rai (collector)', 'Person added'],
      ]),
    );

    const action = screen.getByRole('combobox', { name: 'Action' });
    await userEvent.selectOptions(
      action,
      within(action).getByRole('option', { name: 'Religions & castes' }),
    );
    await userEvent.selectOptions(collector, 'Anyone');
    await waitFor(() =>
      expect(rows().map((r) => cells(r)[1])).toEqual(
        expect.arrayContaining(['Caste added', 'Religion added']),
      ),
    );
    expect(rows().every((r) => /^(Religion|Caste) /.test(cells(r)[1]!))).toBe(true);
    expect(auditQuery(server.calls('GET /admin/audit').length - 1).action).toBe('religion.,caste.');

    // A range in the future (the last day of the year; on that day itself, today): nothing, and
    // the dates are sent as the reader's midnights.
    const now = new Date();
    const next = new Date(now.getFullYear(), 11, 31);
    await pickDate('From', next);
    const future = next.getTime() > now.getTime();
    await waitFor(() => expect(screen.queryByText('No matching activity') !== null).toBe(future));
    const sent = auditQuery(server.calls('GET /admin/audit').length - 1);
    expect(new Date(sent.from!).getTime()).toBe(
      new Date(next.getFullYear(), next.getMonth(), next.getDate()).getTime(),
    );

    // From today: today's religion and caste events.
    await pickDate('From', now);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const shown = rows().map(cells);

    // To before From: the field says so; the page keeps the log it showed and asks nothing.
    const asked = server.calls('GET /admin/audit').length;
    await pickDate('To', new Date(2020, 0, 1));
    expect(await screen.findByText('To must not be before From')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
    expect(rows().map(cells)).toEqual(shown);
    expect(server.calls('GET /admin/audit')).toHaveLength(asked);

    // From emptied: everything up to the end of that day of 2020, which is nothing.
    await pickDate('From', null);
    expect(await screen.findByText('No matching activity')).toBeInTheDocument();
    expect(screen.queryByText('To must not be before From')).not.toBeInTheDocument();

    // Up to today: today's events again.
    await pickDate('To', now);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(auditQuery(server.calls('GET /admin/audit').length - 1).from).toBeUndefined();
  });

  it('"Load more" appends the next page until the last', async () => {
    const asha = await server.addUser({}, 1);
    const person = (
      await asAdmin<{ items: Person[] }>('GET', `/admin/people/search?createdBy=${asha.id}`)
    ).items[0]!;
    for (let i = 0; i < 105; i += 1) await asAdmin('GET', `/admin/people/${person.id}`);
    const total = (await allEvents()).length;
    expect(total).toBeGreaterThan(100);

    await open();
    expect(rows()).toHaveLength(50);
    // A failed next page keeps the rows shown and offers Retry in place of "Load more".
    server.fault('GET /admin/audit', { status: 500 }, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load activity');
    expect(rows()).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(auditQuery(2).cursor).toMatch(/^\d+$/);
    expect(auditQuery(2).cursor).toBe(auditQuery(1).cursor);
    while (screen.queryByRole('button', { name: 'Load more' })) {
      const before = rows().length;
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(rows().length).toBeGreaterThan(before));
    }
    // Every event once, in the log's order.
    expect(rows()).toHaveLength(total);
    const times = rows().map((r) => r.querySelector('time')!.dateTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows 'Failed to load activity' with Retry, and the empty states", async () => {
    server.fault('GET /admin/audit', { status: 500 }, 1);
    const first = renderRemote(admin, '/admin/activity');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load activity');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Activity' })).toBeInTheDocument();
    first.unmount();

    server.fault('GET /admin/audit', { edit: () => ({ items: [], nextCursor: null }) }, 2);
    renderRemote(admin, '/admin/activity');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Exports');
    expect(await screen.findByText('No matching activity')).toBeInTheDocument();
  });
});
