// /admin/views/create and /admin/views/{id}/edit against the real routes and a stubbed network
// (spec part 2 §2, §3, §5, §6, §7, §8).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes as RouterRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_FILTER, type ViewFilter } from '@charla/domain/access';
import type { UserView } from '@charla/domain/roles';
import { setToken } from '@/lib/session';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { item, makeView, page, viewsUrl } from '../test/view-fixtures';
import { ViewFormPage } from './view-form-page';
import type { ViewAccessDraft } from './view-form-values';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');
/** A collection's card, by its Spanish name. */
const card = (name: string) => screen.getByRole('region', { name });
/** Filter n of a collection's card. */
const filterOf = (name: string, n: number) => within(card(name)).getByRole('group', { name: `Filtro ${n}` });
const OTHERS_FILTER: ViewFilter = {
  operations: ['list'],
  user_field: 'id',
  collection_field: 'user_id',
  operator: '$ne',
};
const BASE: Routes = { [viewsUrl(1)]: json(page([])) };
const TUTOR_FILTER: ViewFilter = {
  operations: ['list', 'read'],
  user_field: 'tutor_id',
  collection_field: 'tutor_id',
  operator: '$eq',
};

function openCreate(routes: Routes = {}) {
  const api = stubApi({ ...BASE, ...routes });
  renderApp('/admin/views/create', { token: tokens.admin() });
  return api;
}

function openEdit(view: UserView, routes: Routes = {}) {
  const api = stubApi({ ...BASE, [`GET /api/user_views/${view.id}`]: json(item(view)), ...routes });
  renderApp(`/admin/views/${view.id}/edit`, { token: tokens.admin() });
  return api;
}

