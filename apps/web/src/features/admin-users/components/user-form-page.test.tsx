// /admin/users/create and /admin/users/{id}/edit against the real routes and a stubbed network
// (spec part 2 §2, §3, §5, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import type { User } from '@charla/domain/users';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  CUSTOM_ROLE_ID,
  item,
  lessonId,
  LOOKUP_ROUTES,
  makeUser,
  page,
  planId,
  tutorId,
  userId,
  usersUrl,
} from '../test/user-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const optionLabels = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
const password = (name: string) => screen.getByLabelText(name);
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');
const BASE_ROUTES: Routes = { ...LOOKUP_ROUTES, [usersUrl(1)]: json(page([])) };

function openCreate(routes: Routes = {}) {
  const api = stubApi({ ...BASE_ROUTES, ...routes });
  renderApp('/admin/users/create', { token: tokens.admin() });
  return api;
}

function openEdit(user: User, routes: Routes = {}) {
  const api = stubApi({ ...BASE_ROUTES, [`GET /api/users/${user.id}`]: json(item(user)), ...routes });
  renderApp(`/admin/users/${user.id}/edit`, { token: tokens.admin() });
  return api;
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('Nombre'), 'Zoe Martínez');
  await user.type(textbox('Correo electrónico'), 'zoe@charla.test');
  await user.type(textbox('Teléfono'), '+506 8888 1234');
  await user.type(password('Contraseña inicial'), 'primera-clave');
}

