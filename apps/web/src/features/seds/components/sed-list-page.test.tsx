import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { listPage, makeSed, sedId } from '../test/sed-fixtures';

const pageUrl = (n: number) => `GET /api/seds?page_number=${n}&page_size=10`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function setPageLayout(scrollHeight: number, scrollY: number) {
  // jsdom computes no layout: the page's height and scroll position are set by hand.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}
const originalScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Reflect.deleteProperty(window, 'scrollY');
  if (originalScrollY) Object.defineProperty(window, 'scrollY', originalScrollY);
});

describe('/seds', () => {
  it("lists SEDs with date, words and status, loading pages of 10 until an empty one: 'No hay más SEDs para cargar'", async () => {
    const { calls } = stubApi({
      [pageUrl(1)]: json(
        listPage(
          [
            makeSed(1, { status: 'pendiente', transcription: null, total_words: null, feedback: null }),
            makeSed(2, { status: 'procesando', transcription: null, total_words: null, feedback: null }),
            makeSed(3, { status: 'fallido', transcription: null, total_words: null, feedback: null }),
            makeSed(4, { total_words: 1 }),
            ...range(5, 10).map((n) => makeSed(n)),
          ],
          1,
        ),
      ),
      [pageUrl(2)]: json(
        listPage(
          range(11, 13).map((n) => makeSed(n)),
          2,
        ),
      ),
      [pageUrl(3)]: json(listPage([], 3)),
    });
    renderApp('/seds', { token: tokens.student() });

    expect(screen.getByRole('heading', { level: 1, name: 'Registro de SEDs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear Nuevo' })).toHaveAttribute('href', '/seds/enviar');
    // The page is short (jsdom has no layout), so it keeps loading until the empty page.
    expect(await screen.findByText('No hay más SEDs para cargar')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/seds?page_number=1&page_size=10',
      '/api/seds?page_number=2&page_size=10',
      '/api/seds?page_number=3&page_size=10',
    ]);

    const rows = within(screen.getByRole('list', { name: 'SEDs enviados' })).getAllByRole('link');
    expect(rows).toHaveLength(13);
    // 2026-11-20 17:30 UTC is 11:30 a.m. in Mexico City.
    expect(rows[0]).toHaveTextContent('20/11/2026, 11:30 a.m.');
    expect(rows[0]).toHaveTextContent('Procesando…');
    expect(rows[1]).toHaveTextContent('Procesando…');
    expect(rows[2]).toHaveTextContent('Falló el procesamiento');
    expect(rows[3]).toHaveTextContent('1 palabra');
    expect(rows[4]).toHaveTextContent('15 palabras');
    expect(rows[4]).not.toHaveTextContent('Procesando');
    expect(rows[12]).toHaveAttribute('href', `/seds/${sedId(13)}`);
  });

  it('asks for the next page only when the user is within 100 px of the bottom', async () => {
    setPageLayout(3000, 0); // innerHeight is 768 in jsdom
    const { calls } = stubApi({
      [pageUrl(1)]: json(
        listPage(
          range(1, 10).map((n) => makeSed(n)),
          1,
        ),
      ),
      [pageUrl(2)]: json(listPage([makeSed(11)], 2)),
      [pageUrl(3)]: json(listPage([], 3)),
    });
    renderApp('/seds', { token: tokens.student() });
    expect(await screen.findAllByRole('link', { name: /palabras/ })).toHaveLength(10);
    expect(calls).toHaveLength(1);

    setPageLayout(3000, 3000 - 768 - 101);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(calls).toHaveLength(1);

    setPageLayout(3000, 3000 - 768 - 100);
    act(() => void window.dispatchEvent(new Event('scroll')));
    setPageLayout(3300, 3000 - 768 - 100); // the new row makes the page taller
    await waitFor(() => expect(screen.getAllByRole('link', { name: /palabras/ })).toHaveLength(11));
    expect(calls[1]!.path).toBe('/api/seds?page_number=2&page_size=10');
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('No hay más SEDs para cargar')).not.toBeInTheDocument();

    setPageLayout(3300, 3300 - 768);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByText('No hay más SEDs para cargar')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('opens a SED from its row', async () => {
    stubApi({
      [pageUrl(1)]: json(listPage([makeSed(1)], 1)),
      [pageUrl(2)]: json(listPage([], 2)),
      [`GET /api/seds/${sedId(1)}`]: json({ success: true, data: makeSed(1) }),
      [`GET /api/seds/${sedId(1)}/audio`]: { body: 'audio' },
    });
    renderApp('/seds', { token: tokens.student() });
    await userEvent.click(await screen.findByRole('link', { name: /11 palabras/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/seds/${sedId(1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalles del SED' })).toBeInTheDocument();
  });

  it('says so when there are no SEDs yet, while loading shows a placeholder', async () => {
    stubApi({ [pageUrl(1)]: json(listPage([], 1)) });
    renderApp('/seds', { token: tokens.student() });
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(await screen.findByText('Aún no has enviado ningún SED.')).toBeInTheDocument();
    expect(screen.queryByText('No hay más SEDs para cargar')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server fails',
      json({ success: false, detail: 'Error interno del servidor' }, 500),
      'Error interno del servidor',
    ],
    ['the network fails', 'network-error' as const, 'Error de conexión'],
  ])("shows 'Error al cargar los SEDs' when %s, and retries", async (_case, reply, detail) => {
    let fail = true;
    stubApi({
      [pageUrl(1)]: () => (fail ? reply : json(listPage([makeSed(1)], 1))),
      [pageUrl(2)]: json(listPage([], 2)),
    });
    renderApp('/seds', { token: tokens.student() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los SEDs');
    expect(alert).toHaveTextContent(detail);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /11 palabras/ })).toBeInTheDocument();
  });

  it('keeps the rows and offers a retry when a later page fails', async () => {
    let fail = true;
    stubApi({
      [pageUrl(1)]: json(
        listPage(
          range(1, 10).map((n) => makeSed(n)),
          1,
        ),
      ),
      [pageUrl(2)]: () => (fail ? json({ success: false }, 503) : json(listPage([], 2))),
    });
    renderApp('/seds', { token: tokens.student() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los SEDs');
    expect(screen.getAllByRole('link', { name: /palabras/ })).toHaveLength(10);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay más SEDs para cargar')).toBeInTheDocument();
  });
});
