import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  CARLOS_ID,
  bookableRoute,
  deferred,
  freezeClock,
  itemBody,
  listBody,
  listKey,
  makeSession,
  sessionsFrom,
  tutorsRoute,
} from '../test/fixtures';

const upcomingRegion = () => screen.getByRole('region', { name: 'Próximas Sesiones' });
const pastRegion = () => screen.getByRole('region', { name: 'Sesiones Pasadas' });
const cards = (region: HTMLElement) => within(region).queryAllByRole('article');

function renderList(routes: Routes) {
  freezeClock();
  const api = stubApi({ ...tutorsRoute(), ...routes });
  const user = userEvent.setup();
  renderApp('/sesiones', { token: tokens.student() });
  return { ...api, user };
}

const sessionGets = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/sessions?')).map((call) => call.path);

describe('/sesiones', () => {
  it('shows the upcoming sessions open, with type, date, tutor and the cancelled line; past is closed and not loaded', async () => {
    const speaking = makeSession({ meeting_time: '2026-11-23T15:00:00.000Z' });
    const reading = makeSession({
      type: 'reading-session',
      tutor_id: CARLOS_ID,
      tutor_name: 'Carlos Méndez',
      meeting_time: '2026-11-24T16:30:00.000Z',
      meeting_url: null,
    });
    const cancelled = makeSession({ meeting_time: '2026-11-25T15:00:00.000Z', estado: 'cancelada' });
    const { calls } = renderList({ [listKey('upcoming', 1)]: json(listBody([speaking, reading, cancelled])) });

    expect(screen.getByRole('heading', { level: 1, name: 'Mis Sesiones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', '/sesiones/agendar');
    expect(screen.getByRole('button', { name: 'Próximas Sesiones' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sesiones Pasadas' })).toHaveAttribute('aria-expanded', 'false');

    const first = await within(upcomingRegion()).findByRole('article', {
      name: 'Speaking lunes, 23 de noviembre de 2026, 9:00 a.m.',
    });
    expect(first).toHaveTextContent('Tutor: Ana Rodríguez');
    const entrar = within(first).getByRole('link', { name: /Entrar/ });
    expect(entrar).toHaveAttribute('href', speaking.meeting_url);
    expect(entrar).toHaveAttribute('target', '_blank');
    expect(entrar.getAttribute('rel')).toContain('noopener');
    expect(within(first).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Editar' })).toBeInTheDocument();

    const second = within(upcomingRegion()).getByRole('article', {
      name: 'Reading martes, 24 de noviembre de 2026, 10:30 a.m.',
    });
    expect(second).toHaveTextContent('Tutor: Carlos Méndez');
    expect(within(second).getByRole('button', { name: 'Enlace no disponible' })).toBeDisabled();

    const third = cards(upcomingRegion())[2]!;
    expect(third).toHaveTextContent('Sesión cancelada');
    expect(within(third).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(third).queryByRole('link', { name: /Entrar/ })).not.toBeInTheDocument();

    expect(await within(upcomingRegion()).findByText('No hay más sesiones futuras para cargar.')).toBeInTheDocument();
    // The exact query of spec part 1 §7, and nothing asked for the closed past panel.
    expect(sessionGets(calls)).toEqual([
      '/api/sessions?sort_by=meeting_time&sort_order=1&page_number=1&page_size=10&meeting_time_after=2026-11-21T18%3A00%3A00.000Z',
    ]);
  });

  it("says 'Cargando...' for the tutor until the tutors arrive", async () => {
    const tutors = deferred(json(listBody([])));
    freezeClock();
    stubApi({
      'GET /api/tutors': tutors.route,
      [listKey('upcoming', 1)]: json(listBody([makeSession({ tutor_name: 'Ana (fila)' })])),
    });
    renderApp('/sesiones', { token: tokens.student() });
    const card = await within(upcomingRegion()).findByRole('article');
    expect(card).toHaveTextContent('Tutor: Cargando...');
    act(() => tutors.release());
    await waitFor(() => expect(card).toHaveTextContent('Tutor: Ana (fila)'));
  });

  it('loads the past panel the first time it is opened, newest first, with Ver Detalles', async () => {
    const past = makeSession({ meeting_time: '2026-11-02T15:00:00.000Z', feedback: 'Muy bien' });
    const { calls, user } = renderList({
      [listKey('upcoming', 1)]: json(listBody([])),
      [listKey('past', 1)]: json(listBody([past])),
    });
    expect(await within(upcomingRegion()).findByText('No tienes sesiones programadas.')).toBeInTheDocument();
    expect(sessionGets(calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
    const card = await within(pastRegion()).findByRole('article');
    expect(within(card).getByRole('link', { name: 'Ver Detalles' })).toHaveAttribute('href', `/sesiones/${past.id}`);
    expect(within(card).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(sessionGets(calls)[1]).toBe(
      '/api/sessions?sort_by=meeting_time&sort_order=-1&page_number=1&page_size=10&meeting_time_before=2026-11-21T18%3A00%3A00.000Z',
    );
    expect(await within(pastRegion()).findByText('No hay más sesiones pasadas para cargar.')).toBeInTheDocument();

    // Closing and opening again keeps what was loaded.
    await user.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
    await user.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
    expect(await within(pastRegion()).findByRole('article')).toBeInTheDocument();
    expect(sessionGets(calls)).toHaveLength(2);
  });

  it('says when there are no past sessions', async () => {
    const { user } = renderList({
      [listKey('upcoming', 1)]: json(listBody([])),
      [listKey('past', 1)]: json(listBody([])),
    });
    await user.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
    expect(await within(pastRegion()).findByText('No tienes sesiones pasadas.')).toBeInTheDocument();
  });

  it('asks for another page only after a page of exactly 10', async () => {
    const { calls } = renderList({
      [listKey('upcoming', 1)]: json(listBody(sessionsFrom('2026-11-23T15:00:00Z', 10))),
      [listKey('upcoming', 2)]: json(listBody(sessionsFrom('2026-11-25T15:00:00Z', 10))),
      [listKey('upcoming', 3)]: json(listBody(sessionsFrom('2026-11-27T15:00:00Z', 4))),
    });
    expect(await within(upcomingRegion()).findByText('No hay más sesiones futuras para cargar.')).toBeInTheDocument();
    expect(cards(upcomingRegion())).toHaveLength(24);
    expect(sessionGets(calls).map((path) => new URLSearchParams(path.split('?')[1]).get('page_number'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('stops after a short first page', async () => {
    const { calls } = renderList({ [listKey('upcoming', 1)]: json(listBody(sessionsFrom('2026-11-23T15:00:00Z', 9))) });
    expect(await within(upcomingRegion()).findByText('No hay más sesiones futuras para cargar.')).toBeInTheDocument();
    expect(cards(upcomingRegion())).toHaveLength(9);
    expect(sessionGets(calls)).toHaveLength(1);
  });

  describe('with a laid-out panel', () => {
    // jsdom has no layout: every box is 600 px of content in a 400 px window.
    const metrics = { scrollHeight: 600, clientHeight: 400 };
    afterEach(() => {
      for (const key of Object.keys(metrics)) Reflect.deleteProperty(HTMLElement.prototype, key);
    });

    it('loads the next page only within 100 px of the bottom of the panel', async () => {
      for (const [key, value] of Object.entries(metrics)) {
        Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
      }
      const { calls } = renderList({
        [listKey('upcoming', 1)]: json(listBody(sessionsFrom('2026-11-23T15:00:00Z', 10))),
        [listKey('upcoming', 2)]: json(listBody(sessionsFrom('2026-11-25T15:00:00Z', 2))),
      });
      await within(upcomingRegion()).findAllByRole('article');
      const box = within(upcomingRegion()).getByRole('group', { name: 'Próximas Sesiones' });
      expect(sessionGets(calls)).toHaveLength(1);

      box.scrollTop = 99; // 101 px left
      fireEvent.scroll(box);
      expect(sessionGets(calls)).toHaveLength(1);

      box.scrollTop = 100; // 100 px left
      fireEvent.scroll(box);
      await waitFor(() => expect(cards(upcomingRegion())).toHaveLength(12));
      expect(sessionGets(calls)).toHaveLength(2);
      expect(within(upcomingRegion()).getByText('No hay más sesiones futuras para cargar.')).toBeInTheDocument();
    });
  });

  it('filters by type with Todas / Speaking / Reading and searches the formatted date', async () => {
    const rows = [
      makeSession({ meeting_time: '2026-11-23T15:00:00.000Z' }),
      makeSession({ type: 'reading-session', meeting_time: '2026-11-24T15:00:00.000Z' }),
      makeSession({ meeting_time: '2026-11-30T21:15:00.000Z' }),
    ];
    const { user } = renderList({ [listKey('upcoming', 1)]: json(listBody(rows)) });
    await within(upcomingRegion()).findAllByRole('article');
    const filters = screen.getByRole('group', { name: 'Tipo de sesión' });
    expect(within(filters).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Reading' }));
    expect(within(filters).getByRole('button', { name: 'Reading' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards(upcomingRegion()).map((card) => within(card).getByRole('heading').textContent)).toEqual(['Reading']);

    await user.click(within(filters).getByRole('button', { name: 'Speaking' }));
    expect(cards(upcomingRegion())).toHaveLength(2);

    await user.click(within(filters).getByRole('button', { name: 'Todas' }));
    const search = screen.getByRole('searchbox', { name: 'Buscar por fecha' });
    await user.type(search, 'LUNES, 30');
    expect(cards(upcomingRegion())).toHaveLength(1);
    expect(cards(upcomingRegion())[0]).toHaveTextContent('lunes, 30 de noviembre de 2026, 3:15 p.m.');

    await user.clear(search);
    await user.type(search, '3:15 p.m.');
    expect(cards(upcomingRegion())).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'diciembre');
    expect(cards(upcomingRegion())).toHaveLength(0);
    expect(
      within(upcomingRegion()).getByText('No hay sesiones que coincidan con los criterios de búsqueda.'),
    ).toBeInTheDocument();
  });

  it('cancels after confirming: loading toast, success toast, the card updated in place without reloading', async () => {
    const session = makeSession();
    const cancelReply = deferred(
      json(itemBody({ ...session, estado: 'cancelada', cancelled_at: '2026-11-21T18:00:00.000Z' })),
    );
    const { calls, user } = renderList({
      [listKey('upcoming', 1)]: json(listBody([session])),
      [`DELETE /api/sessions/${session.id}`]: cancelReply.route,
    });
    const card = await within(upcomingRegion()).findByRole('article');

    // 'No, mantener' keeps it.
    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Estás seguro de que deseas cancelar esta sesión?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, mantener' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    dialog = screen.getByRole('alertdialog', { name: '¿Estás seguro de que deseas cancelar esta sesión?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Cancelando sesión...')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/sessions/${session.id}`,
    ]);

    act(() => cancelReply.release());
    expect(await screen.findByText('Sesión cancelada exitosamente')).toBeInTheDocument();
    expect(screen.queryByText('Cancelando sesión...')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Sesión cancelada');
    expect(within(card).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(sessionGets(calls)).toHaveLength(1); // no reload
  });

  it("says 'Error al cancelar la sesión' with the server's reason, and keeps the card", async () => {
    const session = makeSession();
    const { user } = renderList({
      [listKey('upcoming', 1)]: json(listBody([session])),
      [`DELETE /api/sessions/${session.id}`]: json(
        { success: false, detail: 'Solo puedes cancelar sesiones futuras' },
        409,
      ),
    });
    const card = await within(upcomingRegion()).findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Error al cancelar la sesión')).toBeInTheDocument();
    expect(screen.getByText('Solo puedes cancelar sesiones futuras')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Sesión cancelada');
  });

  it.each([
    [json({ success: false, detail: 'Error interno del servidor' }, 500), 'Error al cargar las sesiones futuras'],
    ['network-error' as const, 'Error de conexión'],
  ])('shows the list error (%o → %s) and retries', async (reply, message) => {
    let failing = true;
    renderList({ [listKey('upcoming', 1)]: () => (failing ? reply : json(listBody([makeSession()]))) });
    const alert = await within(upcomingRegion()).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(upcomingRegion()).findByRole('article')).toBeInTheDocument();
  });

  it("says 'Error al cargar las sesiones pasadas' when the past fails, and 'Error al cargar los tutores' with the row's names", async () => {
    freezeClock();
    stubApi({
      'GET /api/tutors': json({ success: false, detail: 'Error interno del servidor' }, 500),
      [listKey('upcoming', 1)]: json(listBody([makeSession({ tutor_name: 'Ana Rodríguez' })])),
      [listKey('past', 1)]: json({ success: false, detail: 'No' }, 500),
    });
    renderApp('/sesiones', { token: tokens.student() });
    expect(await screen.findByText('Error al cargar los tutores')).toBeInTheDocument();
    expect(await within(upcomingRegion()).findByRole('article')).toHaveTextContent('Tutor: Ana Rodríguez');
    await userEvent.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
    expect(await within(pastRegion()).findByRole('alert')).toHaveTextContent('Error al cargar las sesiones pasadas');
  });

  it('opens the booking screen in edit mode with the session passed on navigation', async () => {
    const session = makeSession();
    const { user } = renderList({
      [listKey('upcoming', 1)]: json(listBody([session])),
      ...bookableRoute(),
    });
    const card = await within(upcomingRegion()).findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Editar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sesiones/agendar');
    expect(screen.getByRole('heading', { level: 1, name: 'Reprogramar sesión' })).toBeInTheDocument();
  });
});
