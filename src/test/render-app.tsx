import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { getQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';
import { setupSession } from '@/app/setup-session';

/** The whole app (real routes, guard, lazy pages) in a memory router at `initialEntry`. */
export function renderApp(initialEntry: string) {
  getQueryClient().clear();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [initialEntry] });
  setupSession(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
