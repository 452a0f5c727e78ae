import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createRoutes } from './router';
import { setupSession } from './setup-session';

function createRouter() {
  const router = createBrowserRouter(createRoutes());
  setupSession(router);
  return router;
}

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
