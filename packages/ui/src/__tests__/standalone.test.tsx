import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderStandalone } from '../standalone';

function RemoteRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<h1>Remote dashboard</h1>} />
    </Routes>
  );
}

it("renders a remote's routes at its mount path and sends other URLs home", async () => {
  window.history.replaceState(null, '', '/elsewhere');
  await act(async () => {
    renderStandalone({ basePath: '/admin', home: '/admin/dashboard', routes: RemoteRoutes });
  });
  expect(await screen.findByRole('heading', { name: 'Remote dashboard' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/dashboard');
});
