// Renders the real route table at a path, with the real providers (no retries, so failures show at
// once) and the app's router over a memory history, and a probe that shows the current location.
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, useLocation } from 'react-router';
import { preloadAreas } from '@/app/areas';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/routes';
import { GuardedRouter } from '@/lib/guarded-router';
import { setToken } from '@/lib/session';

// The areas' chunks load on demand; loaded here once, the route table renders without suspending.
await preloadAreas();

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderApp(path: string, options: { token?: string } = {}) {
  if (options.token) setToken(options.token);
  return render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <GuardedRouter history={UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })}>
        <AppRoutes />
        <LocationProbe />
      </GuardedRouter>
    </AppProviders>,
  );
}
