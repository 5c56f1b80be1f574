import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));

/**
 * Renders a remote's area only on the pages its descriptor lists; any other path under its
 * prefix gets the fallback (the area's home), so unknown paths never show an empty layout. A
 * listed page the signed-in role may not open (not in `allowed`) gets `notAllowed`: a redirect
 * home would look like the link was broken, and the page's own requests would only answer 403.
 */
export function KnownPage({
  patterns,
  allowed = patterns,
  fallback,
  notAllowed,
  children,
}: {
  patterns: string[];
  allowed?: string[];
  fallback: ReactNode;
  notAllowed?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (matchesAny(allowed, pathname)) return children;
  if (notAllowed !== undefined && matchesAny(patterns, pathname)) return notAllowed;
  return fallback;
}
