// /admin/roles/create and /admin/roles/{id}/edit against the real routes and a stubbed network
// (spec part 2 §2, §5, §6, §7, §8).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes as RouterRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, STUDENT_VIEW_ID, TUTOR_VIEW_ID } from '@charla/domain/ids';
import type { Role } from '@charla/domain/roles';
import { setToken } from '@/lib/session';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { item, list, makeRole, page, rolesUrl, VIEWS, VIEWS_LOOKUP } from '../test/role-fixtures';
import { RoleFormPage } from './role-form-page';
import type { RoleAccessDraft } from './role-form-values';

const NAME_MESSAGE = 'El nombre debe contener solo letras minúsculas y guiones bajos';
const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');
const box = (name: string) => screen.getByRole('checkbox', { name });
const resourceButton = (name: string) => screen.getByRole('button', { name });
const BASE: Routes = {
  [VIEWS_LOOKUP]: json(list(VIEWS)),
  [rolesUrl(1)]: json(page([])),
};

function openCreate(routes: Routes = {}) {
  const api = stubApi({ ...BASE, ...routes });
  renderApp('/admin/roles/create', { token: tokens.admin() });
  return api;
}

function openEdit(role: Role, routes: Routes = {}) {
  const api = stubApi({ ...BASE, [`GET /api/roles/${role.id}`]: json(item(role)), ...routes });
  renderApp(`/admin/roles/${role.id}/edit`, { token: tokens.admin() });
  return api;
}

describe('/admin/roles/create', () => {
  it('creates a role with its view and permissions (a resource name toggles its four actions), then goes back', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({ 'POST /api/roles': json(item(makeRole(9)), 201) });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear Nuevo Rol' })).toBeInTheDocument();
    // The app puts the "Ver como…" preview in the form's slot.
    expect(screen.getByRole('heading', { level: 2, name: 'Ver como…' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'coordinador_sede');
    await user.type(screen.getByRole('textbox', { name: 'Descripción (opcional)' }), 'Coordina una sede');
    const viewSelect = screen.getByRole('combobox', { name: 'Vista de usuario' });
    await screen.findByRole('option', { name: 'tutor_view' });
    await user.selectOptions(viewSelect, 'tutor_view');

    // Every resource starts off; its name is a toggle of its four actions.
    expect(resourceButton('Lecciones')).toHaveAttribute('aria-pressed', 'false');
    await user.click(resourceButton('Lecciones'));
    for (const action of ['Crear', 'Leer', 'Editar', 'Eliminar']) expect(box(`Lecciones: ${action}`)).toBeChecked();
    expect(resourceButton('Lecciones')).toHaveAttribute('aria-pressed', 'true');
    await user.click(box('Lecciones: Eliminar'));
    expect(resourceButton('Lecciones')).toHaveAttribute('aria-pressed', 'mixed');
    // Mixed → all four; all four → none.
    await user.click(resourceButton('Lecciones'));
    expect(box('Lecciones: Eliminar')).toBeChecked();
    await user.click(resourceButton('Lecciones'));
    expect(box('Lecciones: Leer')).not.toBeChecked();
    await user.click(box('Lecciones: Leer'));
    await user.click(box('Usuarios: Leer'));
    await user.click(box('Usuarios: Crear'));
    await user.click(box('Resultados de prácticas: Crear'));

    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await findToast('Rol creado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/roles'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/roles',
        body: {
          name: 'coordinador_sede',
          description: 'Coordina una sede',
          user_view_id: TUTOR_VIEW_ID,
          // In the vocabulary's order, whatever order they were ticked in.
          permissions: { users: ['create', 'read'], practice_stats: ['create'], lessons: ['read'] },
        },
      }),
    ]);
  });

  it('offers every resource × action, each checkbox named, and toggles a resource from the keyboard', async () => {
    const user = userEvent.setup();
    openCreate();
    const table = screen.getByRole('table', { name: 'Permisos por recurso y acción' });
    expect(within(table).getAllByRole('checkbox')).toHaveLength(44);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => within(cell).getByRole('button').textContent),
    ).toEqual([
      'Usuarios',
      'Planes',
      'Roles',
      'Tutores',
      'Vistas de usuario',
      'SEDs',
      'Sesiones',
      'Prácticas',
      'Resultados de prácticas',
      'Asignaciones',
      'Lecciones',
    ]);
    resourceButton('SEDs').focus();
    await user.keyboard('{Enter}');
    expect(box('SEDs: Editar')).toBeChecked();
    await user.keyboard(' ');
    expect(box('SEDs: Editar')).not.toBeChecked();
    await user.tab();
    expect(box('SEDs: Crear')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('SEDs: Crear')).toBeChecked();
  });

  it("refuses a name that is not lowercase letters and underscores with the spec's message, before asking", async () => {
    const user = userEvent.setup();
    const { calls } = openCreate();
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('El nombre es obligatorio'));
    expect(name).toHaveFocus();
    await user.type(name, 'Coordinador Sede');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(NAME_MESSAGE));
    expect(writes(calls)).toEqual([]);
  });

  it("sends no view and no description when none is chosen, and says the server's 409 above the buttons", async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({
      'POST /api/roles': json({ success: false, detail: 'Ya existe un rol con ese nombre' }, 409),
    });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'tutor');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un rol con ese nombre');
    expect(writes(calls)[0]?.body).toEqual({ name: 'tutor', description: null, user_view_id: null, permissions: {} });
    expect(location()).toBe('/admin/roles/create');
  });

  it("puts a 422 on the fields it names and lists them in the 'Error de validación' box", async () => {
    const user = userEvent.setup();
    openCreate({
      'POST /api/roles': json(
        {
          success: false,
          detail: [
            { loc: ['body', 'user_view_id'], msg: 'La vista no existe', type: 'reference_error' },
            { loc: ['body', 'permissions', 'lessons', 0], msg: 'Acción no válida', type: 'x' },
          ],
        },
        422,
      ),
    });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'nuevo');
    await screen.findByRole('option', { name: 'tutor_view' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vista de usuario' }), 'tutor_view');
    await user.click(box('Lecciones: Leer'));
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));

    const summary = await screen.findByRole('region', { name: 'Error de validación' });
    expect(summary).toHaveTextContent('Vista de usuario: La vista no existe');
    expect(summary).toHaveTextContent('Permisos › Lecciones › 1: Acción no válida');
    expect(screen.getByRole('combobox', { name: 'Vista de usuario' })).toHaveAccessibleDescription(
      expect.stringContaining('La vista no existe'),
    );
    expect(resourceButton('Lecciones')).toHaveAccessibleDescription('Acción no válida');
    // Focus goes to the first field named, in screen order.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vista de usuario' })).toHaveFocus());
    // The server names the first action sent: its checkbox.
    await user.click(within(summary).getByRole('button', { name: 'Permisos › Lecciones › 1: Acción no válida' }));
    expect(box('Lecciones: Leer')).toHaveFocus();
    expect(box('Lecciones: Leer')).toHaveAccessibleDescription('Acción no válida');
  });
});

