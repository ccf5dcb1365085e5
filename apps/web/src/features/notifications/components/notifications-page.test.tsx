import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { listPage, makeNotification, notificationId, pageKey, unreadKey, unreadReply } from '../test/fixtures';
import { notificationTarget } from './notification-item';

const list = () => screen.getByRole('list', { name: 'Tus avisos' });
const rows = () => within(list()).getAllByRole('link');

function renderInbox(routes: Routes, token = tokens.student()) {
  const api = stubApi(routes);
  const user = userEvent.setup();
  renderApp('/avisos', { token });
  return { ...api, user };
}

describe('/avisos', () => {
  it('lists the newest first in pages of 10, unread ones marked in words, until a short page', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      makeNotification(i + 1, { read_at: i < 2 ? null : '2026-11-20T18:00:00.000Z' }),
    );
    const { calls } = renderInbox({
      [unreadKey]: unreadReply(2),
      [pageKey(1)]: listPage(first),
      [pageKey(2)]: listPage([makeNotification(11, { read_at: '2026-11-20T18:00:00.000Z' })], 2),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos' })).toBeInTheDocument();
    // jsdom has no layout: the short page keeps loading until a page with fewer than 10.
    expect(await screen.findByText('No hay más avisos.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/notifications?')).map((call) => call.path)).toEqual([
      '/api/notifications?page_number=1&page_size=10',
      '/api/notifications?page_number=2&page_size=10',
    ]);
    expect(rows()).toHaveLength(11);
    expect(rows()[0]).toHaveTextContent('Aviso 1');
    expect(rows()[0]).toHaveTextContent('Sin leer');
    // 2026-11-20 17:30 UTC is 11:30 a.m. in Mexico City.
    expect(rows()[0]).toHaveTextContent('20/11/2026, 11:30 a.m.');
    expect(rows()[1]).toHaveTextContent('Sin leer');
    expect(rows()[2]).not.toHaveTextContent('Sin leer');
    expect(rows()[10]).toHaveTextContent('Aviso 11');
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
  });

  it('opens an item on its screen and marks it read', async () => {
    const item = makeNotification(1, { link: '/sesiones' });
    let unread = 1;
    const { calls, user } = renderInbox({
      [unreadKey]: () => unreadReply(unread),
      [pageKey(1)]: listPage([item, makeNotification(2, { read_at: '2026-11-20T18:00:00.000Z', link: '/seds' })]),
      [`PATCH /api/notifications/${item.id}`]: () => {
        unread = 0;
        return json({ success: true, data: { ...item, read_at: '2026-11-21T18:00:00.000Z' } });
      },
      'GET /api/tutors': json({ success: true, data: { data: [], page_number: 1, page_size: 10 } }),
    });
    const link = await within(await screen.findByRole('list', { name: 'Tus avisos' })).findByRole('link', {
      name: /Aviso 1/,
    });
    expect(link).toHaveAttribute('href', '/sesiones');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/sesiones');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PATCH', path: `/api/notifications/${item.id}`, body: { read: true } }),
      ),
    );
    // The bell follows.
    expect(await screen.findByRole('link', { name: 'Avisos' })).toBeInTheDocument();
  });

  it('does not mark again an item already read', async () => {
    const read = makeNotification(1, { read_at: '2026-11-20T18:00:00.000Z', link: '/profile' });
    const { calls, user } = renderInbox({ [pageKey(1)]: listPage([read]) });
    await user.click(await screen.findByRole('link', { name: /Aviso 1/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("marks all read with 'Marcar todas como leídas'", async () => {
    let unread = 2;
    const { calls, user } = renderInbox({
      [unreadKey]: () => unreadReply(unread),
      [pageKey(1)]: () =>
        listPage([1, 2].map((n) => makeNotification(n, { read_at: unread ? null : '2026-11-21T18:00:00.000Z' }))),
      'POST /api/notifications/read_all': () => {
        unread = 0;
        return json({ success: true, data: { updated: 2 } });
      },
    });
    await screen.findByRole('link', { name: 'Avisos, 2 sin leer' });
    expect(within(list()).getAllByText('Sin leer')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByText('Todos tus avisos están marcados como leídos')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).queryAllByText('Sin leer')).toHaveLength(0));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/notifications/read_all' }));
    expect(await screen.findByRole('link', { name: 'Avisos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it("says so when marking all fails, with the server's reason", async () => {
    const { user } = renderInbox({
      [unreadKey]: unreadReply(1),
      [pageKey(1)]: listPage([makeNotification(1)]),
      'POST /api/notifications/read_all': json({ success: false, detail: 'Servicio no disponible' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByText('No se pudieron marcar los avisos como leídos')).toBeInTheDocument();
    expect(screen.getByText('Servicio no disponible')).toBeInTheDocument();
  });

  it("says 'No tienes avisos.' when there are none, with nothing to mark", async () => {
    renderInbox({ [pageKey(1)]: listPage([]) });
    expect(await screen.findByText('No tienes avisos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('shows a load error with a retry, and the connection error offline', async () => {
    let reply: 'fail' | 'offline' | 'ok' = 'fail';
    const { user } = renderInbox({
      [pageKey(1)]: () => {
        if (reply === 'fail') return json({ success: false, detail: 'Error interno del servidor' }, 500);
        if (reply === 'offline') return 'network-error';
        return listPage([makeNotification(1)]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los avisos');
    reply = 'offline';
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error de conexión'));
    reply = 'ok';
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Aviso 1/ })).toBeInTheDocument();
  });

  it('sends a link that is not an app path to Home', () => {
    expect(notificationTarget('/seds/abc')).toBe('/seds/abc');
    expect(notificationTarget('https://evil.example')).toBe('/');
    expect(notificationTarget('//evil.example')).toBe('/');
    expect(notificationTarget('/\\evil.example')).toBe('/');
  });

  it('is reached by every role', async () => {
    renderInbox({ [pageKey(1)]: listPage([makeNotification(1, { id: notificationId(9) })]) }, tokens.content());
    expect(await screen.findByRole('link', { name: /Aviso 1/ })).toBeInTheDocument();
  });
});
