import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { freezeClock, itemBody, listBody, listKey, makeSession, tutorsRoute } from '../test/fixtures';

const SERIES_ID = '01a1fb99-0000-7000-8000-00000000beef';

describe('/sesiones, a weekly series', () => {
  it("marks its weeks 'Semanal' and cancels one and the following from that week's Mexico City date", async () => {
    // Monday 30 November, 7:00 p.m. in Mexico City: already Tuesday 1 December in UTC.
    const weekly = makeSession({ series_id: SERIES_ID, meeting_time: '2026-12-01T01:00:00.000Z' });
    const next = makeSession({ series_id: SERIES_ID, meeting_time: '2026-12-08T01:00:00.000Z' });
    const single = makeSession({ meeting_time: '2026-11-24T15:00:00.000Z' });
    let rows = [single, weekly, next];
    freezeClock();
    const { calls } = stubApi({
      ...tutorsRoute(),
      [listKey('upcoming', 1)]: () => json(listBody(rows)),
      [`DELETE /api/session_series/${SERIES_ID}?from=2026-11-30`]: () => {
        rows = [single, { ...weekly, estado: 'cancelada' }, { ...next, estado: 'cancelada' }];
        return json(
          itemBody({
            cancelled: [weekly],
            skipped: [{ fecha: '2026-12-07', reason: 'Faltan menos de 12 horas para la sesión' }],
          }),
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/sesiones', { token: tokens.student() });

    const card = await screen.findByRole('article', { name: /^Speaking lunes, 30 de noviembre de 2026, 7:00 p\.m\.$/ });
    expect(within(card).getByText('Semanal')).toBeInTheDocument();
    const singleCard = screen.getByRole('article', { name: /24 de noviembre/ });
    expect(within(singleCard).queryByText('Semanal')).not.toBeInTheDocument();
    expect(
      within(singleCard).queryByRole('button', { name: 'Cancelar esta y las siguientes' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancelar' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Cancelar esta y las siguientes' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar esta sesión y las siguientes?' });
    expect(dialog).toHaveAccessibleDescription(
      'Se cancelarán la sesión del lunes, 30 de noviembre de 2026, 7:00 p.m. y las de las semanas siguientes de esta serie semanal. Las semanas anteriores se mantienen.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar las siguientes' }));

    expect(await screen.findByText('Se canceló 1 sesión')).toBeInTheDocument();
    expect(
      screen.getByText('lunes, 7 de diciembre de 2026: Faltan menos de 12 horas para la sesión'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/session_series/${SERIES_ID}?from=2026-11-30`,
    ]);
    // The lists are asked for again: the weeks now show as cancelled.
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: /30 de noviembre/ })).getByText('Sesión cancelada'),
      ).toBeInTheDocument(),
    );
  });
});
