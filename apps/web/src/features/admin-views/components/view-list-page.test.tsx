// /admin/views against the real routes and a stubbed network (spec part 2 §2, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW_FILTER } from '@charla/domain/access';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { makeView, page, range, viewId, viewsUrl } from '../test/view-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });

function open(routes: Routes, token = tokens.admin()) {
  const api = stubApi(routes);
  renderApp('/admin/views', { token });
  return api;
}

describe('/admin/views', () => {
  it('lists views with their description and allowed collections; a row opens its editor', async () => {
    const views = [
      makeView(1, {
        name: 'vista_sede',
        description: 'Solo la sede norte',
        views: { seds: [DEFAULT_VIEW_FILTER], users: [] },
      }),
      makeView(2, { name: 'cerrada', description: null, views: {} }),
      makeView(3, { name: 'una', views: { lessons: [] } }),
    ];
    open({ [viewsUrl(1)]: json(page(views)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Vistas de usuario' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva vista' })).toHaveAttribute('href', '/admin/views/create');
    const rows = within(await screen.findByRole('group', { name: 'Vistas' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'vista_sede' })).toHaveAttribute(
      'href',
      `/admin/views/${viewId(1)}/edit`,
    );
    expect(rows[0]).toHaveTextContent('Solo la sede norte');
    expect(rows[0]).toHaveTextContent('2 colecciones: Usuarios, SEDs');
    expect(rows[1]).toHaveTextContent('Sin descripción');
    expect(rows[1]).toHaveTextContent('Sin colecciones: no permite nada');
    expect(rows[2]).toHaveTextContent('1 colección: Lecciones');
    expect(screen.getByText('No hay más vistas para cargar')).toBeInTheDocument();
    await userEvent.click(within(rows[2]!).getByText('1 colección: Lecciones'));
    expect(location()).toBe(`/admin/views/${viewId(3)}/edit`);
  });

  it('loads the next page near the bottom and searches names on the server', async () => {
    const { calls } = open({
      [viewsUrl(1)]: json(page(range(1, 10, (n) => makeView(n)))),
      [viewsUrl(2)]: json(page([makeView(11)], 2)),
      [viewsUrl(1, 'tutor')]: json(page([makeView(20, { name: 'tutor_view' })])),
    });
    const box = await screen.findByRole('group', { name: 'Vistas' });
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(11));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar vistas por nombre' }), 'tutor');
    expect(await screen.findByRole('link', { name: 'tutor_view' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/user_views?page_number=1&page_size=10&q=tutor');
  });

  it("says 'Error al cargar las vistas' when the list can't be loaded", async () => {
    open({ [viewsUrl(1)]: json({ success: false, detail: 'Error interno del servidor' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las vistas');
  });

  it('says when there are no views', async () => {
    open({ [viewsUrl(1)]: json(page([])) });
    expect(await screen.findByText('Aún no hay vistas. Crea la primera con «Nueva vista».')).toBeInTheDocument();
  });

  it('deletes a view after the browser confirm, with a toast', async () => {
    const view = makeView(1, { name: 'efimera' });
    let deleted = false;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [viewsUrl(1)]: () => json(page(deleted ? [] : [view])),
      [`DELETE /api/user_views/${view.id}`]: () => {
        deleted = true;
        return json({ success: true, data: { id: view.id } });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar efimera' }));
    expect(confirm).toHaveBeenCalledWith('¿Eliminar la vista «efimera»? Esta acción no se puede deshacer.');
    expect(await findToast('Vista eliminada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'efimera' })).not.toBeInTheDocument());
  });

  it("shows the server's 409 for a view a role uses, and keeps it", async () => {
    const view = makeView(1, { name: 'tutor_view' });
    const detail = 'La vista está asignada a un rol y no se puede eliminar';
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [viewsUrl(1)]: json(page([view])),
      [`DELETE /api/user_views/${view.id}`]: json({ success: false, detail }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar tutor_view' }));
    const toast = await findToast('Error al eliminar la vista');
    expect(toast.closest('[role="status"]')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name: 'tutor_view' })).toBeInTheDocument();
  });

  it('sends a non-admin Home', () => {
    open({}, tokens.tutor());
    expect(location()).toBe('/');
  });
});
