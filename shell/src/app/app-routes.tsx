import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { importInTurn } from './in-turn';
import { RequireRole, SignedOutOnly } from './guards';
import { PageSpinner } from './page-spinner';

// The layouts (and with them the @hr/ui families and the remotes) load only after sign-in, which keeps the
// login page small.
const AdminLayout = lazy(() => loadLayout(() => import('../layouts/admin-layout')));
const UserLayout = lazy(() => loadLayout(() => import('../layouts/user-layout')));

/**
 * The shared singletons the layouts import that take a phone's main thread longest to evaluate,
 * dependencies first. Only shared packages (each a module of its own, never tree-shaken): a
 * dynamic import of a bundled package would use all of its exports and defeat its tree shaking.
 */
const LAYOUT_LIBRARIES = [
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@hr/i18n'),
  () => import('@tanstack/query-core'),
  () => import('@tanstack/react-query'),
  () => import('@hr/api/query'),
];

/** A layout, after its heaviest libraries were evaluated one per task (see importInTurn). */
async function loadLayout<T>(load: () => Promise<T>): Promise<T> {
  await importInTurn(LAYOUT_LIBRARIES);
  return load();
}

/**
 * Unknown paths go to a login page; /admin/* and /user/* only for their signed-in role; the
 * login pages only while signed out.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login/admin" replace />} />
      <Route path="/login" element={<Navigate to="/login/admin" replace />} />
      <Route
        path="/login/admin"
        element={
          <SignedOutOnly>
            <LoginPage role="admin" />
          </SignedOutOnly>
        }
      />
      <Route
        path="/login/user"
        element={
          <SignedOutOnly>
            <LoginPage role="user" />
          </SignedOutOnly>
        }
      />
      <Route
        path="/admin/*"
        element={
          <RequireRole role="admin">
            <Suspense fallback={<PageSpinner />}>
              <AdminLayout />
            </Suspense>
          </RequireRole>
        }
      />
      <Route
        path="/user/*"
        element={
          <RequireRole role="user">
            <Suspense fallback={<PageSpinner />}>
              <UserLayout />
            </Suspense>
          </RequireRole>
        }
      />
      <Route path="*" element={<Navigate to="/login/admin" replace />} />
    </Routes>
  );
}
