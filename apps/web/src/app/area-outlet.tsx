// The frame around lazily loaded pages: a loading state while a chunk arrives and the error boundary
// around it. AreaOutlet sits inside the app shell, so the navigation stays usable.
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaLoading } from './lazy-area';

export const AREA_LOADING_LABEL = 'Cargando sección...';

/** `spinnerClassName` sizes the loading state (the whole page while the shell itself loads). */
export function AreaBoundary({ children, spinnerClassName }: { children: ReactNode; spinnerClassName?: string }) {
  const location = useLocation();
  return (
    <AreaErrorBoundary resetKey={location.pathname}>
      <AreaLoading value={<Spinner label={AREA_LOADING_LABEL} className={spinnerClassName} />}>{children}</AreaLoading>
    </AreaErrorBoundary>
  );
}

export function AreaOutlet() {
  return (
    <AreaBoundary>
      <Outlet />
    </AreaBoundary>
  );
}
