import type { RemoteDescriptor } from '@hr/contracts';
import { parseDescriptor } from '../descriptor';

// `headings` (the pages' h1 and subtitle for the static first paint) is optional and checked
// entry by entry: a bad heading costs that page's first paint, never the remote.
const base: RemoteDescriptor = {
  role: 'user',
  prefixes: ['/user'],
  pages: ['/user/dashboard', '/user/people/:id/edit'],
  sidebar: [{ label: 'Dashboard', path: '/user/dashboard', icon: 'dashboard', order: 10 }],
};

const myPeople = {
  title: { en: 'My People', hi: 'मेरे व्यक्ति', ne: 'मेरा व्यक्तिहरू' },
  subtitle: { en: 'Manage and update the households you have registered.' },
};

describe('parseDescriptor: headings', () => {
  it('keeps well-formed headings, patterns included', () => {
    const edit = { title: { en: 'Edit Person' } };
    const parsed = parseDescriptor({
      ...base,
      headings: { '/user/dashboard': myPeople, '/user/people/:id/edit': edit },
    });
    expect(parsed?.headings).toEqual({
      '/user/dashboard': myPeople,
      '/user/people/:id/edit': edit,
    });
  });

  it('keeps a tab title of its own', () => {
    const dashboard = { title: { en: 'Welcome back' }, documentTitle: { en: 'Admin dashboard' } };
    const parsed = parseDescriptor({
      ...base,
      role: 'admin',
      prefixes: ['/admin'],
      headings: { '/admin/dashboard': dashboard },
    });
    expect(parsed?.headings).toEqual({ '/admin/dashboard': dashboard });
  });

  it('a descriptor without headings (older remote) reads as before', () => {
    expect(parseDescriptor(base)).toEqual(base);
    expect(parseDescriptor({ ...base, headings: 'soon' })).toEqual(base);
  });

  it('drops a bad entry alone and keeps the rest of the descriptor', () => {
    const parsed = parseDescriptor({
      ...base,
      headings: {
        '/user/dashboard': myPeople,
        'user/people/new': myPeople, // not an absolute path
        '/admin/dashboard': myPeople, // the other role's area
        '/user/a': { title: { hi: 'केवल हिन्दी' } }, // no English
        '/user/b': { title: { en: '   ' } },
        '/user/c': { title: 'My People' },
        '/user/d': null,
      },
    });
    expect(parsed?.sidebar).toEqual(base.sidebar);
    expect(parsed?.headings).toEqual({ '/user/dashboard': myPeople });
  });

  it('drops a bad translation or subtitle alone, keeping the title', () => {
    const parsed = parseDescriptor({
      ...base,
      headings: {
        '/user/dashboard': {
          title: { en: 'My People', hi: 42, ne: '' },
          subtitle: { hi: 'बिना अंग्रेज़ी' },
        },
      },
    });
    expect(parsed?.headings).toEqual({ '/user/dashboard': { title: { en: 'My People' } } });
  });

  it('no valid entry: no headings at all', () => {
    const parsed = parseDescriptor({ ...base, headings: { '/user/dashboard': {} } });
    expect(parsed).not.toHaveProperty('headings');
  });
});

// Issue 38: office roles. Absent or malformed both mean "admins only", so a bad list never opens
// a page or an item wider than its remote meant.
describe('parseDescriptor: office roles', () => {
  const office = {
    ...base,
    role: 'admin',
    prefixes: ['/admin'],
    pages: ['/admin/dashboard', '/admin/api-tokens'],
    sidebar: [
      {
        label: 'Dashboard',
        path: '/admin/dashboard',
        icon: 'dashboard',
        order: 10,
        roles: ['admin', 'supervisor'],
      },
      { label: 'API tokens', path: '/admin/api-tokens', icon: 'settings', order: 45 },
    ],
  };

  it('keeps the roles of items and pages', () => {
    const parsed = parseDescriptor({
      ...office,
      pageRoles: { '/admin/dashboard': ['admin', 'supervisor'] },
    });
    expect(parsed?.sidebar[0]!.roles).toEqual(['admin', 'supervisor']);
    expect(parsed?.sidebar[1]!.roles).toBeUndefined();
    expect(parsed?.pageRoles).toEqual({ '/admin/dashboard': ['admin', 'supervisor'] });
  });

  it('drops unknown roles and malformed lists alone', () => {
    const parsed = parseDescriptor({
      ...office,
      sidebar: [{ ...office.sidebar[0], roles: 'supervisor' }, office.sidebar[1]],
      pageRoles: {
        '/admin/dashboard': ['supervisor', 'owner'],
        '/admin/api-tokens': ['root'],
        'admin/map': ['supervisor'],
      },
    });
    expect(parsed?.sidebar[0]!.roles).toBeUndefined();
    expect(parsed?.pageRoles).toEqual({ '/admin/dashboard': ['supervisor'] });
  });
});

// Issue 41: an item's number (the open duplicate pairs), read by the shell through the shared
// client with the session's token: only a path of this API, inside the item's area.
describe('parseDescriptor: sidebar counts', () => {
  const item = { label: 'Duplicates', path: '/admin/duplicates', icon: 'duplicates', order: 41 };
  const withCount = (count: unknown) =>
    parseDescriptor({
      ...base,
      role: 'admin',
      prefixes: ['/admin'],
      pages: ['/admin/duplicates'],
      sidebar: [{ ...item, count }],
    })?.sidebar[0];

  it('keeps a well-formed count', () => {
    const count = { path: '/admin/duplicate-pairs?pageSize=1', field: 'total' };
    expect(withCount(count)).toEqual({ ...item, count });
  });

  it('drops a count outside the area, on another origin or malformed, and keeps the item', () => {
    for (const count of [
      { path: '/user/people?pageSize=1', field: 'total' },
      { path: 'https://elsewhere.example/admin/x', field: 'total' },
      { path: '//elsewhere.example/admin/x', field: 'total' },
      { path: '/admin//elsewhere.example', field: 'total' },
      { path: '/admin/../auth/me', field: 'total' },
      { path: '/admin/duplicate-pairs', field: 'items.length' },
      { path: '/admin/duplicate-pairs', field: '' },
      { path: '/admin/duplicate-pairs' },
      '/admin/duplicate-pairs',
      null,
    ]) {
      expect([count, withCount(count)]).toEqual([count, item]);
    }
  });
});
