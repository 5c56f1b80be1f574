import { Board24Regular, PersonAdd24Regular } from '@fluentui/react-icons';
import { QueryProvider } from '@hr/api/query';
import { useSession } from '@hr/session';
import { Navigate, Route, Routes } from 'react-router';
import { RemoteArea } from '../federation/remote-area';
import { KnownPage } from './known-page';
import { LayoutFrame, type NavItem } from './layout-frame';
import { useLogout } from './use-logout';

const NAV: NavItem[] = [
  { label: 'Dashboard', to: '/user/dashboard', icon: <Board24Regular /> },
  { label: 'Add Person', to: '/user/people/new', icon: <PersonAdd24Regular /> },
];

/** /user/*: every page belongs to remote_collector; /user and /user/people go to the dashboard. */
export default function UserLayout() {
  const { user } = useSession();
  const logout = useLogout('user');
  // The one QueryClient, provided only once signed in: the login page has no server state.
  return (
    <QueryProvider>
      <LayoutFrame
        navItems={NAV}
        width={220}
        userName={user ? `${user.firstName} ${user.lastName}` : ''}
        onLogout={logout}
      >
        <Routes>
          <Route index element={<Navigate to="/user/dashboard" replace />} />
          <Route path="people" element={<Navigate to="/user/dashboard" replace />} />
          <Route
            path="*"
            element={
              <KnownPage
                patterns={['/user/dashboard', '/user/people/new', '/user/people/:id/edit']}
                fallback="/user/dashboard"
              >
                <RemoteArea remote="remote_collector" />
              </KnownPage>
            }
          />
        </Routes>
      </LayoutFrame>
    </QueryProvider>
  );
}
