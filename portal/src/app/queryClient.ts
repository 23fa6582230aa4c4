import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's react-query client, handed to react-admin's AdminContext (which provides it with the data
 * provider). A failed read is shown at once (each screen says what failed and offers its retry) rather than
 * retried three times; data is not refetched on window focus: the screens read again when opened.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
