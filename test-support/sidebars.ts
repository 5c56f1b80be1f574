/**
 * The admin's sidebar as today's three remotes and the shell make it, in order: what the shell's
 * navigation tests (jsdom) and the remote-pages browser test both expect to read.
 */
export const ADMIN_SIDEBAR = [
  'Dashboard',
  'All People',
  'Lookups',
  'Supervisors',
  'Activity',
  'Duplicates',
  'Reports',
  'Map',
  'API tokens',
  'Account security',
];
