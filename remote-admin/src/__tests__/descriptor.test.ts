import descriptor from '../descriptor';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import ne from '../locales/ne.json';

// The shell's static first paint shows these headings before the pages exist: they must be the
// texts each page's PageHeader (and tab title) renders (app/*-page.tsx), in every language.
const all = (pick: (locale: typeof en) => string) => ({ en: pick(en), hi: pick(hi), ne: pick(ne) });

test("each page's heading is its PageHeader's title and subtitle in en, hi and ne", () => {
  expect(descriptor.headings).toEqual({
    '/admin/dashboard': {
      title: all((l) => l.dashboard.title),
      subtitle: all((l) => l.dashboard.subtitle),
      documentTitle: all((l) => l.dashboard.documentTitle),
    },
    '/admin/people': { title: all((l) => l.people.title) },
    '/admin/activity': { title: all((l) => l.activity.title) },
    '/admin/api-tokens': {
      title: all((l) => l.apiTokens.title),
      subtitle: all((l) => l.apiTokens.subtitle),
    },
    '/admin/reports': {
      title: all((l) => l.reports.title),
      subtitle: all((l) => l.reports.subtitle),
    },
    '/admin/map': { title: all((l) => l.map.title), subtitle: all((l) => l.map.subtitle) },
    '/admin/supervisors': {
      title: all((l) => l.supervisors.title),
      subtitle: all((l) => l.supervisors.subtitle),
    },
    '/admin/collectors': {
      title: all((l) => l.collectors.title),
      subtitle: all((l) => l.collectors.subtitle),
    },
    '/admin/duplicates': {
      title: all((l) => l.duplicates.title),
      subtitle: all((l) => l.duplicates.subtitle),
    },
  });
});

// Issue 38: a supervisor sees the office pages of their wards and their collectors; everything
// else (users and supervisors, lookups, activity, API tokens) stays an admin's.
test('office roles: what a supervisor may open and see', () => {
  const forSupervisor = descriptor.pages.filter((page) =>
    descriptor.pageRoles?.[page]?.includes('supervisor'),
  );
  expect(forSupervisor).toEqual([
    '/admin/dashboard',
    '/admin/people',
    '/admin/reports',
    '/admin/map',
    '/admin/collectors',
    '/admin/duplicates',
  ]);
  expect(
    descriptor.sidebar.filter((item) => item.roles?.includes('supervisor')).map((i) => i.label),
  ).toEqual(['Dashboard', 'All People', 'My collectors', 'Duplicates', 'Reports', 'Map']);
  // Absent roles: admins only.
  const supervisors = descriptor.sidebar.find((item) => item.path === '/admin/supervisors');
  expect(supervisors?.roles).toBeUndefined();
  expect(descriptor.pageRoles?.['/admin/collectors']).toEqual(['supervisor']);
});
