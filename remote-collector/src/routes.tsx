import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPage, PageLoading, useWarmUpPages } from '@hr/ui/page';
import descriptor from './descriptor';
// Loaded with the routes so that signing out clears the wizard draft from any collector page.
import './features/wizard/utils/draft-storage';

// Each page is its own chunk with the Fluent packages and @hr/ui families it uses, bundled and
// tree-shaken (packages/build/shared.js): My People does not fetch the wizard, Add Person not the
// table.
const MyPeoplePage = lazyPage(async () => (await import('./app/my-people-page')).MyPeoplePage);
const AddPersonPage = lazyPage(async () => (await import('./app/add-person-page')).AddPersonPage);
const EditPersonPage = lazyPage(
  async () => (await import('./app/edit-person-page')).EditPersonPage,
);

const PAGES = [MyPeoplePage, AddPersonPage, EditPersonPage];

/**
 * The collector area, mounted by the shell at /user/* (the shell owns the layout, the guards and
 * the /user and /user/people redirects); paths here are relative to that mount point.
 */
export default function CollectorRoutes() {
  useWarmUpPages(PAGES);
  return (
    <Suspense fallback={<PageLoading headings={descriptor.headings} />}>
      <Routes>
        <Route path="dashboard" element={<MyPeoplePage />} />
        <Route path="people/new" element={<AddPersonPage />} />
        <Route path="people/:id/edit" element={<EditPersonPage />} />
      </Routes>
    </Suspense>
  );
}
