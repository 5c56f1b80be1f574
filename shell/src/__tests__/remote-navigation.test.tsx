import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ADMIN_SIDEBAR } from '@hr/test-support';
import { DESCRIPTOR_CACHE_KEY } from '../federation/catalog';
import { expectUrl, openAt, resetSession, screenWidth, signedInAs } from './support/app';
import { fixtureCatalog, TODAY, type FixtureRemote } from './support/remotes';

// The areas' sidebars and routes come from the remotes' descriptors (the shell names no remote
// page): order across remotes, a remote that fails, unknown paths under a remote's prefix.
jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  screenWidth(1280);
  signedInAs('admin');
});

/** A remote's routes component showing one heading per page (`index`: the prefix itself). */
const pages = (headings: Record<string, string>) =>
  function FixtureRoutes() {
    return (
      <Routes>
        {Object.entries(headings).map(([path, heading]) => (
          <Route
            key={path}
            {...(path === 'index' ? { index: true } : { path })}
            element={<h1>{heading}</h1>}
          />
        ))}
      </Routes>
    );
  };

const REPORTS: FixtureRemote = {
  descriptor: {
    role: 'admin',
    prefixes: ['/admin/insights'],
    pages: ['/admin/insights', '/admin/insights/:id'],
    sidebar: [
      // Between Dashboard (10) and All People (20) of another remote; an icon this shell lacks.
      { label: 'Insights', path: '/admin/insights', icon: 'no-such-icon', order: 15 },
      { label: 'Archive', path: '/admin/insights/archive', icon: 'reports', order: 90 },
    ],
  },
  routes: pages({ index: 'Insights', ':id': 'One report' }),
};

function remotes(extra: Record<string, FixtureRemote> = {}): Record<string, FixtureRemote> {
  return {
    remote_admin: {
      descriptor: TODAY.remote_admin,
      routes: pages({ dashboard: 'Welcome back', people: 'All People' }),
    },
    remote_lookups: { descriptor: TODAY.remote_lookups, routes: pages({ index: 'Lookups' }) },
    remote_collector: { descriptor: TODAY.remote_collector },
    ...extra,
  };
}

/** The same with the fixture remote_reports: Insights (order 15) and Archive (order 90). */
const WITH_INSIGHTS = [
  ...ADMIN_SIDEBAR.slice(0, 1),
  'Insights',
  ...ADMIN_SIDEBAR.slice(1, -1),
  'Archive',
  ...ADMIN_SIDEBAR.slice(-1),
];

async function sidebarLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav).getAllByRole('link');
}

describe('sidebar and routes from the descriptors', () => {
  it('lists every item of the role by order across remotes, with a default icon for an unknown name', async () => {
    openAt('/admin/dashboard', fixtureCatalog(remotes({ remote_reports: REPORTS })));
    const links = await sidebarLinks();
    expect(links.map((a) => a.textContent)).toEqual(WITH_INSIGHTS);
    expect(links[1]!.querySelector('[data-icon="default"]')).not.toBeNull();
    expect(links[0]!.querySelector('[data-icon="default"]')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('mounts a remote under its own prefix: its pages open from the sidebar and by URL', async () => {
    openAt('/admin/dashboard', fixtureCatalog(remotes({ remote_reports: REPORTS })));
    await userEvent.click((await sidebarLinks()).find((a) => a.textContent === 'Insights')!);
    await expectUrl('/admin/insights');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
  });

  it('a deep link to a page of the remote with the longer prefix opens that remote', async () => {
    openAt('/admin/insights/42', fixtureCatalog(remotes({ remote_reports: REPORTS })));
    expect(await screen.findByRole('heading', { name: 'One report' })).toBeInTheDocument();
  });

  it("the other role's remotes add nothing to this area", async () => {
    const mine = remotes();
    openAt('/admin/dashboard', fixtureCatalog(mine));
    expect((await sidebarLinks()).map((a) => a.textContent)).toEqual(ADMIN_SIDEBAR);
  });

  it('the area index goes to the first item (the smallest order)', async () => {
    const first = {
      ...REPORTS,
      descriptor: {
        ...(REPORTS.descriptor as object),
        sidebar: [{ label: 'Reports', path: '/admin/insights', icon: 'reports', order: 1 }],
      },
    };
    openAt('/admin', fixtureCatalog(remotes({ remote_reports: first })));
    await expectUrl('/admin/insights');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
  });
});

describe('unknown paths under a remote prefix', () => {
  it.each(['/admin/insights/archive/old/1', '/admin/no-such-page', '/admin/lookups/extra'])(
    '%s goes to the area home',
    async (path) => {
      openAt(path, fixtureCatalog(remotes({ remote_reports: REPORTS })));
      await expectUrl('/admin/dashboard');
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    },
  );
});

describe('a remote that fails to load', () => {
  it('keeps the items of its last good descriptor; its page shows the error, the others work', async () => {
    const all = remotes({ remote_reports: REPORTS });
    const first = openAt('/admin/dashboard', fixtureCatalog(all));
    expect((await sidebarLinks()).map((a) => a.textContent)).toContain('Insights');
    expect(JSON.parse(localStorage.getItem(DESCRIPTOR_CACHE_KEY) ?? '{}')).toHaveProperty(
      'remote_reports',
    );
    first.unmount();

    // Next visit: its deployment is gone.
    openAt(
      '/admin/dashboard',
      fixtureCatalog({ ...all, remote_reports: { ...REPORTS, down: true } }),
    );
    expect((await sidebarLinks()).map((a) => a.textContent)).toEqual(WITH_INSIGHTS);
    await userEvent.click((await sidebarLinks()).find((a) => a.textContent === 'Insights')!);
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click((await sidebarLinks()).find((a) => a.textContent === 'All People')!);
    expect(await screen.findByRole('heading', { name: 'All People' })).toBeInTheDocument();
  });

  it('never seen before: no items, its deep link shows the error, and Retry brings it once it is back', async () => {
    const all = remotes({ remote_reports: { ...REPORTS, down: true } });
    openAt('/admin/insights', fixtureCatalog(all));
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    await expectUrl('/admin/insights');
    expect((await sidebarLinks()).map((a) => a.textContent)).toEqual(ADMIN_SIDEBAR);

    all.remote_reports = REPORTS; // deployed again
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    expect((await sidebarLinks()).map((a) => a.textContent)).toContain('Insights');
  });

  it('a malformed descriptor counts as a failed remote, not a broken sidebar', async () => {
    openAt(
      '/admin/dashboard',
      fixtureCatalog(remotes({ remote_reports: { descriptor: { role: 'admin', sidebar: 'x' } } })),
    );
    expect((await sidebarLinks()).map((a) => a.textContent)).toEqual(ADMIN_SIDEBAR);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
