import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@charla/domain/booking';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  ANA_ID,
  bookableRoute,
  freezeClock,
  itemBody,
  listBody,
  listKey,
  makeSession,
  makeTutor,
  tutorsRoute,
  usageRoute,
  ana,
  carlos,
} from '../test/fixtures';

const ANA_BLOCKED = [{ dates: [23], start_time: 9.25, end_time: 9.5 }]; // 9:15 is booked
const offered = (tutors = [ana, carlos]) => bookableRoute(tutors, { [ANA_ID]: ANA_BLOCKED });

function renderBooking(routes: Routes = {}) {
  freezeClock();
  const api = stubApi({ ...offered(), ...usageRoute(), ...routes });
  const user = userEvent.setup();
  renderApp('/sesiones/agendar', { token: tokens.student() });
  return { ...api, user };
}

const tutorButton = () => screen.getByRole('button', { name: /^Tutor / });
const dateSelect = () => screen.getByRole('combobox', { name: 'Fecha' });
const timeSelect = () => screen.getByRole('combobox', { name: 'Hora' });
const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de sesión' });
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Agendar sesión' }));
const alerts = () =>
  [BOOKING_MESSAGES.tutor, BOOKING_MESSAGES.date, BOOKING_MESSAGES.time, BOOKING_MESSAGES.type].filter((text) =>
    screen.queryByText(text),
  );

async function pickTutor(user: UserEvent, name: string) {
  await waitFor(() => expect(tutorButton()).toBeEnabled());
  await user.click(tutorButton());
  await user.click(within(screen.getByRole('listbox', { name: 'Tutor' })).getByRole('option', { name }));
}

