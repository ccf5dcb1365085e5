import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERIES_REASONS, seriesOccurrences } from '@charla/domain/booking';
import { SERIES_MESSAGES } from '@charla/domain/sessions';
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
  tutorsRoute,
  usageRoute,
  ana,
  carlos,
} from '../test/fixtures';

/** The server's preview: every week of the body, the third one blocked by the tutor. */
function previewRoute(tutorName = 'Ana Rodríguez', refuse: (week: number) => boolean = (week) => week === 2): Routes {
  return {
    'POST /api/session_series/preview': async (request) => {
      const body = (await request.json()) as { fecha: string; hora: string; weeks: number };
      const dates = seriesOccurrences(body.fecha, body.hora, body.weeks).map(({ fecha, hora }, week) =>
        refuse(week)
          ? { fecha, hora, bookable: false, reason: SERIES_REASONS.blocked }
          : { fecha, hora, bookable: true },
      );
      return json({ success: true, data: { tutor_id: ANA_ID, tutor_name: tutorName, dates } });
    },
  };
}

function renderBooking(routes: Routes = {}) {
  freezeClock();
  const api = stubApi({ ...bookableRoute([ana, carlos]), ...usageRoute(), ...routes });
  const user = userEvent.setup();
  renderApp('/sesiones/agendar', { token: tokens.student() });
  return { ...api, user };
}

const tutorButton = () => screen.getByRole('button', { name: /^Tutor / });
const repeatBox = () => screen.getByRole('checkbox', { name: 'Repetir cada semana' });

async function fill(user: UserEvent, tutor = 'Ana Rodríguez', date = '2026-11-23', time = '09:00') {
  await waitFor(() => expect(tutorButton()).toBeEnabled());
  await user.click(tutorButton());
  await user.click(within(screen.getByRole('listbox', { name: 'Tutor' })).getByRole('option', { name: tutor }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Fecha' }), date);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Hora' }), time);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de sesión' }), 'speaking-session');
}

const previewCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/session_series/preview');

describe('/sesiones/agendar, repeating every week', () => {
  it('lists each week before confirming, the refused one with its reason, and books the series with its weeks', async () => {
    const { calls, user } = renderBooking({
      ...previewRoute(),
      'POST /api/session_series': json(
        itemBody({ id: 'serie-1', sessions: [makeSession(), makeSession(), makeSession()], skipped: [] }),
        201,
      ),
      [listKey('upcoming', 1)]: json(listBody([])),
    });
    await fill(user);
    expect(previewCalls(calls)).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Número de semanas' })).not.toBeInTheDocument();

    await user.click(repeatBox());
    const weeks = screen.getByRole('combobox', { name: 'Número de semanas' });
    expect(weeks).toHaveValue('4');
    await user.selectOptions(weeks, '6');

    const list = await screen.findByRole('region', { name: 'Semanas de la serie' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'lunes, 23 de noviembre de 2026, 9:00 a.m.Se puede agendar',
      'lunes, 30 de noviembre de 2026, 9:00 a.m.Se puede agendar',
      `lunes, 7 de diciembre de 2026, 9:00 a.m.No se puede agendar: ${SERIES_REASONS.blocked}`,
      'lunes, 14 de diciembre de 2026, 9:00 a.m.Se puede agendar',
      'lunes, 21 de diciembre de 2026, 9:00 a.m.Se puede agendar',
      'lunes, 28 de diciembre de 2026, 9:00 a.m.Se puede agendar',
    ]);
    expect(within(list).getByText('Tutor: Ana Rodríguez')).toBeInTheDocument();
    expect(previewCalls(calls).at(-1)?.body).toEqual({
      fecha: '2026-11-23',
      hora: '09:00',
      type: 'speaking-session',
      tutor_id: ANA_ID,
      meeting_time: '2026-11-23T15:00:00.000Z',
      weeks: 6,
    });

    await user.click(screen.getByRole('button', { name: 'Agendar 5 sesiones' }));
    expect(await screen.findByText('Se agendaron 3 sesiones semanales')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sesiones');
    expect(calls.find((call) => call.path === '/api/session_series')).toMatchObject({
      method: 'POST',
      body: { fecha: '2026-11-23', hora: '09:00', type: 'speaking-session', tutor_id: ANA_ID, weeks: 6 },
    });
    expect(calls.some((call) => call.path === '/api/sessions' && call.method === 'POST')).toBe(false);
  });

  it("names the tutor the series keeps with 'Any'", async () => {
    const { user } = renderBooking(previewRoute('Carlos Méndez', () => false));
    await fill(user, 'Any Tutor', '2026-11-24', '19:00');
    await user.click(repeatBox());
    const list = await screen.findByRole('region', { name: 'Semanas de la serie' });
    expect(within(list).getByText('Tutor asignado: Carlos Méndez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agendar 4 sesiones' })).toBeEnabled();
  });

  it('disables the button with the reason when no week can be booked', async () => {
    const { calls, user } = renderBooking(previewRoute('Ana Rodríguez', () => true));
    await fill(user);
    await user.click(repeatBox());
    const button = await screen.findByRole('button', { name: 'Agendar 0 sesiones' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(SERIES_MESSAGES.nothingBookable);
    expect(calls.some((call) => call.path === '/api/session_series')).toBe(false);
  });

  it('books a single session as before while the box is unchecked: no preview, POST /sessions', async () => {
    const { calls, user } = renderBooking({
      'POST /api/sessions': json(itemBody(makeSession()), 201),
      [listKey('upcoming', 1)]: json(listBody([])),
    });
    await fill(user);
    expect(repeatBox()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Agendar sesión' }));
    expect(await screen.findByText('Sesión agendada con éxito')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/sessions',
        body: {
          fecha: '2026-11-23',
          hora: '09:00',
          type: 'speaking-session',
          tutor_id: ANA_ID,
          meeting_time: '2026-11-23T15:00:00.000Z',
        },
      }),
    ]);
  });

  it('does not offer repeating when rescheduling one session (of a series too)', async () => {
    const session = makeSession({ series_id: 'serie-1' });
    freezeClock();
    stubApi({
      ...tutorsRoute(),
      ...bookableRoute([ana, carlos]),
      ...usageRoute(),
      [listKey('upcoming', 1)]: json(listBody([session])),
    });
    const user = userEvent.setup();
    renderApp('/sesiones', { token: tokens.student() });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reprogramar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fecha' })).toHaveValue('2026-11-23'));
    expect(screen.queryByRole('checkbox', { name: 'Repetir cada semana' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  });
});
