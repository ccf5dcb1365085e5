// The profile's 'Avisos' (email per kind, in-app always on) and 'Calendario' (the private feed URL,
// shown once) sections against a stubbed network (docs/decisions/024).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@charla/domain/notifications';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { PLAN_ID, USER_ID, tokens } from '@/test/tokens';

const FEED_URL = 'http://127.0.0.1:3000/api/calendar/0123456789abcdef0123456789abcdef.ics';

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return { email_off: [], email_available: true, calendar_feed_created_at: null, ...overrides };
}

const profileRoutes: Routes = {
  [`GET /api/users/${USER_ID}`]: json({
    success: true,
    data: { id: USER_ID, name: 'Lucía', email: 'l@charla.test', role_id: STUDENT_ROLE_ID, plan_id: PLAN_ID },
  }),
};

function renderProfile(routes: Routes) {
  const api = stubApi({ ...profileRoutes, ...routes });
  const user = userEvent.setup();
  renderApp('/profile', { token: tokens.student() });
  return { ...api, user };
}

const notices = () => screen.getByRole('region', { name: 'Avisos' });
const calendar = () => screen.getByRole('region', { name: 'Calendario' });
const emailGroup = () => within(notices()).getByRole('group', { name: 'Recibir también por correo' });

describe("the profile's 'Avisos'", () => {
  it('ticks the kinds wanted by email, says in-app is always on, and saves the others as email_off', async () => {
    // homework_submitted is a tutor's: not offered to a student, and kept as it was (issue 48).
    let saved = settings({ email_off: ['session_reminder', 'homework_submitted'] });
    const { calls, user } = renderProfile({
      'GET /api/notification_settings': () => json({ success: true, data: saved }),
      'PUT /api/notification_settings': (request) =>
        request.json().then((body: { email_off: NotificationSettings['email_off'] }) => {
          saved = settings({ email_off: body.email_off });
          return json({ success: true, data: saved });
        }),
    });
    const group = await within(await screen.findByRole('region', { name: 'Avisos' })).findByRole('group', {
      name: 'Recibir también por correo',
    });
    expect(notices()).toHaveTextContent('En la app recibes siempre todos tus avisos');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(NOTIFICATION_KINDS.length - 1);
    expect(within(group).queryByRole('checkbox', { name: 'Tarea entregada por un estudiante' })).toBeNull();
    expect(within(group).getByRole('checkbox', { name: 'Sesión agendada' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Recordatorio de sesión' })).not.toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Recordatorio de sesión' }));
    await user.click(within(group).getByRole('checkbox', { name: 'SED procesado' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Lección asignada' }));
    await user.click(within(notices()).getByRole('button', { name: 'Guardar preferencias' }));

    expect(await screen.findByText('Preferencias de avisos guardadas')).toBeInTheDocument();
    // In the kinds' order, whatever order they were clicked in.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email_off: ['sed_processed', 'lesson_assigned', 'homework_submitted'],
    });
    expect(within(emailGroup()).getByRole('checkbox', { name: 'Recordatorio de sesión' })).toBeChecked();
  });

  it('without email on the server: says so and disables the boxes and the save', async () => {
    renderProfile({
      'GET /api/notification_settings': json({ success: true, data: settings({ email_available: false }) }),
    });
    expect(
      await within(await screen.findByRole('region', { name: 'Avisos' })).findByText(
        'Este servidor no tiene el correo configurado: por ahora los avisos solo llegan a la app.',
      ),
    ).toBeInTheDocument();
    for (const box of within(emailGroup()).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(within(notices()).getByRole('button', { name: 'Guardar preferencias' })).toBeDisabled();
  });

  it("puts the server's refusal on the group", async () => {
    const { user } = renderProfile({
      'GET /api/notification_settings': json({ success: true, data: settings() }),
      'PUT /api/notification_settings': json(
        { success: false, detail: [{ loc: ['body', 'email_off', 0], msg: 'Tipo de aviso no válido', type: 'x' }] },
        422,
      ),
    });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Avisos' })).findByRole('button', {
        name: 'Guardar preferencias',
      }),
    );
    await waitFor(() => expect(emailGroup()).toHaveAccessibleDescription('Tipo de aviso no válido'));
  });

  it('says when the preferences cannot be loaded', async () => {
    renderProfile({ 'GET /api/notification_settings': json({ success: false, detail: 'Error' }, 500) });
    expect(
      await within(await screen.findByRole('region', { name: 'Avisos' })).findByText(
        'No se pudieron cargar tus preferencias de avisos',
      ),
    ).toBeInTheDocument();
    expect(within(calendar()).getByText('No se pudo cargar el estado de tu calendario')).toBeInTheDocument();
  });
});

