// What the page shows when the app's own code could not be downloaded or run (decision 016): without it
// nothing would ever replace the loading state. index.html carries this markup in a <template>
// (vite-first-paint.ts), styled by the page's inline rules, and the warm-up script (vite-warmup.ts) puts it
// in place of the loading state (app-start.ts). Relative imports only: Vite's config loader bundles this file.
import { CircleAlert } from 'lucide-react';
import { Button } from '../components/button';

export const LOAD_FAILED_MESSAGE = 'No se pudo descargar Charla. Revisa tu conexión y recarga la página.';

export function LoadFailed() {
  return (
    <div role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center p-6 text-center">
      <CircleAlert aria-hidden="true" className="mb-4 size-12 text-red-700" />
      <p className="text-lg font-semibold text-slate-900">{LOAD_FAILED_MESSAGE}</p>
      <Button className="mt-8">Recargar página</Button>
    </div>
  );
}
