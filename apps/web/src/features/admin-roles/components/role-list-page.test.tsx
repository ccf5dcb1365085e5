// /admin/roles against the real routes and a stubbed network (spec part 2 §2, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, STUDENT_VIEW_ID } from '@charla/domain/ids';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { list, makeRole, page, range, roleId, rolesUrl, VIEWS, VIEWS_LOOKUP } from '../test/role-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });

function open(routes: Routes, token = tokens.admin()) {
  const api = stubApi({ [VIEWS_LOOKUP]: json(list(VIEWS)), ...routes });
  renderApp('/admin/roles', { token });
  return api;
}

describe('/admin/roles', () => {
  it('lists roles with their description, view name and how many resources they reach; a row opens its editor', async () => {
    const roles = [
      makeRole(1, {
        name: 'coordinador_sede',
        description: 'Coordina una sede',
        user_view_id: STUDENT_VIEW_ID,
        permissions: { users: ['read'], plans: ['read', 'patch'], lessons: [] },
      }),
      makeRole(2, { name: 'lector', description: null, permissions: { lessons: ['read'] } }),
      makeRole(3, { name: 'vacio', permissions: {} }),
    ];
    const { calls } = open({ [rolesUrl(1)]: json(page(roles)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo rol' })).toHaveAttribute('href', '/admin/roles/create');

    const rows = within(await screen.findByRole('group', { name: 'Roles' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'coordinador_sede' })).toHaveAttribute(
      'href',
      `/admin/roles/${roleId(1)}/edit`,
    );
    expect(rows[0]).toHaveTextContent('Coordina una sede');
    expect(await within(rows[0]!).findByText('Vista: student_view')).toBeInTheDocument();
    // An empty list of actions is no permission.
    expect(rows[0]).toHaveTextContent('2 recursos con permisos');
    expect(rows[1]).toHaveTextContent('Sin descripción');
    expect(rows[1]).toHaveTextContent('Sin vista: todas las filas');
    expect(rows[1]).toHaveTextContent('1 recurso con permisos');
    expect(rows[2]).toHaveTextContent('Sin permisos');
    expect(screen.getByText('No hay más roles para cargar')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/roles?page_number=1&page_size=10', '/api/user_views']),
    );

    await userEvent.click(within(rows[1]!).getByText('Sin descripción'));
    expect(location()).toBe(`/admin/roles/${roleId(2)}/edit`);
  });

  it('loads the next page of 10 near the bottom and searches names on the server', async () => {
    const { calls } = open({
      [rolesUrl(1)]: json(page(range(1, 10, (n) => makeRole(n)))),
      [rolesUrl(2)]: json(page([makeRole(11)], 2)),
      [rolesUrl(1, 'tutor')]: json(page([makeRole(20, { name: 'tutor' })])),
    });
    const box = await screen.findByRole('group', { name: 'Roles' });
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(11));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar roles por nombre' }), 'tutor');
    expect(await screen.findByRole('link', { name: 'tutor' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/roles?page_number=1&page_size=10&q=tutor');
  });

  it('names a view it could not look up without failing the list', async () => {
    open({
      [VIEWS_LOOKUP]: json({ success: false, detail: 'Error interno del servidor' }, 500),
      [rolesUrl(1)]: json(page([makeRole(1, { user_view_id: STUDENT_VIEW_ID })])),
    });
    expect(await screen.findByText('Vista: (no se pudo cargar su nombre)')).toBeInTheDocument();
  });

  it("says 'Error al cargar los roles' when the list can't be loaded, and the empty list", async () => {
    open({ [rolesUrl(1)]: json({ success: false, detail: 'Error interno del servidor' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los roles');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says when there are no roles', async () => {
    open({ [rolesUrl(1)]: json(page([])) });
    expect(await screen.findByText('Aún no hay roles. Crea el primero con «Nuevo rol».')).toBeInTheDocument();
  });

  it('deletes a role after the browser confirm, with a toast', async () => {
    const role = makeRole(1, { name: 'temporal' });
    let deleted = false;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [rolesUrl(1)]: () => json(page(deleted ? [] : [role])),
      [`DELETE /api/roles/${role.id}`]: () => {
        deleted = true;
        return json({ success: true, data: { id: role.id } });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar temporal' }));
    expect(confirm).toHaveBeenCalledWith('¿Eliminar el rol «temporal»? Esta acción no se puede deshacer.');
    expect(await findToast('Rol eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'temporal' })).not.toBeInTheDocument());
  });

  it.each([
    ['a system role', ADMIN_ROLE_ID, 'admin', 'Los roles del sistema no se pueden eliminar'],
    ['a role in use', roleId(5), 'en_uso', 'El rol está asignado a usuarios y no se puede eliminar'],
  ])("shows the server's 409 for %s in words, and keeps it", async (_case, id, name, detail) => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [rolesUrl(1)]: json(page([makeRole(1, { id, name })])),
      [`DELETE /api/roles/${id}`]: json({ success: false, detail }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${name}` }));
    const toast = await findToast('Error al eliminar el rol');
    expect(toast.closest('[role="status"]')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('sends a non-admin Home', () => {
    open({}, tokens.content());
    expect(location()).toBe('/');
  });
});
