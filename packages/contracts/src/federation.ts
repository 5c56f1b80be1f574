// The contract between the shell and a federated remote, beside its `./routes` component: each
// remote exposes `./descriptor` (default export: a RemoteDescriptor). The shell reads the
// manifest (/remotes.json: where each remote lives), loads every descriptor and builds its
// routes and sidebars from them, so a new page or a new remote ships without a shell release.

/** Which signed-in area a remote's pages belong to: `/admin/*` or `/user/*`. */
export type RemoteRole = 'admin' | 'user';

/**
 * Sidebar icons by name; the shell maps them to Fluent icons (an unknown name, say from a remote
 * newer than the shell, gets a default icon rather than breaking the sidebar).
 */
export type NavIconName =
  | 'dashboard'
  | 'people'
  | 'person-add'
  | 'lookups'
  | 'activity'
  | 'reports'
  | 'map'
  | 'settings'
  | 'duplicates';

/**
 * A number the shell shows on a sidebar item (how many open duplicate pairs wait), read from the
 * API with the shared client: `{ path: '/admin/duplicate-pairs?pageSize=1', field: 'total' }`.
 * The shell asks again on each navigation and whenever `queryKeys.sidebarCounts.all` (of
 * `@hr/api/query`) is invalidated, which a remote does after a change that moves the number. It
 * shows nothing while the number is 0, unknown or the call failed.
 */
export interface SidebarCount {
  /**
   * A GET path of the API relative to its base (`/api`), inside the item's area: `/admin/...` for
   * an admin item (the shell ignores a count outside it, or one that names another origin).
   */
  path: string;
  /** The answer's top-level field holding the number (`total`). */
  field: string;
}

export interface SidebarItem {
  /** The English label (the spec's text). */
  label: string;
  /**
   * The label in the other languages, shipped with the remote so its team renames an item without
   * a shell release; a language missing here shows the English label.
   */
  labels?: { hi?: string; ne?: string };
  /** Absolute path the link opens, under one of the remote's prefixes. */
  path: string;
  icon: NavIconName;
  /** Position in the area's sidebar, across remotes (smaller first); the smallest is the area's home. */
  order: number;
  /**
   * The office roles that see the item (admin area only). Absent: admins only, so an item from a
   * remote that predates roles is never shown to a supervisor by accident.
   */
  roles?: OfficeRole[];
  /**
   * A number shown on the item (issue 41: the open duplicate pairs). Optional: a shell that
   * predates it ignores it and shows the item without a number.
   */
  count?: SidebarCount;
}

/** The office's roles (the session's `admin.role`); a collector area ignores them. */
export type OfficeRole = 'admin' | 'supervisor';

/** A text in each language of the app; a language missing here shows the English text. */
export interface LocalText {
  en: string;
  hi?: string;
  ne?: string;
}

/** What a page's PageHeader says: its h1 and the line under it. */
export interface PageHeading {
  title: LocalText;
  subtitle?: LocalText;
  /** The tab title's own part when it is not the h1 (`Admin dashboard` above `Welcome back`). */
  documentTitle?: LocalText;
}

export interface RemoteDescriptor {
  role: RemoteRole;
  /**
   * Absolute path prefixes the remote owns (`/admin/lookups`; `/admin` for everything in the area
   * no other remote claims). Its routes component is mounted at each one, so its `<Route>` paths
   * are relative to the prefix; the longest matching prefix wins.
   */
  prefixes: string[];
  /**
   * Its pages as absolute route patterns (`/admin/users/:id`): any other path under its prefixes
   * goes to the area's home instead of an empty layout.
   */
  pages: string[];
  sidebar: SidebarItem[];
  /**
   * The sidebar item a page without one of its own sits under, so the sidebar still says where
   * the user is: page pattern -> that item's path (`{ '/admin/users/:id': '/admin/dashboard' }`).
   * Optional and separate from `pages`, so a shell that predates it still reads the descriptor.
   */
  sidebarParents?: Record<string, string>;
  /**
   * The office roles that may open each page, by page pattern (admin area only). A page without
   * an entry is for admins only: a supervisor opening it gets the area's "not found" page. The
   * shell knows only the signed-in role; the remote declares who its pages are for.
   */
  pageRoles?: Record<string, OfficeRole[]>;
  /**
   * Each page's heading, by page pattern (`{ '/user/people/:id/edit': { title, subtitle } }`): the
   * shell caches descriptors in localStorage, and the static first paint of a returning user's next
   * visit (shell/public/index.html) paints the page's h1 and subtitle from there before any script
   * arrives. Optional, like `sidebarParents`: an older or newer shell still reads the descriptor,
   * and a page without an entry only gets the layout's chrome in that first paint.
   */
  headings?: Record<string, PageHeading>;
}
