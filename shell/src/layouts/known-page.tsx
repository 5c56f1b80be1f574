import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';

/**
 * Renders a remote's area only on the pages it owns; any other path in the area goes to the
 * area's dashboard (unknown paths never show an empty layout).
 */
export function KnownPage({ patterns, fallback, children }: { patterns: string[]; fallback: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const known = patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
  return known ? children : <Navigate to={fallback} replace />;
}
