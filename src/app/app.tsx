import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './router';
import { setupSession } from './setup-session';

function createRouter() {
  const router = createBrowserRouter(createRoutes());
  setupSession(router);
  return router;
}

export function App() {
  const [router] = useState(createRouter);
  // MUI's theme and the notices come with the themed layout route, not here: the login page does
  // without them (ADR 013).
  return <RouterProvider router={router} />;
}
