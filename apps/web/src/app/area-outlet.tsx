// The frame around lazily loaded pages: a loading state while a chunk arrives and the error boundary
// around it. AreaOutlet sits inside the app shell, so the navigation stays usable.
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaLoading } from './lazy-area';
import { AREA_LOADING_LABEL } from './page-loading';

/** `loading` is what shows while a chunk arrives (the whole page's, while the shell itself loads). */
export function AreaBoundary({
  children,
  loading = <Spinner label={AREA_LOADING_LABEL} />,
}: {
  children: ReactNode;
  loading?: ReactNode;
}) {
  const location = useLocation();
  return (
    <AreaErrorBoundary resetKey={location.pathname}>
      <AreaLoading value={loading}>{children}</AreaLoading>
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