describe('/admin/views/create', () => {
  it('creates a view: collections allowed with no filter, with the default filter and with a filter of its own', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({ 'POST /api/user_views': json(item(makeView(9)), 201) });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear Nueva Vista' })).toBeInTheDocument();
    // The app puts the "Ver como…" preview in the form's slot.
    expect(screen.getByRole('heading', { level: 2, name: 'Ver como…' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'vista_tutores');
    await user.type(screen.getByRole('textbox', { name: 'Descripción (opcional)' }), 'Lo de sus estudiantes');

    // Nothing is allowed until said: absent = not allowed.
    expect(screen.getAllByRole('checkbox', { name: /^Permitir / })).toHaveLength(11);
    expect(within(card('SEDs')).getByText('No permitida')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Permitir SEDs' }));
    expect(
      within(card('SEDs')).getByText('Sin filtros: todas las filas, para todas las operaciones.'),
    ).toBeInTheDocument();
    // The collections are headings under 'Colecciones', by their Spanish names alone (issue 48).
    expect(screen.getByRole('heading', { level: 2, name: 'Colecciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'SEDs' })).toBeInTheDocument();
    // A first filter starts as the spec's default (issue 48).
    const addFilter = within(card('SEDs')).getByRole('button', { name: 'Agregar filtro' });
    expect(addFilter).toHaveAccessibleDescription(
      'Un filtro nuevo empieza como el predeterminado: las filas cuyo user_id es el id del usuario, para todas las operaciones.',
    );
    await user.click(addFilter);
    const seds = filterOf('SEDs', 1);
    for (const operation of ['Crear', 'Listar', 'Leer', 'Actualizar', 'Eliminar']) {
      expect(within(seds).getByRole('checkbox', { name: operation })).toBeChecked();
    }
    expect(within(seds).getByRole('combobox', { name: 'Campo de la fila' })).toHaveValue('user_id');
    expect(within(seds).getByRole('combobox', { name: 'Operador' })).toHaveValue('$eq');
    expect(within(seds).getByRole('combobox', { name: 'Campo del usuario' })).toHaveValue('id');
    expect(within(seds).getByText('Filas cuyo user_id es igual al id del usuario.')).toBeInTheDocument();
    expect(within(seds).getByRole('combobox', { name: 'Operador' })).toHaveAccessibleDescription(
      '$contains y $not_contains están desactivados: solo buscan texto dentro de texto, y aquí se comparan dos campos de tipo identificador.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Permitir Usuarios' }));
    // Users have no user_id: a new filter starts on the row's own id, and says so nowhere as the default.
    const addUsersFilter = within(card('Usuarios')).getByRole('button', { name: 'Agregar filtro' });
    expect(addUsersFilter).not.toHaveAccessibleDescription(/predeterminado/);
    await user.click(addUsersFilter);
    const users = filterOf('Usuarios', 1);
    await user.selectOptions(within(users).getByRole('combobox', { name: 'Campo de la fila' }), 'tutor_id');
    await user.selectOptions(within(users).getByRole('combobox', { name: 'Campo del usuario' }), 'tutor_id');
    await user.click(screen.getByRole('checkbox', { name: 'Permitir Lecciones' }));

    await user.click(screen.getByRole('button', { name: 'Crear Vista' }));
    expect(await findToast('Vista creada')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/views'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/user_views',
        body: {
          name: 'vista_tutores',
          description: 'Lo de sus estudiantes',
          views: { seds: [DEFAULT_VIEW_FILTER], users: [TUTOR_FILTER], lessons: [] },
        },
      }),
    ]);
  });

  it('offers the row fields of the collection, and only the operators that can compare the chosen fields, saying why', async () => {
    const user = userEvent.setup();
    openCreate();
    await user.click(screen.getByRole('checkbox', { name: 'Permitir Lecciones' }));
    await user.click(within(card('Lecciones')).getByRole('button', { name: 'Agregar filtro' }));
    const lesson = filterOf('Lecciones', 1);
    const rowField = within(lesson).getByRole('combobox', { name: 'Campo de la fila' });
    // The server's allowlist, the derived field included.
    expect(
      within(rowField)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'id (identificador)',
      'title (texto)',
      'video_url (texto)',
      'assigned_user_ids (lista de identificadores)',
    ]);
    const operator = within(lesson).getByRole('combobox', { name: 'Operador' });
    expect(within(operator).getByRole('option', { name: '$contains — contiene (no disponible)' })).toBeDisabled();
    expect(operator).toHaveAccessibleDescription(
      '$contains y $not_contains están desactivados: solo buscan texto dentro de texto, y aquí se comparan dos campos de tipo identificador.',
    );

    // A list field: the operator moves to the first that fits.
    await user.selectOptions(rowField, 'assigned_user_ids');
    expect(operator).toHaveValue('$contains');
    expect(within(operator).getByRole('option', { name: '$eq — es igual a (no disponible)' })).toBeDisabled();
    expect(within(operator).getByRole('option', { name: '$in — está en' })).toBeEnabled();
    expect(operator).toHaveAccessibleDescription(
      'Solo $contains, $not_contains, $in, $nin: assigned_user_ids es una lista, y solo se puede buscar en ella un valor de su mismo tipo.',
    );
    expect(within(lesson).getByText('Filas cuyo assigned_user_ids contiene el id del usuario.')).toBeInTheDocument();
  });

  it("checks the view with the domain's schema before asking: no operation, fields no operator can compare, the name", async () => {
    const user = userEvent.setup();
    const { calls } = openCreate();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Vista Mala');
    await user.click(screen.getByRole('checkbox', { name: 'Permitir Usuarios' }));
    await user.click(within(card('Usuarios')).getByRole('button', { name: 'Agregar filtro' }));
    const users = filterOf('Usuarios', 1);
    await user.click(within(users).getByRole('checkbox', { name: 'Listar' }));
    await user.click(within(users).getByRole('checkbox', { name: 'Leer' }));
    await user.selectOptions(within(users).getByRole('combobox', { name: 'Campo de la fila' }), 'lesson_level');
    await user.selectOptions(within(users).getByRole('combobox', { name: 'Campo del usuario' }), 'email');
    expect(within(users).getByRole('combobox', { name: 'Operador' })).toHaveAccessibleDescription(
      'Ningún operador puede comparar un campo de tipo número con uno de tipo texto: elige campos del mismo tipo.',
    );
    await user.click(screen.getByRole('button', { name: 'Crear Vista' }));

    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      expect.stringContaining('El nombre debe contener solo letras minúsculas y guiones bajos'),
    );
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    const summary = screen.getByRole('region', { name: 'Error de validación' });
    expect(summary).toHaveTextContent('Usuarios › Filtro 1 › Operaciones: Elige al menos una operación');
    expect(summary).toHaveTextContent(
      'Usuarios › Filtro 1 › Operador: El operador $eq no puede comparar users.lesson_level con el campo de usuario email',
    );
    expect(within(users).getByRole('combobox', { name: 'Operador' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('button', { name: /Operaciones: Elige al menos una operación/ }));
    expect(within(users).getByRole('checkbox', { name: 'Crear' })).toHaveFocus();
    expect(writes(calls)).toEqual([]);

    // Fixing it clears the messages as it goes.
    await user.click(within(users).getByRole('checkbox', { name: 'Leer' }));
    await user.selectOptions(within(users).getByRole('combobox', { name: 'Campo del usuario' }), 'lesson_level');
    await waitFor(() => expect(summary).not.toHaveTextContent('Filtro 1'));
  });

  it("puts the server's 422 on the filter field it names, and the rest in the 'Error de validación' box", async () => {
    const user = userEvent.setup();
    openCreate({
      'POST /api/user_views': json(
        {
          success: false,
          detail: [
            { loc: ['body', 'views', 'users', 0, 'operator'], msg: 'Operador no válido', type: 'x' },
            { loc: ['body', 'views', 'planets'], msg: 'Colección no válida', type: 'x' },
          ],
        },
        422,
      ),
    });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'vista');
    await user.click(screen.getByRole('checkbox', { name: 'Permitir Usuarios' }));
    await user.click(within(card('Usuarios')).getByRole('button', { name: 'Agregar filtro' }));
    await user.click(screen.getByRole('button', { name: 'Crear Vista' }));

    const operator = within(filterOf('Usuarios', 1)).getByRole('combobox', { name: 'Operador' });
    await waitFor(() => expect(operator).toHaveAccessibleDescription(expect.stringContaining('Operador no válido')));
    await waitFor(() => expect(operator).toHaveFocus());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Error de validación');
    expect(summary).toHaveTextContent('Colección no válida');
    expect(summary).toHaveTextContent('Usuarios › Filtro 1 › Operador: Operador no válido');
  });

  it("says the server's 409 (name taken) above the buttons", async () => {
    const user = userEvent.setup();
    openCreate({
      'POST /api/user_views': json({ success: false, detail: 'Ya existe una vista con ese nombre' }, 409),
    });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'student_view');
    await user.click(screen.getByRole('button', { name: 'Crear Vista' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una vista con ese nombre');
  });
});

describe('/admin/views/{id}/edit', () => {
  it('shows the saved filters and saves the whole view with PUT; off and on again brings the filters back', async () => {
    const user = userEvent.setup();
    const view = makeView(4, {
      name: 'vista_tutor',
      description: 'Tutores',
      views: { users: [TUTOR_FILTER], seds: [DEFAULT_VIEW_FILTER, OTHERS_FILTER], plans: [] },
    });
    const { calls } = openEdit(view, { [`PUT /api/user_views/${view.id}`]: json(item(view)) });
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('vista_tutor');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Vista' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Permitir Usuarios' })).toBeChecked();
    expect(within(card('SEDs')).getByText('2 filtros')).toBeInTheDocument();
    expect(within(card('Planes')).getByText('Todas las filas')).toBeInTheDocument();
    expect(within(filterOf('Usuarios', 1)).getByRole('combobox', { name: 'Campo de la fila' })).toHaveValue('tutor_id');

    await user.click(screen.getByRole('checkbox', { name: 'Permitir Usuarios' }));
    expect(within(card('Usuarios')).queryByRole('group', { name: 'Filtro 1' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Permitir Usuarios' }));
    expect(within(filterOf('Usuarios', 1)).getByRole('combobox', { name: 'Campo de la fila' })).toHaveValue('tutor_id');

    await user.click(within(card('SEDs')).getByRole('button', { name: 'Eliminar filtro 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Permitir Planes' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar Vista' }));
    expect(await findToast('Vista actualizada')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/views'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/api/user_views/${view.id}`,
        body: { name: 'vista_tutor', description: 'Tutores', views: { users: [TUTOR_FILTER], seds: [OTHERS_FILTER] } },
      }),
    ]);
  });

  it('shows a stored field the editor does not offer as not valid, and refuses it', async () => {
    const user = userEvent.setup();
    const view = makeView(5, {
      views: { seds: [{ ...DEFAULT_VIEW_FILTER, collection_field: 'audio_file' }] } as UserView['views'],
    });
    const { calls } = openEdit(view);
    const rowField = within(await screen.findByRole('group', { name: 'Filtro 1' })).getByRole('combobox', {
      name: 'Campo de la fila',
    });
    expect(within(rowField).getByRole('option', { selected: true })).toHaveTextContent('audio_file (no válido)');
    await user.click(screen.getByRole('button', { name: 'Actualizar Vista' }));
    expect(rowField).toHaveAccessibleDescription("El campo 'audio_file' no existe en seds");
    expect(writes(calls)).toEqual([]);
  });

  it("says 'Error al cargar la vista' and goes back to the list when the view can't be loaded", async () => {
    const view = makeView(6);
    openEdit(view, {
      [`GET /api/user_views/${view.id}`]: json({ success: false, detail: 'Vista no encontrada' }, 404),
    });
    expect(await findToast('Error al cargar la vista')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/views'));
  });
});

describe('the "Ver como…" slot', () => {
  it('hands the preview the unsaved views and the saved id', async () => {
    const user = userEvent.setup();
    const view = makeView(7, { views: { lessons: [] } });
    stubApi({ ...BASE, [`GET /api/user_views/${view.id}`]: json(item(view)) });
    setToken(tokens.admin());
    const seen: { draft: ViewAccessDraft; savedId?: string | undefined }[] = [];
    const Preview = (props: { draft: ViewAccessDraft; savedId?: string | undefined }) => {
      seen.push(props);
      return <p>Vista previa</p>;
    };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/admin/views/${view.id}/edit`]}>
          <RouterRoutes>
            <Route path="/admin/views/:id/edit" element={<ViewFormPage Preview={Preview} />} />
          </RouterRoutes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Vista previa')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ draft: { kind: 'view', views: { lessons: [] } }, savedId: view.id });
    await user.click(screen.getByRole('checkbox', { name: 'Permitir Tutores' }));
    await user.click(within(card('Tutores')).getByRole('button', { name: 'Agregar filtro' }));
    expect(seen.at(-1)?.draft).toEqual({ kind: 'view', views: { lessons: [], tutors: [DEFAULT_VIEW_FILTER] } });
  });
});
