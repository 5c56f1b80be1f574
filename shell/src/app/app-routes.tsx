import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireRole, SignedOutOnly } from './guards';
import { PageSpinner } from './page-spinner';

// The layouts (and with them the @hr/ui families and the remotes) load only after sign-in, which keeps the
// login page small.
const AdminLayout = lazy(() => import('../layouts/admin-layout'));
const UserLayout = lazy(() => import('../layouts/user-layout'));

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
