import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { QueryProvider, queryClient } from '@hr/api/query';
import { lightTheme } from '@hr/ui/theme';
import CollectorRoutes from '../../routes';

/** Where the router is now, so a test can see a navigation happen. */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

/** The collector routes mounted at /user/* the way the shell mounts them. */
export function renderCollector(path: string) {
  // Each test starts like a fresh sign-in: nothing kept from an earlier test.
  queryClient.clear();
  return render(
    <FluentProvider theme={lightTheme}>
      <QueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/user/*" element={<CollectorRoutes />} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </QueryProvider>
    </FluentProvider>,
  );
}
