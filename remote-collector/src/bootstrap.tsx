import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { lightTheme } from '@hr/ui/theme';
import CollectorRoutes from './routes';

// Standalone page for this remote's own dev server (port 3003), for working on its screens alone.
// In the product the shell mounts CollectorRoutes inside its layout, guards and FluentProvider.
// Data needs a collector session in this origin's localStorage ('household-registry.auth') and
// /api reaching the API (the shell's dev server proxies it; this one does not by default).
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
