import { UNSAFE_createBrowserHistory } from 'react-router';
import { GuardedRouter } from '@/lib/guarded-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

const history = UNSAFE_createBrowserHistory({ v5Compat: true });

export function App() {
  return (
    <AppProviders>
      <GuardedRouter history={history}>
        <AppRoutes />
      </GuardedRouter>
    </AppProviders>
  );
}
