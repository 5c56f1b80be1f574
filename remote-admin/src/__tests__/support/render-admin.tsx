import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { lightTheme } from '@hr/ui/theme';
import { clearPeopleStore } from '../../features/people/utils/people-store';
import AdminRoutes from '../../routes';

// Two shared cores: Fluent dialogs can take over a second to open under load.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the remote's routes as the shell mounts them (at /admin/*), starting at `path`. */
export function renderAdmin(path: string) {
  // Each test starts like a fresh sign-in: no people list kept from an earlier test.
  clearPeopleStore();
  return render(
    <FluentProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FluentProvider>,
  );
}
