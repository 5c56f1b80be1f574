import {
  Board24Regular,
  BookDatabase24Regular,
  History24Regular,
  People24Regular,
} from '@fluentui/react-icons';
import { QueryProvider } from '@hr/api/query';
import { useSession } from '@hr/session';
import { Navigate, Route, Routes } from 'react-router';
import { RemoteArea } from '../federation/remote-area';
import { KnownPage } from './known-page';
import { LayoutFrame, type NavItem } from './layout-frame';
import { useLogout } from './use-logout';

const NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: <Board24Regular /> },
  { label: 'All People', to: '/admin/people', icon: <People24Regular /> },
  { label: 'Lookups', to: '/admin/lookups', icon: <BookDatabase24Regular /> },
  { label: 'Activity', to: '/admin/activity', icon: <History24Regular /> },
];

/** /admin/*: remote_lookups owns /admin/lookups, remote_admin the other pages. */
export default function AdminLayout() {
  const { admin } = useSession();
  const logout = useLogout('admin');
  // The one QueryClient, provided only once signed in: the login page has no server state.
  return (
    <QueryProvider>
      <LayoutFrame
        navItems={NAV}
        width={240}
        userName={admin ? `${admin.firstName} ${admin.lastName}` : ''}
        onLogout={logout}
      >
        <Routes>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          <Route
            path="lookups/*"
            element={
              <KnownPage patterns={['/admin/lookups']} fallback="/admin/lookups">
                <RemoteArea remote="remote_lookups" />
              </KnownPage>
            }
          />
          <Route
            path="*"
            element={
              <KnownPage
                patterns={['/admin/dashboard', '/admin/people', '/admin/users/:id', '/admin/activity']}
                fallback="/admin/dashboard"
              >
                <RemoteArea remote="remote_admin" />
              </KnownPage>
            }
          />
        </Routes>
      </LayoutFrame>
    </QueryProvider>
  );
}