describe('/admin/users/create', () => {
  it('offers the roles, plans, tutors and lessons by name, and creates the user with POST', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({ 'POST /api/users': json(item(makeUser(9)), 201) });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear Nuevo Usuario' })).toBeInTheDocument();
    await waitFor(() =>
      expect(optionLabels('Rol')).toEqual([
        'Administrador',
        'Autor de contenido',
        'Coordinación académica',
        'Estudiante',
        'Tutor',
      ]),
    );
    // A new account is a student unless chosen otherwise.
    expect(select('Rol')).toHaveValue(STUDENT_ROLE_ID);
    await waitFor(() => expect(optionLabels('Plan')).toEqual(['Sin plan', 'Básico (Inglés)', 'Francés (Francés)']));
    await waitFor(() =>
      expect(optionLabels('Tutor asignado')).toEqual(['Sin tutor asignado', 'Teacher Ana', 'Teacher Luis']),
    );
    await waitFor(() =>
      expect(optionLabels('Lección actual')).toEqual([
        'Sin lección asignada',
        'El pasado simple',
        'Saludos y presentaciones',
      ]),
    );
    expect(screen.getByRole('spinbutton', { name: 'Nivel de lección' })).toHaveValue(0);

    await fillAccount(user);
    await user.selectOptions(select('Plan'), 'Francés (Francés)');
    await user.selectOptions(select('Tutor asignado'), 'Teacher Luis');
    await user.clear(screen.getByRole('spinbutton', { name: 'Nivel de lección' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Nivel de lección' }), '3');
    await user.selectOptions(select('Lección actual'), 'Saludos y presentaciones');
    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));

    expect(await findToast('Usuario creado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/users',
        body: {
          name: 'Zoe Martínez',
          email: 'zoe@charla.test',
          phone: '+506 8888 1234',
          password: 'primera-clave',
          role_id: STUDENT_ROLE_ID,
          plan_id: planId(2),
          tutor_id: tutorId(2),
          lesson_level: 3,
          current_lesson_id: lessonId(2),
        },
      }),
    ]);
  });

  it('requires name, email, phone and a first password of 8 characters, and a level of at least 0', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate();
    await user.clear(screen.getByRole('spinbutton', { name: 'Nivel de lección' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Nivel de lección' }), '-2');
    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));

    expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(textbox('Nombre')).toHaveFocus();
    expect(textbox('Correo electrónico')).toHaveAccessibleDescription('El correo electrónico es obligatorio');
    expect(textbox('Teléfono')).toHaveAccessibleDescription('El teléfono es obligatorio');
    expect(password('Contraseña inicial')).toHaveAccessibleDescription(
      expect.stringContaining('La contraseña es obligatoria'),
    );
    expect(screen.getByRole('spinbutton', { name: 'Nivel de lección' })).toHaveAccessibleDescription(
      'El nivel debe ser mayor o igual a 0',
    );

    await user.type(textbox('Correo electrónico'), 'zoe');
    await user.type(password('Contraseña inicial'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    expect(textbox('Correo electrónico')).toHaveAccessibleDescription('Correo electrónico no válido');
    expect(password('Contraseña inicial')).toHaveAccessibleDescription(
      expect.stringContaining('La contraseña debe tener al menos 8 caracteres'),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('puts a taken email on the email field and a 422 on its field', async () => {
    const user = userEvent.setup();
    let reply = json({ success: false, detail: 'Ya existe una cuenta con ese correo electrónico' }, 409);
    openCreate({ 'POST /api/users': () => reply });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    await waitFor(() =>
      expect(textbox('Correo electrónico')).toHaveAccessibleDescription(
        'Ya existe una cuenta con ese correo electrónico',
      ),
    );
    expect(textbox('Correo electrónico')).toHaveFocus();

    reply = json(
      { success: false, detail: [{ loc: ['body', 'phone'], msg: 'El teléfono es demasiado largo', type: 'x' }] },
      422,
    );
    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    await waitFor(() => expect(textbox('Teléfono')).toHaveAccessibleDescription('El teléfono es demasiado largo'));
    expect(location()).toBe('/admin/users/create');
  });

  it("says so under a choice whose list can't be loaded, and retries it", async () => {
    const user = userEvent.setup();
    let isDown = true;
    openCreate({
      'GET /api/tutors': () =>
        isDown
          ? json({ success: false, detail: 'Error interno del servidor' }, 500)
          : json({ success: true, data: { data: [], page_number: null, page_size: 1000 } }),
    });
    await waitFor(() =>
      expect(select('Tutor asignado')).toHaveAccessibleDescription('No se pudieron cargar los tutores. Reintentar'),
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(select('Tutor asignado')).not.toHaveAccessibleDescription(/No se pudieron/));
  });
});

describe('/admin/users/{id}/edit', () => {
  const saved = makeUser(4, {
    name: 'Luis Pérez',
    role_id: TUTOR_ROLE_ID,
    plan_id: planId(1),
    tutor_id: tutorId(1),
    lesson_level: 2,
    current_lesson_id: lessonId(1),
    current_lesson_title: 'El pasado simple',
  });

  it('fills the form with the saved user and saves with PATCH, leaving the password out when empty', async () => {
    const user = userEvent.setup();
    const { calls } = openEdit(saved, { [`PATCH /api/users/${saved.id}`]: json(item(saved)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Luis Pérez');
    expect(textbox('Correo electrónico')).toHaveValue('persona4@charla.test');
    await waitFor(() => expect(select('Rol')).toHaveDisplayValue('Tutor'));
    await waitFor(() => expect(select('Plan')).toHaveDisplayValue('Básico (Inglés)'));
    await waitFor(() => expect(select('Tutor asignado')).toHaveDisplayValue('Teacher Ana'));
    await waitFor(() => expect(select('Lección actual')).toHaveDisplayValue('El pasado simple'));
    expect(screen.getByRole('spinbutton', { name: 'Nivel de lección' })).toHaveValue(2);
    expect(password('Nueva contraseña (opcional)')).toHaveValue('');

    await user.selectOptions(select('Plan'), 'Sin plan');
    await user.selectOptions(select('Lección actual'), 'Sin lección asignada');
    await user.click(screen.getByRole('button', { name: 'Actualizar Usuario' }));

    expect(await findToast('Usuario actualizado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/users/${saved.id}`,
        body: {
          name: 'Luis Pérez',
          email: 'persona4@charla.test',
          phone: saved.phone,
          role_id: TUTOR_ROLE_ID,
          plan_id: null,
          tutor_id: tutorId(1),
          lesson_level: 2,
          current_lesson_id: null,
        },
      }),
    ]);
  });

  it('sends a new password when one is typed', async () => {
    const user = userEvent.setup();
    const { calls } = openEdit(saved, { [`PATCH /api/users/${saved.id}`]: json(item(saved)) });
    await user.type(await screen.findByLabelText('Nueva contraseña (opcional)'), 'otra-clave-9');
    await user.click(screen.getByRole('button', { name: 'Actualizar Usuario' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ password: 'otra-clave-9' });
  });

  it("shows the server's 409 for demoting the last administrator above the buttons, keeping the form", async () => {
    const user = userEvent.setup();
    const admin = makeUser(5, { role_id: ADMIN_ROLE_ID, name: 'Ana Admin' });
    openEdit(admin, {
      [`PATCH /api/users/${admin.id}`]: json(
        { success: false, detail: 'No se puede eliminar ni degradar al último administrador' },
        409,
      ),
    });
    await screen.findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(optionLabels('Rol')).toContain('Coordinación académica'));
    await user.selectOptions(select('Rol'), 'Coordinación académica');
    await user.click(screen.getByRole('button', { name: 'Actualizar Usuario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se puede eliminar ni degradar al último administrador',
    );
    expect(select('Rol')).toHaveValue(CUSTOM_ROLE_ID);
    expect(location()).toBe(`/admin/users/${admin.id}/edit`);
  });

  it("says 'Error al guardar el usuario' when the server gives no reason", async () => {
    const user = userEvent.setup();
    openEdit(saved, { [`PATCH /api/users/${saved.id}`]: json({}, 500) });
    await screen.findByRole('textbox', { name: 'Nombre' });
    await user.click(screen.getByRole('button', { name: 'Actualizar Usuario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar el usuario');
  });

  it("shows a saved choice missing from its list as 'No disponible', not as another option", async () => {
    const orphan = makeUser(6, { plan_id: planId(77) });
    openEdit(orphan);
    await screen.findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(select('Plan')).toHaveDisplayValue('No disponible'));
    expect(select('Plan')).toHaveValue(planId(77));
  });

  it("says 'Error al cargar el usuario' and goes back to the list when it can't be loaded", async () => {
    stubApi({
      ...BASE_ROUTES,
      [`GET /api/users/${userId(404)}`]: json({ success: false, detail: 'Usuario no encontrado' }, 404),
    });
    renderApp(`/admin/users/${userId(404)}/edit`, { token: tokens.admin() });
    expect(await findToast('Error al cargar el usuario')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/users'));
  });
});
