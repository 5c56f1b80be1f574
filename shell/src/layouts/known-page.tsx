import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';

/**
 * Renders a remote's area only on the pages its descriptor lists; any other path under its
 * prefix gets the fallback (the area's home), so unknown paths never show an empty layout.
 */
export function KnownPage({
  patterns,
  fallback,
  children,
}: {
  patterns: string[];
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const known = patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
  return known ? children : fallback;
}
