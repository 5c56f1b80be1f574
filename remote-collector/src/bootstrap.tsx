import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { lightTheme } from '@hr/ui/theme';
import CollectorRoutes from './routes';

// Standalone page for this remote's own dev server (port 3003). In the product the shell mounts
// CollectorRoutes inside its layout and provides the one FluentProvider. Sign in through the shell
// once on this origin, or put a session in localStorage, for the API calls to pass.
const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <FluentProvider theme={lightTheme}>
      <BrowserRouter>
        <Routes>
          <Route path="/user/*" element={<CollectorRoutes />} />
          <Route path="*" element={<Navigate to="/user/dashboard" replace />} />
        </Routes>
      </BrowserRouter>
    </FluentProvider>
  </StrictMode>,
);
