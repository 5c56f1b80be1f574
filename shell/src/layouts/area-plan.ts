import type { OfficeRole, PageHeading, RemoteRole, SidebarItem } from '@hr/contracts';
import type { LoadedRemote } from '../federation/catalog';
import { isUnder } from '../federation/descriptor';

/** Where a remote's routes component is mounted in an area's `<Routes>`. */
export interface AreaMount {
  remote: string;
  /** The route path relative to the area: `lookups/*`, or `*` for the area's own prefix. */
  routePath: string;
  /** The remote's page patterns (absolute), for the unknown-path redirect. */
  pages: string[];
  /**
   * Those of its pages the signed-in role may open; a page listed in `pages` but not here shows
   * the area's "not found" page (it exists, but not for this role).
   */
  allowed: string[];
  /** Its pages' headings (descriptor `headings`), shown while its code loads. */
  headings?: Record<string, PageHeading>;
}

export interface AreaPlan {
  /** Sidebar items of every remote of the role, by `order` (ties: manifest order). */
  nav: SidebarItem[];
  /** The area's home: the first item's path (`/admin` and unknown paths go there). */
  home: string | null;
  mounts: AreaMount[];
  /** Pages that sit under another page's sidebar item (from the descriptors' `sidebarParents`). */
  parents: { pattern: string; path: string }[];
  /**
   * A remote failed and this browser never saw its descriptor: a path no remote claims may be one
   * of its pages, so it shows the error with Retry instead of a redirect.
   */
  incomplete: boolean;
}

/**
 * Whether `office` may see what `roles` is declared for (a sidebar item's `roles`, a page's entry
 * in `pageRoles`). Absent means admins only (the contract), so a remote that predates roles never
 * shows a supervisor anything. Outside the office (`office` null: the collector's area) roles do
 * not apply.
 */
export function roleMay(office: OfficeRole | null, roles: readonly OfficeRole[] | undefined) {
  return office === null || (roles ?? ['admin']).includes(office);
}

/**
 * The routes and sidebar of the `/admin` or `/user` area, from the remotes' descriptors, for the
 * signed-in office role (`office`; null in the collector's area). The shell knows only that role:
 * which pages and items it sees is each remote's declaration (`roles`, `pageRoles`).
 */
export function planArea(
  role: RemoteRole,
  remotes: LoadedRemote[],
  office: OfficeRole | null = null,
): AreaPlan {
  const area = `/${role}`;
  const mine = remotes.filter((r) => r.descriptor?.role === role);
  const nav = mine
    .flatMap((r) =>
      r.descriptor!.sidebar.filter(
        (item) => isUnder(item.path, area) && roleMay(office, item.roles),
      ),
    )
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);

  const claimed = new Set<string>();
  const mounts: AreaMount[] = [];
  for (const remote of mine) {
    for (const prefix of remote.descriptor!.prefixes) {
      // Two remotes claiming one prefix: the first in the manifest keeps it.
      if (claimed.has(prefix)) continue;
      claimed.add(prefix);
      const relative = prefix.slice(area.length).replace(/^\/+/, '');
      mounts.push({
        remote: remote.name,
        routePath: relative ? `${relative}/*` : '*',
        pages: remote.descriptor!.pages,
        allowed: remote.descriptor!.pages.filter((page) =>
          roleMay(office, remote.descriptor!.pageRoles?.[page]),
        ),
        headings: remote.descriptor!.headings,
      });
    }
  }
  const parents = mine.flatMap((r) =>
    Object.entries(r.descriptor!.sidebarParents ?? {}).map(([pattern, path]) => ({
      pattern,
      path,
    })),
  );
  return {
    nav,
    home: nav[0]?.path ?? null,
    mounts,
    parents,
    incomplete: remotes.some((r) => !r.descriptor),
  };
}
