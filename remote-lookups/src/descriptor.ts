import type { RemoteDescriptor } from '@hr/contracts';

/** Exposed as `remote_lookups/descriptor`: the shell mounts `./routes` at /admin/lookups. */
const descriptor: RemoteDescriptor = {
  role: 'admin',
  prefixes: ['/admin/lookups'],
  pages: ['/admin/lookups'],
  sidebar: [
    {
      label: 'Lookups',
      labels: { hi: 'सूचियाँ', ne: 'सूचीहरू' },
      path: '/admin/lookups',
      icon: 'lookups',
      order: 30,
    },
  ],
};

export default descriptor;
