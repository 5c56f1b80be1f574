import type { RemoteDescriptor } from '@hr/contracts';

/**
 * Exposed as `remote_collector/descriptor`: the whole collector area is this remote's, mounted at
 * /user (/user and /user/people, not pages here, go to the first item: the dashboard).
 */
const descriptor: RemoteDescriptor = {
  role: 'user',
  prefixes: ['/user'],
  pages: ['/user/dashboard', '/user/people/new', '/user/people/:id/edit'],
  sidebar: [
    {
      label: 'Dashboard',
      labels: { hi: 'डैशबोर्ड', ne: 'ड्यासबोर्ड' },
      path: '/user/dashboard',
      icon: 'dashboard',
      order: 10,
    },
    {
      label: 'Add Person',
      labels: { hi: 'व्यक्ति जोड़ें', ne: 'व्यक्ति थप्नुहोस्' },
      path: '/user/people/new',
      icon: 'person-add',
      order: 20,
    },
  ],
  // Editing starts from My People, the dashboard: the sidebar keeps Dashboard lit.
  sidebarParents: { '/user/people/:id/edit': '/user/dashboard' },
};

export default descriptor;
