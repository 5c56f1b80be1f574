import type {
  LocalText,
  OfficeRole,
  PageHeading,
  RemoteDescriptor,
  RemoteRole,
  SidebarCount,
  SidebarItem,
} from '@hr/contracts';

// A descriptor is code from another deployment: checked here, so a malformed one (a remote newer
// or older than the shell) is treated as a remote that failed to load instead of breaking the
// sidebar of every other remote.

const ROLES: readonly RemoteRole[] = ['admin', 'user'];
const OFFICE_ROLES: readonly OfficeRole[] = ['admin', 'supervisor'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/');
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isPathList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isPath);

function isSidebarItem(v: unknown): v is SidebarItem {
  return (
    isObject(v) &&
    typeof v.label === 'string' &&
    v.label.trim() !== '' &&
    isPath(v.path) &&
    typeof v.icon === 'string' &&
    typeof v.order === 'number' &&
    Number.isFinite(v.order)
  );
}

/** Whether `path` is `prefix` itself or below it (`/admin/lookups` is under `/admin`, `/adminx` is not). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * An office-roles list (`roles` of an item, an entry of `pageRoles`), or undefined when it is not
 * one: absent and malformed both mean "admins only", so a bad list never opens a page wider.
 */
function parseRoles(value: unknown): OfficeRole[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const roles = OFFICE_ROLES.filter((role) => value.includes(role));
  return roles.length ? roles : undefined;
}

/** The well-formed `page pattern -> roles` entries of an optional `pageRoles`. */
function parsePageRoles(value: unknown): Record<string, OfficeRole[]> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).flatMap(([page, roles]): [string, OfficeRole[]][] => {
    const parsed = isPath(page) ? parseRoles(roles) : undefined;
    return parsed ? [[page, parsed]] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The item's translated labels: the well-formed ones (a bad one only costs a translation). */
function parseLabels(value: unknown): SidebarItem['labels'] | undefined {
  if (!isObject(value)) return undefined;
  const labels = {
    ...(isText(value.hi) && { hi: value.hi }),
    ...(isText(value.ne) && { ne: value.ne }),
  };
  return Object.keys(labels).length ? labels : undefined;
}

/** A path, query included, of the product's own API: no other origin, no `..` (checked below). */
const API_PATH = /^\/[\w\-.~/%]*(\?[\w\-.~%&=+,]*)?$/;
const FIELD = /^[A-Za-z_$][\w$]*$/;

/**
 * An item's optional `count`, or undefined when it is not a well-formed one: a GET path of the
 * API inside the item's area (`/admin/...`; never `//host` or another origin, where the shared
 * client would send the session's token) and a field name. A bad count only costs the number.
 */
function parseCount(value: unknown, area: string): SidebarCount | undefined {
  if (!isObject(value) || typeof value.path !== 'string' || typeof value.field !== 'string')
    return undefined;
  const { path, field } = value;
  const ok =
    API_PATH.test(path) &&
    !path.includes('//') &&
    !path.split('?')[0]!.split('/').includes('..') &&
    path.startsWith(`${area}/`) &&
    FIELD.test(field);
  return ok ? { path, field } : undefined;
}

/**
 * The valid `page pattern -> sidebar path` pairs of an optional `sidebarParents`; a bad entry is
 * dropped alone (it only costs a highlight), so it never fails the remote.
 */
function parseParents(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const pairs = Object.entries(value).filter(([page, parent]) => isPath(page) && isPath(parent));
  return pairs.length ? (Object.fromEntries(pairs) as Record<string, string>) : undefined;
}

/** A text with its English (required) and the well-formed translations; null without English. */
function parseText(value: unknown): LocalText | null {
  if (!isObject(value) || !isText(value.en)) return null;
  return {
    en: value.en,
    ...(isText(value.hi) && { hi: value.hi }),
    ...(isText(value.ne) && { ne: value.ne }),
  };
}

/**
 * The valid `page pattern -> heading` entries of an optional `headings`; a bad entry is dropped
 * alone (it only costs that page's static first paint), a bad subtitle alone keeps the title;
 * pages outside the role's area are dropped like such prefixes.
 */
function parseHeadings(value: unknown, area: string): Record<string, PageHeading> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).flatMap(([page, heading]): [string, PageHeading][] => {
    const ok = isPath(page) && isUnder(page, area) && isObject(heading);
    const title = ok ? parseText(heading.title) : null;
    if (!title || !isObject(heading)) return [];
    const subtitle = parseText(heading.subtitle);
    const documentTitle = parseText(heading.documentTitle);
    return [
      [page, { title, ...(subtitle && { subtitle }), ...(documentTitle && { documentTitle }) }],
    ];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * The descriptor, or null when it is not one. Prefixes outside the role's area (`/admin` or
 * `/user`) are dropped: a remote cannot take over the login pages or the other role's area.
 */
export function parseDescriptor(value: unknown): RemoteDescriptor | null {
  if (!isObject(value) || !ROLES.includes(value.role as RemoteRole)) return null;
  if (!isPathList(value.prefixes) || !isPathList(value.pages)) return null;
  if (!Array.isArray(value.sidebar) || !value.sidebar.every(isSidebarItem)) return null;
  const area = `/${value.role as RemoteRole}`;
  const sidebarParents = parseParents(value.sidebarParents);
  const headings = parseHeadings(value.headings, area);
  const pageRoles = parsePageRoles(value.pageRoles);
  return {
    role: value.role as RemoteRole,
    prefixes: value.prefixes
      .filter((p) => isUnder(p, area))
      .map((p) => p.replace(/\/+$/, '') || area),
    pages: value.pages,
    sidebar: value.sidebar.map(({ label, labels, path, icon, order, roles, count }) => {
      const translated = parseLabels(labels);
      const itemRoles = parseRoles(roles);
      const itemCount = parseCount(count, area);
      return {
        label,
        path,
        icon,
        order,
        ...(translated && { labels: translated }),
        ...(itemRoles && { roles: itemRoles }),
        ...(itemCount && { count: itemCount }),
      };
    }),
    ...(sidebarParents && { sidebarParents }),
    ...(pageRoles && { pageRoles }),
    ...(headings && { headings }),
  };
}