describe('/sesiones/agendar', () => {
  it('checks tutor, date, time and type in that order, one message at a time', async () => {
    const { calls, user } = renderBooking();
    expect(screen.getByRole('heading', { level: 1, name: 'Agendar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(tutorButton()).toBeEnabled());

    await submit(user);
    expect(alerts()).toEqual([BOOKING_MESSAGES.tutor]);
    expect(tutorButton()).toHaveFocus();
    expect(screen.queryByText(BOOKING_MESSAGES.anyHint)).not.toBeInTheDocument();

    await pickTutor(user, 'Ana Rodríguez');
    expect(screen.getByText(BOOKING_MESSAGES.anyHint)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Hora' })).not.toBeInTheDocument();
    await submit(user);
    expect(alerts()).toEqual([BOOKING_MESSAGES.date]);
    expect(dateSelect()).toHaveFocus();

    await user.selectOptions(dateSelect(), '2026-11-23');
    await submit(user);
    expect(alerts()).toEqual([BOOKING_MESSAGES.time]);

    await user.selectOptions(timeSelect(), '09:30');
    await submit(user);
    expect(alerts()).toEqual([BOOKING_MESSAGES.type]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers only dates with availability and the free 15-minute times, in 12-hour labels', async () => {
    const { user } = renderBooking();
    await pickTutor(user, 'Ana Rodríguez');
    expect(optionLabels(dateSelect())).toEqual([
      'Selecciona una fecha',
      'lunes, 23 de noviembre',
      'lunes, 30 de noviembre',
    ]);
    await user.selectOptions(dateSelect(), 'lunes, 23 de noviembre');
    // 9:15 is taken (blocked slots include booked times).
    expect(optionLabels(timeSelect())).toEqual(['Selecciona una hora', '9:00 a.m.', '9:30 a.m.', '9:45 a.m.']);
    expect(within(timeSelect()).getByRole('option', { name: '9:30 a.m.' })).toHaveValue('09:30');
  });

  it("uses the server's session length: with 30-minute sessions, no start that would run into a booked time", async () => {
    // The server sends its booked 9:15 session as 9:15–9:45 and says sessions last 30 minutes.
    const { user } = renderBooking(
      bookableRoute([ana, carlos], { [ANA_ID]: [{ dates: [23], start_time: 9.25, end_time: 9.75 }] }, 30),
    );
    await pickTutor(user, 'Ana Rodríguez');
    await user.selectOptions(dateSelect(), 'lunes, 23 de noviembre');
    // 9:00 and 9:30 would overlap 9:15–9:45; the hour still starts on 15-minute steps.
    expect(optionLabels(timeSelect())).toEqual(['Selecciona una hora', '9:45 a.m.']);
  });

  it('clears the time when the date changes, and the date when the new tutor does not offer it', async () => {
    const { user } = renderBooking();
    await pickTutor(user, 'Ana Rodríguez');
    await user.selectOptions(dateSelect(), '2026-11-23');
    await user.selectOptions(timeSelect(), '09:30');
    expect(timeSelect()).toHaveValue('09:30');

    await user.selectOptions(dateSelect(), '2026-11-30');
    expect(timeSelect()).toHaveValue('');
    expect(optionLabels(timeSelect())).toEqual([
      'Selecciona una hora',
      '9:00 a.m.',
      '9:15 a.m.',
      '9:30 a.m.',
      '9:45 a.m.',
    ]);

    await pickTutor(user, 'Carlos Méndez');
    expect(dateSelect()).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Hora' })).not.toBeInTheDocument();
    expect(optionLabels(dateSelect())).toEqual(['Selecciona una fecha', 'martes, 24 de noviembre']);
  });

  it('keeps the date when the new tutor also offers it (Any includes the chosen tutor)', async () => {
    const { user } = renderBooking();
    await pickTutor(user, 'Ana Rodríguez');
    await user.selectOptions(dateSelect(), '2026-11-30');
    await user.selectOptions(timeSelect(), '09:15');
    await pickTutor(user, 'Any Tutor');
    expect(dateSelect()).toHaveValue('2026-11-30');
    expect(timeSelect()).toHaveValue('09:15');
  });

  it("books with 'Any': the union of every tutor's times, tutor_id 'any', then the list", async () => {
    const { calls, user } = renderBooking({
      'POST /api/sessions': json(itemBody(makeSession()), 201),
      [listKey('upcoming', 1)]: json(listBody([])),
    });
    await waitFor(() => expect(tutorButton()).toBeEnabled());
    await user.click(tutorButton());
    const listbox = screen.getByRole('listbox', { name: 'Tutor' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ana Rodríguez', 'Carlos Méndez', 'Any Tutor']);
    // The virtual tutor carries the dice icon.
    expect(within(listbox).getByRole('option', { name: 'Any Tutor' }).querySelector('svg.lucide-dices')).not.toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'Any Tutor' }));
    expect(tutorButton()).toHaveAccessibleName('Tutor Any Tutor');
    expect(screen.getByText(BOOKING_MESSAGES.anyHint)).toBeInTheDocument();

    expect(optionLabels(dateSelect()).slice(1)).toEqual([
      'lunes, 23 de noviembre',
      'martes, 24 de noviembre',
      'lunes, 30 de noviembre',
    ]);
    await user.selectOptions(dateSelect(), '2026-11-24');
    expect(optionLabels(timeSelect()).slice(1)).toEqual(['7:00 p.m.', '7:15 p.m.', '7:30 p.m.', '7:45 p.m.']);
    await user.selectOptions(timeSelect(), '19:15');
    await user.selectOptions(typeSelect(), 'Reading');
    await submit(user);

    expect(await screen.findByText('Sesión agendada con éxito')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sesiones');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fecha: '2026-11-24',
      hora: '19:15',
      type: 'reading-session',
      tutor_id: 'any',
      meeting_time: '2026-11-25T01:15:00.000Z',
    });
  });

  it('asks once for the offered tutors and their taken times, and again when the tutor changes', async () => {
    const { calls, user } = renderBooking();
    const bookableCalls = () => calls.filter((call) => call.path === '/api/bookable_tutors').length;
    await waitFor(() => expect(bookableCalls()).toBe(1));
    expect(calls.filter((call) => call.path.startsWith('/api/tutors'))).toEqual([]);
    await pickTutor(user, 'Carlos Méndez');
    await waitFor(() => expect(bookableCalls()).toBe(2));
  });

  it("shows this month's sessions per type under the plan: used and remaining", async () => {
    renderBooking(usageRoute(1, 2));
    const usage = await screen.findByRole('table', { name: 'Tus sesiones de noviembre' });
    const rows = within(usage)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['TipoUsadasTe quedan', 'Speaking2 de 20', 'Reading1 de 21', 'Total3 de 41']);
  });

  it('says that sessions are booked at least 1 day ahead and within the month when no date is left', async () => {
    const { user } = renderBooking(bookableRoute([makeTutor({ availability: { SUNDAY: [] } }), carlos]));
    await pickTutor(user, 'Ana Rodríguez');
    expect(await screen.findByText(BOOKING_MESSAGES.noDates)).toBeInTheDocument();
    expect(dateSelect()).toBeDisabled();
  });

  it('offers nothing on the last day of the month', async () => {
    freezeClock('2026-11-30T18:00:00Z');
    stubApi({ ...offered(), ...usageRoute() });
    renderApp('/sesiones/agendar', { token: tokens.student() });
    expect(screen.getByText(BOOKING_MESSAGES.noDates)).toBeInTheDocument();
  });

  it.each([
    [json({ success: false, detail: 'Ese horario ya no está disponible' }, 409), 'Ese horario ya no está disponible'],
    ['network-error' as const, 'Error de conexión al servidor. Por favor, intente nuevamente.'],
  ])('shows the server detail or the connection message (%o) and keeps the choices', async (reply, message) => {
    const { user } = renderBooking({ 'POST /api/sessions': reply });
    await pickTutor(user, 'Ana Rodríguez');
    await user.selectOptions(dateSelect(), '2026-11-23');
    await user.selectOptions(timeSelect(), '09:00');
    await user.selectOptions(typeSelect(), 'speaking-session');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/sesiones/agendar');
    expect(dateSelect()).toHaveValue('2026-11-23');
    expect(typeSelect()).toHaveValue('speaking-session');
  });

  it("says 'Error fetching tutors' when the tutors fail", async () => {
    renderBooking({ 'GET /api/bookable_tutors': json({ success: false, detail: 'Error interno del servidor' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching tutors');
  });

  it("says 'Error processing tutor availability' when a tutor's times cannot be worked out", async () => {
    const { user } = renderBooking(bookableRoute([makeTutor({ ...ana, timezone: 'Marte/Base_Uno' }), carlos]));
    await pickTutor(user, 'Ana Rodríguez');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error processing tutor availability');
  });

  it('reschedules in edit mode: prefilled, its own time still offered, PATCH with the same payload', async () => {
    // Monday 23, 9:15 Mexico City: the slot the blocked list shows as booked is this session's own.
    const session = makeSession({ meeting_time: '2026-11-23T15:15:00.000Z', type: 'reading-session' });
    freezeClock();
    const { calls } = stubApi({
      ...tutorsRoute([ana, carlos]),
      ...offered(),
      ...usageRoute(),
      [listKey('upcoming', 1)]: () => json(listBody([session])),
      [`PATCH /api/sessions/${session.id}`]: json(itemBody({ ...session, meeting_time: '2026-11-30T15:45:00.000Z' })),
    });
    const user = userEvent.setup();
    renderApp('/sesiones', { token: tokens.student() });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Reprogramar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(tutorButton()).toHaveAccessibleName('Tutor Ana Rodríguez'));
    await waitFor(() => expect(dateSelect()).toHaveValue('2026-11-23'));
    expect(timeSelect()).toHaveValue('09:15');
    expect(optionLabels(timeSelect()).slice(1)).toEqual(['9:00 a.m.', '9:15 a.m.', '9:30 a.m.', '9:45 a.m.']);
    expect(typeSelect()).toHaveValue('reading-session');

    await user.selectOptions(dateSelect(), '2026-11-30');
    await user.selectOptions(timeSelect(), '09:45');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Sesión reprogramada con éxito')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/api/sessions/${session.id}`,
      body: {
        fecha: '2026-11-30',
        hora: '09:45',
        type: 'reading-session',
        tutor_id: ANA_ID,
        meeting_time: '2026-11-30T15:45:00.000Z',
      },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/sesiones');
  });
});
