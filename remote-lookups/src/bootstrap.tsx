// Standalone dev entry (webpack-dev-server on 3002): the shell normally provides the theme, the
// router and the layout; here the remote brings its own so it can be worked on alone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { lightTheme } from '@hr/ui/theme';
import LookupsRoutes from './routes';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <FluentProvider theme={lightTheme}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/lookups/*" element={<LookupsRoutes />} />
          <Route path="*" element={<Navigate to="/admin/lookups" replace />} />
        </Routes>
      </BrowserRouter>
    </FluentProvider>
  </StrictMode>,
);
