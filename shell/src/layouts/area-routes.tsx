import { ErrorState } from '@hr/ui/page';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { markSectionUnavailable, remoteLoadError, RemoteArea } from '../federation/remote-area';
import type { AreaPlan } from './area-plan';
import { KnownPage } from './known-page';
import { NotFoundPage } from './not-found-page';
import { PageSpinner } from '../app/page-spinner';

// The shell's own page of the office area (issue 39): no remote owns an account's sign-in.
const AccountSecurityPage = lazy(() => import('../features/auth/components/account-security-page'));
/** Relative to the office area (/admin/*): /admin/account-security. */
export const ACCOUNT_SECURITY_PATH = 'account-security';

/** A path no loaded remote owns while one could not say what it owns: the usual error with Retry. */
function AreaUnavailable({ onRetry }: { onRetry(): void }) {
  useEffect(markSectionUnavailable, []);
  return <ErrorState message={remoteLoadError()} onRetry={onRetry} />;
}

/**
 * The area's routes, built from the remotes' descriptors: each remote's routes component under
 * each prefix it owns (react-router picks the most specific), the area's index and every
 * unknown path going to the home page, and a page the signed-in role may not open showing the
 * area's "not found" page.
 */
export function AreaRoutes({
  plan,
  onRetry,
  office,
}: {
  plan: AreaPlan;
  onRetry(): void;
  /** The office area: the Account security page is the shell's. */
  office?: boolean;
}) {
  const unknown =
    plan.incomplete || !plan.home ? (
      <AreaUnavailable onRetry={onRetry} />
    ) : (
      <Navigate to={plan.home} replace />
    );
  return (
    <Routes>
      <Route index element={plan.home ? <Navigate to={plan.home} replace /> : unknown} />
      {office && (
        <Route
          path={ACCOUNT_SECURITY_PATH}
          element={
            <Suspense fallback={<PageSpinner />}>
              <AccountSecurityPage />
            </Suspense>
          }
        />
      )}
      {plan.mounts.map((mount) => (
        <Route
          key={mount.routePath}
          path={mount.routePath}
          element={
            <KnownPage
              patterns={mount.pages}
              allowed={mount.allowed}
              fallback={unknown}
              notAllowed={<NotFoundPage home={plan.home} />}
            >
              <RemoteArea remote={mount.remote} headings={mount.headings} />
            </KnownPage>
          }
        />
      ))}
      {!plan.mounts.some((m) => m.routePath === '*') && <Route path="*" element={unknown} />}
    </Routes>
  );
}
