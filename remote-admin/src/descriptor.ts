import type { RemoteDescriptor } from '@hr/contracts';

/**
 * Exposed as `remote_admin/descriptor`: the shell mounts `./routes` at `/admin` (every admin page
 * no other remote claims) and builds the sidebar from these items. A new page is a route in
 * routes.tsx plus its pattern here (and an item, if it has one): no shell release.
 */
const descriptor: RemoteDescriptor = {
  role: 'admin',
  prefixes: ['/admin'],
  pages: [
    '/admin/dashboard',
    '/admin/people',
    '/admin/users/:id',
    '/admin/activity',
    '/admin/api-tokens',
  ],
  sidebar: [
    {
      label: 'Dashboard',
      labels: { hi: 'डैशबोर्ड', ne: 'ड्यासबोर्ड' },
      path: '/admin/dashboard',
      icon: 'dashboard',
      order: 10,
    },
    {
      label: 'All People',
      labels: { hi: 'सभी व्यक्ति', ne: 'सबै व्यक्तिहरू' },
      path: '/admin/people',
      icon: 'people',
      order: 20,
    },
    // After remote_lookups' Lookups (30).
    {
      label: 'Activity',
      labels: { hi: 'गतिविधि', ne: 'गतिविधि' },
      path: '/admin/activity',
      icon: 'activity',
      order: 40,
    },
    // 'settings': a name every shell already maps (shell/src/layouts/nav-icons.tsx), so no release.
    // 45: before a remote of its own at 50 (e2e/fixtures/remote-reports), never tied with one.
    {
      label: 'API tokens',
      labels: { hi: 'API टोकन', ne: 'API टोकन' },
      path: '/admin/api-tokens',
      icon: 'settings',
      order: 45,
    },
  ],
  // A user's page is reached from the dashboard's users table: the sidebar keeps Dashboard lit.
  sidebarParents: { '/admin/users/:id': '/admin/dashboard' },
};

export default descriptor;
