import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client';

const MAX_RETRIES = 2;

/**
 * Retry only what is safe and may help: an idempotent GET that failed on the network or timed out. A business code
 * is the server's answer (retrying gives the same answer and repeats its dialog); a POST may already have happened.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error)) return false;
  return error.method === 'GET' && (error.kind === 'network' || error.kind === 'timeout');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        // Web views fire focus events when a payment sheet or the share menu closes; refetching then only costs data.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; the route guard clears it when the dealer (tenant) changes. */
export const queryClient = createQueryClient();
