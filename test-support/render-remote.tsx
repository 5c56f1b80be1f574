import type { ComponentType } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import type { RemoteDescriptor } from '@hr/contracts';
import { QueryProvider, queryClient } from '@hr/api/query';
import { NotifyToaster } from '@hr/ui/feedback';
import { lightTheme } from '@hr/ui/theme';

/** What a remote exposes to the shell: its routes component and its descriptor. */
export interface RemoteUnderTest {
  routes: ComponentType;
  descriptor: RemoteDescriptor;
}

/** Where the router is now (`getByTestId('location')`), so a test can see a navigation happen. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The descriptor's sidebar links, as the shell's sidebar shows them (English labels). */
function Sidebar({ descriptor }: { descriptor: RemoteDescriptor }) {
  return (
    <nav aria-label="Sidebar">
      {descriptor.sidebar.map((item) => (
        <Link key={item.path} to={item.path}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Renders a remote's routes the way the shell mounts them: at its descriptor's first prefix
 * (`/admin/*`, `/admin/lookups/*`, `/user/*`), inside the theme, the one QueryClient and the
 * shell's toaster, starting
 * at `path` (default: the remote's first sidebar item). The session is the real one the test put
 * in the store (`signInAdmin()` / `signInCollector()` of the real API), as after a sign-in.
 * `sidebar: true` adds the descriptor's sidebar links, for a test that navigates the way a user does.
 */
export function renderRemote(
  remote: RemoteUnderTest,
  path?: string,
  { sidebar = false }: { sidebar?: boolean } = {},
) {
  const { routes: RemoteRoutes, descriptor } = remote;
  const prefix = descriptor.prefixes[0];
  if (!prefix) throw new Error('the descriptor names no path prefix');
  const start = path ?? descriptor.sidebar[0]?.path ?? prefix;
  // Two shared cores: Fluent dialogs can take over a second to open under load.
  configure({ asyncUtilTimeout: 5000 });
  const user = userEvent.setup();
  // Each test starts like a fresh sign-in: nothing kept from an earlier test.
  queryClient.clear();
  const view = render(
    <FluentProvider theme={lightTheme}>
      <QueryProvider>
        <MemoryRouter initialEntries={[start]}>
          {sidebar && <Sidebar descriptor={descriptor} />}
          <Routes>
            <Route path={`${prefix}/*`} element={<RemoteRoutes />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <NotifyToaster />
      </QueryProvider>
    </FluentProvider>,
  );
  return { user, ...view };
}
