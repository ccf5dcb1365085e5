// A section that fails shows a Spanish message and a way out instead of a blank page; a chunk that
// cannot be fetched (after a deploy) offers to reload.
import { Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useFrameDrawn } from '@/components/page-frame';
import { paths } from '@/lib/paths';
import { AreaOutlet } from './area-outlet';
import { AreaErrorBoundary, CHUNK_ERROR_MESSAGE, SECTION_ERROR_MESSAGE } from './area-error-boundary';
import { lazyArea } from './lazy-area';
import { AREA_LOADING_LABEL } from './page-loading';

function Broken(): never {
  throw new Error('fallo al dibujar');
}

function renderAt(path: string, page: ReactNode) {
  const caught: unknown[] = [];
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AreaOutlet />}>
          <Route path={paths.home} element={<h1>Inicio</h1>} />
          <Route path={paths.seds.list} element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
    // React reports errors a boundary caught; collected here instead of the console.
    { onCaughtError: (error) => caught.push(error) },
  );
  return caught;
}

describe('AreaErrorBoundary', () => {
  it('shows a Spanish message and a way home when a page fails, and recovers there', async () => {
    const caught = renderAt(paths.seds.list, <Broken />);
    expect(screen.getByRole('alert')).toHaveTextContent(SECTION_ERROR_MESSAGE);
    expect(SECTION_ERROR_MESSAGE).toBe('Algo salió mal al cargar esta sección.');
    expect(screen.queryByRole('button', { name: 'Recargar página' })).not.toBeInTheDocument();
    expect(caught).toEqual([new Error('fallo al dibujar')]);

    await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to reload when an area chunk cannot be fetched', async () => {
    const area = lazyArea<{ Page: () => ReactNode }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const Page = area.page('Page');
    const reload = vi.fn();
    const caught: unknown[] = [];
    render(
      <MemoryRouter>
        <AreaErrorBoundary resetKey="/seds" reload={reload}>
          <Page />
        </AreaErrorBoundary>
      </MemoryRouter>,
      { onCaughtError: (error) => caught.push(error) },
    );
    expect(await screen.findByText(CHUNK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', paths.home);
    await userEvent.click(screen.getByRole('button', { name: 'Recargar página' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(caught).toHaveLength(1);
  });
});

describe('lazy areas', () => {
  it('show a loading state in Spanish until the chunk arrives, then render without suspending', async () => {
    let resolve!: (module: { Page: () => ReactNode }) => void;
    const area = lazyArea(() => new Promise<{ Page: () => ReactNode }>((done) => (resolve = done)));
    const Page = area.page('Page');
    // Never a Suspense fallback: React would hold the page back for 300 ms after showing one.
    renderAt(
      paths.seds.list,
      <Suspense fallback={<p>suspendido</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(AREA_LOADING_LABEL);
    expect(screen.queryByText('suspendido')).not.toBeInTheDocument();
    resolve({ Page: () => <h1>Mis SEDs</h1> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis SEDs' })).toBeInTheDocument();

    // Another page of the same area, once loaded, renders at once.
    const Other = area.page('Page');
    render(<Other />);
    expect(screen.getAllByRole('heading', { level: 1, name: 'Mis SEDs' })).toHaveLength(2);
  });

  it("draw the loading state inside the page's frame, and then the page in the same frame", async () => {
    function Frame({ children }: { children: ReactNode }) {
      if (useFrameDrawn()) return children;
      return (
        <div>
          <h1>Agendar sesión</h1>
          {children}
        </div>
      );
    }
    let resolve!: (module: { Page: () => ReactNode }) => void;
    const module = new Promise<{ Page: () => ReactNode }>((done) => (resolve = done));
    const area = lazyArea(() => module);
    const Page = area.page('Page', { frame: Frame });
    renderAt(paths.seds.list, <Page />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Agendar sesión' });
    expect(screen.getByRole('status')).toHaveTextContent(AREA_LOADING_LABEL);

    resolve({
      Page: () => (
        <Frame>
          <form aria-label="Agendar" />
        </Frame>
      ),
    });
    expect(await screen.findByRole('form', { name: 'Agendar' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading); // kept, not made again
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("asks for a framed page's code only once the frame is painted, and an unframed page's while rendering", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const framedLoad = vi.fn(() => new Promise<{ Page: () => ReactNode }>(() => {}));
      const Framed = lazyArea(framedLoad).page('Page', { frame: ({ children }) => <div>{children}</div> });
      renderAt(paths.seds.list, <Framed />);
      expect(screen.getByRole('status')).toHaveTextContent(AREA_LOADING_LABEL);
      expect(framedLoad).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      expect(framedLoad).not.toHaveBeenCalled(); // the frame paints first
      vi.runOnlyPendingTimers();
      expect(framedLoad).toHaveBeenCalledOnce();

      const unframedLoad = vi.fn(() => new Promise<{ Page: () => ReactNode }>(() => {}));
      const Unframed = lazyArea(unframedLoad).page('Page');
      render(<Unframed />);
      expect(unframedLoad).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
