import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { QueryProvider, queryClient } from '@hr/api/query';
import { lightTheme } from '@hr/ui/theme';
import AdminRoutes from '../../routes';

// Two shared cores: Fluent dialogs can take over a second to open under load.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the remote's routes as the shell mounts them (at /admin/*), starting at `path`. */
export function renderAdmin(path: string) {
  // Each test starts like a fresh sign-in: nothing kept from an earlier test.
  queryClient.clear();
  return render(
    <FluentProvider theme={lightTheme}>
      <QueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryProvider>
    </FluentProvider>,
  );
}
