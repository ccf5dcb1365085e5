// Issue 51: the tutor marks a past session's attendance; the student reads the mark.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { deferred, freezeClock, itemBody, listBody, listKey, makeSession, tutorsRoute } from '../test/fixtures';

async function pastCards(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sesiones Pasadas' }));
  return within(screen.getByRole('region', { name: 'Sesiones Pasadas' })).findAllByRole('article');
}

describe('attendance', () => {
  it("lets the tutor mark a past session 'Realizada', and press it again to take the mark back", async () => {
    const past = makeSession({ meeting_time: '2026-11-10T15:00:00.000Z' });
    const cancelled = makeSession({ meeting_time: '2026-11-09T15:00:00.000Z', estado: 'cancelada' });
    const upcoming = makeSession({ meeting_time: '2026-11-23T15:00:00.000Z' });
    const marked = deferred(json(itemBody({ ...past, attendance: 'attended' })));
    let answers = [marked.route, json(itemBody({ ...past, attendance: null }))];
    freezeClock();
    const { calls } = stubApi({
      [listKey('upcoming', 1)]: json(listBody([upcoming])),
      [listKey('past', 1)]: json(listBody([past, cancelled])),
      [`PATCH /api/sessions/${past.id}`]: () => {
        const [next, ...rest] = answers;
        answers = rest;
        return typeof next === 'function' ? next() : next!;
      },
    });
    const user = userEvent.setup();
    renderApp('/tutor/sesiones', { token: tokens.tutor() });
    const next = await within(screen.getByRole('region', { name: 'Próximas Sesiones' })).findByRole('article');
    expect(within(next).queryByRole('button', { name: 'Realizada' })).not.toBeInTheDocument();

    const [card, cancelledCard] = await pastCards(user);
    expect(within(cancelledCard!).queryByRole('group', { name: 'Asistencia' })).not.toBeInTheDocument();
    const done = within(card!).getByRole('button', { name: 'Realizada' });
    const noShow = within(card!).getByRole('button', { name: 'El estudiante no se presentó' });
    expect(done).toHaveAttribute('aria-pressed', 'false');
    expect(noShow).toHaveAttribute('aria-pressed', 'false');

    await user.click(done);
    expect(done).toBeDisabled();
    act(() => marked.release());
    expect(await screen.findByText('Asistencia guardada')).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Realizada' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(card!).getByRole('button', { name: 'Realizada' }));
    expect(await screen.findByText('Asistencia sin marcar')).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Realizada' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { attendance: 'attended' },
      { attendance: null },
    ]);
  });

  it("shows the server's reason when the mark is refused", async () => {
    const past = makeSession({ meeting_time: '2026-11-10T15:00:00.000Z' });
    freezeClock();
    stubApi({
      [listKey('upcoming', 1)]: json(listBody([])),
      [listKey('past', 1)]: json(listBody([past])),
      [`PATCH /api/sessions/${past.id}`]: json(
        { success: false, detail: 'Solo el tutor de la sesión o un administrador puede marcar la asistencia' },
        403,
      ),
    });
    const user = userEvent.setup();
    renderApp('/tutor/sesiones', { token: tokens.tutor() });
    const [card] = await pastCards(user);
    await user.click(within(card!).getByRole('button', { name: 'El estudiante no se presentó' }));
    expect(
      await screen.findByText('Solo el tutor de la sesión o un administrador puede marcar la asistencia'),
    ).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'El estudiante no se presentó' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it.each([
    ['attended', 'Asistencia: Realizada'],
    ['no_show', 'Asistencia: No te presentaste'],
    [null, 'Asistencia: Sin marcar'],
  ] as const)('shows the student a past session marked %s as “%s”, with no buttons', async (attendance, line) => {
    const past = makeSession({ meeting_time: '2026-11-02T15:00:00.000Z', attendance });
    freezeClock();
    stubApi({
      ...tutorsRoute(),
      [listKey('upcoming', 1)]: json(listBody([])),
      [listKey('past', 1)]: json(listBody([past])),
    });
    const user = userEvent.setup();
    renderApp('/sesiones', { token: tokens.student() });
    const [card] = await pastCards(user);
    expect(card).toHaveTextContent(line);
    expect(within(card!).queryByRole('button', { name: 'Realizada' })).not.toBeInTheDocument();
  });
});
