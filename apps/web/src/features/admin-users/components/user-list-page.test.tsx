// /admin/users against the real routes and a stubbed network (spec part 2 §2, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { CUSTOM_ROLE_ID, LOOKUP_ROUTES, makeUser, page, planId, range, userId, usersUrl } from '../test/user-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });
const listBox = () => screen.getByRole('group', { name: 'Usuarios' });
const deletes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method === 'DELETE');

function open(routes: Routes, token = tokens.admin()) {
  const api = stubApi({ ...LOOKUP_ROUTES, ...routes });
  renderApp('/admin/users', { token });
  return api;
}

describe('/admin/users', () => {
  it('lists name, email, role and plan, with a create button and rows that open their form', async () => {
    const users = [
      makeUser(1, { name: 'Ana Admin', role_id: ADMIN_ROLE_ID, plan_id: null }),
      makeUser(2, { name: 'Luis Tutor', role_id: TUTOR_ROLE_ID, plan_id: planId(2) }),
      makeUser(3, { name: 'Marta', role_id: CUSTOM_ROLE_ID }),
    ];
    const { calls } = open({ [usersUrl(1)]: json(page(users)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo usuario' })).toHaveAttribute('href', '/admin/users/create');

    const rows = within(await screen.findByRole('group', { name: 'Usuarios' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Ana Admin' })).toHaveAttribute(
      'href',
      `/admin/users/${userId(1)}/edit`,
    );
    await waitFor(() => expect(rows[0]).toHaveTextContent('Rol: Administrador'));
    expect(rows[0]).toHaveTextContent('persona1@charla.test');
    expect(rows[0]).toHaveTextContent('Plan: Sin plan');
    expect(rows[1]).toHaveTextContent('Rol: Tutor');
    expect(rows[1]).toHaveTextContent('Plan: Francés');
    expect(rows[2]).toHaveTextContent('Rol: Coordinación académica');
    expect(rows[2]).toHaveTextContent('Plan: Básico');
    expect(screen.getByText('No hay más usuarios para cargar')).toBeInTheDocument();
    // One page, and each lookup once for all rows.
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/plans',
      '/api/roles',
      '/api/users?page_number=1&page_size=10',
    ]);

    await userEvent.click(within(rows[1]!).getByText('persona2@charla.test'));
    expect(location()).toBe(`/admin/users/${userId(2)}/edit`);
  });

  it("names a role or plan it can't find plainly, never by its id", async () => {
    open({
      [usersUrl(1)]: json(page([makeUser(1)])),
      'GET /api/roles': json({ success: false, detail: 'Error interno del servidor' }, 500),
      'GET /api/plans': json({ success: true, data: { data: [], page_number: null, page_size: 1000 } }),
    });
    const row = within(await screen.findByRole('group', { name: 'Usuarios' })).getByRole('listitem');
    await waitFor(() => expect(row).toHaveTextContent('Rol: Rol no disponible'));
    expect(row).toHaveTextContent('Plan: Plan no disponible');
    expect(row).not.toHaveTextContent(planId(1));
  });

  it('asks for the next page of 10 near the bottom of the list', async () => {
    const { calls } = open({
      [usersUrl(1)]: json(page(range(1, 10, (n) => makeUser(n)))),
      [usersUrl(2)]: json(page([makeUser(11)], 2)),
    });
    const box = await screen.findByRole('group', { name: 'Usuarios' });
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(11));
    expect(calls.filter((call) => call.path.startsWith('/api/users')).map((call) => call.path)).toEqual([
      '/api/users?page_number=1&page_size=10',
      '/api/users?page_number=2&page_size=10',
    ]);
  });

  it('searches every user by name or email on the server, not only the loaded rows', async () => {
    const { calls } = open({
      [usersUrl(1)]: json(page(range(1, 10, (n) => makeUser(n)))),
      [usersUrl(2)]: json(page([])),
      [usersUrl(1, 'zoe@')]: json(page([makeUser(42, { name: 'Zoe', email: 'zoe@charla.test' })])),
      [usersUrl(1, 'nadie')]: json(page([])),
    });
    await screen.findByRole('link', { name: 'Persona 1' });
    const search = screen.getByRole('searchbox', { name: 'Buscar usuarios por nombre o correo' });
    await userEvent.type(search, 'zoe@');
    expect(await screen.findByRole('link', { name: 'Zoe' })).toBeInTheDocument();
    expect(within(listBox()).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.map((call) => call.path)).toContain('/api/users?page_number=1&page_size=10&q=zoe%40');

    await userEvent.clear(search);
    await userEvent.type(search, 'nadie');
    expect(await screen.findByText('Ningún usuario coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('says when there are no users', async () => {
    open({ [usersUrl(1)]: json(page([])) });
    expect(await screen.findByText('Aún no hay usuarios. Crea el primero con «Nuevo usuario».')).toBeInTheDocument();
  });

  it("says 'Error al cargar los usuarios' when the list can't be loaded", async () => {
    open({ [usersUrl(1)]: json({ success: false, detail: 'Error interno del servidor' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los usuarios');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("says 'Error de conexión' when the network fails", async () => {
    open({ [usersUrl(1)]: 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
  });

  it("deletes a user after the app's confirmation dialog, by keyboard, with a toast", async () => {
    const user = userEvent.setup();
    const target = makeUser(1, { name: 'Ana' });
    let deleted = false;
    const { calls } = open({
      [usersUrl(1)]: () => json(page(deleted ? [makeUser(2)] : [target, makeUser(2)])),
      [`DELETE /api/users/${target.id}`]: () => {
        deleted = true;
        return json({ success: true });
      },
    });
    const remove = await screen.findByRole('button', { name: 'Eliminar Ana' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Eliminar al usuario «Ana»? Esta acción no se puede deshacer.',
    });
    // Focus starts on the safe answer.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await findToast('Usuario eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana' })).not.toBeInTheDocument());
    expect(deletes(calls)).toHaveLength(1);
  });

  it('keeps the user when the dialog is cancelled with Escape', async () => {
    const user = userEvent.setup();
    const target = makeUser(1, { name: 'Ana' });
    const { calls } = open({ [usersUrl(1)]: json(page([target])) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Ana' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Ana' })).toHaveFocus());
    expect(deletes(calls)).toHaveLength(0);
  });

  it("shows the server's 409 for the last administrator", async () => {
    const user = userEvent.setup();
    const admin = makeUser(1, { name: 'Ana Admin', role_id: ADMIN_ROLE_ID });
    open({
      [usersUrl(1)]: json(page([admin])),
      [`DELETE /api/users/${admin.id}`]: json(
        { success: false, detail: 'No se puede eliminar ni degradar al último administrador' },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Ana Admin' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    const toast = await findToast('Error al eliminar el usuario');
    expect(toast.closest('[role="status"]')).toHaveTextContent(
      'No se puede eliminar ni degradar al último administrador',
    );
    expect(screen.getByRole('link', { name: 'Ana Admin' })).toBeInTheDocument();
  });

  it('sends a non-admin Home', () => {
    open({}, tokens.tutor());
    expect(location()).toBe('/');
  });
});
