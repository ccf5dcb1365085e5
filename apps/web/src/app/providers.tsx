import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { getSession, subscribeSession } from '@/lib/session';
import { createQueryClient } from './query-client';
import { SessionExpiryWatch } from './session-expiry-watch';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Below the sticky header (h-16, 64 px) with a little air: toasts never cover the navigation, the
 * menu button or the sign-out button (issue 8).
 */
const TOAST_TOP_OFFSET_PX = 72;

/** Query cache, toasts (react-hot-toast defaults = spec: 4 s, success 2 s, 20 at most), expiry check. */
export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());

  // Signing out (or expiring) drops everything cached for that user.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SessionExpiryWatch />
      <Toaster containerStyle={{ top: TOAST_TOP_OFFSET_PX }} />
    </QueryClientProvider>
  );
}
