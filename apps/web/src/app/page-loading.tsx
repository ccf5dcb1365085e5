// The whole page's loading state while the signed-in shell's code arrives. index.html carries the same
// markup as its first paint, before any script has run (vite-first-paint.ts; decision 025), with its own
// rules inline, so a phone shows it as soon as the page arrives and React's own first paint changes nothing.
// Relative imports only: Vite's config loader bundles this file for that plugin and knows no '@' alias.
import { Spinner } from '../components/spinner';

export const AREA_LOADING_LABEL = 'Cargando sección...';

export function PageLoading() {
  return <Spinner label={AREA_LOADING_LABEL} className="min-h-dvh" />;
}