describe("the profile's plan", () => {
  it.each([
    [12, '12 horas'],
    [1, '1 hora'],
    [0, 'Sin límite'],
  ])('says the notice to cancel or reschedule (%i → %s)', async (hours, text) => {
    renderProfile({
      [`GET /api/plans/${PLAN_ID}`]: json({
        success: true,
        data: {
          id: PLAN_ID,
          name: 'Básico',
          language: 'en',
          sed_submission_days: ['MONDAY'],
          maximum_reading_sessions: 2,
          maximum_speaking_sessions: 4,
          maximum_total_sessions: 6,
          cancel_notice_hours: hours,
        },
      }),
      'GET /api/notification_settings': json({ success: true, data: settings() }),
    });
    const plan = await screen.findByRole('region', { name: 'Plan de Suscripción' });
    expect((await within(plan).findByText('Aviso mínimo para cancelar')).nextElementSibling).toHaveTextContent(text);
  });
});

describe("the profile's 'Calendario'", () => {
  it('creates the feed and shows its URL once, with a copy button and how to subscribe', async () => {
    let current = settings();
    const { user } = renderProfile({
      'GET /api/notification_settings': () => json({ success: true, data: current }),
      'POST /api/calendar_feed': () => {
        current = settings({ calendar_feed_created_at: '2026-11-21T18:00:00.000Z' });
        return json({ success: true, data: { url: FEED_URL } }, 201);
      },
    });
    const section = await screen.findByRole('region', { name: 'Calendario' });
    await user.click(await within(section).findByRole('button', { name: 'Crear enlace del calendario' }));

    const box = await within(section).findByRole('textbox', { name: 'Enlace privado de tu calendario' });
    expect(box).toHaveValue(FEED_URL);
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAccessibleDescription(/Guárdalo ahora: no se volverá a mostrar\./);
    expect(box).toHaveAccessibleDescription(/Añadir calendario desde URL/);
    await user.click(within(section).getByRole('button', { name: 'Copiar enlace' }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Generar un enlace nuevo' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Revocar enlace' })).toBeInTheDocument();
  });

  it('with a feed already made: says since when (not the URL), rotates after asking, revokes after asking', async () => {
    let current = settings({ calendar_feed_created_at: '2026-11-02T16:05:00.000Z' });
    const { calls, user } = renderProfile({
      'GET /api/notification_settings': () => json({ success: true, data: current }),
      'POST /api/calendar_feed': json({ success: true, data: { url: '/api/calendar/nuevo.ics' } }, 201),
      'DELETE /api/calendar_feed': () => {
        current = settings();
        return json({ success: true });
      },
    });
    const section = await screen.findByRole('region', { name: 'Calendario' });
    expect(
      await within(section).findByText(/Tienes un enlace activo desde el lunes, 2 de noviembre de 2026/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();

    // Rotating: 'No, mantenerlo' keeps it; 'Sí' shows the new one (a path made a full URL).
    await user.click(within(section).getByRole('button', { name: 'Generar un enlace nuevo' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Generar un enlace nuevo?' });
    expect(dialog).toHaveTextContent('El enlace actual dejará de funcionar');
    await user.click(within(dialog).getByRole('button', { name: 'No, mantenerlo' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Generar un enlace nuevo' }));
    await user.click(screen.getByRole('button', { name: 'Sí, generar uno nuevo' }));
    expect(await within(section).findByRole('textbox', { name: 'Enlace privado de tu calendario' })).toHaveValue(
      `${window.location.origin}/api/calendar/nuevo.ics`,
    );

    await user.click(within(section).getByRole('button', { name: 'Revocar enlace' }));
    dialog = screen.getByRole('alertdialog', { name: '¿Revocar el enlace del calendario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, revocar' }));
    expect(await screen.findByText('Enlace del calendario revocado')).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Crear enlace del calendario' })).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/calendar_feed']);
  });

  it("says why when the feed cannot be made, in the server's words", async () => {
    const { user } = renderProfile({
      'GET /api/notification_settings': json({ success: true, data: settings() }),
      'POST /api/calendar_feed': json({ success: false, detail: 'Demasiadas solicitudes' }, 429),
    });
    const section = await screen.findByRole('region', { name: 'Calendario' });
    await user.click(await within(section).findByRole('button', { name: 'Crear enlace del calendario' }));
    expect(await screen.findByText('No se pudo cambiar el enlace del calendario')).toBeInTheDocument();
    expect(screen.getByText('Demasiadas solicitudes')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
