// /admin/tutors, /admin/tutors/create and /admin/tutors/{id}/edit against the real routes and a stubbed
// network (spec part 2 §2, §5, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tutor } from '@charla/domain/tutors';
import type { User } from '@charla/domain/users';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';

const id = (prefix: string, n: number) => `01a1fb99-${prefix}-7000-8000-${String(n).padStart(12, '0')}`;
const tutorId = (n: number) => id('7070', n);
const userId = (n: number) => id('05e5', n);

function makeTutor(n: number, overrides: Partial<Tutor> = {}): Tutor {
  return {
    id: tutorId(n),
    user_id: userId(n),
    public_name: `Tutora ${n}`,
    email: `tutora${n}@charla.test`,
    timezone: 'America/Costa_Rica',
    languages: ['en'],
    availability: { MONDAY: [{ start_time: 9, end_time: 12 }], FRIDAY: [{ start_time: 18, end_time: 19.5 }] },
    blocked_slots: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

function makeUser(n: number, overrides: Partial<User> = {}): User {
  return {
    id: userId(n),
    name: `Persona ${n}`,
    email: `persona${n}@charla.test`,
    phone: '+506 8888 0000',
    role_id: id('2013', 1),
    plan_id: null,
    lesson_level: 0,
    current_lesson_id: null,
    current_lesson_title: null,
    tutor_id: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  } as User;
}

const page = <T,>(rows: T[], n = 1) => json({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
const item = <T,>(row: T) => json({ success: true, data: row });
const tutorsUrl = (n: number, q?: string) =>
  `GET /api/tutors?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;
const usersUrl = (q?: string) => `GET /api/users?${q ? `q=${encodeURIComponent(q)}&` : ''}page_number=1&page_size=10`;

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });

function open(path: string, routes: Routes, token = tokens.admin()) {
  const api = stubApi(routes);
  const user = userEvent.setup();
  renderApp(path, { token });
  return { ...api, user };
}

afterEach(() => vi.restoreAllMocks());

describe('/admin/tutors', () => {
  it('lists public name, email, time zone and languages, with a create button and rows that open their editor', async () => {
    const tutors = [makeTutor(1), makeTutor(2, { email: null, timezone: 'Europe/Madrid', languages: [] })];
    const { calls, user } = open('/admin/tutors', { [tutorsUrl(1)]: page(tutors) });
    expect(screen.getByRole('heading', { level: 1, name: 'Tutores' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo tutor' })).toHaveAttribute('href', '/admin/tutors/create');
    const rows = within(await screen.findByRole('group', { name: 'Tutores' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Tutora 1' })).toHaveAttribute(
      'href',
      `/admin/tutors/${tutorId(1)}/edit`,
    );
    expect(
      within(rows[0]!).getByText('tutora1@charla.test · Costa Rica (America/Costa_Rica) · Inglés'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sin correo · Madrid (Europe/Madrid) · Sin idiomas')).toBeInTheDocument();
    expect(screen.getByText('No hay más tutores para cargar')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/tutors?page_number=1&page_size=10']);
    await user.click(within(rows[1]!).getByText('Sin correo · Madrid (Europe/Madrid) · Sin idiomas'));
    expect(location()).toBe(`/admin/tutors/${tutorId(2)}/edit`);
  });

  it("says 'Error al cargar los tutores' when the list fails", async () => {
    open('/admin/tutors', { [tutorsUrl(1)]: json({ success: false, detail: 'x' }, 500) });
    expect(await screen.findByText('Error al cargar los tutores')).toBeInTheDocument();
  });

  it('deletes after the browser confirm; a refusal is shown under the spec text', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls, user } = open('/admin/tutors', {
      [tutorsUrl(1)]: page([makeTutor(1), makeTutor(2)]),
      [`DELETE /api/tutors/${tutorId(1)}`]: json({ success: true, data: { id: tutorId(1) } }),
      [`DELETE /api/tutors/${tutorId(2)}`]: json({ success: false, detail: 'El tutor tiene sesiones agendadas' }, 409),
    });
    const rows = within(await screen.findByRole('group', { name: 'Tutores' })).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: /Eliminar/ }));
    expect(confirm).toHaveBeenCalledWith('¿Eliminar al tutor «Tutora 1»? Esta acción no se puede deshacer.');
    expect(await findToast('Tutor eliminado')).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: /Eliminar/ }));
    expect(await findToast('Error al eliminar el tutor')).toBeInTheDocument();
    expect(screen.getByText('El tutor tiene sesiones agendadas')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  it('keeps the tutor when the confirm is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls, user } = open('/admin/tutors', { [tutorsUrl(1)]: page([makeTutor(1)]) });
    const rows = within(await screen.findByRole('group', { name: 'Tutores' })).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: /Eliminar/ }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it.each(['student', 'tutor', 'content'] as const)('sends a %s Home from every tutor screen', (role) => {
    for (const path of ['/admin/tutors', '/admin/tutors/create', `/admin/tutors/${tutorId(1)}/edit`]) {
      stubApi();
      const { unmount } = renderApp(path, { token: tokens[role]() });
      expect(location()).toBe('/');
      unmount();
    }
  });
});

describe('/admin/tutors/create', () => {
  it('requires a user and a public name, then POSTs the picked user, the name, the zone and the languages', async () => {
    const { calls, user } = open('/admin/tutors/create', {
      [usersUrl('per')]: page([makeUser(3)]),
      'POST /api/tutors': json({ success: true, data: makeTutor(3) }, 201),
      [tutorsUrl(1)]: page([]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear Nuevo Tutor' })).toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Zona horaria' });
    expect(zone).toHaveValue('America/Costa_Rica');
    expect(within(zone).getByRole('option', { name: 'Costa Rica (America/Costa_Rica)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear Tutor' }));
    expect(await screen.findByText('El usuario es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El nombre público es obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' })).toHaveFocus();

    // Nothing is asked before something is typed; the search asks the server, not loaded rows.
    expect(calls.some((call) => call.path.startsWith('/api/users'))).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }), 'per');
    const picked = await screen.findByRole('button', { name: /Persona 3/ });
    await user.click(picked);
    const chosen = screen.getByRole('group', { name: 'Usuario' });
    expect(within(chosen).getByText('persona3@charla.test')).toBeInTheDocument();
    expect(screen.queryByText('El usuario es obligatorio')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Nombre público/ }), 'Teacher Ana');
    await user.selectOptions(zone, 'Europe/Madrid');
    const languages = screen.getByRole('group', { name: 'Idiomas que enseña' });
    expect(
      within(languages)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['en', 'es', 'fr']);
    await user.click(within(languages).getByRole('checkbox', { name: 'Francés' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Inglés' }));
    await user.click(screen.getByRole('button', { name: 'Crear Tutor' }));
    expect(await findToast('Tutor creado')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      user_id: userId(3),
      public_name: 'Teacher Ana',
      timezone: 'Europe/Madrid',
      languages: ['en', 'fr'],
    });
    await waitFor(() => expect(location()).toBe('/admin/tutors'));
  });

  it("shows the server's refusal in words and keeps what was typed", async () => {
    const { user } = open('/admin/tutors/create', {
      [usersUrl('per')]: page([makeUser(1)]),
      'POST /api/tutors': json({ success: false, detail: 'Este usuario ya es tutor' }, 409),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }), 'per');
    await user.click(await screen.findByRole('button', { name: /Persona 1/ }));
    await user.type(screen.getByRole('textbox', { name: /Nombre público/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Crear Tutor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este usuario ya es tutor');
    expect(screen.getByRole('textbox', { name: /Nombre público/ })).toHaveValue('Ana');
  });

  it("puts a 422 on its field under 'Error de validación'", async () => {
    const { user } = open('/admin/tutors/create', {
      [usersUrl('per')]: page([makeUser(1)]),
      'POST /api/tutors': json(
        { success: false, detail: [{ loc: ['body', 'timezone'], msg: 'Zona horaria no válida', type: 'custom' }] },
        422,
      ),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }), 'per');
    await user.click(await screen.findByRole('button', { name: /Persona 1/ }));
    await user.type(screen.getByRole('textbox', { name: /Nombre público/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Crear Tutor' }));
    expect(await screen.findByText('Error de validación')).toBeInTheDocument();
    expect(screen.getAllByText('Zona horaria no válida').length).toBeGreaterThan(0);
  });
});

describe('/admin/tutors/{id}/edit', () => {
  it('shows the user locked, the languages, the availability read-only with a link to edit it, and PATCHes', async () => {
    const tutor = makeTutor(1);
    const { calls, user } = open(`/admin/tutors/${tutor.id}/edit`, {
      [`GET /api/tutors/${tutor.id}`]: item(tutor),
      [`GET /api/users/${tutor.user_id}`]: item(makeUser(1)),
      [`PATCH /api/tutors/${tutor.id}`]: item({ ...tutor, public_name: 'Ana R.' }),
      [tutorsUrl(1)]: page([]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Tutor' })).toBeInTheDocument();
    const chosen = await screen.findByRole('group', { name: 'Usuario' });
    expect(await within(chosen).findByText('Persona 1')).toBeInTheDocument();
    expect(within(chosen).getByText('No se puede cambiar al editar.')).toBeInTheDocument();
    expect(within(chosen).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    const grid = screen.getByRole('group', { name: 'Horario semanal' });
    expect(within(grid).getByRole('list', { name: 'Lunes' })).toHaveTextContent('9:00 a.m. – 12:00 p.m.');
    expect(within(grid).getByRole('list', { name: 'Viernes' })).toHaveTextContent('6:00 p.m. – 7:30 p.m.');
    expect(within(grid).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar horario' })).toHaveAttribute(
      'href',
      `/tutor/horario?tutor=${tutor.id}`,
    );

    const name = screen.getByRole('textbox', { name: /Nombre público/ });
    await user.clear(name);
    await user.type(name, 'Ana R.');
    const languages = screen.getByRole('group', { name: 'Idiomas que enseña' });
    expect(within(languages).getByRole('checkbox', { name: 'Inglés' })).toBeChecked();
    await user.click(within(languages).getByRole('checkbox', { name: 'Inglés' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Francés' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar Tutor' }));
    expect(await findToast('Tutor actualizado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      public_name: 'Ana R.',
      timezone: 'America/Costa_Rica',
      languages: ['fr'],
    });
  });

  it("goes back to the list with 'Error al cargar el tutor' when the tutor can't be loaded", async () => {
    open(`/admin/tutors/${tutorId(9)}/edit`, {
      [`GET /api/tutors/${tutorId(9)}`]: json({ success: false, detail: 'Tutor no encontrado' }, 404),
      [tutorsUrl(1)]: page([]),
    });
    expect(await findToast('Error al cargar el tutor')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/tutors'));
  });

  it('says when the tutor has no availability yet, and still links to the schedule', async () => {
    const tutor = makeTutor(2, { availability: {} });
    open(`/admin/tutors/${tutor.id}/edit`, {
      [`GET /api/tutors/${tutor.id}`]: item(tutor),
      [`GET /api/users/${tutor.user_id}`]: item(makeUser(2)),
    });
    expect(await screen.findByText('Este tutor todavía no tiene horarios.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar horario' })).toBeInTheDocument();
  });
});
