import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DateProviders } from '@/ui/form/date-providers';
import { NoticeProvider } from '@/ui/notice/notice-provider';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <DateProviders>
        <NoticeProvider>{children}</NoticeProvider>
      </DateProviders>
    </QueryClientProvider>
  );
}

/**
 * Renders `element` at `path` in a memory router with the shared providers; `routes` adds
 * destinations so a test can see where a navigation landed.
 */
export function renderWithRouter(
  element: ReactElement,
  {
    path = '/',
    initialEntry = path,
    routes = [],
  }: { path?: string; initialEntry?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [initialEntry] });
  const user = userEvent.setup();
  const view = render(
    <TestProviders client={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, user, router, queryClient };
}
