// `@hr/api/query`: the server-state layer (TanStack Query). A separate entry from `@hr/api`, so
// the login page, which uses only the axios instance, does not load the query library.
export { queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { queryKeys } from './query-keys';
export { religionsQueryOptions } from './religions';
export {
  searchPeople,
  searchMyPeople,
  searchPeopleQueryOptions,
  searchMyPeopleQueryOptions,
} from './people-search';
export { getUsers, usersQueryOptions } from './users';
export { getSupervisors, supervisorsQueryOptions } from './supervisors';
export { getSidebarCount, sidebarCountQueryOptions } from './sidebar-count';
