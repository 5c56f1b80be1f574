import { Route, Routes } from 'react-router-dom';
import { LookupsPage } from './app/lookups-page';

/** Exposed as `remote_lookups/routes`; the shell mounts it at /admin/lookups/*. */
export default function LookupsRoutes() {
  return (
    <Routes>
      <Route index element={<LookupsPage />} />
    </Routes>
  );
}
