// The built index.html names the app's stylesheet as a preload, not as a stylesheet (vite-first-paint.ts;
// decision 025): a stylesheet in the page holds the browser's first paint until it has arrived, and the
// loading state it would paint has its own rules inline. The entry applies the stylesheet here before
// its first render, so nothing the app draws is ever shown without it. The dev server names none: its
// styles come with the scripts.

/** Applies every stylesheet the page preloads; settles once each has loaded or failed. */
export function applyPreloadedStylesheets(doc: Document = document): Promise<void> {
  const preloads = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          // The same request as the preload's, so the browser answers it from the preload.
          const crossorigin = preload.getAttribute('crossorigin');
          if (crossorigin !== null) link.setAttribute('crossorigin', crossorigin);
          link.href = preload.href;
          // A stylesheet that fails leaves the page as a failed stylesheet link always did: drawn without it.
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          preload.after(link);
        }),
    ),
  ).then(() => undefined);
}
