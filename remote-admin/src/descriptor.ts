import type { LocalText, OfficeRole, RemoteDescriptor } from '@hr/contracts';
// By section (packages/i18n/src/locale-sections.d.ts): only the pages' headings ship here.
import en from './locales/en.json?sections';
import hi from './locales/hi.json?sections';
import ne from './locales/ne.json?sections';
import { OPEN_PAIRS_COUNT } from './features/duplicates/utils/open-pairs-count';

/**
 * One text in the three languages, each named in full where used (`en.activity!.title`) so
 * webpack ships only those texts (see remote-collector/src/descriptor.ts).
 */
const text = (en = '', hi?: string, ne?: string): LocalText => ({ en, hi, ne });

/** The pages and items a supervisor shares with admins (the rest are admins' only). */
const OFFICE: OfficeRole[] = ['admin', 'supervisor'];
/** A supervisor's own: their collectors (an admin has the dashboard's users table). */
const SUPERVISOR: OfficeRole[] = ['supervisor'];

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
    '/admin/reports',
    '/admin/map',
    '/admin/supervisors',
    '/admin/collectors',
    '/admin/duplicates',
  ],
  // Who may open each page (absent: admins only). A supervisor works within their wards: the
  // server scopes these pages' data to them; what only an admin may do has no entry here.
  pageRoles: {
    '/admin/dashboard': OFFICE,
    '/admin/people': OFFICE,
    '/admin/reports': OFFICE,
    '/admin/map': OFFICE,
    '/admin/collectors': SUPERVISOR,
    '/admin/duplicates': OFFICE,
  },
  sidebar: [
    {
      label: 'Dashboard',
      labels: { hi: 'डैशबोर्ड', ne: 'ड्यासबोर्ड' },
      path: '/admin/dashboard',
      icon: 'dashboard',
      order: 10,
      roles: OFFICE,
    },
    {
      label: 'All People',
      labels: { hi: 'सभी व्यक्ति', ne: 'सबै व्यक्तिहरू' },
      path: '/admin/people',
      icon: 'people',
      order: 20,
      roles: OFFICE,
    },
    {
      label: 'My collectors',
      labels: { hi: 'मेरे संग्रहकर्ता', ne: 'मेरा सङ्कलनकर्ताहरू' },
      path: '/admin/collectors',
      icon: 'people',
      order: 25,
      roles: SUPERVISOR,
    },
    // After remote_lookups' Lookups (30); admins only (no `roles`), like Activity.
    {
      label: 'Supervisors',
      labels: { hi: 'पर्यवेक्षक', ne: 'सुपरिवेक्षकहरू' },
      path: '/admin/supervisors',
      icon: 'people',
      order: 35,
    },
    {
      label: 'Activity',
      labels: { hi: 'गतिविधि', ne: 'गतिविधि' },
      path: '/admin/activity',
      icon: 'activity',
      order: 40,
    },
    // Issue 41: the open duplicate pairs, their number on the item. 'duplicates' and `count` are new
    // in that shell; an older one shows the default icon and no number.
    {
      label: 'Duplicates',
      labels: { hi: 'दोहराव', ne: 'दोहोरो दर्ता' },
      path: '/admin/duplicates',
      icon: 'duplicates',
      order: 41,
      roles: OFFICE,
      count: OPEN_PAIRS_COUNT,
    },
    {
      label: 'Reports',
      labels: { hi: 'रिपोर्ट', ne: 'प्रतिवेदन' },
      path: '/admin/reports',
      icon: 'reports',
      order: 42,
      roles: OFFICE,
    },
    // 'map' is new in issue 29's shell; an older shell shows its default icon.
    {
      label: 'Map',
      labels: { hi: 'मानचित्र', ne: 'नक्सा' },
      path: '/admin/map',
      icon: 'map',
      order: 43,
      roles: OFFICE,
    },
    // 'settings': a name every shell already maps (shell/src/layouts/nav-icons.tsx), so no release.
    // 45: before a remote of its own at 50 (e2e/fixtures/remote-reports: Insights), never tied with one.
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
  // What each page's PageHeader says, for the shell's static first paint (see the contract). Not
  // a user's page (its h1 is the user's name) nor the people count under All People (data).
  headings: {
    '/admin/dashboard': {
      title: text(en.dashboard!.title, hi.dashboard!.title, ne.dashboard!.title),
      subtitle: text(en.dashboard!.subtitle, hi.dashboard!.subtitle, ne.dashboard!.subtitle),
      documentTitle: text(
        en.dashboard!.documentTitle,
        hi.dashboard!.documentTitle,
        ne.dashboard!.documentTitle,
      ),
    },
    '/admin/people': { title: text(en.people!.title, hi.people!.title, ne.people!.title) },
    '/admin/activity': { title: text(en.activity!.title, hi.activity!.title, ne.activity!.title) },
    '/admin/reports': {
      title: text(en.reports!.title, hi.reports!.title, ne.reports!.title),
      subtitle: text(en.reports!.subtitle, hi.reports!.subtitle, ne.reports!.subtitle),
    },
    '/admin/map': {
      title: text(en.map!.title, hi.map!.title, ne.map!.title),
      subtitle: text(en.map!.subtitle, hi.map!.subtitle, ne.map!.subtitle),
    },
    '/admin/api-tokens': {
      title: text(en.apiTokens!.title, hi.apiTokens!.title, ne.apiTokens!.title),
      subtitle: text(en.apiTokens!.subtitle, hi.apiTokens!.subtitle, ne.apiTokens!.subtitle),
    },
    '/admin/supervisors': {
      title: text(en.supervisors!.title, hi.supervisors!.title, ne.supervisors!.title),
      subtitle: text(en.supervisors!.subtitle, hi.supervisors!.subtitle, ne.supervisors!.subtitle),
    },
    '/admin/collectors': {
      title: text(en.collectors!.title, hi.collectors!.title, ne.collectors!.title),
      subtitle: text(en.collectors!.subtitle, hi.collectors!.subtitle, ne.collectors!.subtitle),
    },
    '/admin/duplicates': {
      title: text(en.duplicates!.title, hi.duplicates!.title, ne.duplicates!.title),
      subtitle: text(en.duplicates!.subtitle, hi.duplicates!.subtitle, ne.duplicates!.subtitle),
    },
  },
};

export default descriptor;
