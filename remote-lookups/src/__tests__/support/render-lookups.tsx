import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { lightTheme } from '@hr/ui/theme';
import LookupsRoutes from '../../routes';

/** Renders the remote the way the shell mounts it: at /admin/lookups/* inside the theme. */
export function renderLookups() {
  const user = userEvent.setup();
  const view = render(
    <FluentProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/admin/lookups']}>
        <Routes>
          <Route path="/admin/lookups/*" element={<LookupsRoutes />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
  return { user, ...view };
}
