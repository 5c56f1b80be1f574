import { Route, Routes } from 'react-router-dom';
import { EditPersonPage } from './app/edit-person-page';
import { MyPeoplePage } from './app/my-people-page';
import { AddPersonPage } from './app/add-person-page';
// Loaded with the routes so that signing out clears the wizard draft from any collector page.
import './features/wizard/utils/wizard-draft';

/**
 * The collector area, mounted by the shell at /user/* (the shell owns the layout, the guards and
 * the /user and /user/people redirects); paths here are relative to that mount point.
 */
export default function CollectorRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<MyPeoplePage />} />
      <Route path="people/new" element={<AddPersonPage />} />
      <Route path="people/:id/edit" element={<EditPersonPage />} />
    </Routes>
  );
}
