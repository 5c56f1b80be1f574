import { Route, Routes } from 'react-router-dom';
import { ActivityPage } from './app/activity-page';
import { ApiTokensPage } from './app/api-tokens-page';
import { DashboardPage } from './app/dashboard-page';
import { AllPeoplePage } from './app/all-people-page';
import { UserDetailPage } from './app/user-detail-page';

/**
 * The module federation exposes as `./routes`. Paths are relative to where the shell mounts
 * it (`/admin/*`); the shell owns the layout, the role guard and the `/admin` redirect.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="people" element={<AllPeoplePage />} />
      <Route path="users/:id" element={<UserDetailPage />} />
      <Route path="activity" element={<ActivityPage />} />
      <Route path="api-tokens" element={<ApiTokensPage />} />
    </Routes>
  );
}
