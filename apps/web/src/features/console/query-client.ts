import { QueryClient } from '@tanstack/react-query';

/**
 * The console's server state (decision 045): one client for the whole console, so a section opened again answers
 * from its cache while it refreshes, and a change invalidates exactly the queries it touches.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A refused call (403, 404) is an answer, not a glitch: retrying it only delays the message.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
