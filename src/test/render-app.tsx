import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';
import { setupSession } from '@/app/setup-session';

/** The whole app (real routes, guard, lazy pages) in a memory router at `initialEntry`. */
export function renderApp(initialEntry: string) {
  getQueryClient().clear();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [initialEntry] });
  setupSession(router);
  const user = userEvent.setup();
  // The routes bring MUI's theme and the notices themselves (the themed layout route), as in the app.
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}
