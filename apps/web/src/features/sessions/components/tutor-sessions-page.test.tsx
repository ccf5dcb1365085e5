import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { deferred, freezeClock, itemBody, listBody, listKey, makeSession } from '../test/fixtures';

describe('/tutor/sesiones', () => {
  it('is linked from Home for tutors only', () => {
    stubApi();
    renderApp('/', { token: tokens.tutor() });
    expect(screen.getByRole('link', { name: 'Sesiones con estudiantes' })).toHaveAttribute('href', '/tutor/sesiones');
  });

  it("marks a week of a student's weekly series 'Semanal', and only those", async () => {
    const weekly = makeSession({
      series_id: '01a1fb99-0000-7000-8000-00000000beef',
      meeting_time: '2026-11-23T15:00:00.000Z',
    });
    const single = makeSession({ meeting_time: '2026-11-24T15:00:00.000Z' });
    freezeClock();
    stubApi({ [listKey('upcoming', 1)]: json(listBody([weekly, single])) });
    renderApp('/tutor/sesiones', { token: tokens.tutor() });
    const [first, second] = await within(screen.getByRole('region', { name: 'Próximas Sesiones' })).findAllByRole(
      'article',
    );
    expect(within(first!).getByText('Semanal')).toBeInTheDocument();
    expect(within(second!).queryByText('Semanal')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar esta y las siguientes' })).not.toBeInTheDocument();
  });

  it('lists upcoming sessions with the student, and past ones with their feedback and a form to write it', async () => {
    const upcoming = makeSession({ student_name: 'Diego Ramírez', meeting_time: '2026-11-23T15:00:00.000Z' });
    const withFeedback = makeSession({ meeting_time: '2026-11-10T15:00:00.000Z', feedback: 'Excelente fluidez.' });
    const without = makeSession({ meeting_time: '2026-11-03T15:00:00.000Z', type: 'reading-session' });
    const cancelled = makeSession({ meeting_time: '2026-11-01T15:00:00.000Z', estado: 'cancelada' });
    const save = deferred(json(itemBody({ ...without, feedback: 'Lee con más calma.' })));
    freezeClock();
    const { calls } = stubApi({
      [listKey('upcoming', 1)]: json(listBody([upcoming])),
      [listKey('past', 1)]: json(listBody([withFeedback, without, cancelled])),
      [`PATCH /api/sessions/${without.id}`]: save.route,
    });
    const user = userEvent.setup();
    renderApp('/tutor/sesiones', { token: tokens.tutor() });

    expect(screen.getByRole('heading', { level: 1, name: 'Sesiones con estudiantes' })).toBeInTheDocument();
    const next = await within(screen.getByRole('region', { name: 'Próximas Sesiones' })).findByRole('article');
    expect(next).toHaveTextContent('Estudiante: Diego Ramírez');
    expect(within(next).queryByRole('button', { name: /retroalimentación/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
    const past = screen.getByRole('region', { name: 'Sesiones Pasadas' });
    const [first, second, third] = await within(past).findAllByRole('article');
    expect(first).toHaveTextContent('Excelente fluidez.');
    expect(within(first!).getByRole('button', { name: 'Editar retroalimentación' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Sin retroalimentación todavía.');
    expect(within(third!).queryByRole('button', { name: /retroalimentación/ })).not.toBeInTheDocument();

    await user.click(within(second!).getByRole('button', { name: 'Escribir retroalimentación' }));
    await user.type(within(second!).getByRole('textbox', { name: 'Retroalimentación' }), '  Lee con más calma.  ');
    await user.click(within(second!).getByRole('button', { name: 'Guardar retroalimentación' }));
    expect(within(second!).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    act(() => save.release());

    expect(await screen.findByText('Retroalimentación guardada')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ feedback: 'Lee con más calma.' });
    expect(second).toHaveTextContent('Lee con más calma.');
    expect(within(second!).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the feedback cannot be saved, keeping the text", async () => {
    const past = makeSession({ meeting_time: '2026-11-10T15:00:00.000Z' });
    freezeClock();
    stubApi({
      [listKey('upcoming', 1)]: json(listBody([])),
      [listKey('past', 1)]: json(listBody([past])),
      [`PATCH /api/sessions/${past.id}`]: json(
        { success: false, detail: 'Solo el tutor de la sesión puede escribir la retroalimentación' },
        403,
      ),
    });
    const user = userEvent.setup();
    renderApp('/tutor/sesiones', { token: tokens.tutor() });
    await user.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
    const card = await within(screen.getByRole('region', { name: 'Sesiones Pasadas' })).findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Escribir retroalimentación' }));
    await user.type(within(card).getByRole('textbox', { name: 'Retroalimentación' }), 'Muy bien');
    await user.click(within(card).getByRole('button', { name: 'Guardar retroalimentación' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Solo el tutor de la sesión puede escribir la retroalimentación',
    );
    expect(within(card).getByRole('textbox', { name: 'Retroalimentación' })).toHaveValue('Muy bien');
  });

  it('keeps students out', () => {
    stubApi();
    renderApp('/tutor/sesiones', { token: tokens.student() });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
