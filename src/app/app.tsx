import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { createRoutes } from './router';
import { setupSession } from './setup-session';

function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The router at the page's address, with its session wiring, once it has loaded the first page's code
 * and run its loaders. Loaded by the boot (`boot.tsx`) after the entry, so that a first visit to the
 * login page does without React Router's code (ADR 013). Rendered only then: `RouterProvider` reads
 * the router's state when it renders and subscribes after it commits, so a first load that ended in
 * between (the page's chunk in the service worker's cache) was missed and left its empty fallback up.
 * MUI's theme and the notices come with the themed layout route.
 */
export async function startApp(): Promise<ReactElement> {
  const router = createBrowserRouter(createRoutes());
  setupSession(router);
  await whenInitialized(router);
  return <RouterProvider router={router} />;
}