describe('/admin/roles/{id}/edit', () => {
  it('shows the saved role and saves it whole with PUT', async () => {
    const user = userEvent.setup();
    const role = makeRole(3, {
      name: 'coordinador',
      description: 'Coordina',
      user_view_id: STUDENT_VIEW_ID,
      permissions: { users: ['read'], lessons: ['create', 'read', 'patch', 'delete'] },
    });
    const { calls } = openEdit(role, { [`PUT /api/roles/${role.id}`]: json(item(role)) });
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('coordinador');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Rol' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Descripción (opcional)' })).toHaveValue('Coordina');
    await screen.findByRole('option', { name: /student_view/ });
    expect(screen.getByRole('combobox', { name: 'Vista de usuario' })).toHaveValue(STUDENT_VIEW_ID);
    expect(resourceButton('Lecciones')).toHaveAttribute('aria-pressed', 'true');
    expect(resourceButton('Usuarios')).toHaveAttribute('aria-pressed', 'mixed');
    expect(box('Usuarios: Leer')).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Vista de usuario' }), '');
    await user.click(resourceButton('Usuarios'));
    await user.clear(screen.getByRole('textbox', { name: 'Descripción (opcional)' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar Rol' }));
    expect(await findToast('Rol actualizado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/roles'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/api/roles/${role.id}`,
        body: {
          name: 'coordinador',
          description: null,
          user_view_id: null,
          permissions: { users: ['create', 'read', 'patch', 'delete'], lessons: ['create', 'read', 'patch', 'delete'] },
        },
      }),
    ]);
  });

  it("says the admin role's rule (409) in the server's words", async () => {
    const user = userEvent.setup();
    const admin = makeRole(1, { id: ADMIN_ROLE_ID, name: 'admin', permissions: { users: ['read'] } });
    const detail = 'El rol de administrador conserva todos los permisos y no puede cambiar de nombre ni tener vista';
    openEdit(admin, { [`PUT /api/roles/${ADMIN_ROLE_ID}`]: json({ success: false, detail }, 409) });
    await user.click(await screen.findByRole('button', { name: 'Actualizar Rol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it("keeps the saved view selected when the views can't be loaded, with 'Reintentar'", async () => {
    const user = userEvent.setup();
    const role = makeRole(4, { user_view_id: TUTOR_VIEW_ID });
    let fail = true;
    openEdit(role, {
      [VIEWS_LOOKUP]: () => (fail ? json({ success: false, detail: 'x' }, 500) : json(list(VIEWS))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las vistas');
    const select = screen.getByRole('combobox', { name: 'Vista de usuario' });
    expect(select).toHaveValue(TUTOR_VIEW_ID);
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Vista actual (no se pudo cargar su nombre)',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await within(select).findByRole('option', { name: 'tutor_view', selected: true })).toBeInTheDocument();
  });

  it("says 'Error al cargar el rol' and goes back to the list when the role can't be loaded", async () => {
    const role = makeRole(5);
    openEdit(role, { [`GET /api/roles/${role.id}`]: json({ success: false, detail: 'Rol no encontrado' }, 404) });
    expect(await findToast('Error al cargar el rol')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/roles'));
  });
});

describe('the "Ver como…" slot', () => {
  it('hands the preview the unsaved role and the saved id', async () => {
    const user = userEvent.setup();
    const role = makeRole(6, { user_view_id: null, permissions: { lessons: ['read'] } });
    stubApi({ ...BASE, [`GET /api/roles/${role.id}`]: json(item(role)) });
    setToken(tokens.admin());
    const seen: { draft: RoleAccessDraft; savedId?: string | undefined }[] = [];
    const Preview = (props: { draft: RoleAccessDraft; savedId?: string | undefined }) => {
      seen.push(props);
      return <p>Vista previa</p>;
    };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/admin/roles/${role.id}/edit`]}>
          <RouterRoutes>
            <Route path="/admin/roles/:id/edit" element={<RoleFormPage Preview={Preview} />} />
          </RouterRoutes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Vista previa')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({
      draft: { kind: 'role', permissions: { lessons: ['read'] }, user_view_id: null },
      savedId: role.id,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Planes: Leer' }));
    await screen.findByRole('option', { name: 'tutor_view' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vista de usuario' }), 'tutor_view');
    expect(seen.at(-1)?.draft).toEqual({
      kind: 'role',
      permissions: { plans: ['read'], lessons: ['read'] },
      user_view_id: TUTOR_VIEW_ID,
    });
  });
});
