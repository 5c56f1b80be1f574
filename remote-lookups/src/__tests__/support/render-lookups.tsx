import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { QueryProvider, queryClient } from '@hr/api/query';
import { lightTheme } from '@hr/ui/theme';
import LookupsRoutes from '../../routes';

/** Renders the remote the way the shell mounts it: at /admin/lookups/* inside the theme. */
export function renderLookups() {
  const user = userEvent.setup();
  // Each test starts like a fresh sign-in: nothing kept from an earlier test.
  queryClient.clear();
  const view = render(
    <FluentProvider theme={lightTheme}>
      <QueryProvider>
        <MemoryRouter initialEntries={['/admin/lookups']}>
          <Routes>
            <Route path="/admin/lookups/*" element={<LookupsRoutes />} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </FluentProvider>,
  );
  return { user, ...view };
}
