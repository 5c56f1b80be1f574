import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPage, PageLoading, useWarmUpPages } from '@hr/ui/page';
import descriptor from './descriptor';

// Each page is its own chunk, fetched and evaluated when it is first shown.
const DashboardPage = lazyPage(async () => (await import('./app/dashboard-page')).DashboardPage);
const AllPeoplePage = lazyPage(async () => (await import('./app/all-people-page')).AllPeoplePage);
const UserDetailPage = lazyPage(
  async () => (await import('./app/user-detail-page')).UserDetailPage,
);
const ActivityPage = lazyPage(async () => (await import('./app/activity-page')).ActivityPage);
const ApiTokensPage = lazyPage(async () => (await import('./app/api-tokens-page')).ApiTokensPage);

const ReportsPage = lazyPage(async () => (await import('./app/reports-page')).ReportsPage);
const MapPage = lazyPage(async () => (await import('./app/map-page')).MapPage);
const SupervisorsPage = lazyPage(
  async () => (await import('./app/supervisors-page')).SupervisorsPage,
);
const CollectorsPage = lazyPage(async () => (await import('./app/collectors-page')).CollectorsPage);
const DuplicatesPage = lazyPage(async () => (await import('./app/duplicates-page')).DuplicatesPage);

const PAGES = [
  DashboardPage,
  AllPeoplePage,
  UserDetailPage,
  ActivityPage,
  ApiTokensPage,
  ReportsPage,
  MapPage,
  SupervisorsPage,
  CollectorsPage,
  DuplicatesPage,
];

/**
 * The module federation exposes as `./routes`. Paths are relative to where the shell mounts
 * it (`/admin/*`); the shell owns the layout, the role guard and the `/admin` redirect.
 */
export default function AdminRoutes() {
  useWarmUpPages(PAGES);
  return (
    <Suspense fallback={<PageLoading headings={descriptor.headings} />}>
      <Routes>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="people" element={<AllPeoplePage />} />
        <Route path="users/:id" element={<UserDetailPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="api-tokens" element={<ApiTokensPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="map" element={<MapPage />} />
        <Route path="supervisors" element={<SupervisorsPage />} />
        <Route path="collectors" element={<CollectorsPage />} />
        <Route path="duplicates" element={<DuplicatesPage />} />
      </Routes>
    </Suspense>
  );
}
