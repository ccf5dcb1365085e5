import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Retry only what may pass on a second try: network failures and server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.status === 0 || error.status >= 500) && failureCount < 2;
}

export function createQueryClient(overrides: DefaultOptions['queries'] = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, ...overrides },
      mutations: { retry: false },
    },
  });
}
