// An area of the app is one chunk loaded on first visit (docs/decisions/016). Its pages are taken
// from the area's module by name, so the route table stays in routes.tsx and each guard stays put.
//
// A page whose area has not arrived shows the loading state of its AreaBoundary and renders when the
// chunk is there, as a transition (rendered in slices, so it is no long task). It does not suspend: React
// holds back content that replaces a Suspense fallback until 300 ms after the fallback appeared, so a
// chunk that arrived in 70 ms still kept a signed-in page (and its first API requests) waiting for the
// rest (decision 025). The admin's group menu (layouts/desktop-nav.tsx) does use React.lazy and
// Suspense: there that hold keeps its placeholder from being swapped in the middle of a press.
import { FrameDrawn } from '@/components/page-frame';
import { afterNextPaint } from '@/lib/after-paint';
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The area's code could not be fetched: usually a deploy replaced the chunk this page knew. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('No se pudo cargar el código de esta sección', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** What a page shows while its area's chunk arrives (AreaBoundary provides it). */
export const AreaLoading = createContext<ReactNode>(null);

type AreaModule = Record<string, ComponentType<any>>;

export interface PageOptions {
  /**
   * The page's own frame (its heading and intro, wrapping the rest), which the page itself renders too.
   * While the area's chunk arrives the loading state is drawn inside it, so the page's words come with
   * the shell; the chunk is asked for once the frame is painted. The frame stays when the page comes, so
   * it must draw only its children where `useFrameDrawn()` says it is already drawn. Keep it small: it
   * travels in the first chunk, with the route table.
   */
  frame?: ComponentType<{ children: ReactNode }>;
}

export interface LazyArea<M extends AreaModule> {
  page<K extends keyof M & string>(name: K, options?: PageOptions): ComponentType<ComponentProps<M[K]>>;
  preload(): Promise<M>;
}

export function lazyArea<M extends AreaModule>(load: () => Promise<M>): LazyArea<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later visit may try again
        throw new ChunkLoadError(error);
      },
    ));

  return {
    preload,
    page(name, { frame } = {}) {
      function AreaPage(props: ComponentProps<M[typeof name]>) {
        const loading = useContext(AreaLoading);
        const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: loaded }));
        useEffect(() => {
          if (state.module || state.error) return;
          let current = true;
          const show = () =>
            preload().then(
              (module) => current && startTransition(() => setState({ module })),
              (error: unknown) => current && setState({ error }),
            );
          // A page with a frame asks for its code once the frame (its words, the largest paint) is on
          // screen; a hidden tab paints nothing, so there it asks at once (decision 025).
          let cancel: (() => void) | undefined;
          if (frame && !pending && document.visibilityState === 'visible') cancel = afterNextPaint(show);
          else show();
          return () => {
            current = false;
            cancel?.();
          };
        }, [state]);
        if (state.error) throw state.error; // AreaErrorBoundary offers to reload
        // Without a frame the chunk is asked for while rendering, so its download starts before the
        // loading state paints (after a failure, only a new visit asks again).
        if (!loaded && !frame) preload().catch(() => {});
        const module = state.module ?? loaded;
        if (!module) return frame ? createElement(frame, null, loading) : loading;
        const page = createElement(module[name]!, props);
        // The frame stays where it was drawn; the page's own frame then draws only the rest (useFrameDrawn).
        return frame ? createElement(frame, null, createElement(FrameDrawn, { value: true }, page)) : page;
      }
      AreaPage.displayName = `AreaPage(${name})`;
      return AreaPage;
    },
  };
}
