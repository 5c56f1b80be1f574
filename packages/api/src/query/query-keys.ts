import type {
  AdminPeopleSearchQuery,
  DuplicatePairsQuery,
  PeopleMapExtentQuery,
  PeopleMapQuery,
  ReportsQuery,
  UserPeopleSearchQuery,
} from '@hr/contracts';

/**
 * Every query key of the product, built here so that an invalidation names exactly what a change
 * touches. Keys nest: invalidating `people.all` reaches every people search and record.
 */
export const queryKeys = {
  people: {
    all: ['people'] as const,
    adminSearches: () => [...queryKeys.people.all, 'admin-search'] as const,
    adminSearch: (params: AdminPeopleSearchQuery) =>
      [...queryKeys.people.adminSearches(), params] as const,
    mineSearches: () => [...queryKeys.people.all, 'mine-search'] as const,
    mineSearch: (params: UserPeopleSearchQuery) =>
      [...queryKeys.people.mineSearches(), params] as const,
    mine: (id: string) => [...queryKeys.people.all, 'mine', id] as const,
    /** Counts by ward, religion... (admin): under people, so a person's change refreshes them. */
    report: (params: ReportsQuery) => [...queryKeys.people.all, 'report', params] as const,
    /** One person's full record (admin), as the map's details dialog opens it. */
    admin: (id: string) => [...queryKeys.people.all, 'admin', id] as const,
    /** The households on the map (admin), per box, zoom and filters. */
    map: (params: PeopleMapQuery) => [...queryKeys.people.all, 'map', params] as const,
    /** Where the located households are (admin), per filters: the map's first view. */
    mapExtent: (params: PeopleMapExtentQuery) =>
      [...queryKeys.people.all, 'map-extent', params] as const,
  },
  users: {
    all: ['users'] as const,
    /** What holds one collector's sign-in back (admin). */
    signInLocks: (id: string) => [...queryKeys.users.all, 'sign-in-locks', id] as const,
  },
  /** Supervisors (admin): the Supervisors page, and the supervisor choices of forms and filters. */
  supervisors: { all: ['supervisors'] as const },
  /** The signed-in account's own profile, fresh (a collector's assigned wards). */
  me: { all: ['me'] as const },
  stats: { all: ['stats'] as const },
  /** The map page's base map settings (MAP_TILE_URL): read once. */
  mapTiles: { all: ['map-tiles'] as const },
  religions: { all: ['religions'] as const },
  /** The signed-in office account's second factors (issue 39: Account security). */
  mfa: { all: ['mfa'] as const },
  /** The admin's read-only API tokens (never their secrets: those are shown once, not cached). */
  apiTokens: { all: ['api-tokens'] as const },
  /**
   * The numbers on sidebar items (a descriptor's `count`), read by the shell: a change that moves
   * one (a duplicate pair decided) invalidates `all`, and every item asks again.
   */
  sidebarCounts: {
    all: ['sidebar-counts'] as const,
    one: (path: string, field: string) => [...queryKeys.sidebarCounts.all, path, field] as const,
  },
  /** The duplicates queue (admin, issue 41): its pages by filter. */
  duplicatePairs: {
    all: ['duplicate-pairs'] as const,
    list: (params: DuplicatePairsQuery) =>
      [...queryKeys.duplicatePairs.all, 'list', params] as const,
  },
  /** The activity log (admin): its filtered pages, and one record's history. */
  audit: {
    all: ['audit'] as const,
    list: (filters: object) => [...queryKeys.audit.all, 'list', filters] as const,
    history: (entityType: string, id: string) =>
      [...queryKeys.audit.all, 'history', entityType, id] as const,
  },
};
