// Whether the app's entry has started (decision 016). The entry marks it first thing; the warm-up script
// (vite-warmup.ts) shows the page's load failure (app/load-failed.tsx) once the document is parsed and the
// mark is missing: the entry's code, or code it imports, could not be downloaded or run. No imports: the
// entry and Vite's config loader both take it.

/** The <template> of index.html holding the load failure's markup (vite-first-paint.ts). */
export const LOAD_FAILED_TEMPLATE_ID = 'carga-fallida';
/** Set on <html> by the entry as it starts. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

export function markAppStarted(doc: Document = document): void {
  doc.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}
