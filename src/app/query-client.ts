import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/api-error';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network errors and 5xx may.
        retry: (failureCount, error) => {
          const { status } = toApiError(error);
          return failureCount < MAX_RETRIES && (status === 0 || status >= 500);
        },
      },
      // A write runs now or fails now and says so: React Query's default ('online') would pause it
      // offline and send it whenever the network returns, even after the user left the form with
      // 'anuluj' (a ghost course reached the contractor). The driver link keeps its own queue.
      mutations: { networkMode: 'always' },
    },
  });
}

let client: QueryClient | undefined;

/**
 * The app's one QueryClient. This module (and React Query with it) is imported by the routes that
 * fetch data, not by the entry: the login page does without it.
 */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
