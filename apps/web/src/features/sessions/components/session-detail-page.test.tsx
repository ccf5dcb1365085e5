import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { freezeClock, itemBody, listBody, listKey, makeSession } from '../test/fixtures';

describe('/sesiones/{id}', () => {
  it('shows the date from created_at, the feedback, the meeting and the tutor; Volver goes to the list', async () => {
    const session = makeSession({
      created_at: '2026-11-02T16:05:00', // no zone suffix: UTC
      meeting_time: '2026-11-09T15:00:00.000Z',
      feedback: 'Buen avance con la pronunciación.\nRepasa los verbos irregulares.',
    });
    freezeClock();
    const { calls } = stubApi({
      [`GET /api/sessions/${session.id}`]: json(itemBody(session)),
      'GET /api/tutors': json(listBody([])),
      [listKey('upcoming', 1)]: json(listBody([])),
    });
    renderApp(`/sesiones/${session.id}`, { token: tokens.student() });

    expect(screen.getByRole('heading', { level: 1, name: 'Detalles de la sesión' })).toBeInTheDocument();
    const data = await screen.findByRole('region', { name: 'Datos de la sesión' });
    expect(screen.getByText('Fecha').nextElementSibling).toHaveTextContent('02/11/2026, 10:05 a.m.');
    expect(data).toHaveTextContent('lunes, 9 de noviembre de 2026, 9:00 a.m.');
    expect(data).toHaveTextContent('Ana Rodríguez');
    expect(data).toHaveTextContent('Speaking');
    expect(screen.getByRole('region', { name: 'Retroalimentación' })).toHaveTextContent(
      'Buen avance con la pronunciación. Repasa los verbos irregulares.',
    );
    expect(calls.map((call) => call.path)).toEqual([`/api/sessions/${session.id}`]);

    await userEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sesiones$/);
  });

  it("says 'No feedback disponible' without feedback", async () => {
    const session = makeSession({ feedback: null });
    stubApi({ [`GET /api/sessions/${session.id}`]: json(itemBody(session)) });
    renderApp(`/sesiones/${session.id}`, { token: tokens.student() });
    expect(await screen.findByText('No feedback disponible')).toBeInTheDocument();
  });

  it("says 'Error al cargar los detalles de la sesión' when it cannot be read", async () => {
    stubApi({ 'GET /api/sessions/no-existe': json({ success: false, detail: 'Sesión no encontrada' }, 404) });
    renderApp('/sesiones/no-existe', { token: tokens.student() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los detalles de la sesión');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/sesiones');
  });
});
