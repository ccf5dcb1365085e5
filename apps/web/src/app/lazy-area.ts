// An area of the app is one chunk loaded on first visit (docs/decisions/016). Its pages are taken
// from the area's module by name, so the route table stays in routes.tsx and each guard stays put.
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** The area's code could not be fetched: usually a deploy replaced the chunk this page knew. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('No se pudo cargar el código de esta sección', { cause });
    this.name = 'ChunkLoadError';
  }
}

type AreaModule = Record<string, ComponentType<any>>;

export interface LazyArea<M extends AreaModule> {
  page<K extends keyof M & string>(name: K): ComponentType<ComponentProps<M[K]>>;
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
    page(name) {
      const Lazy = lazy(() => preload().then((module) => ({ default: module[name]! })));
      function AreaPage(props: ComponentProps<M[typeof name]>) {
        // Once the area is loaded (by any of its pages, or preloaded) render without suspending.
        return loaded ? createElement(loaded[name]!, props) : createElement(Lazy, props);
      }
      AreaPage.displayName = `AreaPage(${name})`;
      return AreaPage;
    },
  };
}
