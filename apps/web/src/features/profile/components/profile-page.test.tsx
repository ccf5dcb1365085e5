import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { getSession } from '@/lib/session';
import { json, stubApi, type Reply, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { PLAN_ID, TUTOR_ID, USER_ID, tokens } from '@/test/tokens';

const user = (overrides: Record<string, unknown> = {}) => ({
  id: USER_ID,
  name: 'Lucía Hernández',
  email: 'lucia@charla.test',
  phone: '+52 55 2000 0001',
  role_id: STUDENT_ROLE_ID,
  plan_id: PLAN_ID,
  lesson_level: 1,
  current_lesson_id: null,
  tutor_id: null,
  ...overrides,
});
const studentRole = {
  id: STUDENT_ROLE_ID,
  name: 'student',
  description: 'Estudiante',
  user_view_id: null,
  permissions: { users: ['read'], plans: ['read'], roles: ['read'], sessions: ['create', 'read'], seds: [] },
};
const plan = {
  id: PLAN_ID,
  name: 'Básico',
  language: 'en',
  sed_submission_days: ['FRIDAY', 'MONDAY', 'WEDNESDAY'],
  maximum_reading_sessions: 2,
  maximum_speaking_sessions: 4,
  maximum_total_sessions: 6,
};
const tutor = {
  id: TUTOR_ID,
  user_id: USER_ID,
  public_name: 'Profe Carlos',
  email: 'carlos@charla.test',
  timezone: 'America/Costa_Rica',
  availability: {
    WEDNESDAY: [{ start_time: 18, end_time: 21 }],
    MONDAY: [
      { start_time: 9.5, end_time: 12 },
      { start_time: 19.25, end_time: 20.75 },
    ],
  },
  blocked_slots: [{ dates: [16, 15], start_time: 18, end_time: 19 }],
};

const studentRoutes = (overrides: Routes = {}): Routes => ({
  [`GET /api/users/${USER_ID}`]: json({ success: true, data: user() }),
  [`GET /api/roles/${STUDENT_ROLE_ID}`]: json({ success: true, data: studentRole }),
  [`GET /api/plans/${PLAN_ID}`]: json({ success: true, data: plan }),
  ...overrides,
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/profile', () => {
  it('shows personal data, role, plan and session for a student, and no tutor section', async () => {
    const { calls } = stubApi(studentRoutes());
    renderApp('/profile', { token: tokens.student() });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(await screen.findByText('Lucía Hernández')).toBeInTheDocument();
    expect(section('Información Personal')).toHaveTextContent('lucia@charla.test');
    expect(section('Información Personal')).toHaveTextContent('+52 55 2000 0001');

    const role = section('Rol y Permisos');
    // People's words, not raw values (issue 8).
    expect(await within(role).findByText('Estudiante')).toBeInTheDocument();
    expect(role).not.toHaveTextContent('student');
    // seds has no actions, so four resources have permissions.
    expect(within(role).getByText('Recursos con permisos').nextElementSibling).toHaveTextContent('4');

    const planSection = section('Plan de Suscripción');
    expect(await within(planSection).findByText('Básico')).toBeInTheDocument();
    expect(planSection).toHaveTextContent('Inglés');
    expect(planSection).toHaveTextContent('lunes, miércoles y viernes');
    expect(within(planSection).getByText('Sesiones de Reading (máximo)').nextElementSibling).toHaveTextContent('2');
    expect(within(planSection).getByText('Sesiones de Speaking (máximo)').nextElementSibling).toHaveTextContent('4');
    expect(within(planSection).getByText('Sesiones en total (máximo)').nextElementSibling).toHaveTextContent('6');

    expect(section('Información de Sesión')).toHaveTextContent('Estudiante');
    expect(screen.queryByRole('region', { name: 'Información de Tutor' })).not.toBeInTheDocument();
    expect(calls.every((call) => call.headers.get('authorization')?.startsWith('Bearer '))).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/api/tutors'))).toBe(false);
  });

  it("uses the fallbacks 'Usuario {id}' and 'No disponible', and says when there is no plan", async () => {
    stubApi(
      studentRoutes({
        [`GET /api/users/${USER_ID}`]: json({
          success: true,
          data: user({ name: '', email: '', phone: '', plan_id: null }),
        }),
      }),
    );
    renderApp('/profile', { token: tokens.student() });

    const personal = section('Información Personal');
    expect(await within(personal).findByText(`Usuario ${USER_ID}`)).toBeInTheDocument();
    expect(within(personal).getAllByText('No disponible')).toHaveLength(2);
    expect(await within(section('Plan de Suscripción')).findByText('Sin plan asignado')).toBeInTheDocument();
  });

  it("links a student to 'Mi progreso' (issue 10), and not a tutor, who has no runs of their own", async () => {
    stubApi(studentRoutes());
    renderApp('/profile', { token: tokens.student() });
    expect(await screen.findByText('Lucía Hernández')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi progreso' })).toHaveAttribute('href', '/progreso');
    cleanup();

    stubApi({ [`GET /api/users/${USER_ID}`]: json({ success: true, data: user({ role_id: TUTOR_ROLE_ID }) }) });
    renderApp('/profile', { token: tokens.tutor() });
    expect(await screen.findByText('Lucía Hernández')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mi progreso' })).not.toBeInTheDocument();
  });

  it('shows the tutor section to tutors: public name, availability per weekday and blocked slots', async () => {
    const { calls } = stubApi({
      [`GET /api/users/${USER_ID}`]: json({
        success: true,
        data: user({ role_id: TUTOR_ROLE_ID, plan_id: null, tutor_id: TUTOR_ID }),
      }),
      [`GET /api/roles/${TUTOR_ROLE_ID}`]: json({
        success: true,
        data: { ...studentRole, id: TUTOR_ROLE_ID, name: 'tutor', description: null },
      }),
      [`GET /api/tutors?user_id=${USER_ID}`]: json({
        success: true,
        data: { data: [tutor], page_number: null, page_size: 1000 },
      }),
    });
    renderApp('/profile', { token: tokens.tutor() });

    const tutorSection = await screen.findByRole('region', { name: 'Información de Tutor' });
    expect(await within(tutorSection).findByText('Profe Carlos')).toBeInTheDocument();
    const days = within(tutorSection)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(days).toEqual([
      'Lunes: 9:30 a.m. – 12:00 p.m., 7:15 p.m. – 8:45 p.m.',
      'Miércoles: 6:00 p.m. – 9:00 p.m.',
      'Días 15 y 16 · 6:00 p.m. – 7:00 p.m.',
    ]);
    expect(calls.some((call) => call.path === `/api/tutors?user_id=${USER_ID}`)).toBe(true);
    expect(await within(section('Rol y Permisos')).findByText('Tutor')).toBeInTheDocument();
    // The zone as a city in Spanish, not America/Costa_Rica.
    expect(within(tutorSection).getByText('Zona horaria').nextElementSibling).toHaveTextContent(/^Costa Rica$/);
  });

  it("says 'No se pudo obtener la información del usuario' and starts over at /login when the user no longer exists (404)", async () => {
    stubApi(
      studentRoutes({ [`GET /api/users/${USER_ID}`]: json({ success: false, detail: 'Usuario no encontrado' }, 404) }),
    );
    renderApp('/profile', { token: tokens.student() });

    expect(await screen.findByText('No se pudo obtener la información del usuario')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("says 'No se pudo cargar la información del perfil' when a section fails", async () => {
    stubApi(studentRoutes({ [`GET /api/plans/${PLAN_ID}`]: json({ success: false, detail: 'No encontrado' }, 404) }));
    renderApp('/profile', { token: tokens.student() });

    const planSection = section('Plan de Suscripción');
    expect(await within(planSection).findByText('No se pudo cargar la información del perfil')).toBeInTheDocument();
    expect(within(section('Rol y Permisos')).getByText('Estudiante')).toBeInTheDocument();
  });

  it("ends the session with 'Sesión expirada…' when the API answers 401", async () => {
    stubApi(studentRoutes({ [`GET /api/users/${USER_ID}`]: json({ success: false, detail: 'Token inválido' }, 401) }));
    renderApp('/profile', { token: tokens.student() });

    expect(await screen.findByText('Sesión expirada. Por favor, inicia sesión nuevamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudo obtener la información del usuario')).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("shows a network failure with 'Reintentar' and keeps the session; retrying loads the profile", async () => {
    let userReply: Reply = 'network-error';
    const { calls } = stubApi(studentRoutes({ [`GET /api/users/${USER_ID}`]: () => userReply }));
    const events = userEvent.setup();
    renderApp('/profile', { token: tokens.student() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo obtener la información del usuario: Error de conexión al servidor');
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
    // Without the user the plan is unknown: not 'Sin plan asignado'.
    expect(section('Plan de Suscripción')).not.toHaveTextContent('Sin plan asignado');

    userReply = json({ success: true, data: user() });
    await events.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section('Información Personal')).findByText('Lucía Hernández')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(section('Plan de Suscripción')).findByText('Básico')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `/api/users/${USER_ID}`)).toHaveLength(2);
  });

  it('keeps the session on a server error too, with its detail and a retry', async () => {
    stubApi(
      studentRoutes({
        [`GET /api/users/${USER_ID}`]: json({ success: false, detail: 'Error interno del servidor' }, 500),
      }),
    );
    renderApp('/profile', { token: tokens.student() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo obtener la información del usuario: Error interno del servidor');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(getSession()).not.toBeNull();
  });
});
