/**
 * The document's tags: one per area of the API, found by the longest path prefix. A route under
 * no prefix here gets no tag, and test/openapi.test.ts names it.
 */
export const TAGS = [
  {
    name: 'auth',
    description:
      "Sign-in of administrators and collectors: a session token for the Bearer header; an office account's second factors (authenticator app, passkeys, recovery codes)",
  },
  { name: 'otp', description: "Collectors verify a household's phone with a one-time SMS code" },
  { name: 'dashboard', description: 'Counts for the administrator dashboard' },
  { name: 'admin users', description: 'Collector accounts, managed by administrators' },
  {
    name: 'supervisors',
    description:
      "Office accounts scoped to wards, managed by administrators; the signed-in office account; resetting an office account's second factors",
  },
  { name: 'admin people', description: 'Every registered person, for administrators' },
  { name: 'user people', description: "A collector's own registrations" },
  {
    name: 'export',
    description: 'People as CSV or Excel files, directly or through a one-use link',
  },
  {
    name: 'reports',
    description:
      'Households and people counted by ward, religion, caste, collector or period; the households on a map',
  },
  {
    name: 'duplicates',
    description: 'Likely duplicate households, which the office dismisses ("Not a duplicate") or merges',
  },
  { name: 'lookups', description: 'Religions and their castes' },
  { name: 'audit', description: 'The activity log' },
  { name: 'api tokens', description: 'Read-only tokens for reporting tools' },
  { name: 'health', description: 'For load balancers and supervisors' },
] as const;

const AREAS: [prefix: string, tag: (typeof TAGS)[number]['name']][] = [
  ['/api/auth/', 'auth'],
  ['/api/otp/', 'otp'],
  ['/api/admin/stats', 'dashboard'],
  ['/api/admin/users', 'admin users'],
  ['/api/admin/supervisors', 'supervisors'],
  ['/api/admin/me', 'supervisors'],
  ['/api/admin/office-accounts', 'supervisors'],
  ['/api/user/me', 'user people'],
  ['/api/admin/people/export', 'export'],
  ['/api/user/people/export', 'export'],
  ['/api/admin/people', 'admin people'],
  ['/api/admin/people/map', 'reports'],
  ['/api/admin/reports', 'reports'],
  ['/api/user/people', 'user people'],
  ['/api/admin/duplicate-pairs', 'duplicates'],
  ['/api/admin/religions', 'lookups'],
  ['/api/admin/castes', 'lookups'],
  ['/api/lookups/', 'lookups'],
  ['/api/admin/audit', 'audit'],
  ['/api/admin/api-tokens', 'api tokens'],
  ['/api/health', 'health'],
];

export function tagOf(url: string): string | undefined {
  let best: [string, string] | undefined;
  for (const [prefix, tag] of AREAS) {
    if (url.startsWith(prefix) && prefix.length > (best?.[0].length ?? 0)) best = [prefix, tag];
  }
  return best?.[1];
}
