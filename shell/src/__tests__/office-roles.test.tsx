import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { AdminSession, Profile, Supervisor } from '@hr/contracts';
import { sessionAtom } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { ADMIN, expectUrl, openAt, resetSession, screenWidth, signedInAs } from './support/app';

// Issue 38: which pages and sidebar items each office role sees is the remotes' declaration
// (`roles`, `pageRoles` in their real descriptors); the shell only knows the signed-in role.
jest.setTimeout(30_000);

// A real supervisor: the layout reads their profile again (GET /admin/me) for the wards.
const server = realApiPerFile();
const PASSWORD = 'Supervisor-Passw0rd!';
let supervisor: Supervisor;

beforeAll(async () => {
  const created = await server.call<Supervisor>('POST', '/admin/supervisors', {
    token: await server.adminToken(),
    body: {
      firstName: 'Sita',
      lastName: 'Supervisor',
      phone: '+919800000003',
      password: PASSWORD,
      wards: [3, 4],
    },
  });
  expect(created.status).toBe(201);
  supervisor = created.body;
});

/** Signs the supervisor in through the API, as the login page would. */
async function signedInAsSupervisor() {
  const { status, body } = await server.call<AdminSession>('POST', '/auth/admin/login', {
    body: { emailOrPhone: supervisor.phone, password: PASSWORD },
  });
  expect(status).toBe(200);
  getDefaultStore().set(sessionAtom, {
    token: body.token,
    role: 'admin',
    admin: body.admin,
    user: null,
    authenticated: true,
  });
  return body.admin as Profile;
}

async function setWards(wards: number[]) {
  const { status } = await server.call('PUT', `/admin/supervisors/${supervisor.id}`, {
    token: await server.adminToken(),
    body: { firstName: 'Sita', lastName: 'Supervisor', phone: supervisor.phone, wards },
  });
  expect(status).toBe(200);
}

async function sidebarLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

beforeEach(() => {
  resetSession();
  screenWidth(1280);
});

describe('a supervisor in the office area', () => {
  it("sees only their role's items, and their wards under their name", async () => {
    await signedInAsSupervisor();
    openAt('/admin/dashboard');
    expect(await sidebarLabels()).toEqual([
      'Dashboard',
      'All People',
      'My collectors',
      'Duplicates',
      'Reports',
      'Map',
      'Account security',
    ]);
    expect(await screen.findByText('Wards 3, 4')).toBeInTheDocument();
    expect(screen.getByText('Sita Supervisor')).toBeInTheDocument();
  });

  it('wards changed after sign-in show on the next visit (GET /admin/me); one reads singular', async () => {
    const profile = await signedInAsSupervisor();
    expect(profile.wards).toEqual([3, 4]);
    await setWards([7]);
    try {
      openAt('/admin/dashboard');
      expect(await screen.findByText('Ward 7')).toBeInTheDocument();
      expect(getDefaultStore().get(sessionAtom).admin?.wards).toEqual([7]);
    } finally {
      await setWards([3, 4]);
    }
  });

  it.each(['/admin/api-tokens', '/admin/activity', '/admin/supervisors', '/admin/lookups'])(
    'opening %s by its address shows "Page not found" in the layout, at that address',
    async (path) => {
      await signedInAsSupervisor();
      openAt(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      await expectUrl(path);
      // The layout stays: the supervisor goes on from the sidebar or the link.
      expect(await sidebarLabels()).toContain('All People');
      await userEvent.click(screen.getByRole('link', { name: 'Go to your first page' }));
      await expectUrl('/admin/dashboard');
    },
  );

  it('an unknown address still goes to their first page', async () => {
    await signedInAsSupervisor();
    openAt('/admin/nothing-here');
    await expectUrl('/admin/dashboard');
  });
});

describe('an admin', () => {
  it("sees Supervisors and every admin item, not a supervisor's My collectors", async () => {
    signedInAs('admin');
    openAt('/admin/dashboard');
    const labels = await sidebarLabels();
    expect(labels).toContain('Supervisors');
    expect(labels).toContain('API tokens');
    expect(labels).not.toContain('My collectors');
    expect(screen.queryByText(/^Wards? /)).not.toBeInTheDocument();
  });

  it("opening a supervisor's page gets the not-found page", async () => {
    signedInAs('admin');
    openAt('/admin/collectors');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('a session stored before roles existed counts as an admin', async () => {
    const { role: _role, ...older } = { ...ADMIN, role: undefined };
    getDefaultStore().set(sessionAtom, {
      token: 'token-old',
      role: 'admin',
      admin: older,
      user: null,
      authenticated: true,
    });
    openAt('/admin/dashboard');
    expect(await sidebarLabels()).toContain('Supervisors');
  });
});
