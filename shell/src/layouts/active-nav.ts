import { matchPath } from 'react-router';
import { isUnder } from '../federation/descriptor';
import type { AreaPlan } from './area-plan';

/** The sidebar item to highlight, and whether the page is that item's own page or one below it. */
export interface ActiveNav {
  path: string;
  /** `page`: the item opens this very page; `section`: the page sits under the item. */
  kind: 'page' | 'section';
}

/**
 * Which sidebar item the page at `pathname` belongs to: the item that opens it; else the item its
 * remote names as its parent (the user-detail page under Dashboard); else the item with the
 * longest path above it (`/admin/reports/7` under `/admin/reports`). Null when none fits.
 */
export function activeNav(
  plan: Pick<AreaPlan, 'nav' | 'parents'>,
  pathname: string,
): ActiveNav | null {
  const items = plan.nav.map((item) => item.path);
  if (items.includes(pathname)) return { path: pathname, kind: 'page' };
  const parent = plan.parents.find(
    (p) => items.includes(p.path) && matchPath({ path: p.pattern, end: true }, pathname),
  );
  if (parent) return { path: parent.path, kind: 'section' };
  const above = items
    .filter((path) => isUnder(pathname, path))
    .sort((a, b) => b.length - a.length)[0];
  return above ? { path: above, kind: 'section' } : null;
}
