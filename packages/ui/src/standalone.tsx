import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { QueryProvider } from '@hr/api/query';
import { NotifyToaster } from '@hr/ui/feedback';
import { lightTheme } from '@hr/ui/theme';

export interface StandaloneOptions {
  /** Where the shell mounts the remote, e.g. '/admin/lookups'. */
  basePath: string;
  /** The remote's exposed `./routes` component (paths relative to `basePath`). */
  routes: ComponentType;
  /** Where any other URL goes; `basePath` unless given (e.g. '/admin/dashboard'). */
  home?: string;
}

/**
 * Renders a remote on its own, for its dev server: the shell normally provides the theme, the
 * QueryClient, the router and the layout; here the remote gets a FluentProvider, the one
 * QueryClient, the toaster and a BrowserRouter with its routes at `basePath`. Data needs a session in this origin's localStorage
 * ('household-registry.auth') and /api reaching the API.
 *
 * A separate entry (`@hr/ui/standalone`), not one of the shared families: only the remotes'
 * bootstrap files use it, so it stays out of the shared UI kit the product loads.
 */
export function renderStandalone({
  basePath,
  routes: RemoteRoutes,
  home = basePath,
}: StandaloneOptions) {
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <FluentProvider theme={lightTheme}>
        <QueryProvider>
          <BrowserRouter>
            <Routes>
              <Route path={`${basePath}/*`} element={<RemoteRoutes />} />
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>
          </BrowserRouter>
          <NotifyToaster />
        </QueryProvider>
      </FluentProvider>
    </StrictMode>,
  );
}
